/**
 * The content as its authors wrote it (tokens unfilled, pictures as paths), for the editor: the
 * build writes it beside the editor's configuration (public/admin/content.json), and
 * `gatsby develop` answers it afresh on every load. The editor's previews draw every entry of a
 * page from it, so an edited entry's values (its card on the landing page, a fact, the phone
 * number) show wherever the page shows them; its checks know the tokens and categories from it.
 * Articles are here without their text (only their own preview shows it, from the form).
 */
import { facts } from "../content-model/facts";
import { contentTypeOfFile, fileSlug } from "../content-model/files";
import { siteSettings } from "../content-model/site-settings";
import { tokenValues } from "../content-model/site-files";
import type { ContentType, SelectField } from "../content-model/types";
import type { OptionsResolver } from "../content-model/validation";
import { copyTokens, type DetailsForCopy } from "../lib/site-details";
import { LIST_FILE_KEY } from "./names";

/** One entry as the editor holds it: a list file's items under LIST_FILE_KEY, an MDX file's frontmatter. */
export interface SnapshotEntry {
  /** The file's name without its extension. */
  slug: string;
  data: Record<string, unknown>;
}

/** Every entry by its content type's id. */
export type ContentSnapshot = Record<string, SnapshotEntry[]>;

/** The snapshot of a content folder's files (`file` from the folder above it, as the reader gives them). */
export function snapshotOf(
  files: readonly { file: string; text: string }[],
  types: readonly ContentType[],
  frontmatterOf: (text: string) => Record<string, unknown>,
): ContentSnapshot {
  const snapshot: ContentSnapshot = Object.fromEntries(types.map((type) => [type.id, []]));
  for (const { file, text } of files) {
    const relative = file.slice(file.indexOf("/") + 1);
    const type = contentTypeOfFile(relative, types);
    if (!type) continue;
    const value: unknown = file.endsWith(".mdx") ? frontmatterOf(text) : JSON.parse(text);
    const data = Array.isArray(value) ? { [LIST_FILE_KEY]: value } : (value as Record<string, unknown>);
    snapshot[type.id].push({ slug: fileSlug(relative), data });
  }
  return snapshot;
}

/** A file type's one entry (the site settings, the facts), or undefined. */
export const single = (snapshot: ContentSnapshot, type: ContentType) => snapshot[type.id]?.[0]?.data;

/** What the copy's tokens stand for in the snapshot. */
export function snapshotDetails(snapshot: ContentSnapshot): DetailsForCopy {
  return tokenValues(
    single(snapshot, siteSettings) as Parameters<typeof tokenValues>[0],
    single(snapshot, facts) as DetailsForCopy["facts"],
  );
}

/** The names of the copy's tokens: the company's details and every fact. */
export const knownTokens = (snapshot: ContentSnapshot) => Object.keys(copyTokens(snapshotDetails(snapshot)));

/** A select's choices as content has them in the snapshot (an article's categories, from the blog settings). */
export function snapshotOptions(snapshot: ContentSnapshot, types: readonly ContentType[]): OptionsResolver {
  return (field: SelectField) => {
    if (!field.optionsFrom) return field.options;
    const type = contentTypeOfFile(field.optionsFrom.file, types);
    const values = type ? single(snapshot, type)?.[field.optionsFrom.field] : undefined;
    return Array.isArray(values) ? values.map(String) : field.options;
  };
}
