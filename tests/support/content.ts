/**
 * Reads content the way an author wrote it, so tests check the site against its own sources,
 * with `{token}`s filled as the pages fill them (MDX bodies keep their `<Fact />` tags).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { BlogArticleFrontmatter } from "../../src/content-model/blog-article";
import type { ServiceEntry } from "../../src/content-model/service";
import { fillCopy } from "../../src/lib/copy";

const root = path.resolve(__dirname, "../../content");

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

export function industries(): { slug: string; title: string; order: number }[] {
  return fs
    .readdirSync(path.join(root, "industries"))
    .map((file) => readJson<{ slug: string; title: string; order: number }>(`industries/${file}`))
    .sort((a, b) => a.order - b.order);
}

export const redirects = readJson<{ from: string; to: string }[]>("site/redirects.json");
export const site = readJson<{ bookingUrl: string; email: string; phone: string; name: string }>("site/site.json");
export const blogSettings = readJson<{ categories: string[] }>("site/blog.json");
export const reviews = readJson<{
  summary: { rating: number; totalReviews: number };
  reviews: { authorName: string; text: string; rating: number }[];
}>("reviews/reviews.json");
export const caseStudies = readJson<{ company: string; videoId: string; thumbnailUrl: string }[]>("case-studies/case-studies.json");
export const landing = readJson<{ hero: { headline: string; videoId: string } }>("landing/landing.json");
