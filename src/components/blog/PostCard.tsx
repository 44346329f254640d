import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ArrowRight } from "lucide-react";
import { formatDate } from "../../lib/blog";
import { colors, fontSizes, radii, shadows, space } from "../../styles/theme";
import { CategoryBadge } from "./CategoryBadge";
import { Picture } from "../ui/Picture";

export interface PostSummary {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: string;
  readTime: string;
  imageAlt: string;
  image: IGatsbyImageData | null;
}

export function PostCard({ post, readMoreLabel }: { post: PostSummary; readMoreLabel: string }) {
  return (
    <article css={card} data-testid="post-card">
      {post.image ? <Picture image={post.image} alt={post.imageAlt} css={image} /> : null}
      <div css={body}>
        <div css={meta}>
          <CategoryBadge category={post.category} />
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{post.readTime}</span>
        </div>
        <h2 css={title}>
          <a href={post.path}>{post.title}</a>
        </h2>
        <p css={excerpt}>{post.excerpt}</p>
        <a href={post.path} css={readMore}>
          {readMoreLabel}
          <span className="visually-hidden">: {post.title}</span>
          <ArrowRight aria-hidden="true" size={16} />
        </a>
      </div>
    </article>
  );
}

const card = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${radii.lg};
  overflow: hidden;
  border: 1px solid ${colors.line};
  background: ${colors.surface};
  transition: box-shadow 0.15s ease;
  &:hover {
    box-shadow: ${shadows.hover};
  }
`;

const image = css`
  aspect-ratio: 1200 / 630;
`;

const body = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  padding: ${space.lg};
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin-bottom: ${space.md};
  font-size: ${fontSizes.xs};
  color: ${colors.muted};
`;

/**
 * Two lines as written, a third rather than cut a word, and an ellipsis past that. Engines draw
 * the same text a little wider or narrower (WebKit on Linux, about half a percent wider than
 * Chromium), so a title that just fits two lines in one would lose its last word in another.
 * Filled line by line, not balanced as other headings are: Firefox balances a clamped heading as
 * if its whole text had to fit, so a long title showed as two short lines of a word or two.
 */
const title = css`
  font-size: ${fontSizes.lg};
  text-wrap: wrap;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  line-clamp: 3;
  overflow: hidden;
  a {
    color: ${colors.ink};
    text-decoration: none;
  }
  a:hover {
    color: ${colors.accent};
  }
`;

const excerpt = css`
  color: ${colors.muted};
  font-size: ${fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  line-clamp: 3;
  overflow: hidden;
  flex: 1;
`;

const readMore = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  font-weight: 650;
  color: ${colors.accent};
  text-decoration: none;
`;
