/**
 * The one way code outside Gatsby's sourcing reads content/: the build steps, the checks, the
 * artwork script, the tests and the functions. Entries are typed by the content model and have every
 * `{token}` already filled, so no reader fills one again.
 *
 * - `siteFiles`: the site-wide settings files, bundled where imported (./site-files.ts);
 * - `readContent(contentDir)`: every entry of a content folder (this site's or a copy of it);
 * - `contentFiles` and `rawJson`: the files as their authors wrote them, tokens and all, for the
 *   content checker (which reports problems per file) and the content editor's configuration.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { DetailsForCopy } from "../lib/site-details";
import { blogArticle } from "./blog-article";
import { blogSettings } from "./blog-settings";
import { caseStudy } from "./case-study";
import { facts } from "./facts";
import { withSlug } from "./files";
import { industry } from "./industry";
import { landingPage } from "./landing-page";
import { legalPage } from "./legal-page";
import { redirect } from "./redirects";
import { reviews } from "./reviews";
import { service } from "./service";
import { siteSettings } from "./site-settings";
import { filledFile, tokenValues } from "./site-files";
import type { ContentType, EntryOf } from "./types";

export { siteFiles, tokenValues } from "./site-files";

/** A content file as its author wrote it. */
export interface ContentFile {
  /** Path from the folder above the content folder, e.g. content/services/training.json. */
  file: string;
  text: string;
}

/** Every JSON and MDX file of a content folder, in path order. */
export function contentFiles(contentDir: string): ContentFile[] {
  const root = path.dirname(contentDir);
  return (fs.readdirSync(contentDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && /\.(json|mdx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .map((absolute) => ({ file: path.relative(root, absolute).split(path.sep).join("/"), text: fs.readFileSync(absolute, "utf8") }));
}

/** One JSON file of a content folder by its path there ("site/blog.json"), as written: tokens unfilled. */
export function rawJson<T = unknown>(contentDir: string, file: string): T {
  return JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as T;
}

/** What the tokens of a content folder stand for: its site settings' contact details and hours, and its facts. */
export function tokenValuesOf(contentDir: string): DetailsForCopy {
  return tokenValues(rawJson(contentDir, siteSettings.source.file), rawJson(contentDir, facts.source.file));
}

/** The same, from a folder's files as the checker holds them. */
export function tokenValuesIn(files: readonly ContentFile[]): DetailsForCopy {
  const read = (source: { source: { file: string } }) => {
    const found = files.find((entry) => entry.file.endsWith(`/${source.source.file}`));
    if (!found) throw new Error(`content/${source.source.file} is missing`);
    return JSON.parse(found.text);
  };
  return tokenValues(read(siteSettings), read(facts));
}

type Entry<T extends ContentType> = EntryOf<T["fields"]>;

/** An entry of a folder type: its slug (the file name), its page's address, its fields and, for MDX, its body (`<Fact />` tags kept). */
interface FolderEntry<E> {
  slug: string;
  /** The model's pagePath for this entry; empty for entries that are no page. */
  path: string;
  entry: E;
  body: string;
}

type SourcedAt<S> = ContentType & { source: S };

/** Every entry of a content folder, typed by the model, with tokens filled; each kind is read when first asked for. */
export function readContent(contentDir: string) {
  let details: DetailsForCopy | undefined;
  const fill = <T>(file: string, value: T): T => {
    details ??= tokenValuesOf(contentDir);
    return filledFile(file, value, details);
  };
  const file = <T extends SourcedAt<{ file: string }>>(type: T) => fill(type.source.file, rawJson<Entry<T>>(contentDir, type.source.file));
  const list = <T extends SourcedAt<{ shape: "list-file"; file: string }>>(type: T) =>
    fill(type.source.file, rawJson<Entry<T>[]>(contentDir, type.source.file));
  const folder = <T extends SourcedAt<{ shape: "folder"; folder: string; extension: string }>>(type: T): FolderEntry<Entry<T>>[] => {
    const directory = path.join(contentDir, type.source.folder);
    return fs
      .readdirSync(directory)
      .filter((name) => name.endsWith(`.${type.source.extension}`))
      .sort()
      .map((name) => {
        const text = fs.readFileSync(path.join(directory, name), "utf8");
        const slug = name.slice(0, name.lastIndexOf("."));
        const address = type.pagePath ? withSlug(type.pagePath, slug) : "";
        const file = `${type.source.folder}/${name}`;
        if (type.source.extension !== "mdx") return { slug, path: address, entry: fill(file, JSON.parse(text) as Entry<T>), body: "" };
        const { data, content } = matter(text);
        return { slug, path: address, entry: fill(file, data as Entry<T>), body: content };
      });
  };
  const byOrder = <E extends { order: number }>(entries: FolderEntry<E>[]) => entries.sort((a, b) => a.entry.order - b.entry.order);
  return lazily({
    services: () => byOrder(folder(service)),
    industries: () => byOrder(folder(industry)),
    articles: () => folder(blogArticle),
    legalPages: () => folder(legalPage),
    caseStudies: () => list(caseStudy),
    reviews: () => file(reviews),
    landing: () => file(landingPage),
    site: () => file(siteSettings),
    blog: () => file(blogSettings),
    redirects: () => list(redirect),
  });
}

/** An object whose every property is read (by its function) only when asked for. */
function lazily<T extends Record<string, () => unknown>>(readers: T): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const result = {};
  for (const [name, read] of Object.entries(readers)) Object.defineProperty(result, name, { get: read, enumerable: true });
  return result as { readonly [K in keyof T]: ReturnType<T[K]> };
}

export type Content = ReturnType<typeof readContent>;
