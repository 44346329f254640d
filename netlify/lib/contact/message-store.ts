/**
 * Contact messages in Postgres: one row of `enquiries` per enquiry, in the inbox or on the spam
 * list (`spam_reason` set), kept 24 months from its arrival in the inbox and 30 days from being put
 * on the spam list. Each change of state is one statement that names the state it changes: storing
 * does nothing when the id exists, a delivery lease is one UPDATE of the next due row (`FOR UPDATE
 * SKIP LOCKED`), each outcome is written only while the row is pending (attempts counted by the
 * statement), and the spam verdict has columns of its own, so marking as spam while a delivery runs
 * leaves one row holding both.
 */
import { sql, type Insertable, type Selectable, type Updateable } from "kysely";
import type { ContactMessage } from "../../../src/lib/contact-schema";
import { answeredByServer, changed, deleteDue, found, past, rowsByKey, type Database, type Db, type Deletion } from "../common/database";
import { DAY_MS, type Deadline } from "../common/time-budget";
import type { SpamSubmission } from "../common/spam-filter";
import { enquiryCounts } from "./enquiry-counts";

export type Enquiry = Selectable<Database["enquiries"]>;
export type NewEnquiry = Insertable<Database["enquiries"]>;
export type ContactFields = Omit<ContactMessage, "submissionId" | "website">;

/** How long the spam list keeps a message, counted from when it was put there. */
export const SPAM_KEPT_DAYS = 30;
/** How long a message is kept, counted from when it arrived (the privacy policy's 24 months). */
export const MESSAGE_KEPT_MONTHS = 24;

const FIELD_COLUMNS = {
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
  company: "company",
  industry: "industry",
  projectType: "project_type",
  message: "message",
} as const satisfies Record<keyof ContactFields, keyof Enquiry>;
type FieldColumns = Pick<Enquiry, (typeof FIELD_COLUMNS)[keyof ContactFields]>;
const fieldPairs = Object.entries(FIELD_COLUMNS) as Array<[keyof ContactFields, keyof FieldColumns]>;

export const fieldsOf = (row: FieldColumns) =>
  Object.fromEntries(fieldPairs.map(([field, column]) => [field, row[column]])) as ContactFields;
export const fieldColumns = (fields: ContactFields) =>
  Object.fromEntries(fieldPairs.map(([field, column]) => [column, fields[field]])) as FieldColumns;

/** A message as the spam filter checks it and reports it, the same from the inbox and from the spam list. */
export const spamSubmissionOf = (row: Enquiry): SpamSubmission => ({
  form: "contact",
  id: row.id,
  receivedAt: row.received_at.toISOString(),
  name: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  message: row.message,
  page: row.source?.page,
  visitor: row.visitor ?? undefined,
});

export type ListName = "inbox" | "spam";
/** Each list's rows (`spam_reason` none, or set) and its time, the one it is ordered by and its messages are kept from. */
const IN_LIST = { inbox: "is", spam: "is not" } as const;
const ORDER = { inbox: "received_at", spam: "spam_marked_at" } as const;
/** Where a row stands in its list (`<time>_<id>`), as a page link or the CSV's link to the rest carries it. */
export const listKey = (row: Enquiry, list: ListName = "inbox") => `${row[ORDER[list]]!.toISOString()}_${row.id}`;

/** The row a position names, as far as its list's order goes; undefined for anything else. */
function keyOf(position: string | undefined, list: ListName): Partial<Enquiry> | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/.exec(position ?? "");
  return match && !Number.isNaN(Date.parse(match[1])) ? { [ORDER[list]]: new Date(match[1]), id: match[2] } : undefined;
}

/**
 * Which page of a list to read: the entries past where the page beside it ended (`older`) or began
 * (`newer`), read by the list's key however deep; by offset only for a page asked for by its number alone.
 */
export type PageAsked = { page: number; older?: string; newer?: string };
export type ListPage = Awaited<ReturnType<MessageStore["page"]>>;

/** The same day and time of the month, `months` back; the month's last day when it has no such day. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}

/** An insert of a new message was sent and no answer settled whether it was stored. */
export class StoredInDoubt extends Error {
  constructor(id: string, options: ErrorOptions) {
    super(`No answer to storing ${id}`, options);
    this.name = "StoredInDoubt";
  }
}

