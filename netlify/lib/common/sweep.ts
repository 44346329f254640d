/**
 * Deleting what a store no longer may keep, at any volume. Every store's keys start with a kind
 * and a period (`spam/2026-11-27/…`, `received/2026-11/…`, `visitors/2026-11-27/…`), so a cleanup
 * lists the periods of a kind (one listing of folder names, however many keys each holds), and
 * then the keys of only the periods that are due, a page at a time, deleting as it goes. It stops
 * starting new deletions once its deadline passes (Netlify stops a scheduled function at 30 s), and
 * the next run carries on from what is left, since what it deleted is gone from the listing.
 */
import { performance } from "node:perf_hooks";
import type { Store } from "@netlify/blobs";

/** What a sweep needs of a Netlify Blobs store; a Store fits. */
export type SweptStore = Pick<Store, "list" | "delete">;

/** What a resumable walk needs: listing, and reading and writing how far it got. */
export type WalkedStore = Pick<Store, "list" | "get" | "setJSON">;

/** Deleting this many keys at once keeps a run quick without opening hundreds of requests. */
export const DELETIONS_AT_ONCE = 20;

/** A point in real time (performance.now()) after which no new deletion starts. */
export type Deadline = number;

export const deadlineIn = (budgetMs: number): Deadline => performance.now() + budgetMs;
export const isPast = (deadline: Deadline) => performance.now() >= deadline;

export interface SweepCount {
  /** Keys deleted in this run. */
  removed: number;
  /** Keys found due but left for the next run (only those listed before the deadline are counted). */
  left: number;
  /** True when every due key was deleted: nothing is left for the next run. */
  finished: boolean;
}

export const noneSwept = (): SweepCount => ({ removed: 0, left: 0, finished: true });

export function addSweeps(a: SweepCount, b: SweepCount): SweepCount {
  return { removed: a.removed + b.removed, left: a.left + b.left, finished: a.finished && b.finished };
}

/** The folder names directly under `prefix` (which ends with `/`), without the prefix. */
export async function listPeriods(store: SweptStore, prefix: string): Promise<string[]> {
  const periods: string[] = [];
  for await (const page of store.list({ prefix, directories: true, paginate: true })) {
    for (const directory of page.directories) {
      const name = directory.replace(/\/$/, "");
      periods.push(name.startsWith(prefix) ? name.slice(prefix.length) : name.slice(name.lastIndexOf("/") + 1));
    }
  }
  return periods.sort();
}

/**
 * Deletes the keys under `prefix` that `isDue` accepts (all of them by default), page by page, until
 * `deadline`. `remove` deletes one key with whatever belongs to it (by default the key alone).
 */
export async function sweepPrefix(
  store: SweptStore,
  prefix: string,
  deadline: Deadline,
  {
    isDue = () => true,
    remove = (key: string) => store.delete(key),
  }: { isDue?: (key: string) => boolean; remove?: (key: string) => Promise<unknown> } = {},
): Promise<SweepCount> {
  const count = noneSwept();
  for await (const page of store.list({ prefix, paginate: true })) {
    const due = page.blobs.map(({ key }) => key).filter(isDue);
    for (let start = 0; start < due.length; start += DELETIONS_AT_ONCE) {
      if (isPast(deadline)) {
        count.left += due.length - start;
        count.finished = false;
        break;
      }
      const batch = due.slice(start, start + DELETIONS_AT_ONCE);
      await Promise.all(batch.map((key) => remove(key)));
      count.removed += batch.length;
    }
    // Past the deadline, the remaining pages are only counted, and only while listing stays quick.
    if (!count.finished && isPast(deadline + LISTING_GRACE_MS)) break;
  }
  return count;
}

/** How long after its deadline a sweep still lists keys to say how many are left. */
const LISTING_GRACE_MS = 2_000;

/**
 * Sweeps each period under `kind` (which ends with `/`) that `isDue` accepts, oldest first, until
 * `deadline`; `keyIsDue` decides key by key in a period that is only partly due.
 */
export async function sweepPeriods(
  store: SweptStore,
  kind: string,
  deadline: Deadline,
  periodIsDue: (period: string) => "all" | "some" | "none",
  options: { keyIsDue?: (key: string) => boolean; remove?: (key: string) => Promise<unknown> } = {},
): Promise<SweepCount> {
  let count = noneSwept();
  for (const period of await listPeriods(store, kind)) {
    const due = periodIsDue(period);
    if (due === "none") continue;
    if (isPast(deadline)) {
      count.finished = false;
      break;
    }
    const swept = await sweepPrefix(store, `${kind}${period}/`, deadline, {
      ...options,
      isDue: due === "all" ? () => true : options.keyIsDue,
    });
    count = addSweeps(count, swept);
  }
  return count;
}

/**
 * Visits every key under `prefix` once, in key order, a batch at a time, until `deadline`, across as
 * many runs as it takes: it records at `progressKey` the last key it visited and carries on after it
 * next time, and records `true` once every key was visited, so that later runs cost one read. For a
 * pass that brings what was stored before a layout into it: whatever is written after the pass
 * started is written in the layout already. `count.removed` is the number of keys visited.
 */
export async function walkKeys(
  store: WalkedStore,
  prefix: string,
  progressKey: string,
  deadline: Deadline,
  visit: (keys: string[]) => Promise<unknown>,
): Promise<SweepCount> {
  const count = noneSwept();
  const progress = await store.get(progressKey, { type: "json" });
  if (progress === true) return count;
  // Listing a large store takes a while of its own: a run whose budget is spent does not start one.
  if (isPast(deadline)) return { ...count, finished: false };
  let after = typeof progress === "string" ? progress : "";
  for await (const page of store.list({ prefix, paginate: true })) {
    const keys = page.blobs
      .map(({ key }) => key)
      .filter((key) => key > after)
      .sort();
    for (let start = 0; start < keys.length; start += DELETIONS_AT_ONCE) {
      if (isPast(deadline)) {
        await store.setJSON(progressKey, after);
        return { ...count, left: count.left + keys.length - start, finished: false };
      }
      const batch = keys.slice(start, start + DELETIONS_AT_ONCE);
      await visit(batch);
      count.removed += batch.length;
      after = batch.at(-1) ?? after;
    }
  }
  await store.setJSON(progressKey, true);
  return count;
}
