import { css } from "@emotion/react";
import { useLabels } from "../../hooks/use-site-data";
import { BLOG_PATH } from "../../lib/routes";
import { prose } from "../../styles/prose";
import { fontSizes, radii, space, widths } from "../../styles/theme";
import { BackLink } from "../ui/BackLink";
import { companyDetailComponents } from "../ui/CompanyDetails";
import { Faq } from "../ui/Faq";
import { MdxBody } from "../ui/MdxBody";
import { mdxComponents } from "../ui/MdxLink";
import { Picture } from "../ui/Picture";
import { ArticleCta } from "./ArticleCta";
import type { ArticleData } from "./article-data";
import { ArticleHeader } from "./ArticleHeader";
import { StrategyBenefits, StrategyPhases } from "./StrategySections";
import { container } from "../../styles/patterns";

const articleComponents = { ...mdxComponents, ...companyDetailComponents };

/**
 * An article's text and pictures, all HTML: its header (back link, category, date, read time,
 * title, lead), picture, body, questions and call to action. The strategy layout adds the benefits
 * over the body and the phases under it.
 */
export function ArticleBody({ post, backLabel }: { post: ArticleData; backLabel: string }) {
  const labels = useLabels();
  const { frontmatter: meta } = post;
  const image = post.fields.picture?.childImageSharp?.hero ?? undefined;
  const strategy = meta.layout === "strategy";

  return (
    <>
      <ArticleHeader post={post} backLink={strategy ? null : <BackLink to={BLOG_PATH} label={backLabel} />} />
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
          <MdxBody collection={post.fields.collection} slug={post.fields.slug} components={articleComponents} />
        </div>

        {strategy && meta.phases ? <StrategyPhases phases={meta.phases} /> : null}

        {meta.faq?.length ? (
          <section css={faqSection} aria-labelledby="faq-heading">
            <h2 id="faq-heading">{labels.article.faqHeading}</h2>
            <Faq items={meta.faq} group={`faq-${post.fields.slug}`} style={meta.faqStyle === "cards" ? "cards" : "accordion"} />
          </section>
        ) : null}

        {meta.cta ? <ArticleCta cta={meta.cta} /> : null}
      </div>
    </>
  );
}

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
