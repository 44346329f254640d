import { css } from "@emotion/react";
import { useSiteData } from "../../hooks/use-site-data";
import { island } from "../../hydration/island";
import { BLOG_PATH } from "../../lib/routes";
import { colors, space, widths } from "../../styles/theme";
import { BackLink } from "../ui/BackLink";
import type { ArticleData } from "./article-data";
import { StickyBar } from "./ArticleHeader";
import { container } from "../../styles/patterns";

// The article is text, pictures, links and `<details>`; only the share button needs script.
const ArticleBody = island(() => import(/* webpackChunkName: "island-article-body" */ "./ArticleBody"), "ArticleBody", "never");
const ShareButtons = island(() => import(/* webpackChunkName: "island-share" */ "./ShareButtons"), "ShareButtons", "when-touched");

/**
 * One article: its text (see ArticleBody) and share buttons. The strategy layout adds a bar that
 * stays in view under the site's header.
 */
export function Article({ post, backLabel }: { post: ArticleData; backLabel: string }) {
  const { siteUrl } = useSiteData();
  const { frontmatter: meta } = post;
  return (
    <>
      {meta.layout === "strategy" ? <StickyBar title={meta.title} backLink={<BackLink to={BLOG_PATH} label={backLabel} />} /> : null}
      <article css={article}>
        <ArticleBody post={post} backLabel={backLabel} />
        <div css={[container, shareColumn]}>
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

/** The body's column (ArticleBody), so the row lines up under the text. */
const shareColumn = css`
  max-width: ${widths.article};
`;

const shareRow = css`
  margin-top: ${space["2xl"]};
  padding-top: ${space.lg};
  border-top: 1px solid ${colors.line};
`;
