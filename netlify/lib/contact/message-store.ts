/**
 * Contact messages in Netlify Blobs. Each message lives at `messages/<id>` until 24 months after it
 * arrived, unless it is moved to the spam list (by the spam filter or the owner), where it is kept
 * 30 days. Small markers list the messages someone must act on, with what the retry job, the alerts
 * and the health check need written into the key itself, so they work from one listing of keys and
 * read a message only when they are about to send it:
 * - `pending/<due>/<received>/<id>`: still to be emailed; `due` is when the next attempt may start;
 * - `failed/<received>/<id>`: refused for good by the mail server, or never sent within 48 hours;
 * - `received/<YYYY-MM>/<DD>/<hh>/<m>/<received>-<id>`: every stored message by the month, day,
 *   hour and ten minutes it arrived, so the owner's inbox lists only the folders of the page it
 *   shows, newest first, even in a flood, and the cleanup deletes a month gone by without listing
 *   the rest. Messages indexed before the days sit straight in their month.
 * Times are milliseconds since 1970, zero-padded so that keys sort in time order.
 *
 * Spam lives apart at `spam/<YYYY-MM-DD>/<hh>/<m>/<marked>-<id>`, by the day, hour and ten minutes
 * it was put there, with `spam-ids/<YYYY-MM-DD>/<id>` to find it by id; a day's folder is deleted
 * whole once its 30 days are over. Spam stored before days were part of its keys (`spam/<id>`) is
 * moved into its day, or deleted, by the cleanup (migrateLegacy); spam stored before the hours sits
 * straight in its day. A closed folder's count is kept at `totals/<kind><folder>/count`, so the
 * owner's pages count 20,000 entries without listing them all, and a period's counts go with it.
 *
 * Only creation is conditional (`onlyIfNew`, atomic on Netlify). Later writes are plain: a message
 * is only written by whoever holds its delivery lease (see `nextAttemptAt`), and the local Blobs
 * emulation returns no ETags on reads, so compare-and-swap could not be relied on everywhere. A
 * marker that disagrees with its message (a crash between two writes) is put right by the retry
 * job when it meets it.
 */
import type { Store } from "@netlify/blobs";
import type { ContactMessage } from "../../../src/lib/contact-schema";
import type { EnquirySource } from "../../../src/lib/enquiry-source";
import { setJSONIfNew } from "../common/blobs";
import {
  DELETIONS_AT_ONCE,
  isPast,
  listPeriods,
  noneSwept,
  sweepPeriods,
  sweepPrefix,
  walkKeys,
  type Deadline,
  type SweepCount,
} from "../common/sweep";
import type { SpamSubmission, VisitorDetails } from "../common/spam-filter";

export const CONTACT_MESSAGES_STORE = "contact-messages";

export type ContactFields = Omit<ContactMessage, "submissionId" | "website">;

export type DeliveryStatus = "pending" | "sent" | "failed";

export interface StoredContactMessage {
  id: string;
  receivedAt: string;
  status: DeliveryStatus;
  /** Delivery attempts made so far, successful or not. */
  attempts: number;
  /**
   * When a pending message may next be attempted. Whoever attempts it first pushes this forward by
   * the delivery lease, so no one else tries meanwhile. Null once sent or failed.
   */
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  /** When it became failed, and why: `refused` (a 5xx answer) or `expired` (48 hours unsent). */
  failedAt?: string | null;
  failure?: "refused" | "expired" | null;
  fields: ContactFields;
  /** Where the enquiry came from, as far as it is known; absent on messages stored before it was recorded. */
  source?: EnquirySource;
  /**
   * The visitor's IP address, browser and Referer (the page the form was sent from), kept only while the spam filter is on:
   * Akismet asks for them again when the owner reports the message. Deleted with the message.
   */
  visitor?: VisitorDetails;
  /**
   * Whether the spam filter has given its verdict (or failed to): false from storing until the check
   * ends, so a message whose check was cut short is checked by the retry job before it is sent.
   * Absent on messages stored before this was recorded, and when no filter was on.
   */
  spamChecked?: boolean;
}

/** Why a message is on the spam list: its hidden spam-trap field was filled, Akismet said so, or the owner did. */
export type SpamReason = "honeypot" | "akismet" | "owner";

/** How long the spam list keeps a message, counted from when it was put there. */
export const SPAM_KEPT_DAYS = 30;

/** How long a message is kept, counted from when it arrived (the privacy policy's 24 months). */
export const MESSAGE_KEPT_MONTHS = 24;

/**
 * A message kept out of the inbox. Bots fill every field, but so, now and then, does a browser's
 * autofill, and Akismet can be wrong too, so spam is kept apart (never emailed) rather than thrown
 * away, for the owner to look through and move back. Fields are kept as sent, cut to the form's
 * limits.
 */
