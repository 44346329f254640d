import { css } from "@emotion/react";
import { sortNewestFirst } from "../../lib/blog";
import { colors, fontSizes, space, widths } from "../../styles/theme";
import { Section, grid, renderedWhenNear } from "../ui/Section";
import type { BlogIndexData, BlogIndexPosts } from "./blog-index-data";
import { CategoryChips } from "./CategoryChips";
import { PostCard, type PostSummary } from "./PostCard";
import { container } from "../../styles/patterns";

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
    image: node.fields.picture?.childImageSharp?.gatsbyImageData ?? null,
  }));
}

/** The blog's front page or one category's page without its signup: a heading, the category chips and the cards. */
export function BlogListing({ settings, posts: nodes, category }: BlogIndexData) {
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
    </>
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
