import { css } from "@emotion/react";
import { getImage } from "gatsby-plugin-image";
import { useSiteData } from "../../hooks/use-site-data";
import { sortNewestFirst } from "../../lib/blog";
import { BLOG_PATH, LANDING_PATH, blogCategoryPath } from "../../lib/routes";
import { breadcrumbs } from "../../lib/structured-data";
import { colors, fontSizes, space, widths } from "../../styles/theme";
import { Seo } from "../layout/Seo";
import { Section, container, grid, renderedWhenNear } from "../ui/Section";
import { CategoryChips } from "./CategoryChips";
import { NewsletterSignup } from "./NewsletterSignup";
import { PostCard, type PostSummary } from "./PostCard";

export type BlogSettings = NonNullable<Queries.BlogIndexQuery["blogSettings"]>;
export type BlogIndexPosts = Queries.BlogIndexQuery["posts"]["nodes"];

function toPostSummaries(nodes: BlogIndexPosts): PostSummary[] {
  return nodes.map((node) => ({
    slug: node.fields.slug,
    path: node.fields.path,
    title: node.frontmatter.title,
    excerpt: node.frontmatter.excerpt ?? "",
    category: node.frontmatter.category ?? "",
    publishedAt: node.frontmatter.publishedAt ?? "",
    readTime: node.readTime,
    imageAlt: node.fields.pictureAlt ?? "",
    image: getImage(node.fields.picture?.childImageSharp?.gatsbyImageData ?? null) ?? null,
  }));
}

interface BlogIndexProps {
  settings: BlogSettings;
  posts: BlogIndexPosts;
  /** The category this page lists, or null for every article. */
  category: string | null;
}

/** The blog's front page or one category's page: a heading, the category chips, the cards and the signup. */
export function BlogIndex({ settings, posts: nodes, category }: BlogIndexProps) {
  const posts = sortNewestFirst(toPostSummaries(nodes)).filter((post) => category === null || post.category === category);
  return (
    <>
      <section css={hero} aria-labelledby="blog-heading">
        <div css={[container, heroText]}>
          <h1 id="blog-heading">{category ? `${settings.heading}: ${category}` : settings.heading}</h1>
          <p>{settings.intro}</p>
        </div>
      </section>
      <Section>
        <CategoryChips allLabel={settings.allLabel} categories={settings.categories} active={category} />
        {posts.length === 0 ? (
          <p>{settings.emptyCategory}</p>
        ) : (
          <ul css={[grid("20rem"), list]}>
            {posts.map((post, position) => (
              <li key={post.slug} css={position > 0 && cardRenderedWhenNear}>
                <PostCard post={post} readMoreLabel={settings.readMoreLabel} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <NewsletterSignup {...settings.signup} />
    </>
  );
}

export function BlogIndexHead({ settings, category }: { settings: BlogSettings; category: string | null }) {
  const { siteUrl, settings: site, labels } = useSiteData();
  const path = category ? blogCategoryPath(category) : BLOG_PATH;
  const trail = [
    { name: labels.breadcrumbs.home, path: LANDING_PATH },
    { name: labels.breadcrumbs.blog, path: BLOG_PATH },
    ...(category ? [{ name: category, path }] : []),
  ];
  return (
    <Seo
      title={category ? `${category} ${labels.article.categorySeoTitle} | ${site.name} ${labels.breadcrumbs.blog}` : settings.seoTitle}
      description={
        category ? `${category} ${labels.article.categorySeoIntro} ${site.name}: ${settings.intro}`.slice(0, 158) : settings.seoDescription
      }
      path={path}
      jsonLd={[breadcrumbs(siteUrl, trail)]}
    />
  );
}

const hero = css`
  padding-block: ${space["3xl"]} ${space.xl};
  background: ${colors.surfaceAlt};
`;

/** In the shared container, so the heading lines up with the chips and cards below. */
const heroText = css`
  h1 {
    font-size: ${fontSizes.display};
  }
  p {
    max-width: ${widths.prose};
    font-size: ${fontSizes.lg};
    color: ${colors.muted};
  }
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A card on a phone: a 1200×630 picture over a heading, an excerpt and a link (480 px). */
const cardRenderedWhenNear = renderedWhenNear("30rem");