export interface StoredSpamMessage {
  id: string;
  receivedAt: string;
  /** Absent on messages the honeypot caught before reasons were recorded. */
  reason?: SpamReason;
  /** When it was put on the spam list; absent before that was recorded (its arrival counts then). */
  markedAt?: string;
  /** What was in the hidden field, cut short: usually a URL a bot advertises. */
  honeypot?: string;
  /** Akismet's hint that this is blatant spam, safe to discard unread; shown, never acted on. */
  discard?: boolean;
  fields: Record<keyof ContactFields, string>;
  /** Kept so that a message moved to the inbox keeps where it came from. */
  source?: EnquirySource;
  visitor?: VisitorDetails;
  /** Set when the owner marked a message already emailed: moved back, it is not emailed again. */
  emailed?: { sentAt: string; attempts: number };
}

/**
 * A stored message as the spam list keeps it, put there now for `reason`. One that had been emailed
 * says so, so that moving it back does not email it again.
 */
export function asSpam(message: StoredContactMessage, reason: "akismet" | "owner", now: Date): StoredSpamMessage {
  const { id, receivedAt, fields, source, visitor, status, sentAt, attempts } = message;
  return {
    id,
    receivedAt,
    reason,
    markedAt: now.toISOString(),
    fields,
    source,
    visitor,
    ...(status === "sent" && sentAt ? { emailed: { sentAt, attempts } } : {}),
  };
}

/** A message as the spam filter checks it and reports it, the same from the inbox and from the spam list. */
export function spamSubmissionOf(message: StoredContactMessage | StoredSpamMessage): SpamSubmission {
  const { id, receivedAt, fields, source, visitor } = message;
  return {
    form: "contact",
    id,
    receivedAt,
    name: `${fields.firstName} ${fields.lastName}`.trim(),
    email: fields.email,
    message: fields.message,
    page: source?.page,
    visitor,
  };
}

export interface ListMarker {
  key: string;
  id: string;
  /** When the message was received, ms; 0 for a marker written before times were kept in keys. */
  receivedAt: number;
}

export interface PendingMarker extends ListMarker {
  /** When the next attempt may start, ms. */
  dueAt: number;
}

export const PENDING_PREFIX = "pending/";
export const FAILED_PREFIX = "failed/";
export const SPAM_PREFIX = "spam/";
const SPAM_IDS_PREFIX = "spam-ids/";
const RECEIVED_PREFIX = "received/";
/** A closed folder's count: `totals/<kind><period>/count`, so a period's counts go with it in one listing. */
const COUNTS_PREFIX = "totals/";
/** Where counts were kept before (`counts/<kind><period>`): deleted by the cleanup (migrateLegacy). */
const OLD_COUNTS_PREFIX = "counts/";
const MESSAGE_PREFIX = "messages/";
const RECEIVED_INDEX_DONE = "migrations/received-index";

const messageKey = (id: string) => `${MESSAGE_PREFIX}${id}`;
const legacySpamKey = (id: string) => `${SPAM_PREFIX}${id}`;
const time = (ms: number) => String(Math.max(0, ms)).padStart(15, "0");
const markedAtOf = (spam: StoredSpamMessage) => spam.markedAt ?? spam.receivedAt;

/**
 * The folders a time's entries are kept in, coarsest first. A flood's day holds tens of thousands
 * of entries, its hour thousands: a page lists only the folders it shows, down to ten minutes.
 */
const folderOf = {
  /** Spam: `<day>/<hour>/<ten minutes>` (`2026-11-27/09/3` for 09:30 to 09:39). */
  spam: (iso: string) => {
    const at = new Date(iso).toISOString();
    return `${at.slice(0, 10)}/${at.slice(11, 13)}/${at.slice(14, 15)}`;
  },
  /** Messages: `<month>/<day of the month>/<hour>/<ten minutes>` (`2026-11/27/09/3`). */
  received: (iso: string) => {
    const at = new Date(iso).toISOString();
    return `${at.slice(0, 7)}/${at.slice(8, 10)}/${at.slice(11, 13)}/${at.slice(14, 15)}`;
  },
};

/**
 * How long after its end a folder counts as closed. A message's time is taken as its request
 * starts, so its write can land in a folder that has just ended; a page that counted the folder in
 * between would keep a count without it. Writers and readers use the same grace, and a writer
 * forgets the counts of its folders that are closed once its write is in.
 */
const CLOSING_GRACE_MS = 2 * 60_000;

/** The newest folder of a kind that is not yet closed at `now` (see CLOSING_GRACE_MS). */
const openFolder = (kind: keyof typeof folderOf, now: Date) => folderOf[kind](new Date(now.getTime() - CLOSING_GRACE_MS).toISOString());