/** How many times an insert whose answer was lost is sent again to settle it. */
const INSERT_REPEATS = 3;

export type MessageStore = ReturnType<typeof createMessageStore>;

export function createMessageStore(db: Db) {
  const list = (name: ListName) => db.selectFrom("enquiries").where("spam_reason", IN_LIST[name], null);
  const row = (id: string) => db.updateTable("enquiries").where("id", "=", id);
  const inbox = (id: string) => row(id).where("spam_reason", "is", null);
  const pending = (id: string) => row(id).where("status", "=", "pending");
  /** Deletes the messages of a list whose time is at or before `cutoff`. */
  const removeUntil = (name: ListName, cutoff: Date, deadline: Deadline): Promise<Deletion> =>
    deleteDue(db, "enquiries", (row) => row("spam_reason", IN_LIST[name], null).and(ORDER[name], "<=", cutoff), deadline);
  const attempted = (id: string, attempts: number, outcome: Updateable<Database["enquiries"]>) =>
    changed(pending(id).set((update) => ({ ...outcome, attempts: update("attempts", "+", attempts) })));
  /** The insert of `message` that does nothing when its id exists (its id returned when added). */
  const insert = (message: NewEnquiry, on: Db = db) =>
    on
      .insertInto("enquiries")
      .values(message)
      .onConflict((conflict) => conflict.column("id").doNothing())
      .returning("id");

  return {
    ...enquiryCounts(db),

    /**
     * Stores a new message: true when added, false when its id exists already (left as it was).
     * An insert whose answer was lost is sent again, on a fresh connection, until one is answered:
     * the repeat waits behind the first where that still runs (the id's row or the lock it waits
     * for), so its answer settles both, and the server's statement time-out ends the first no later
     * than the repeat. Never settled by a read, which could run before the first commits. Throws
     * `StoredInDoubt` when no repeat could settle it, any other error when nothing was stored.
     */
    async add(message: NewEnquiry): Promise<boolean> {
      let unanswered = 0;
      for (let tries = 1; ; tries++) {
        let reached = false;
        try {
          return await db.connection().execute((connection) => {
            reached = true;
            return found(insert(message, connection));
          });
        } catch (error) {
          // Undone on the server. After a lost answer, only a repeat the server cancelled for its
          // time (it waited behind the first all along) shows that the first has ended unstored too.
          const undone = answeredByServer(error) && (unanswered === 0 || (error as { code?: unknown }).code === "57014");
          if (unanswered === 0 && (!reached || undone)) throw error;
          if (reached && undone) throw error;
          if (reached) unanswered++;
          if (unanswered > INSERT_REPEATS || tries > 2 * INSERT_REPEATS) throw new StoredInDoubt(String(message.id), { cause: error });
        }
      }
    },

    /** Keeps a honeypot-caught message on the spam list; false when one with this id exists already. */
    addSpam: (message: NewEnquiry) => found(insert(message)),
    find: (id: string) => db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst(),

    /** Takes the delivery lease of the message due soonest: one statement, so two workers never take the same one. */
    leaseNextDue: (now: Date, leaseMs: number) => {
      const due = list("inbox").select("id").where("status", "=", "pending").where("next_attempt_at", "<=", now);
      return db
        .updateTable("enquiries")
        .set({ next_attempt_at: new Date(now.getTime() + leaseMs) })
        .where("id", "in", due.orderBy("next_attempt_at").orderBy("received_at").limit(1).forUpdate().skipLocked())
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * The first write of every delivery attempt, before the email: the row, its first attempt's time
     * kept (the 48 hours count from it), while it is pending in the inbox; otherwise undefined, and
     * then it must not be emailed.
     */
    startAttempt: (id: string, now: Date) =>
      inbox(id)
        .where("status", "=", "pending")
        .set((update) => ({ first_attempt_at: update.fn.coalesce("first_attempt_at", sql<Date>`${now}::timestamptz`) }))
        .returningAll()
        .executeTakeFirst(),

    markSent: (id: string, now: Date) => attempted(id, 1, { status: "sent", next_attempt_at: null, last_error: null, sent_at: now }),
    scheduleRetry: (id: string, error: string, nextAttemptAt: Date) =>
      attempted(id, 1, { last_error: error, next_attempt_at: nextAttemptAt }),
    /** Fails a pending message for good, counting an attempt (and keeping its error) when one was made now. */
    markFailed: (id: string, failure: "refused" | "expired", now: Date, attempt: { error: string } | null) =>
      attempted(id, attempt ? 1 : 0, { status: "failed", next_attempt_at: null, failed_at: now, failure, last_error: attempt?.error }),

    /** Makes a failed message of the inbox pending again, leased to the caller, with a fresh round of attempts. */
    resend: (id: string, now: Date, leaseMs: number) =>
      inbox(id)
        .where("status", "=", "failed")
        .set({
          status: "pending",
          next_attempt_at: new Date(now.getTime() + leaseMs),
          attempts: 0,
          first_attempt_at: null,
          failed_at: null,
          failure: null,
          dismissed_at: null,
        })
        .returningAll()
        .executeTakeFirst(),

    /** Records that the owner dealt with a failed message by hand; false when it is not failed. */
    dismiss: (id: string, now: Date) => changed(inbox(id).where("status", "=", "failed").set({ dismissed_at: now })),
    /** Records the spam check's end on a message still in the inbox. */
    markChecked: (id: string) => changed(inbox(id).set({ spam_checked: true })),
    /** Puts a message of the inbox on the spam list; undefined when it is not in the inbox. */
    markSpam: (id: string, reason: "akismet" | "owner", now: Date, discard = false) =>
      inbox(id).set({ spam_reason: reason, spam_marked_at: now, discard }).returningAll().executeTakeFirst(),

    /**
     * Moves a message from the spam list back to the inbox with its (checked) fields: still to be
     * emailed, due at `dueAt`, unless it was emailed before. Undefined when it is not on the spam list.
     */
    promote: (id: string, fields: ContactFields, dueAt: Date) =>
      row(id)
        .where("spam_reason", "is not", null)
        .set({
          ...fieldColumns(fields),
          spam_reason: null,
          spam_marked_at: null,
          honeypot: null,
          discard: false,
          next_attempt_at: sql`CASE WHEN ${sql.ref("status")} = 'pending' THEN ${dueAt}::timestamptz END`,
          first_attempt_at: sql`CASE WHEN ${sql.ref("status")} = 'pending' THEN NULL ELSE ${sql.ref("first_attempt_at")} END`,
        })
        .returningAll()
        .executeTakeFirst(),

    /** One page of the inbox or the spam list, newest first, with the exact count. */
    async page(name: ListName, asked: PageAsked, pageSize: number) {
      const { total } = await list(name)
        .select(sql<number>`count(*)::int`.as("total"))
        .executeTakeFirstOrThrow();
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      const page = Math.min(Math.max(1, asked.page), pageCount);
      const older = keyOf(asked.older, name);
      const newer = older ? undefined : keyOf(asked.newer, name);
      const order = newer ? "asc" : "desc";
      const query = list(name).selectAll().orderBy(ORDER[name], order).orderBy("id", order).limit(pageSize);
      const from = older ?? newer;
      const items = await (from ? query.where(past([ORDER[name], "id"], from, order)) : query.offset((page - 1) * pageSize)).execute();
      if (newer) items.reverse();
      const keyAt = (item: Enquiry | undefined) => item && listKey(item, name);
      return { items, total, page, pageCount, firstKey: keyAt(items[0]), lastKey: keyAt(items.at(-1)) };
    },

    /** Every message of the inbox, newest first, a batch at a time; with `olderThan` (a `listKey`), those after it. */
    newestFirst: (olderThan?: string) =>
      rowsByKey(list("inbox").selectAll(), ["received_at", "id"], { order: "desc", after: keyOf(olderThan, "inbox") }),

    /** Deletes spam `SPAM_KEPT_DAYS` after it was put on the list, a batch at a time until `deadline`. */
    removeExpiredSpam: (now: Date, deadline: Deadline) => removeUntil("spam", new Date(now.getTime() - SPAM_KEPT_DAYS * DAY_MS), deadline),
    /** Deletes inbox messages `MESSAGE_KEPT_MONTHS` to the day after they arrived, a batch at a time until `deadline`. */
    removeExpiredMessages: (now: Date, deadline: Deadline) => removeUntil("inbox", monthsBefore(now, MESSAGE_KEPT_MONTHS), deadline),
  };
}
