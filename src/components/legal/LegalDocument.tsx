import { css } from "@emotion/react";
import { useLabels } from "../../hooks/use-site-data";
import { formatDate } from "../../lib/blog";
import { LANDING_PATH } from "../../lib/routes";
import { prose } from "../../styles/prose";
import { colors, fontSizes, space } from "../../styles/theme";
import { BackLink } from "../ui/BackLink";
import { ButtonLink } from "../ui/Button";
import { companyDetailComponents } from "../ui/CompanyDetails";
import { MdxBody } from "../ui/MdxBody";
import { mdxComponents } from "../ui/MdxLink";
import type { LegalPageData } from "./legal-page-data";
import { container } from "../../styles/patterns";

const legalComponents = { ...mdxComponents, ...companyDetailComponents };

/** A policy or terms page as HTML: its title, the date it took effect, the text, and a way home. */
export function LegalDocument({ page }: { page: LegalPageData }) {
  const labels = useLabels().legal;
  return (
    <article css={[container, wrapper]}>
      <BackLink to={LANDING_PATH} label={labels.back} />
      <h1>{page.frontmatter.title}</h1>
      <p css={date}>
        {page.frontmatter.dateLabel}:{" "}
        <time dateTime={page.frontmatter.isoDate ?? undefined}>{formatDate(page.frontmatter.isoDate ?? "")}</time>
      </p>
      <div css={prose}>
        <MdxBody collection={page.fields.collection} slug={page.fields.slug} components={legalComponents} />
      </div>
      <div css={footer}>
        <ButtonLink to={LANDING_PATH}>{labels.returnHome}</ButtonLink>
      </div>
    </article>
  );
}

const wrapper = css`
  padding-block: ${space["3xl"]};
  h1 {
    font-size: ${fontSizes["3xl"]};
    margin-top: ${space.lg};
  }
`;

const date = css`
  color: ${colors.muted};
  margin-bottom: ${space["2xl"]};
`;

const footer = css`
  margin-top: ${space["3xl"]};
  padding-top: ${space.xl};
  border-top: 1px solid ${colors.line};
`;