/** A folder's path with those it is in, coarsest first: `a/b/c` gives `a`, `a/b` and `a/b/c`. */
const foldersAlong = (path: string) => path.split("/").map((_, index, parts) => parts.slice(0, index + 1).join("/"));

/**
 * Where a spam entry is kept (`spam/<day>/<hour>/<ten minutes>/<time>-<id>`), and where its id leads
 * to it (`spam-ids/<day>/<id>`, holding the rest of the key after the day). Entries put there before
 * the hours were kept sit straight in their day, and their id markers hold the time alone: both
 * still lead to them.
 */
function spamKeys(spam: StoredSpamMessage) {
  const marked = markedAtOf(spam);
  const folder = folderOf.spam(marked);
  const day = folder.slice(0, 10);
  const inDay = `${folder.slice(11)}/${time(Date.parse(marked))}`;
  return {
    inDay,
    /** The folders whose kept counts it is in: its day, hour and ten minutes. */
    periods: foldersAlong(folder),
    key: `${SPAM_PREFIX}${day}/${inDay}-${spam.id}`,
    idKey: `${SPAM_IDS_PREFIX}${day}/${spam.id}`,
  };
}

/**
 * A message's entry in the inbox's index (`received/<month>/<day>/<hour>/<ten minutes>/<time>-<id>`),
 * the folders whose kept counts it is in, and where the index kept it before the days
 * (`received/<month>/<time>-<id>`), which is still read.
 */
function receivedKeys(message: { id: string; receivedAt: string }) {
  const folder = folderOf.received(message.receivedAt);
  const timed = `${time(Date.parse(message.receivedAt))}-${message.id}`;
  return {
    periods: foldersAlong(folder),
    key: `${RECEIVED_PREFIX}${folder}/${timed}`,
    monthKey: `${RECEIVED_PREFIX}${folder.slice(0, 7)}/${timed}`,
  };
}

/** The `<time>-<id>` a key ends with, by which keys of different folders sort as their times do. */
const timedPartOf = (key: string) => key.slice(key.lastIndexOf("/") + 1);

/** The id at the end of a `<time>-<id>` key. */
const idOfTimedKey = (key: string) => timedPartOf(key).slice(16);

/** Newest first, by the time in each key, whichever folder it is in. */
const newestFirst = (keys: string[]) =>
  keys
    .map((key) => [timedPartOf(key), key] as const)
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([, key]) => key);

/** The list marker a message in this state should have, or null when it needs none (sent). */
export function markerKeyOf(message: StoredContactMessage): string | null {
  const received = Date.parse(message.receivedAt);
  if (message.status === "pending")
    return `${PENDING_PREFIX}${time(Date.parse(message.nextAttemptAt ?? message.receivedAt))}/${time(received)}/${message.id}`;
  if (message.status === "failed") return `${FAILED_PREFIX}${time(received)}/${message.id}`;
  return null;
}

function parsePending(key: string): PendingMarker {
  const parts = key.slice(PENDING_PREFIX.length).split("/");
  // `pending/<id>`, as markers were first written: due at once, so the retry job rewrites it.
  if (parts.length === 1) return { key, id: parts[0], dueAt: 0, receivedAt: 0 };
  return { key, dueAt: Number(parts[0]), receivedAt: Number(parts[1]), id: parts[2] };
}

function parseFailed(key: string): ListMarker {
  const [received, id] = key.slice(FAILED_PREFIX.length).split("/");
  return { key, id, receivedAt: Number(received) };
}

/** One page of a list, newest first, with the counts the owner's page shows. */
export interface ListPage<T> {
  items: T[];
  /** Entries in the whole list; when `complete` is false, those counted so far. */
  total: number;
  /** False while some older days or months are still being counted for the first time. */
  complete: boolean;
  /** When not complete, the counting the page did not wait for: it ends once every count is kept. */
  stillCounting?: Promise<void>;
  /** This page's number, from 1, and how many there are (at least 1). */
  page: number;
  pageCount: number;
}

