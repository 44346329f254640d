/** What the sitemap and the RSS feed list; plain functions so tests can check them. */
import { sortNewestFirst } from "../src/lib/blog";
import { CONTACT_THANK_YOU_PATH, NEWSLETTER_PAGES } from "../src/lib/routes";

export interface SitemapQuery {
  allSitePage: { nodes: { path: string }[] };
  allMdx: { nodes: { fields: { path: string }; frontmatter: { publishedAt?: string | null; date?: string | null } }[] };
}

/** Paths that exist as files but are not pages a search engine should index. */
const notIndexable = new Set(["/", "/404", "/404.html", "/dev-404-page", CONTACT_THANK_YOU_PATH, ...Object.values(NEWSLETTER_PAGES)]);

export function sitemapEntries(data: SitemapQuery): { path: string; lastmod?: string }[] {
  const dates = new Map(
    data.allMdx.nodes.map((node) => [node.fields.path, node.frontmatter.publishedAt ?? node.frontmatter.date ?? undefined]),
  );
  return data.allSitePage.nodes
    .map((node) => node.path.replace(/\/$/, "") || "/")
    .filter((pagePath) => !notIndexable.has(pagePath))
    .sort()
    .map((pagePath) => {
      const lastmod = dates.get(pagePath);
      return lastmod ? { path: pagePath, lastmod: lastmod.slice(0, 10) } : { path: pagePath };
    });
}

export interface FeedQuery {
  site: { siteMetadata: { siteUrl: string } };
  allMdx: {
    nodes: {
      fields: { path: string };
      frontmatter: { title: string; description: string; excerpt?: string | null; category?: string | null; publishedAt?: string | null };
    }[];
  };
}

export function feedItems(query: FeedQuery) {
  const { siteUrl } = query.site.siteMetadata;
  const newestFirst = sortNewestFirst(
    query.allMdx.nodes.map((node) => ({ ...node, title: node.frontmatter.title, publishedAt: node.frontmatter.publishedAt ?? "" })),
  );
  return newestFirst.map((node) => ({
    title: node.frontmatter.title,
    description: node.frontmatter.excerpt ?? node.frontmatter.description,
    date: node.frontmatter.publishedAt ?? undefined,
    url: `${siteUrl}${node.fields.path}`,
    guid: `${siteUrl}${node.fields.path}`,
    categories: node.frontmatter.category ? [node.frontmatter.category] : [],
  }));
}

/** Every page may be crawled; the sitemap is named by its absolute address. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}
