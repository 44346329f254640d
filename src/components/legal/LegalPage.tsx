import { css } from "@emotion/react";
import { MDXProvider } from "@mdx-js/react";
import type { ReactNode } from "react";
import { useLabels, useSiteData } from "../../hooks/use-site-data";
import { formatDate } from "../../lib/blog";
import { LANDING_PATH } from "../../lib/routes";
import { breadcrumbs } from "../../lib/structured-data";
import { prose } from "../../styles/prose";
import { colors, fontSizes, space } from "../../styles/theme";
import { Seo } from "../layout/Seo";
import { BackLink } from "../ui/BackLink";
import { ButtonLink } from "../ui/Button";
import { companyDetailComponents } from "../ui/CompanyDetails";
import { mdxComponents } from "../ui/MdxLink";
import { container } from "../ui/Section";

export type LegalPageData = NonNullable<Queries.LegalPageQuery["mdx"]>;

const legalComponents = { ...mdxComponents, ...companyDetailComponents };

/** A policy or terms page: its title, the date it took effect, the text, and a way home. */
export function LegalPage({ page, children }: { page: LegalPageData; children: ReactNode }) {
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
        <MDXProvider components={legalComponents}>{children}</MDXProvider>
      </div>
      <div css={footer}>
        <ButtonLink to={LANDING_PATH}>{labels.returnHome}</ButtonLink>
      </div>
    </article>
  );
}

export function LegalPageHead({ page }: { page: LegalPageData }) {
  const { siteUrl, settings, labels } = useSiteData();
  return (
    <Seo
      title={`${page.frontmatter.title} | ${settings.name}`}
      description={page.frontmatter.description}
      path={page.fields.path}
      jsonLd={[
        breadcrumbs(siteUrl, [
          { name: labels.breadcrumbs.home, path: LANDING_PATH },
          { name: page.frontmatter.title, path: page.fields.path },
        ]),
      ]}
    />
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