export interface MessageStore {
  /**
   * Stores a new message and lists it as pending. Returns false when a message with this id already
   * exists, in which case nothing changes: storing twice is a no-op.
   */
  addNew(message: StoredContactMessage): Promise<boolean>;
  get(id: string): Promise<StoredContactMessage | null>;
  /**
   * Records a new state of a message: its record, then its list marker moved from where the
   * `previous` state had it to where the new state needs it.
   */
  save(message: StoredContactMessage, previous: StoredContactMessage): Promise<void>;
  /** The pending list, soonest due first; keys only, no message is read. */
  listPending(): Promise<PendingMarker[]>;
  /** The failed list, oldest first; keys only. */
  listFailed(): Promise<ListMarker[]>;
  /** Takes one marker away (a duplicate, or one whose message was never stored). */
  removeMarker(key: string): Promise<void>;
  /** Writes the marker the message's state needs and takes away `staleKey`. */
  repairMarker(message: StoredContactMessage, staleKey: string): Promise<void>;
  /** One page of the stored messages, newest first; `now` says which folders are still open. */
  messagesPage(page: number, pageSize: number, now: Date): Promise<ListPage<StoredContactMessage>>;
  /** The messages received since `since` (every one without it), newest first, a few at a time as they are read. */
  messagesSince(since?: Date): AsyncIterable<StoredContactMessage>;
  /** Every stored message received since `since`, newest first. */
  listMessages(since?: Date): Promise<StoredContactMessage[]>;
  /** Keeps a honeypot-caught message on the spam list; false when one with this id is already there. */
  addSpam(message: StoredSpamMessage): Promise<boolean>;
  getSpam(id: string): Promise<StoredSpamMessage | null>;
  /** One page of the spam list, newest first (by when each was put there); `now` says which folders are still open. */
  spamPage(page: number, pageSize: number, now: Date): Promise<ListPage<StoredSpamMessage>>;
  /** Takes a message off the spam list, once it has been promoted to a real message. */
  removeSpam(id: string): Promise<void>;
  /**
   * Puts a stored message on the spam list, then takes it and its list marker away: a crash in
   * between leaves it in both places, never in neither.
   */
  moveToSpam(message: StoredContactMessage, spam: StoredSpamMessage): Promise<void>;
  /** Deletes the spam days whose 30 days are over, until `deadline`. */
  removeExpiredSpam(now: Date, deadline: Deadline): Promise<SweepCount>;
  /** Deletes the messages received more than 24 months ago (to the day), with their markers, until `deadline`. */
  removeExpiredMessages(now: Date, deadline: Deadline): Promise<SweepCount>;
  /**
   * Brings what was stored before the present layout into it, until `deadline`: spam into its day
   * (or deleted, when its 30 days are over), messages into the index, and counts kept where they
   * were before deleted. Returns how many entries it moved and whether any remain.
   */
  migrateLegacy(now: Date, deadline: Deadline): Promise<SweepCount>;
  /**
   * Counts each closed folder that has no kept count yet, until `deadline`: spam's days and today's
   * hours, messages' months, this month's days and today's hours.
   */
  keepCounts(now: Date, deadline: Deadline): Promise<void>;
}

/** Reads many blobs a few at a time, so a long list does not open hundreds of requests at once. */
async function readAll<T>(blobs: Store, keys: string[]): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < keys.length; start += 20) {
    const batch = await Promise.all(keys.slice(start, start + 20).map((key) => blobs.get(key, { type: "json" }) as Promise<T | null>));
    results.push(...batch.filter((item): item is Awaited<T> => item !== null));
  }
  return results;
}

/**
 * How long a page waits for days or months nobody has counted yet (after a flood the hourly job
 * has not yet counted): long enough for a usual backlog, short enough to open in under 2 s.
 */
const COUNTING_WAIT_MS = 500;

