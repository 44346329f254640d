/**
 * What an entry's node holds besides the entry itself: the fields the page queries ask of it as
 * `fields` (its address, its collection and slug, an article's read time, the picture it shows and
 * that picture's alt text). The build sets them on every content node (gatsby/content-nodes.ts)
 * and the editor's previews on the entries they draw (src/cms/previews/), from this one function,
 * so the two answer a page's query alike.
 */
import { articleReadTime } from "../lib/read-time";
import { withSlug } from "./files";
import type { ContentType } from "./types";

/** The value at a dotted path of an entry ("whoWeWorkWith.image"). */
export function valueAt(entry: unknown, dotted: string): unknown {
  return dotted
    .split(".")
    .reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), entry);
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export interface NodeFields {
  /** The page's address, for a type with pages. */
  path?: string;
  /** An MDX entry's folder and file name. */
  collection?: string;
  slug?: string;
  /** An MDX entry's read time ("8 min read"): its frontmatter's, or counted from its body; undefined when the body is not known. */
  readTime?: string;
  /**
   * The picture an entry of a type with pictures shows: the author's file (as the entry names it,
   * relative to its content file) with its alt text, or, without one, the artwork the build draws.
   */
  picture?: { image: string; alt: string } | { artwork: NonNullable<ContentType["picture"]>["artwork"] };
}

/**
 * The node fields of an entry of `type` read from the file named `slug` (a folder type's entries;
 * undefined for the other shapes). `body` is an MDX entry's text, when known.
 */
export function nodeFields(type: ContentType, entry: unknown, slug: string | undefined, body?: string): NodeFields {
  if (slug === undefined) return {};
  const fields: NodeFields = {};
  if (type.pagePath) fields.path = withSlug(type.pagePath, slug);
  if (type.source.shape === "folder" && type.source.extension === "mdx") {
    fields.collection = type.source.folder;
    fields.slug = slug;
    if (body !== undefined) fields.readTime = articleReadTime(body, text(valueAt(entry, "readTime")) || null);
  }
  if (type.picture) {
    const image = text(valueAt(entry, type.picture.image));
    fields.picture = image ? { image, alt: text(valueAt(entry, type.picture.alt)) } : { artwork: type.picture.artwork };
  }
  return fields;
}
