/**
 * Contact messages in Postgres: one row of `enquiries` per enquiry, in the inbox or on the spam
 * list, kept 24 months from its arrival in the inbox and 30 days from being put on the spam list.
 * The row is the one type every part of the functions reads (`Enquiry`, times as Dates). Each
 * change of state is one statement that names the state it changes: storing does nothing when the
 * id exists, a delivery lease is one UPDATE of the next due row (`FOR UPDATE SKIP LOCKED`), each
 * outcome is written only while the row is pending (attempts counted by the statement), and the
 * spam verdict has columns of its own, so marking as spam while a delivery runs leaves one row
 * holding both.
 */
import { sql, type Expression, type ExpressionBuilder, type Insertable, type Selectable, type SqlBool } from "kysely";
import type { ContactMessage } from "../../../src/lib/contact-schema";
import { answeredByServer, deletedCount, deleteInBatches, rowsByKey, type Database, type Db, type Deletion } from "../common/database";
import type { Deadline } from "../common/time-budget";
import type { SpamSubmission } from "../common/spam-filter";
import { enquiryCounts } from "./enquiry-counts";

export type Enquiry = Selectable<Database["enquiries"]>;
export type NewEnquiry = Insertable<Database["enquiries"]>;
export type ContactFields = Omit<ContactMessage, "submissionId" | "website">;

/** How long the spam list keeps a message, counted from when it was put there. */
export const SPAM_KEPT_DAYS = 30;

/** How long a message is kept, counted from when it arrived (the privacy policy's 24 months). */
export const MESSAGE_KEPT_MONTHS = 24;

/** Each field of the form and its column. */
export const FIELD_COLUMNS = {
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
  company: "company",
  industry: "industry",
  projectType: "project_type",
  message: "message",
} as const satisfies Record<keyof ContactFields, keyof Enquiry>;

export const fieldsOf = (row: Pick<Enquiry, (typeof FIELD_COLUMNS)[keyof ContactFields]>) =>
  Object.fromEntries(Object.entries(FIELD_COLUMNS).map(([field, column]) => [field, row[column]])) as ContactFields;

export const fieldColumns = (fields: ContactFields) =>
  Object.fromEntries(Object.entries(FIELD_COLUMNS).map(([field, column]) => [column, fields[field as keyof ContactFields]])) as Pick<
    NewEnquiry,
    (typeof FIELD_COLUMNS)[keyof ContactFields]
  >;

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

/** Where a row stands in its list (`<time>_<id>`), as a page link or the CSV's link to the rest carries it. */
export type ListName = "inbox" | "spam";
const ORDER: Record<ListName, "received_at" | "spam_marked_at"> = { inbox: "received_at", spam: "spam_marked_at" };
export const listKey = (row: Enquiry, list: ListName = "inbox") => `${row[ORDER[list]]!.toISOString()}_${row.id}`;

/** A position in a list, as a link carries it; undefined for anything else. */
function keyOf(position: string | undefined): { at: Date; id: string } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/.exec(position ?? "");
  return match && !Number.isNaN(Date.parse(match[1])) ? { at: new Date(match[1]), id: match[2] } : undefined;
}

/**
 * Which page of a list to read: the entries past where the page beside it ended (`older`) or began
 * (`newer`), read by the list's key however deep; by offset only for a page the owner asked for by
 * its number alone.
 */
export type PageAsked = { page: number; older?: string; newer?: string };
export type ListPage = Awaited<ReturnType<MessageStore["page"]>>;