/** Each promise's value if it settled within `ms`, else null; those still running are left to finish. */
async function settledWithin<T>(promises: Array<Promise<T>>, ms: number): Promise<Array<T | null>> {
  const values: Array<T | null> = promises.map(() => null);
  const settled = promises.map((promise, index) =>
    promise.then(
      (value) => {
        values[index] = value;
      },
      () => undefined,
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(settled), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
  return [...values];
}

/**
 * A folder of a kind's keys: a spam day or a month of messages, or a folder in one (a spam day's
 * hour `2026-11-27/09`, its ten minutes `2026-11-27/09/3`; a month's day `2026-11/27`, and so on).
 */
interface Period {
  path: string;
  /** Nothing more is put there (but for a rare late write, which forgets its count): its count is kept. */
  closed: boolean;
  /** How many levels of folders it holds its entries in: a spam day 2 (hours, ten minutes), a month 3. */
  depth: number;
}

export function createMessageStore(blobs: Store): MessageStore {
  const listKeys = async (prefix: string) => (await blobs.list({ prefix })).blobs.map(({ key }) => key);

  /** The keys of one period (a day, hour or month folder, and any folders in it), newest first. */
  const periodKeys = async (kind: string, period: string) => newestFirst(await listKeys(`${kind}${period}/`));

  /** A period's kept count, in a folder of the period's path, beside the folders of its own folders' counts. */
  const countKey = (kind: string, period: string) => `${COUNTS_PREFIX}${kind}${period}/count`;
  /** Deletes the kept counts of each period `isGone` accepts, and of every folder in it. */
  const forgetCountsOf = async (kind: string, isGone: (period: string) => boolean) => {
    for (const period of await listPeriods(blobs, `${COUNTS_PREFIX}${kind}`))
      if (isGone(period)) await sweepPrefix(blobs, `${COUNTS_PREFIX}${kind}${period}/`, Number.POSITIVE_INFINITY);
  };
  /** A period's count is kept once it is closed; a change to one makes it counted afresh. */
  const forgetCount = (kind: string, period: string) => blobs.delete(countKey(kind, period));
  /**
   * After a write, forgets the counts of those of its folders that are closed by now: a page may have
   * counted one as it closed, just before the write. A folder still open has no kept count.
   */
  const forgetClosedCounts = (kind: string, periods: string[], open: string) =>
    Promise.all(periods.filter((period) => period < open.slice(0, period.length)).map((period) => forgetCount(kind, period)));

  /** A closed period's kept count, or null when it has none. */
  const keptCount = async (kind: string, period: string) => {
    const kept = await blobs.get(countKey(kind, period), { type: "json" });
    return typeof kept === "number" ? kept : null;
  };

  /**
   * One page of a kind's entries, newest first. The kind's folders are its periods (spam's days,
   * messages' months); a spam day holds a folder per hour, a month one per day and then per hour,
   * and an hour one per ten minutes. Closed
   * periods are counted from their kept count; the open ones, and any nobody has counted yet, by
   * listing their keys (never reading an entry), which is then kept: today is counted hour by hour
   * and this hour ten minutes by ten minutes, each gone by counted once. The page waits for that
   * counting only so long (COUNTING_WAIT_MS), unless it needs a count to know where it starts: what
   * was not counted by then is left to finish, and the page says its total is a lower bound. Only
   * the folders the page falls in are listed for keys, down to the ten minutes it shows.
   */
  async function pageOf<T>(
    kind: string,
    /** The open folder's path at its deepest (`2026-11/27/09/3` for messages, `2026-11-27/09/3` for spam). */
    open: string,
    page: number,
    pageSize: number,
    read: (key: string) => Promise<T | null>,
  ): Promise<ListPage<T>> {
    const depth = open.split("/").length - 1;
    const closed = (path: string) => path < open.slice(0, path.length);
    const periods: Period[] = (await listPeriods(blobs, kind)).reverse().map((path) => ({ path, closed: closed(path), depth }));
    const memo = <V>(cache: Map<string, Promise<V>>, path: string, make: () => Promise<V>) => {
      const made = cache.get(path) ?? make();
      cache.set(path, made);
      return made;
    };
    const listings = new Map<string, Promise<string[]>>();
    const keysOf = (period: Period) => memo(listings, period.path, () => periodKeys(kind, period.path));
    /** The folders in a period, newest first, and the keys kept straight in it before there were folders. */
    const insides = new Map<string, Promise<{ folders: Period[]; loose: string[] }>>();
    const insideOf = (period: Period) =>
      memo(insides, period.path, async () => {
        const listed = await blobs.list({ prefix: `${kind}${period.path}/`, directories: true });
        return {
          folders: listed.directories
            .map((folder) => `${period.path}/${folder.replace(/\/$/, "").split("/").at(-1) ?? folder}`)
            .sort()
            .reverse()
            .map((path) => ({ path, closed: period.closed || closed(path), depth: period.depth - 1 })),
          loose: newestFirst(listed.blobs.map(({ key }) => key)),
        };
      });
    const counts = new Map<string, Promise<number>>();
    const countOf = (period: Period): Promise<number> =>
      memo(counts, period.path, async () => {
        const known = period.closed ? await keptCount(kind, period.path) : null;
        if (known !== null) return known;
        // A day gone by is counted in one listing; today by its hours, those gone by being kept.
        let count: number;
        if (period.depth > 0 && !period.closed) {
          const { folders, loose } = await insideOf(period);
          count = loose.length + (await Promise.all(folders.map(countOf))).reduce((sum, folder) => sum + folder, 0);
        } else count = (await keysOf(period)).length;
        if (period.closed) await blobs.setJSON(countKey(kind, period.path), count);
        return count;
      });

    // The page's own keys first: the first page needs no count, a later one those of the newer periods.
    const keys: string[] = [];
    let skip = (Math.max(1, page) - 1) * pageSize;
    const take = (listed: string[]) => {
      if (skip >= listed.length) skip -= listed.length;
      else {
        keys.push(...listed.slice(skip, skip + pageSize - keys.length));
        skip = 0;
      }
    };
    const collect = async (within: Period[]) => {
      // A later page skips folders by their counts: those not kept are counted side by side, not one after another.
      if (skip > 0) for (const period of within) void countOf(period).catch(() => undefined);
      for (const period of within) {
        if (keys.length >= pageSize) return;
        if (skip > 0) {
          const count = await countOf(period);
          if (skip >= count) {
            skip -= count;
            continue;
          }
        }
        if (period.depth > 0) {
          const { folders, loose } = await insideOf(period);
          // With keys kept straight in it, as before its folders, the whole period is listed once,
          // so they take their place by time among the others.
          if (loose.length) take(await keysOf(period));
          else await collect(folders);
        } else take(await keysOf(period));
      }
    };
    await collect(periods);
    // Then the counts, while the page's entries are read; those nobody has kept are waited for only so long.
    const counting = periods.map(countOf);
    const [settled, readItems] = await Promise.all([settledWithin(counting, COUNTING_WAIT_MS), Promise.all(keys.map(read))]);
    const complete = settled.every((count) => count !== null);
    // Not yet counted whole, the list holds at least the counts so far, and at least this page's entries and those before.
    const counted = settled.reduce<number>((sum, count) => sum + (count ?? 0), 0);
    const total = complete ? counted : Math.max(counted, (Math.max(1, page) - 1) * pageSize + keys.length);
    const lastCounted = Math.max(1, Math.ceil(total / pageSize));
    // Past the end of the list: every count was needed to get there, so the last page is known.
    if (!keys.length && page > lastCounted) return pageOf(kind, open, lastCounted, pageSize, read);
    const shown = Math.max(1, page);
    const items = readItems.filter((item): item is Awaited<T> => item !== null);
    const pageCount = complete ? lastCounted : Math.max(lastCounted, shown + 1);
    if (complete) return { items, total, complete, page: shown, pageCount };
    const stillCounting = Promise.allSettled(counting).then(() => undefined);
    return { items, total, complete, page: shown, pageCount, stillCounting };
  }

  /**
   * Where the spam entry with this id is kept: its id marker names its day, and holds the rest of
   * its key (`<hour>/<ten minutes>/<time>`, or the time alone for an entry kept before the
   * folders). `periods` are the folders whose kept counts it is in.
   */
  async function findSpam(id: string): Promise<{ key: string; idKey: string; periods: string[] } | null> {
    const days = (await listPeriods(blobs, SPAM_IDS_PREFIX)).reverse();
    const found = await Promise.all(
      days.map(async (day) => {
        const idKey = `${SPAM_IDS_PREFIX}${day}/${id}`;
        const inDay = await blobs.get(idKey, { type: "text" });
        if (inDay === null) return null;
        const folders = inDay.split("/").slice(0, -1);
        const periods = folders.map((_, index) => [day, ...folders.slice(0, index + 1)].join("/"));
        return { key: `${SPAM_PREFIX}${day}/${inDay}-${id}`, idKey, periods: [day, ...periods] };
      }),
    );
    return found.find((entry) => entry !== null) ?? null;
  }

  async function writeSpam(spam: StoredSpamMessage, onlyIfNew: boolean): Promise<boolean> {
    const { inDay, key, idKey, periods } = spamKeys(spam);
    // The id marker first: a crash before the entry leaves a marker leading nowhere, never an entry nobody can find.
    const marker = await blobs.set(idKey, inDay, { onlyIfNew });
    if (onlyIfNew && !marker.modified) return false;
    await blobs.setJSON(key, spam);
    await forgetClosedCounts(SPAM_PREFIX, periods, openFolder("spam", new Date()));
    return true;
  }

  async function removeMessage(id: string, receivedAt: string, marker: string | null) {
    const { periods, key, monthKey } = receivedKeys({ id, receivedAt });
    if (marker) await blobs.delete(marker);
    await blobs.delete(messageKey(id));
    await Promise.all([blobs.delete(key), blobs.delete(monthKey)]);
    await Promise.all(periods.map((period) => forgetCount(RECEIVED_PREFIX, period)));
  }

  async function* messagesSince(since?: Date): AsyncIterable<StoredContactMessage> {
    const oldest = since ? since.toISOString().slice(0, 7) : "";
    for (const month of (await listPeriods(blobs, RECEIVED_PREFIX)).reverse()) {
      if (month < oldest) break;
      const keys = await periodKeys(RECEIVED_PREFIX, month);
      for (let start = 0; start < keys.length; start += DELETIONS_AT_ONCE) {
        const ids = keys.slice(start, start + DELETIONS_AT_ONCE).map(idOfTimedKey);
        for (const message of await readAll<StoredContactMessage>(blobs, ids.map(messageKey))) {
          if (since && Date.parse(message.receivedAt) < since.getTime()) return;
          yield message;
        }
      }
    }
  }

  return {
    async addNew(message) {
      // A repeat must not touch the markers: it would put a sent message back on the pending list.
      if (await blobs.getMetadata(messageKey(message.id))) return false;
      // The markers go first: a crash between the writes then leaves markers the retry job and the
      // inbox pass over, never a pending message that nothing would ever retry.
      const marker = markerKeyOf(message);
      if (marker) await blobs.set(marker, "");
      const { periods, key } = receivedKeys(message);
      await blobs.set(key, "");
      const added = await setJSONIfNew(blobs, messageKey(message.id), message);
      await forgetClosedCounts(RECEIVED_PREFIX, periods, openFolder("received", new Date()));
      return added;
    },

    async get(id) {
      return (await blobs.get(messageKey(id), { type: "json" })) as StoredContactMessage | null;
    },

    async save(message, previous) {
      await blobs.setJSON(messageKey(message.id), message);
      const marker = markerKeyOf(message);
      const previousMarker = markerKeyOf(previous);
      if (marker && marker !== previousMarker) await blobs.set(marker, "");
      if (previousMarker && previousMarker !== marker) await blobs.delete(previousMarker);
    },

    async listPending() {
      return (await listKeys(PENDING_PREFIX)).map(parsePending).sort((a, b) => a.dueAt - b.dueAt || a.receivedAt - b.receivedAt);
    },

    async listFailed() {
      return (await listKeys(FAILED_PREFIX)).map(parseFailed).sort((a, b) => a.receivedAt - b.receivedAt);
    },

    async removeMarker(key) {
      await blobs.delete(key);
    },

    async repairMarker(message, staleKey) {
      const marker = markerKeyOf(message);
      if (marker && marker !== staleKey) await blobs.set(marker, "");
      if (marker !== staleKey) await blobs.delete(staleKey);
    },

    messagesPage(page, pageSize, now) {
      return pageOf(
        RECEIVED_PREFIX,
        openFolder("received", now),
        page,
        pageSize,
        (key) => blobs.get(messageKey(idOfTimedKey(key)), { type: "json" }) as Promise<StoredContactMessage | null>,
      );
    },

    messagesSince,

    async listMessages(since) {
      const messages: StoredContactMessage[] = [];
      for await (const message of messagesSince(since)) messages.push(message);
      return messages;
    },

    addSpam(message) {
      return findSpam(message.id).then((found) => (found ? false : writeSpam(message, true)));
    },

    async getSpam(id) {
      const found = await findSpam(id);
      const key = found?.key ?? legacySpamKey(id);
      return (await blobs.get(key, { type: "json" })) as StoredSpamMessage | null;
    },

    spamPage(page, pageSize, now) {
      return pageOf(
        SPAM_PREFIX,
        openFolder("spam", now),
        page,
        pageSize,
        (key) => blobs.get(key, { type: "json" }) as Promise<StoredSpamMessage | null>,
      );
    },

    async removeSpam(id) {
      const found = await findSpam(id);
      if (found) {
        await blobs.delete(found.key);
        await blobs.delete(found.idKey);
        await Promise.all(found.periods.map((period) => forgetCount(SPAM_PREFIX, period)));
      }
      await blobs.delete(legacySpamKey(id));
    },

    async moveToSpam(message, spam) {
      const existing = await findSpam(spam.id);
      if (!existing) await writeSpam(spam, false);
      await removeMessage(message.id, message.receivedAt, markerKeyOf(message));
    },

    async removeExpiredSpam(now, deadline) {
      const cutoff = now.getTime() - SPAM_KEPT_DAYS * DAY_MS;
      const cutoffDay = new Date(cutoff).toISOString().slice(0, 10);
      const due = (day: string) => (day < cutoffDay ? "all" : day === cutoffDay ? "some" : "none");
      const removeEntry = async (key: string) => {
        const day = key.slice(SPAM_PREFIX.length, SPAM_PREFIX.length + 10);
        // Both at once, which halves a run's waiting: either left behind by a crash goes with its day.
        await Promise.all([blobs.delete(key), blobs.delete(`${SPAM_IDS_PREFIX}${day}/${idOfTimedKey(key)}`)]);
      };
      const spam = await sweepPeriods(blobs, SPAM_PREFIX, deadline, due, {
        keyIsDue: (key) => Number(timedPartOf(key).slice(0, 15)) <= cutoff,
        remove: removeEntry,
      });
      // Id markers whose entry never got written (a crash between the two) go with their day.
      await sweepPeriods(blobs, SPAM_IDS_PREFIX, deadline, (day) => (day < cutoffDay ? "all" : "none"));
      // The kept counts of the days gone, and the day being swept's, which no longer hold: one
      // listing of the days counted, then each such day's few counts, whatever the deadline.
      await forgetCountsOf(SPAM_PREFIX, (day) => day <= cutoffDay);
      return spam;
    },

    async removeExpiredMessages(now, deadline) {
      // 24 months to the day: the months before the one that holds the cutoff go whole, that one by
      // the time in each key.
      const cutoffAt = new Date(now);
      cutoffAt.setUTCMonth(cutoffAt.getUTCMonth() - MESSAGE_KEPT_MONTHS);
      const cutoff = cutoffAt.getTime();
      const cutoffMonth = cutoffAt.toISOString().slice(0, 7);
      const count = noneSwept();
      const swept = new Set<string>();
      try {
        for (const month of await listPeriods(blobs, RECEIVED_PREFIX)) {
          if (month > cutoffMonth) continue;
          if (isPast(deadline)) return { ...count, finished: false };
          const keys = (await listKeys(`${RECEIVED_PREFIX}${month}/`)).filter(
            (key) => month < cutoffMonth || Number(timedPartOf(key).slice(0, 15)) <= cutoff,
          );
          if (keys.length) swept.add(month);
          for (let start = 0; start < keys.length; start += DELETIONS_AT_ONCE) {
            if (isPast(deadline)) return { ...count, left: count.left + keys.length - start, finished: false };
            const batch = keys.slice(start, start + DELETIONS_AT_ONCE);
            await Promise.all(
              batch.map(async (key) => {
                const id = idOfTimedKey(key);
                const message = (await blobs.get(messageKey(id), { type: "json" })) as StoredContactMessage | null;
                if (message) {
                  const marker = markerKeyOf(message);
                  if (marker) await blobs.delete(marker);
                }
                await blobs.delete(messageKey(id));
                await blobs.delete(key);
              }),
            );
            count.removed += batch.length;
          }
        }
        return count;
      } finally {
        // The counts of the months gone, and of the one swept in part, which no longer hold.
        await forgetCountsOf(RECEIVED_PREFIX, (month) => month < cutoffMonth || swept.has(month));
      }
    },

    async keepCounts(now, deadline) {
      // The closed folders beside the open one, level by level: days (or months), then today's
      // days and hours. Not ten minutes: a page counts those it needs, and they would be most keys.
      for (const kind of ["spam", "received"] as const) {
        const prefix = kind === "spam" ? SPAM_PREFIX : RECEIVED_PREFIX;
        for (const openHere of foldersAlong(openFolder(kind, now)).slice(0, -1)) {
          const within = openHere.includes("/") ? openHere.slice(0, openHere.lastIndexOf("/") + 1) : "";
          for (const name of await listPeriods(blobs, `${prefix}${within}`)) {
            const period = `${within}${name}`;
            if (isPast(deadline)) return;
            if (period >= openHere || (await keptCount(prefix, period)) !== null) continue;
            await blobs.setJSON(countKey(prefix, period), (await listKeys(`${prefix}${period}/`)).length);
          }
        }
      }
    },

    async migrateLegacy(now, deadline) {
      const count = noneSwept();
      // Spam: every entry directly under spam/ predates the day folders.
      for await (const page of blobs.list({ prefix: SPAM_PREFIX, directories: true, paginate: true })) {
        for (let start = 0; start < page.blobs.length; start += DELETIONS_AT_ONCE) {
          if (isPast(deadline)) return { ...count, left: count.left + page.blobs.length - start, finished: false };
          const batch = page.blobs.slice(start, start + DELETIONS_AT_ONCE).map(({ key }) => key);
          await Promise.all(
            batch.map(async (key) => {
              const spam = (await blobs.get(key, { type: "json" })) as StoredSpamMessage | null;
              const expired = !spam || now.getTime() - Date.parse(markedAtOf(spam)) >= SPAM_KEPT_DAYS * DAY_MS;
              if (spam && !expired) await writeSpam(spam, false);
              await blobs.delete(key);
            }),
          );
          count.removed += batch.length;
        }
      }
      // Messages: indexed by month, in key order, remembering how far it got.
      const indexed = await walkKeys(blobs, MESSAGE_PREFIX, RECEIVED_INDEX_DONE, deadline, async (keys) => {
        const messages = await readAll<StoredContactMessage>(blobs, keys);
        await Promise.all(
          messages.map(async (message) => {
            const { key, monthKey, periods } = receivedKeys(message);
            // One already indexed in its month, as messages were before the days, is listed from there.
            if (await blobs.getMetadata(monthKey)) return;
            await blobs.set(key, "");
            await Promise.all(periods.map((period) => forgetCount(RECEIVED_PREFIX, period)));
          }),
        );
      });
      // Counts kept where they were before (a few dozen keys): the pages count afresh.
      if (!isPast(deadline)) await sweepPrefix(blobs, OLD_COUNTS_PREFIX, deadline);
      // Only the spam moved counts as moved; indexing a message moves nothing.
      return { removed: count.removed, left: count.left + indexed.left, finished: count.finished && indexed.finished };
    },
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
