import { css } from "@emotion/react";
import { MDXProvider } from "@mdx-js/react";
import { Link, graphql, type HeadProps, type PageProps } from "gatsby";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { ButtonLink } from "../components/ui/Button";
import { companyDetailComponents } from "../components/ui/CompanyDetails";
import { mdxComponents } from "../components/ui/MdxLink";
import { container } from "../components/ui/Section";
import { useSiteData } from "../hooks/use-site-data";
import { formatDate } from "../lib/blog";
import { LANDING_PATH } from "../lib/routes";
import { breadcrumbs } from "../lib/structured-data";
import { prose } from "../styles/prose";
import { colors, fontSizes, space } from "../styles/theme";
import { fillCopy } from "../lib/copy";

const legalComponents = { ...mdxComponents, ...companyDetailComponents };

export default function LegalTemplate({ data: queryData, children }: PageProps<Queries.LegalPageQuery> & { children: ReactNode }) {
  const data = fillCopy(queryData);
  const page = data.mdx;
  if (!page) throw new Error("Legal page rendered without its content");
  return (
    <Layout>
      <article css={[container, wrapper]}>
        <Link to={LANDING_PATH} css={back}>
          <ArrowLeft aria-hidden="true" size={18} /> Back to Home
        </Link>
        <h1>{page.frontmatter.title}</h1>
        <p css={date}>
          {page.frontmatter.dateLabel}: <time dateTime={page.frontmatter.isoDate ?? undefined}>{formatDate(page.frontmatter.isoDate ?? "")}</time>
        </p>
        <div css={prose}>
          <MDXProvider components={legalComponents}>{children}</MDXProvider>
        </div>
        <div css={footer}>
          <ButtonLink to={LANDING_PATH}>Return to Home</ButtonLink>
        </div>
      </article>
    </Layout>
  );
}

export function Head({ data: queryData }: HeadProps<Queries.LegalPageQuery>) {
  const data = fillCopy(queryData);
  const { siteUrl, settings } = useSiteData();
  const page = data.mdx;
  if (!page) return null;
  return (
    <Seo
      title={`${page.frontmatter.title} | ${settings.name}`}
      description={page.frontmatter.description}
      path={page.fields.path}
      jsonLd={[breadcrumbs(siteUrl, [{ name: "Home", path: LANDING_PATH }, { name: page.frontmatter.title, path: page.fields.path }])]}
    />
  );
}

export const query = graphql`
  query LegalPage($id: String!) {
    mdx(id: { eq: $id }) {
      fields {
        path
      }
      frontmatter {
        title
        description
        dateLabel
        isoDate: date(formatString: "YYYY-MM-DD")
      }
    }
  }
`;

const wrapper = css`
  padding-block: ${space["3xl"]};
  h1 {
    font-size: ${fontSizes["3xl"]};
    margin-top: ${space.lg};
  }
`;

const back = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  font-weight: 600;
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
