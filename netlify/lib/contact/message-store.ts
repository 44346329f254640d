/**
 * Contact messages in Postgres (the `enquiries` table): one row per enquiry, in the inbox or on the
 * spam list, kept 24 months from its arrival in the inbox and 30 days from being put on the spam
 * list. Every change that can race is one statement that names the state it changes: storing
 * does nothing when the id exists, a delivery lease is taken by one UPDATE of the next due row
 * (`FOR UPDATE SKIP LOCKED`), a delivery's outcome is written only while the row is pending, and the
 * spam verdict lives in columns of its own, so marking as spam while a delivery runs leaves one row
 * holding both.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { ContactMessage } from "../../../src/lib/contact-schema";
import type { EnquirySource } from "../../../src/lib/enquiry-source";
import {
  deletedCount,
  deleteInBatches,
  rowsByKey,
  type Database,
  type Db,
  type Deadline,
  type Deletion,
  type EnquiryRow,
  type NewEnquiryRow,
} from "../common/database";
import type { SpamSubmission, VisitorDetails } from "../common/spam-filter";

export type ContactFields = Omit<ContactMessage, "submissionId" | "website">;

export type DeliveryStatus = "pending" | "sent" | "failed";

export interface StoredContactMessage {
  id: string;
  receivedAt: string;
  status: DeliveryStatus;
  /** Delivery attempts made so far, successful or not. */
  attempts: number;
  /**
   * When a pending message may next be attempted. Whoever attempts it takes a lease that pushes
   * this forward, so no one else tries meanwhile. Null once sent or failed.
   */
  nextAttemptAt: string | null;
  /** When its first delivery attempt began: the 48 hours of retries count from here. */
  firstAttemptAt?: string | null;
  lastError: string | null;
  sentAt: string | null;
  /** When it became failed, and why: `refused` (a 5xx answer) or `expired` (48 hours of attempts). */
  failedAt?: string | null;
  failure?: "refused" | "expired" | null;
  /** When the owner dismissed a failed message: it is no longer alerted or counted as a problem. */
  dismissedAt?: string | null;
  fields: ContactFields;
  /** Where the enquiry came from, as far as it is known. */
  source?: EnquirySource;
  /**
   * The visitor's IP address, browser and Referer, kept only while the spam filter is on: Akismet
   * asks for them again when the owner reports the message. Deleted with the message.
   */
  visitor?: VisitorDetails;
  /**
   * Whether the spam filter has given its verdict (or failed to): false from storing until the check
   * ends, so a message whose check was cut short is checked by the retry job before it is sent.
   * Absent when no filter was on.
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
  reason: SpamReason;
  /** When it was put on the spam list. */
  markedAt: string;
  /** What was in the hidden field, cut short: usually a URL a bot advertises. */
  honeypot?: string;
  /** Akismet's hint that this is blatant spam, safe to discard unread; shown, never acted on. */
  discard?: boolean;
  fields: Record<keyof ContactFields, string>;
  /** Kept so that a message moved to the inbox keeps where it came from. */
  source?: EnquirySource;
  visitor?: VisitorDetails;
  /** Set when it had been emailed before it was marked: moved back, it is not emailed again. */
  emailed?: { sentAt: string; attempts: number };
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

/** One page of a list, newest first, with the counts the owner's page shows. */
export interface ListPage<T> {
  items: T[];
  /** Entries in the whole list. */
  total: number;
  /** This page's number, from 1, and how many there are (at least 1). */
  page: number;
  pageCount: number;
  /** Where this page's first and last entries stand in the list, for the links to the pages beside it. */
  firstKey?: string;
  lastKey?: string;
}

/**
 * Which page of a list to read: by its number (the database counts its way there), or by where the
 * page beside it ended (`older`: the entries after that one; `newer`: those before it), which reads
 * only the page itself however deep in the list it is. The number is then the page's, for showing.
 */
export interface PageAsked {
  page: number;
  older?: string;
  newer?: string;
}

/**
 * A message's position in the inbox (`<received time>_<id>`), as a page link or the CSV's link to
 * the rest carries it: a time and a random reference, nothing the visitor wrote.
 */
export const listKey = (message: Pick<StoredContactMessage, "receivedAt" | "id">) =>
  `${new Date(message.receivedAt).toISOString()}_${message.id}`;

/** A position in a list (`<time>_<id>`), as a page link carries it; undefined for anything else. */
function keyOf(position: string | undefined): { at: Date; id: string } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f-]{36})$/.exec(position ?? "");
  return match && !Number.isNaN(Date.parse(match[1])) ? { at: new Date(match[1]), id: match[2] } : undefined;
}

