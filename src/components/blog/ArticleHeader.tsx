import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { formatDate } from "../../lib/blog";
import { colors, fontSizes, headerHeight, space, widths } from "../../styles/theme";
import { CategoryBadge } from "./CategoryBadge";
import type { ArticleData } from "./article-data";
import { container } from "../../styles/patterns";

/** The bar of the strategy layout that stays in view under the site's header: the back link and the title. */
export function StickyBar({ title, backLink }: { title: string; backLink: ReactNode }) {
  return (
    <div css={stickyBar} data-testid="sticky-bar">
      <div css={[container, stickyInner]}>
        {backLink}
        <span css={stickyTitle}>{title}</span>
      </div>
    </div>
  );
}

/** The article's header: the back link (unless the sticky bar carries it), category, date, read time, title and lead. */
export function ArticleHeader({ post, backLink }: { post: ArticleData; backLink: ReactNode }) {
  const { frontmatter: meta } = post;
  return (
    <header css={[container, header]}>
      {backLink}
      <div css={metaRow}>
        <CategoryBadge category={meta.category ?? ""} />
        <time dateTime={meta.publishedAt ?? undefined}>{formatDate(meta.publishedAt ?? "")}</time>
        <span aria-hidden="true">·</span>
        <span>{post.readTime}</span>
      </div>
      <h1>{meta.title}</h1>
      <p css={lead}>{meta.excerpt}</p>
    </header>
  );
}

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
