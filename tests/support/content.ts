/**
 * Reads content the way an author wrote it, so tests check the site against its own sources,
 * with `{token}`s filled as the pages fill them (MDX bodies keep their `<Fact />` tags).
 * `SITE_ROOT` points them at another copy of the site (the editor's test runs them on the copy it edited).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { BlogArticleFrontmatter } from "../../src/content-model/blog-article";
import type { IndustryEntry } from "../../src/content-model/industry";
import type { ServiceEntry } from "../../src/content-model/service";
import { fillCopy } from "../../src/lib/copy";
import { entryArtwork } from "../../gatsby/artwork/entries";

/** The site whose content the tests read: this repository, or the copy SITE_ROOT names. */
export const siteRoot = process.env.SITE_ROOT ? path.resolve(process.env.SITE_ROOT) : path.resolve(__dirname, "../..");
export const contentRoot = path.join(siteRoot, "content");
const root = contentRoot;

function readJson<T>(relative: string): T {
  return fillCopy(JSON.parse(fs.readFileSync(path.join(root, relative), "utf8")) as T);
}

export type ServiceContent = ServiceEntry;

export function services(): ServiceContent[] {
  return fs
    .readdirSync(path.join(root, "services"))
    .filter((file) => file.endsWith(".json"))
    .map((file) => readJson<ServiceContent>(`services/${file}`))
    .sort((a, b) => a.order - b.order);
}

export interface ArticleContent {
  slug: string;
  body: string;
  data: BlogArticleFrontmatter;
}

export function isoDate(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value;
}

export function articles(): ArticleContent[] {
  return fs
    .readdirSync(path.join(root, "blog"))
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => {
      const parsed = matter(fs.readFileSync(path.join(root, "blog", file), "utf8"));
      return { slug: file.replace(/\.mdx$/, ""), body: parsed.content, data: fillCopy(parsed.data) as ArticleContent["data"] };
    });
}

export function legalPages(): { slug: string; title: string }[] {
  return fs
    .readdirSync(path.join(root, "legal"))
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => {
      const parsed = matter(fs.readFileSync(path.join(root, "legal", file), "utf8"));
      return { slug: file.replace(/\.mdx$/, ""), title: String(parsed.data.title) };
    });
}

export function industries(): IndustryEntry[] {
  return fs
    .readdirSync(path.join(root, "industries"))
    .map((file) => readJson<IndustryEntry>(`industries/${file}`))
    .sort((a, b) => a.order - b.order);
}

export const redirects = readJson<{ from: string; to: string }[]>("site/redirects.json");
export const site = readJson<{ bookingUrl: string; email: string; phone: string; name: string }>("site/site.json");
export const blogSettings = readJson<{ categories: string[] }>("site/blog.json");
export const reviews = readJson<{
  summary: { rating: number; totalReviews: number };
  reviews: { authorName: string; text: string; rating: number }[];
}>("reviews/reviews.json");
export const caseStudies =
  readJson<{ company: string; videoId: string; thumbnail?: string; thumbnailAlt?: string }[]>("case-studies/case-studies.json");
export const landing = readJson<{
  hero: { headline: string; videoId: string };
  trustedBy: { logos: { name: string; logo: string }[] };
}>("landing/landing.json");

/** The alt text of the picture an article shows: its own picture's, or its artwork's (the build draws one for an article without a picture). */
export function articlePictureAlt(article: ArticleContent): string {
  if (article.data.image) return article.data.imageAlt ?? "";
  return entryArtwork("article", { slug: article.slug, name: article.data.title, category: article.data.category }).alt;
}
