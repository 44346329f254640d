import { css } from "@emotion/react";
import { MDXProvider } from "@mdx-js/react";
import { getImage, getSrc } from "gatsby-plugin-image";
import type { ReactNode } from "react";
import { useLabels, useSiteData } from "../../hooks/use-site-data";
import { formatDate } from "../../lib/blog";
import { BLOG_PATH, LANDING_PATH } from "../../lib/routes";
import { blogPosting, breadcrumbs, faqPage } from "../../lib/structured-data";
import { prose } from "../../styles/prose";
import { colors, fontSizes, headerHeight, mq, radii, space, widths } from "../../styles/theme";
import { Seo } from "../layout/Seo";
import { BackLink } from "../ui/BackLink";
import { ButtonLink } from "../ui/Button";
import { companyDetailComponents } from "../ui/CompanyDetails";
import { Faq } from "../ui/Faq";
import { mdxComponents } from "../ui/MdxLink";
import { Picture } from "../ui/Picture";
import { container } from "../ui/Section";
import { CategoryBadge } from "./CategoryBadge";
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
      {strategy ? (
        <div css={stickyBar} data-testid="sticky-bar">
          <div css={[container, stickyInner]}>
            {backLink}
            <span css={stickyTitle}>{meta.title}</span>
          </div>
        </div>
      ) : null}
      <article css={article}>
        <header css={[container, header]}>
          {strategy ? null : backLink}
          <div css={metaRow}>
            <CategoryBadge category={meta.category ?? ""} />
            <time dateTime={meta.publishedAt ?? undefined}>{formatDate(meta.publishedAt ?? "")}</time>
            <span aria-hidden="true">·</span>
            <span>{post.readTime}</span>
          </div>
          <h1>{meta.title}</h1>
          <p css={lead}>{meta.excerpt}</p>
        </header>
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

          {meta.cta ? (
            <aside css={ctaBox} aria-labelledby="cta-heading">
              <h2 id="cta-heading">{meta.cta.heading}</h2>
              <p>{meta.cta.body}</p>
              <div css={ctaActions}>
                <ButtonLink to={meta.cta.to}>{meta.cta.label}</ButtonLink>
                {meta.cta.secondaryLabel && meta.cta.secondaryTo ? (
                  <ButtonLink to={meta.cta.secondaryTo} variant="ghostOnInk">
                    {meta.cta.secondaryLabel}
                  </ButtonLink>
                ) : null}
              </div>
            </aside>
          ) : null}

          <footer css={shareRow}>
            <ShareButtons url={`${siteUrl}${post.fields.path}`} title={meta.title} />
          </footer>
        </div>
      </article>
    </>
  );
}

/** The article's Head tags: its title, social picture, and structured data for the post, its questions and its trail. */
export function ArticleHead({ post }: { post: ArticleData }) {
  const { siteUrl, settings, labels, socialImage: fallback } = useSiteData();
  const meta = post.frontmatter;
  const social = post.fields.picture?.childImageSharp?.social;
  const socialImage = social ? `${siteUrl}${getSrc(social)}` : fallback.url;
  return (
    <Seo
      title={`${meta.title} | ${settings.name}`}
      description={meta.description}
      path={post.fields.path}
      image={socialImage}
      imageAlt={post.fields.pictureAlt}
      type="article"
      jsonLd={[
        blogPosting(siteUrl, {
          title: meta.title,
          description: meta.description,
          path: post.fields.path,
          image: socialImage,
          publishedAt: meta.publishedAt ?? "",
          publisher: settings.name,
        }),
        ...(meta.faq?.length ? [faqPage(meta.faq)] : []),
        breadcrumbs(siteUrl, [
          { name: labels.breadcrumbs.home, path: LANDING_PATH },
          { name: labels.breadcrumbs.blog, path: BLOG_PATH },
          { name: meta.title, path: post.fields.path },
        ]),
      ]}
    >
      <meta property="article:published_time" content={meta.publishedAt ?? ""} />
      <meta property="article:section" content={meta.category ?? ""} />
    </Seo>
  );
}

const article = css`
  padding-bottom: ${space["3xl"]};
`;

const stickyBar = css`
  position: sticky;
  top: ${headerHeight};
  z-index: 40;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.line};
`;

const stickyInner = css`
  display: flex;
  align-items: center;
  gap: ${space.lg};
  min-height: 3.25rem;
`;

const stickyTitle = css`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-weight: 600;
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`;

const header = css`
  max-width: ${widths.article};
  padding-top: ${space["2xl"]};
  h1 {
    font-size: ${fontSizes["3xl"]};
    margin-top: ${space.md};
  }
`;

const metaRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin-top: ${space.lg};
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`;

const lead = css`
  font-size: ${fontSizes.lg};
  color: ${colors.muted};
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

const ctaBox = css`
  margin-top: ${space["3xl"]};
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.ink};
  color: ${colors.onInkMuted};
  h2 {
    color: ${colors.onInk};
    font-size: ${fontSizes["2xl"]};
  }
  ${mq.md} {
    padding: ${space["2xl"]};
  }
`;

const ctaActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.lg};
`;

const shareRow = css`
  margin-top: ${space["2xl"]};
  padding-top: ${space.lg};
  border-top: 1px solid ${colors.line};
`;
