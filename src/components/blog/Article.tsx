import { css } from "@emotion/react";
import { MDXProvider } from "@mdx-js/react";
import { getImage } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { useLabels, useSiteData } from "../../hooks/use-site-data";
import { BLOG_PATH } from "../../lib/routes";
import { prose } from "../../styles/prose";
import { colors, fontSizes, radii, space, widths } from "../../styles/theme";
import { BackLink } from "../ui/BackLink";
import { companyDetailComponents } from "../ui/CompanyDetails";
import { Faq } from "../ui/Faq";
import { mdxComponents } from "../ui/MdxLink";
import { Picture } from "../ui/Picture";
import { container } from "../ui/Section";
import { ArticleCta } from "./ArticleCta";
import { ArticleHeader, StickyBar } from "./ArticleHeader";
import { ShareButtons } from "./ShareButtons";
import { StrategyBenefits, StrategyPhases } from "./StrategySections";

export type ArticleData = NonNullable<Queries.BlogPostQuery["mdx"]>;

const articleComponents = { ...mdxComponents, ...companyDetailComponents };

/**
 * One article: its header (back link, category, date, read time, title, lead), picture, body,
 * questions, call to action and share buttons. The strategy layout adds a bar that stays in view
 * under the header, the benefits over the body and the phases under it.
 */
export function Article({ post, backLabel, children }: { post: ArticleData; backLabel: string; children: ReactNode }) {
  const { siteUrl } = useSiteData();
  const labels = useLabels();
  const { frontmatter: meta } = post;
  const image = getImage(post.fields.picture?.childImageSharp?.hero ?? null);
  const strategy = meta.layout === "strategy";
  const backLink = <BackLink to={BLOG_PATH} label={backLabel} />;

  return (
    <>
      {strategy ? <StickyBar title={meta.title} backLink={backLink} /> : null}
      <article css={article}>
        <ArticleHeader post={post} backLink={strategy ? null : backLink} />
        {image ? (
          <div css={[container, heroImage]}>
            <Picture image={image} alt={post.fields.pictureAlt ?? ""} priority />
          </div>
        ) : null}

        {strategy && meta.benefits ? (
          <div css={container}>
            <StrategyBenefits benefits={meta.benefits} />
          </div>
        ) : null}

        <div css={[container, bodyColumn]}>
          <div css={prose}>
            <MDXProvider components={articleComponents}>{children}</MDXProvider>
          </div>

          {strategy && meta.phases ? <StrategyPhases phases={meta.phases} /> : null}

          {meta.faq?.length ? (
            <section css={faqSection} aria-labelledby="faq-heading">
              <h2 id="faq-heading">{labels.article.faqHeading}</h2>
              <Faq items={meta.faq} group={`faq-${post.fields.slug}`} style={meta.faqStyle === "cards" ? "cards" : "accordion"} />
            </section>
          ) : null}

          {meta.cta ? <ArticleCta cta={meta.cta} /> : null}

          <footer css={shareRow}>
            <ShareButtons url={`${siteUrl}${post.fields.path}`} title={meta.title} />
          </footer>
        </div>
      </article>
    </>
  );
}

const article = css`
  padding-bottom: ${space["3xl"]};
`;

const heroImage = css`
  max-width: ${widths.articlePicture};
  margin-block: ${space.xl};
  img {
    border-radius: ${radii.lg};
  }
`;

const bodyColumn = css`
  max-width: ${widths.article};
`;

const faqSection = css`
  margin-top: ${space["3xl"]};
  h2 {
    font-size: ${fontSizes["2xl"]};
  }
`;

const shareRow = css`
  margin-top: ${space["2xl"]};
  padding-top: ${space.lg};
  border-top: 1px solid ${colors.line};
`;