/** How many enquiries share one source, in each period asked for. */
export interface SourceGroup {
  source: EnquirySource | undefined;
  counts: number[];
}

/** How many enquiries one week brought from one referring site, with a campaign or without. */
export interface WeekGroup {
  /** The Monday (UTC) the week starts on, `YYYY-MM-DD`. */
  week: string;
  referrerHost: string | undefined;
  campaign: boolean;
  count: number;
}

/** Counts and ages of what is waiting, for the health check and the alerts. */
export interface UndeliveredCounts {
  pending: number;
  overdue: number;
  failed: number;
  /** When the oldest message not yet emailed (or failed and not dismissed) arrived. */
  oldestReceivedAt: string | null;
  /** Ids of the newest overdue and failed messages (at most PROBLEM_IDS_KEPT), for telling a new problem from one already reported. */
  problemIds: string[];
}

/** How many problems' ids the alerts compare: enough to tell a new one, few enough to keep the alert state small. */
export const PROBLEM_IDS_KEPT = 200;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const json = (value: object | undefined) => (value ? JSON.stringify(value) : null);

/** Each field of the form and its column. */
const FIELD_COLUMNS = {
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
  company: "company",
  industry: "industry",
  projectType: "project_type",
  message: "message",
} as const satisfies Record<keyof ContactFields, keyof EnquiryRow>;

const fieldsOf = (row: EnquiryRow) =>
  Object.fromEntries(Object.entries(FIELD_COLUMNS).map(([field, column]) => [field, row[column]])) as ContactFields;

const fieldColumns = (fields: ContactFields) =>
  Object.fromEntries(Object.entries(FIELD_COLUMNS).map(([field, column]) => [column, fields[field as keyof ContactFields]])) as Pick<
    NewEnquiryRow,
    (typeof FIELD_COLUMNS)[keyof ContactFields]
  >;

export function messageOf(row: EnquiryRow): StoredContactMessage {
  return {
    id: row.id,
    receivedAt: row.received_at.toISOString(),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: iso(row.next_attempt_at),
    firstAttemptAt: iso(row.first_attempt_at),
    lastError: row.last_error,
    sentAt: iso(row.sent_at),
    failedAt: iso(row.failed_at),
    failure: row.failure,
    dismissedAt: iso(row.dismissed_at),
    fields: fieldsOf(row),
    ...(row.source ? { source: row.source as EnquirySource } : {}),
    ...(row.visitor ? { visitor: row.visitor as VisitorDetails } : {}),
    ...(row.spam_checked === null ? {} : { spamChecked: row.spam_checked }),
  };
}

export function spamOf(row: EnquiryRow): StoredSpamMessage {
  return {
    id: row.id,
    receivedAt: row.received_at.toISOString(),
    reason: row.spam_reason ?? "owner",
    markedAt: (row.spam_marked_at ?? row.received_at).toISOString(),
    ...(row.honeypot !== null ? { honeypot: row.honeypot } : {}),
    discard: row.discard,
    fields: fieldsOf(row),
    ...(row.source ? { source: row.source as EnquirySource } : {}),
    ...(row.visitor ? { visitor: row.visitor as VisitorDetails } : {}),
    ...(row.status === "sent" && row.sent_at ? { emailed: { sentAt: row.sent_at.toISOString(), attempts: row.attempts } } : {}),
  };
}

/** The columns a delivery writes. */
const deliveryColumns = (message: StoredContactMessage) => ({
  status: message.status,
  attempts: message.attempts,
  next_attempt_at: message.nextAttemptAt,
  first_attempt_at: message.firstAttemptAt ?? null,
  last_error: message.lastError,
  sent_at: message.sentAt,
  failed_at: message.failedAt ?? null,
  failure: message.failure ?? null,
  spam_checked: message.spamChecked ?? null,
});