const DAY_MS = 24 * 60 * 60 * 1000;

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
  const enquiries = () => db.selectFrom("enquiries").selectAll();
  const inList = (list: ListName) => enquiries().where("spam_reason", list === "inbox" ? "is" : "is not", null);
  const pending = (id: string) => db.updateTable("enquiries").where("id", "=", id).where("status", "=", "pending");
  const changed = async (update: { executeTakeFirst(): Promise<{ numUpdatedRows: bigint }> }) =>
    (await update.executeTakeFirst()).numUpdatedRows > 0n;

  /** Deletes the rows `due` picks, a batch at a time until `deadline`, the condition checked again on each row reached. */
  const removeInBatches = (due: (row: ExpressionBuilder<Database, "enquiries">) => Expression<SqlBool>, deadline: Deadline) =>
    deleteInBatches(async (limit) => {
      const batch = db.selectFrom("enquiries").select("id").where(due).limit(limit);
      return deletedCount(await db.deleteFrom("enquiries").where("id", "in", batch).where(due).executeTakeFirst());
    }, deadline);

  /** Inserts `row` unless its id exists: "added", or "exists" with the row there. */
  const insert = (row: NewEnquiry, on: Db = db) =>
    on
      .insertInto("enquiries")
      .values(row)
      .onConflict((conflict) => conflict.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();

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
    async add(row: NewEnquiry): Promise<boolean> {
      let unanswered = 0;
      for (let tries = 1; ; tries++) {
        let reached = false;
        try {
          const added = await db.connection().execute((connection) => {
            reached = true;
            return insert(row, connection);
          });
          return added !== undefined;
        } catch (error) {
          // Undone on the server. After a lost answer, only a repeat the server cancelled for its
          // time (it waited behind the first all along) shows that the first has ended unstored too.
          const undone = answeredByServer(error) && (unanswered === 0 || (error as { code?: unknown }).code === "57014");
          if (unanswered === 0 && (!reached || undone)) throw error;
          if (reached && undone) throw error;
          if (reached) unanswered++;
          if (unanswered > INSERT_REPEATS || tries > 2 * INSERT_REPEATS) throw new StoredInDoubt(String(row.id), { cause: error });
        }
      }
    },

    /** Keeps a honeypot-caught message on the spam list; false when one with this id exists already. */
    addSpam: async (row: NewEnquiry) => (await insert(row)) !== undefined,

    /** The message with this id, in the inbox or on the spam list. */
    find: (id: string) => enquiries().where("id", "=", id).executeTakeFirst(),

    /** Takes the delivery lease of the message due soonest: one statement, so two workers never take the same one. */
    leaseNextDue: (now: Date, leaseMs: number) =>
      db
        .updateTable("enquiries")
        .set({ next_attempt_at: new Date(now.getTime() + leaseMs) })
        .where(
          "id",
          "in",
          db
            .selectFrom("enquiries")
            .select("id")
            .where("status", "=", "pending")
            .where("spam_reason", "is", null)
            .where("next_attempt_at", "<=", now)
            .orderBy("next_attempt_at")
            .orderBy("received_at")
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .executeTakeFirst(),

    /**
     * The first write of every delivery attempt, before the email: the row with its first attempt's
     * time kept (the 48 hours count from it) while it is pending in the inbox; undefined when it is on
     * the spam list or no longer pending, and then it must not be emailed.
     */
    startAttempt: (id: string, now: Date) =>
      pending(id)
        .where("spam_reason", "is", null)
        .set((update) => ({ first_attempt_at: update.fn.coalesce("first_attempt_at", sql<Date>`${now}::timestamptz`) }))
        .returningAll()
        .executeTakeFirst(),

    markSent: (id: string, now: Date) =>
      changed(
        pending(id).set((update) => ({
          status: "sent",
          attempts: sql`${update.ref("attempts")} + 1`,
          next_attempt_at: null,
          last_error: null,
          sent_at: now,
        })),
      ),

    scheduleRetry: (id: string, error: string, nextAttemptAt: Date) =>
      changed(
        pending(id).set((update) => ({ attempts: sql`${update.ref("attempts")} + 1`, last_error: error, next_attempt_at: nextAttemptAt })),
      ),

    /** Fails a pending message for good, counting an attempt when one was made now. */
    markFailed: (id: string, failure: "refused" | "expired", now: Date, attempted: { error: string } | null) =>
      changed(
        pending(id).set((update) => ({
          status: "failed",
          attempts: sql`${update.ref("attempts")} + ${attempted ? 1 : 0}`,
          next_attempt_at: null,
          failed_at: now,
          failure,
          ...(attempted ? { last_error: attempted.error } : {}),
        })),
      ),

    /** Makes a failed message pending again, leased to the caller, with a fresh round of attempts. */
    resend: (id: string, now: Date, leaseMs: number) =>
      db
        .updateTable("enquiries")
        .set({
          status: "pending",
          next_attempt_at: new Date(now.getTime() + leaseMs),
          attempts: 0,
          first_attempt_at: null,
          failed_at: null,
          failure: null,
          dismissed_at: null,
        })
        .where("id", "=", id)
        .where("status", "=", "failed")
        .where("spam_reason", "is", null)
        .returningAll()
        .executeTakeFirst(),

    /** Records that the owner dealt with a failed message by hand; false when it is not failed. */
    dismiss: (id: string, now: Date) =>
      changed(
        db
          .updateTable("enquiries")
          .set({ dismissed_at: now })
          .where("id", "=", id)
          .where("status", "=", "failed")
          .where("spam_reason", "is", null),
      ),

    /** Records the spam check's end on a message still in the inbox. */
    markChecked: (id: string) =>
      changed(db.updateTable("enquiries").set({ spam_checked: true }).where("id", "=", id).where("spam_reason", "is", null)),

    /** Puts a message of the inbox on the spam list; undefined when it is not in the inbox. */
    markSpam: (id: string, reason: "akismet" | "owner", now: Date, discard = false) =>
      db
        .updateTable("enquiries")
        .set({ spam_reason: reason, spam_marked_at: now, discard })
        .where("id", "=", id)
        .where("spam_reason", "is", null)
        .returningAll()
        .executeTakeFirst(),

    /**
     * Moves a message from the spam list back to the inbox with its (checked) fields: still to be
     * emailed, due at `dueAt`, unless it was emailed before. Undefined when it is not on the spam list.
     */
    promote: (id: string, fields: ContactFields, dueAt: Date) =>
      db
        .updateTable("enquiries")
        .set((update) => ({
          ...fieldColumns(fields),
          spam_reason: null,
          spam_marked_at: null,
          honeypot: null,
          discard: false,
          next_attempt_at: sql`CASE WHEN ${update.ref("status")} = 'pending' THEN ${dueAt}::timestamptz END`,
          first_attempt_at: sql`CASE WHEN ${update.ref("status")} = 'pending' THEN NULL ELSE ${update.ref("first_attempt_at")} END`,
        }))
        .where("id", "=", id)
        .where("spam_reason", "is not", null)
        .returningAll()
        .executeTakeFirst(),

    /** One page of the inbox or the spam list, newest first, with the exact count. */
    async page(list: ListName, asked: PageAsked, pageSize: number) {
      const order = ORDER[list];
      const { total } = await db
        .selectFrom("enquiries")
        .where("spam_reason", list === "inbox" ? "is" : "is not", null)
        .select(sql<number>`count(*)::int`.as("total"))
        .executeTakeFirstOrThrow();
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      const page = Math.min(Math.max(1, asked.page), pageCount);
      const [older, newer] = [keyOf(asked.older), keyOf(asked.newer)];
      const from = older ?? newer;
      const direction = newer ? "asc" : "desc";
      const query = inList(list).orderBy(order, direction).orderBy("id", direction).limit(pageSize);
      const rows = await (
        from
          ? query.where((row) => row(row.refTuple(order, "id"), older ? "<" : ">", row.tuple(from.at, from.id)))
          : query.offset((page - 1) * pageSize)
      ).execute();
      if (newer) rows.reverse();
      const keyAt = (row: Enquiry | undefined) => row && listKey(row, list);
      return { items: rows as Enquiry[], total, page, pageCount, firstKey: keyAt(rows[0]), lastKey: keyAt(rows.at(-1)) };
    },

    /** Every message of the inbox, newest first, a batch at a time; with `olderThan` (a `listKey`), those after it. */
    newestFirst: (olderThan?: string): AsyncIterable<Enquiry> =>
      rowsByKey<Enquiry>((after, limit) => {
        const from = after ? { at: after.received_at, id: after.id } : keyOf(olderThan);
        const query = inList("inbox").orderBy("received_at", "desc").orderBy("id", "desc").limit(limit);
        return (from ? query.where((row) => row(row.refTuple("received_at", "id"), "<", row.tuple(from.at, from.id))) : query).execute();
      }),

    /** Deletes spam `SPAM_KEPT_DAYS` after it was put on the list, a batch at a time until `deadline`. */
    removeExpiredSpam(now: Date, deadline: Deadline): Promise<Deletion> {
      const cutoff = new Date(now.getTime() - SPAM_KEPT_DAYS * DAY_MS);
      return removeInBatches((row) => row.and([row("spam_reason", "is not", null), row("spam_marked_at", "<=", cutoff)]), deadline);
    },

    /** Deletes inbox messages `MESSAGE_KEPT_MONTHS` to the day after they arrived, a batch at a time until `deadline`. */
    removeExpiredMessages(now: Date, deadline: Deadline): Promise<Deletion> {
      const cutoff = monthsBefore(now, MESSAGE_KEPT_MONTHS);
      return removeInBatches((row) => row.and([row("spam_reason", "is", null), row("received_at", "<=", cutoff)]), deadline);
    },
  };
}
