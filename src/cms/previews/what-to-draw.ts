/**
 * What a preview draws for an entry as the author edits it: the first place the entry changed, the
 * page and view the change shows on, and whether that page was ever built.
 */
import { contentTypes } from "../../content-model";
import type { ContentType } from "../../content-model/types";
import type { ContentSnapshot } from "../content-snapshot";
import { formFields } from "../form-fields";
import type { BuiltSite } from "./built-site";
import type { PreviewAssets } from "./pictures";
import type { PreviewProps } from "./Preview";
import { siteNow, slugOfNew, type EditedEntry } from "./site-now";
import { homeOf, pageOfAddress, viewOf, type View } from "./views";

/** The first place `after` differs from `before`: its path in the entry, and the text there before and after (for text). */
export function firstChange(before: unknown, after: unknown, at = ""): { path: string; before?: string; after?: string } | null {
  if (before === after) return null;
  if (typeof after === "string" || typeof before === "string")
    return { path: at, before: typeof before === "string" ? before : "", after: typeof after === "string" ? after : undefined };
  const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object";
  if (!isObject(before) || !isObject(after)) return { path: at };
  for (const key of new Set([...Object.keys(after), ...Object.keys(before)])) {
    const change = firstChange(before[key], after[key], at ? `${at}.${key}` : key);
    if (change) return change;
  }
  return null;
}

/**
 * Whether the page at `path` is the own page of an entry the build did not have (new, or saved
 * since the content was read): no build made it, so it has no built answers to ask for.
 */
export function unbuilt(type: ContentType | undefined, snapshot: ContentSnapshot, edited: EditedEntry, path: string) {
  if (type?.source.shape !== "folder" || !type.pagePath) return false;
  const slug = edited.slug || slugOfNew(type, edited.data);
  return path === pageOfAddress(homeOf(type, slug)) && !snapshot[type.id]?.some((entry) => entry.slug === slug);
}

/** What a preview draws for an entry, with the path of the field last changed (null before any change). */
export function previewOf(
  site: BuiltSite,
  snapshot: ContentSnapshot,
  edited: EditedEntry,
  assets: PreviewAssets,
  changed: string | null,
): PreviewProps {
  const now = siteNow(site, snapshot, edited, assets, contentTypes);
  const type = contentTypes.find((candidate) => candidate.id === edited.collection);
  const view: View = type
    ? viewOf(type, edited.slug || slugOfNew(type, edited.data), changed, formFields(type), contentTypes, now.content)
    : { address: "", state: "page" };
  return { now, edited, view };
}