const rowOf = (message: StoredContactMessage): NewEnquiryRow => ({
  id: message.id,
  received_at: message.receivedAt,
  ...deliveryColumns(message),
  ...fieldColumns(message.fields),
  source: json(message.source),
  visitor: json(message.visitor),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The same day and time of the month, `months` back; the month's last day when it has no such day
 * (24 months before 29 February 2028 is 28 February 2026, not 1 March).
 */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}

/** The insert of a new message was sent and no answer came: it may or may not have been stored. */
export class StoredInDoubt extends Error {
  constructor(id: string, options: ErrorOptions) {
    super(`No answer to storing ${id}`, options);
    this.name = "StoredInDoubt";
  }
}

export type MessageStore = ReturnType<typeof createMessageStore>;

export function createMessageStore(db: Db) {
  const inbox = () => db.selectFrom("enquiries").where("spam_reason", "is", null);
  const spamList = () => db.selectFrom("enquiries").where("spam_reason", "is not", null);

  /**
   * Deletes the rows `due` picks, a batch at a time until `deadline`: any due rows, in no order (a
   * batch needs no sorting, and finds its rows by the index or a scan that stops at the limit). The
   * condition is checked again on each row the DELETE reaches: under READ COMMITTED a row picked
   * by the batch's subquery may have been moved or promoted meanwhile, and must then stay.
   */
  const removeInBatches = (due: (row: ExpressionBuilder<Database, "enquiries">) => Expression<SqlBool>, deadline: Deadline) =>
    deleteInBatches(async (limit) => {
      const batch = db.selectFrom("enquiries").select("id").where(due).limit(limit);
      return deletedCount(await db.deleteFrom("enquiries").where("id", "in", batch).where(due).executeTakeFirst());
    }, deadline);

  async function pageOf<T>(
    list: typeof inbox,
    orderedBy: "received_at" | "spam_marked_at",
    map: (row: EnquiryRow) => T,
    asked: PageAsked,
    pageSize: number,
  ): Promise<ListPage<T>> {
    const { total } = await list()
      .select(sql<number>`count(*)::int`.as("total"))
      .executeTakeFirstOrThrow();
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const shown = Math.min(Math.max(1, asked.page), pageCount);
    const older = keyOf(asked.older);
    const newer = keyOf(asked.newer);
    const position = older ?? newer;
    let query = list()
      .selectAll()
      .orderBy(orderedBy, newer ? "asc" : "desc")
      .orderBy("id", newer ? "asc" : "desc")
      .limit(pageSize);
    if (position) query = query.where((row) => row(row.refTuple(orderedBy, "id"), older ? "<" : ">", row.tuple(position.at, position.id)));
    else query = query.offset((shown - 1) * pageSize);
    const rows = await query.execute();
    if (newer) rows.reverse();
    const keyAt = (row: EnquiryRow | undefined) => (row ? `${(row[orderedBy] as Date).toISOString()}_${row.id}` : undefined);
    return { items: rows.map(map), total, page: shown, pageCount, firstKey: keyAt(rows[0]), lastKey: keyAt(rows.at(-1)) };
  }

  return {
    /**
     * Stores a new message in the inbox; false when one with this id exists already, which stays as
     * it was. Throws `StoredInDoubt` when the insert reached the database and no answer came back.
     */
    async addNew(message: StoredContactMessage): Promise<boolean> {
      let sent = false;
      try {
        const added = await db.connection().execute((connection) => {
          sent = true;
          return connection
            .insertInto("enquiries")
            .values(rowOf(message))
            .onConflict((conflict) => conflict.column("id").doNothing())
            .returning("id")
            .executeTakeFirst();
        });
        return added !== undefined;
      } catch (error) {
        // An error the server answered with (it carries a severity) means the statement was undone.
        throw sent && !(error as { severity?: unknown }).severity ? new StoredInDoubt(message.id, { cause: error }) : error;
      }
    },

    /** Keeps a honeypot-caught message on the spam list; false when one with this id exists already. */
    async addSpam(spam: StoredSpamMessage): Promise<boolean> {
      const added = await db
        .insertInto("enquiries")
        .values({
          id: spam.id,
          received_at: spam.receivedAt,
          status: "pending",
          next_attempt_at: spam.receivedAt,
          ...fieldColumns(spam.fields),
          source: json(spam.source),
          visitor: json(spam.visitor),
          spam_reason: spam.reason,
          spam_marked_at: spam.markedAt,
          honeypot: spam.honeypot ?? null,
          discard: spam.discard ?? false,
        })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      return added !== undefined;
    },

    /** The fields of the message with this id, in the inbox or on the spam list; null when there is none. */
    async storedFields(id: string): Promise<ContactFields | null> {
      const row = await db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? fieldsOf(row) : null;
    },

    /** A message in the inbox; null when there is none with this id, or it is on the spam list. */
    async get(id: string): Promise<StoredContactMessage | null> {
      const row = await inbox().selectAll().where("id", "=", id).executeTakeFirst();
      return row ? messageOf(row) : null;
    },

    /** A message on the spam list. */
    async getSpam(id: string): Promise<StoredSpamMessage | null> {
      const row = await spamList().selectAll().where("id", "=", id).executeTakeFirst();
      return row ? spamOf(row) : null;
    },

    /**
     * Takes the delivery lease of the message due soonest (pending, in the inbox, due at `now`): one
     * statement, so two workers never take the same message. Null when nothing is due.
     */
    async leaseNextDue(now: Date, leaseMs: number): Promise<StoredContactMessage | null> {
      const due = db
        .selectFrom("enquiries")
        .select("id")
        .where("status", "=", "pending")
        .where("spam_reason", "is", null)
        .where("next_attempt_at", "<=", now)
        .orderBy("next_attempt_at")
        .orderBy("received_at")
        .limit(1)
        .forUpdate()
        .skipLocked();
      const row = await db
        .updateTable("enquiries")
        .set({ next_attempt_at: new Date(now.getTime() + leaseMs) })
        .where("id", "in", due)
        .returningAll()
        .executeTakeFirst();
      return row ? messageOf(row) : null;
    },

    /**
     * The first write of every delivery attempt, before the email: true while the message is pending
     * and in the inbox, and then its first attempt's time is kept (the 48 hours count from it);
     * false when it is on the spam list or no longer pending, and then it must not be emailed.
     */
    async startAttempt(id: string, now: Date): Promise<boolean> {
      const row = await db
        .updateTable("enquiries")
        .set((update) => ({ first_attempt_at: update.fn.coalesce("first_attempt_at", sql<Date>`${now}::timestamptz`) }))
        .where("id", "=", id)
        .where("status", "=", "pending")
        .where("spam_reason", "is", null)
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records a delivery's outcome, while the message is still pending; false when it no longer is. */
    async saveDelivery(message: StoredContactMessage): Promise<boolean> {
      const saved = await db
        .updateTable("enquiries")
        .set(deliveryColumns(message))
        .where("id", "=", message.id)
        .where("status", "=", "pending")
        .returning("id")
        .executeTakeFirst();
      return saved !== undefined;
    },

    /** Makes a failed message pending again, leased to the caller; null when it is not failed. */
    async resend(id: string, now: Date, leaseMs: number): Promise<StoredContactMessage | null> {
      const row = await db
        .updateTable("enquiries")
        .set({
          status: "pending",
          next_attempt_at: new Date(now.getTime() + leaseMs),
          // A resend is a fresh round of attempts, with 48 hours and a back-off of its own.
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
        .executeTakeFirst();
      return row ? messageOf(row) : null;
    },

    /** Records that the owner dealt with a failed message by hand; false when it is not failed. */
    async dismiss(id: string, now: Date): Promise<boolean> {
      const row = await db
        .updateTable("enquiries")
        .set({ dismissed_at: now })
        .where("id", "=", id)
        .where("status", "=", "failed")
        .where("spam_reason", "is", null)
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records the spam check's end on a message still in the inbox. */
    async markChecked(id: string): Promise<void> {
      await db.updateTable("enquiries").set({ spam_checked: true }).where("id", "=", id).where("spam_reason", "is", null).execute();
    },

    /** Puts a message of the inbox on the spam list; null when it is not in the inbox. */
    async markSpam(id: string, reason: "akismet" | "owner", now: Date, discard = false): Promise<StoredSpamMessage | null> {
      const row = await db
        .updateTable("enquiries")
        .set({ spam_reason: reason, spam_marked_at: now, discard })
        .where("id", "=", id)
        .where("spam_reason", "is", null)
        .returningAll()
        .executeTakeFirst();
      return row ? spamOf(row) : null;
    },

    /**
     * Moves a message from the spam list back to the inbox with its (checked) fields: still to be
     * emailed, due at `dueAt`, unless it was emailed before. Null when it is not on the spam list.
     */
    async promote(id: string, fields: ContactFields, dueAt: Date): Promise<StoredContactMessage | null> {
      const row = await db
        .updateTable("enquiries")
        .set((update) => ({
          ...fieldColumns(fields),
          spam_reason: null,
          spam_marked_at: null,
          honeypot: null,
          discard: false,
          // Never emailed: due now, with 48 hours of its own; emailed before it was marked: left as sent.
          next_attempt_at: sql`CASE WHEN ${update.ref("status")} = 'pending' THEN ${dueAt}::timestamptz END`,
          first_attempt_at: sql`CASE WHEN ${update.ref("status")} = 'pending' THEN NULL ELSE ${update.ref("first_attempt_at")} END`,
        }))
        .where("id", "=", id)
        .where("spam_reason", "is not", null)
        .returningAll()
        .executeTakeFirst();
      return row ? messageOf(row) : null;
    },

    /** One page of the inbox, newest first, with the exact count. */
    messagesPage: (asked: PageAsked, pageSize: number) => pageOf(inbox, "received_at", messageOf, asked, pageSize),

    /** One page of the spam list, newest first, with the exact count. */
    spamPage: (asked: PageAsked, pageSize: number) => pageOf(spamList, "spam_marked_at", spamOf, asked, pageSize),

    /**
     * Every message of the inbox, newest first, read a batch at a time as it is used; with `olderThan`
     * (a position as `listKey` writes it), only those after that one in this order.
     */
    async *messagesNewestFirst(olderThan?: string): AsyncIterable<StoredContactMessage> {
      const start = keyOf(olderThan);
      const rows = rowsByKey<EnquiryRow>((after, limit) => {
        const query = inbox().selectAll().orderBy("received_at", "desc").orderBy("id", "desc").limit(limit);
        const from = after ? { at: after.received_at, id: after.id } : start;
        if (!from) return query.execute();
        return query.where((row) => row(row.refTuple("received_at", "id"), "<", row.tuple(from.at, from.id))).execute();
      });
      for await (const row of rows) yield messageOf(row);
    },

    /** The inbox's messages counted by source, in each of the last `periodsDays` (ascending) before `now`. */
    async sourceGroups(now: Date, periodsDays: readonly number[]): Promise<SourceGroup[]> {
      const since = periodsDays.map((days) => new Date(now.getTime() - days * DAY_MS));
      const rows = await inbox()
        .select([
          "source",
          sql<number[]>`ARRAY[${sql.join(since.map((from) => sql`count(*) FILTER (WHERE received_at > ${from})::int`))}]`.as("counts"),
        ])
        .where("received_at", ">", since[since.length - 1])
        .where("received_at", "<=", now)
        .groupBy("source")
        .execute();
      return rows.map(({ source, counts }) => ({ source: (source ?? undefined) as EnquirySource | undefined, counts }));
    },

    /** The inbox's messages since `since`, counted by week, referring site and whether a campaign brought them. */
    async weekGroups(since: Date, now: Date): Promise<WeekGroup[]> {
      const rows = await inbox()
        .select([
          sql<string>`to_char(date_trunc('week', received_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`.as("week"),
          sql<string | null>`source->>'referrerHost'`.as("host"),
          sql<boolean>`coalesce(source ? 'campaign', false)`.as("campaign"),
          sql<number>`count(*)::int`.as("count"),
        ])
        .where("received_at", ">=", since)
        .where("received_at", "<=", now)
        .groupBy(["week", "host", "campaign"])
        .execute();
      return rows.map(({ week, host, campaign, count }) => ({ week, referrerHost: host ?? undefined, campaign, count }));
    },

    /** What is waiting to be emailed, or failed, at `now`; `overdueAfterMs` after arrival a pending one is overdue. */
    async undelivered(now: Date, overdueAfterMs: number): Promise<UndeliveredCounts> {
      const overdueBefore = new Date(now.getTime() - overdueAfterMs);
      const waiting = () =>
        inbox().where((row) =>
          row.or([row("status", "=", "pending"), row.and([row("status", "=", "failed"), row("dismissed_at", "is", null)])]),
        );
      const counts = await waiting()
        .select([
          sql<number>`count(*) FILTER (WHERE status = 'pending')::int`.as("pending"),
          sql<number>`count(*) FILTER (WHERE status = 'pending' AND received_at <= ${overdueBefore})::int`.as("overdue"),
          sql<number>`count(*) FILTER (WHERE status = 'failed')::int`.as("failed"),
          sql<Date | null>`min(received_at)`.as("oldest"),
        ])
        .executeTakeFirstOrThrow();
      // The newest problems, so a new one is always among them however many old ones wait.
      const problems = await waiting()
        .select("id")
        .where((row) => row.or([row("status", "=", "failed"), row("received_at", "<=", overdueBefore)]))
        .orderBy("received_at", "desc")
        .limit(PROBLEM_IDS_KEPT)
        .execute();
      return {
        pending: counts.pending,
        overdue: counts.overdue,
        failed: counts.failed,
        oldestReceivedAt: counts.oldest ? new Date(counts.oldest).toISOString() : null,
        problemIds: problems.map(({ id }) => id),
      };
    },

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
