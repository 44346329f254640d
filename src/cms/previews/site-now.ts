/**
 * The site as a preview draws it: every entry as the content has it now (../content-snapshot.ts),
 * the entry being edited as it stands in the form, and from the last build only what the build
 * alone can make. Each page's data is its own query's answer over that content (./query-runner.ts), so
 * an edited entry's values are wherever the page shows them: a fact everywhere its token is, the
 * phone number in the header and the Call links alike, a service's card on the landing page, a
 * link in every menu.
 */
import type { ContentType } from "../../content-model/types";
import type { DetailsForCopy } from "../../lib/site-details";
import { slugify } from "../../lib/routes";
import { snapshotDetails, type ContentSnapshot, type SnapshotEntry } from "../content-snapshot";
import type { BuiltSite } from "./built-site";
import type { PreviewAssets } from "./pictures";
import { nodeStore, type NodeStore } from "./node-store";
import { QueryRunner } from "./query-runner";

/** The entry being edited: its collection (the content type's id), its file's slug ("" while new) and its data as the form holds it. */
export interface EditedEntry {
  collection: string;
  slug: string;
  data: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The slug a new entry's file will have: its slug field, or its title in plain words. */
export function slugOfNew(type: ContentType, data: Record<string, unknown>): string {
  const field = type.slug?.field;
  return text(field ? data[field] : undefined) || slugify(text(data.title ?? data.name));
}

/** The slug of the edited entry's file: a new entry's to come, a site-wide file's own (the editor names those by their type). */
function editedSlug(type: ContentType, snapshot: ContentSnapshot, edited: EditedEntry): string {
  if (type.source.shape !== "folder") return snapshot[type.id]?.[0]?.slug ?? edited.slug;
  return edited.slug || slugOfNew(type, edited.data);
}

/** The content with the edited entry in place of its saved self (or added, while new). */
export function withEdited(snapshot: ContentSnapshot, edited: EditedEntry, types: readonly ContentType[]): ContentSnapshot {
  const type = types.find((candidate) => candidate.id === edited.collection);
  if (!type) return snapshot;
  const entries = snapshot[type.id] ?? [];
  const slug = editedSlug(type, snapshot, edited);
  const at = entries.findIndex((entry) => entry.slug === slug);
  const entry: SnapshotEntry = { slug, data: edited.data };
  const next = at < 0 ? [...entries, entry] : entries.map((existing, index) => (index === at ? entry : existing));
  return { ...snapshot, [type.id]: next };
}

/** The site now: its content, what the tokens stand for, and the built site for what only the build makes. */
export interface SiteNow {
  content: ContentSnapshot;
  details: DetailsForCopy;
  built: BuiltSite;
  /** The nodes of the content now, the edited entry's pictures its author's files. */
  store: NodeStore;
  assets: PreviewAssets;
  queries: QueryRunner;
}

/** One runner per built site and saved content: what it learns of the built answers holds until either changes. */
const runners = new WeakMap<BuiltSite, WeakMap<ContentSnapshot, QueryRunner>>();
function runnerOf(built: BuiltSite, snapshot: ContentSnapshot, types: readonly ContentType[]): QueryRunner {
  const bySnapshot = runners.get(built) ?? new WeakMap<ContentSnapshot, QueryRunner>();
  runners.set(built, bySnapshot);
  let runner = bySnapshot.get(snapshot);
  if (!runner) {
    runner = new QueryRunner(types, { store: nodeStore(types, snapshot), details: snapshotDetails(snapshot) });
    bySnapshot.set(snapshot, runner);
  }
  return runner;
}

export function siteNow(
  built: BuiltSite,
  snapshot: ContentSnapshot,
  edited: EditedEntry,
  assets: PreviewAssets,
  types: readonly ContentType[],
): SiteNow {
  const content = withEdited(snapshot, edited, types);
  const type = types.find((candidate) => candidate.id === edited.collection);
  const slug = type ? editedSlug(type, snapshot, edited) : edited.slug;
  return {
    content,
    details: snapshotDetails(content),
    built,
    store: nodeStore(types, content, { collection: edited.collection, slug }),
    assets,
    queries: runnerOf(built, snapshot, types),
  };
}

/**
 * A query's answer over the content now: a page's (`builtAnswer` the built page's answer to it,
 * for what only the build makes) or the chrome's.
 */
export const answerNow = <T>(now: SiteNow, query: unknown, variables: Record<string, unknown>, builtAnswer: unknown): T =>
  now.queries.answer<T>(query, variables, now.store, now.details, now.assets, builtAnswer);
