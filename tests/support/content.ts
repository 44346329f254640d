/**
 * Content as the pages show it, read through the content reader (src/content-model/reader.ts), so
 * tests check the site against its own sources with `{token}`s filled (MDX bodies keep their `<Fact />` tags).
 * `SITE_ROOT` points them at another copy of the site (the editor's test runs them on the copy it edited).
 */
import path from "node:path";
import type { BlogArticleFrontmatter } from "../../src/content-model/blog-article";
import type { IndustryEntry } from "../../src/content-model/industry";
import { readContent } from "../../src/content-model/reader";
import type { ServiceEntry } from "../../src/content-model/service";
import { entryArtwork } from "../../gatsby/artwork/entries";

/** The site whose content the tests read: this repository, or the copy SITE_ROOT names. */
export const siteRoot = process.env.SITE_ROOT ? path.resolve(process.env.SITE_ROOT) : path.resolve(__dirname, "../..");
export const contentRoot = path.join(siteRoot, "content");
const content = readContent(contentRoot);

/** A service as its file holds it, and the address of its page. */
export type ServiceContent = ServiceEntry & { path: string };

export function services(): ServiceContent[] {
  return content.services.map(({ entry, path: pagePath }) => ({ ...entry, path: pagePath }));
}

export interface ArticleContent {
  slug: string;
  /** The address of the article's page, from the model. */
  path: string;
  body: string;
  data: BlogArticleFrontmatter;
}

export function isoDate(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value;
}

export function articles(): ArticleContent[] {
  return content.articles.map(({ slug, path: pagePath, body, entry }) => ({ slug, path: pagePath, body, data: entry }));
}

export function legalPages(): { slug: string; title: string; path: string }[] {
  return content.legalPages.map(({ slug, entry, path: pagePath }) => ({ slug, title: entry.title, path: pagePath }));
}

export function industries(): IndustryEntry[] {
  return content.industries.map(({ entry }) => entry);
}

export const { redirects, site, blog: blogSettings, reviews, caseStudies, landing } = content;

/** The alt text of the picture an article shows: its own picture's, or its artwork's (the build draws one for an article without a picture). */
export function articlePictureAlt(article: ArticleContent): string {
  if (article.data.image) return article.data.imageAlt ?? "";
  return entryArtwork("article", { slug: article.slug, name: article.data.title, category: article.data.category }).alt;
}
