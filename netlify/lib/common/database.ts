/**
 * The functions' records in Postgres, through Netlify Database: the tables of
 * `netlify/database/migrations/` as Kysely sees them, and the one connection pool of a function
 * instance. Every query is typed against these tables, and every one runs in the function tests
 * against the migrated schema of a real local Postgres, so a column named here that the migrations
 * lack fails a test.
 *
 * Writes that race are single statements (an insert that does nothing on conflict, an update that
 * names the state it changes), never a transaction across calls: atomic on Postgres and on the
 * local emulation alike, which serves every connection from one session.
 */
import { getDatabase } from "@netlify/database";
import type { EventEmitter } from "node:events";
import { Kysely, PostgresDialect, type ColumnType, type Generated, type Insertable, type Selectable } from "kysely";
import { performance } from "node:perf_hooks";
import { describeError, type Logger } from "./logger";

/** A timestamptz: read as a Date, written as a Date or an ISO string. */
type Time = ColumnType<Date, Date | string, Date | string>;

export interface EnquiriesTable {
  id: string;
  received_at: Time;
  status: "pending" | "sent" | "failed";
  attempts: Generated<number>;
  next_attempt_at: Time | null;
  first_attempt_at: Time | null;
  last_error: string | null;
  sent_at: Time | null;
  failed_at: Time | null;
  failure: "refused" | "expired" | null;
  dismissed_at: Time | null;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  industry: string;
  project_type: string;
  message: string;
  source: ColumnType<object | null, string | null, string | null>;
  visitor: ColumnType<object | null, string | null, string | null>;
  spam_checked: boolean | null;
  spam_reason: "honeypot" | "akismet" | "owner" | null;
  spam_marked_at: Time | null;
  honeypot: string | null;
  discard: Generated<boolean>;
}

export interface SpamChecksTable {
  id: Generated<string>;
  checked_at: Time;
  outcome: string;
  reference: string;
}

export interface AlertStateTable {
  singleton: Generated<boolean>;
  last_alert_at: Time | null;
  reported: string[];
}

export interface SubscribersTable {
  address_key: string;
  id: string;
  email: string;
  source: string;
  status: "pending" | "confirmed";
  subscribed_at: Time;
  confirmation_sent_at: Time | null;
  confirmed_at: Time | null;
  provider_sync_pending: Generated<boolean>;
  held_as_spam_at: Time | null;
}

export interface SubscriptionIdsTable {
  id: string;
  address_key: string;
}

export interface UnsubscribesTable {
  address_key: string;
  unsubscribed_at: Time;
  provider_removal_pending: string | null;
}

export interface ReviewsCallsTable {
  day: ColumnType<string, string, string>;
  calls: number;
  alerted: Generated<boolean>;
}

export interface ReviewsVisitorsTable {
  day: ColumnType<string, string, string>;
  hour: number;
  visitor: string;
  calls: number;
}

export interface ReviewsHashKeysTable {
  day: ColumnType<string, string, string>;
  key: string;
}

/** Records of each kind found or erased for one address, as the Data requests page counts them. */
export interface RecordCounts {
  inbox: number;
  spam: number;
  spamChecks: number;
  subscribers: number;
  subscriptionIds: number;
  unsubscribes: number;
}

export interface DataRequestsTable {
  id: Generated<string>;
  handled_at: Time;
  action: "search" | "export" | "erase";
  address_key: string;
  counts: ColumnType<RecordCounts, string, string>;
  mailchimp: string | null;
  outcome: "done" | "mailchimp-failed";
}

export interface Database {
  enquiries: EnquiriesTable;
  spam_checks: SpamChecksTable;
  alert_state: AlertStateTable;
  subscribers: SubscribersTable;
  subscription_ids: SubscriptionIdsTable;
  unsubscribes: UnsubscribesTable;
  reviews_calls: ReviewsCallsTable;
  reviews_visitors: ReviewsVisitorsTable;
  reviews_hash_keys: ReviewsHashKeysTable;
  data_requests: DataRequestsTable;
}

export type Db = Kysely<Database>;
export type EnquiryRow = Selectable<EnquiriesTable>;
export type NewEnquiryRow = Insertable<EnquiriesTable>;

/** How long to wait for a connection, the handshake included: a database that takes the connection and never answers fails here. */
export const CONNECT_TIMEOUT_MS = 3_000;

/**
 * How long one query may take before the caller gets an error. Measured by the client, so it holds
 * for a server that has stopped answering; a server-side `statement_timeout` would need a startup
 * parameter, which connection poolers in front of Postgres may refuse. The connection keeps its
 * queries in order, so the late answer of a timed-out query is read and dropped, never handed to
 * the next query.
 */
export const QUERY_TIMEOUT_MS = 10_000;

const DATE_TYPE_ID = 1082;

/** Either of Netlify Database's pools: node-postgres's, or Neon's, which speaks the same interface. */
type Pool = ReturnType<typeof getDatabase>["pool"];

/**
 * `pool` configured as every pool of the functions must be: the time-outs above, and a `date` read
 * as its `YYYY-MM-DD` text (node-postgres makes it midnight in the machine's time zone, so a day
 * read back in Tokyo was the day before). A connection that drops emits an 'error' event, on the
 * pool while the connection is idle and on the connection while a query holds it; either, unheard,
 * would stop the function instance. The query learns of it from its own error, and the pool
 * replaces the connection on next use.
 */
function configured(pool: Pool, log: Logger): Pool {
  Object.assign(pool.options, { connectionTimeoutMillis: CONNECT_TIMEOUT_MS, query_timeout: QUERY_TIMEOUT_MS });
  const events = pool as unknown as EventEmitter;
  events.on("connect", (connection: EventEmitter & { setTypeParser(type: number, parse: (text: string) => string): void }) => {
    connection.setTypeParser(DATE_TYPE_ID, (text) => text);
    connection.on("error", () => undefined);
  });
  // The error names the server at most, never a visitor or what they sent.
  events.on("error", (error: unknown) => log.warn("database-connection-lost", { error: describeError(error) }));
  return pool;
}

// Kysely's dialect asks for node-postgres's interface alone, which Neon's pool speaks too.
const kyselyOver = (pool: () => Promise<Pool>) => new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as never }) });

/** Kysely over `pool`, configured as the functions' own (the tests' and the bench's databases). */
export const databaseOver = (pool: Pool, log: Logger): Db => kyselyOver(async () => configured(pool, log));

let shared: Db | undefined;

/**
 * The instance's database, from the platform's settings (`NETLIFY_DB_URL`, and `NETLIFY_DB_DRIVER`,
 * which chooses node-postgres or Neon's serverless pool). The pool is made for the first query, so
 * a missing setting fails that query, inside the caller's handling of an unreachable database,
 * rather than failing whoever first reads the dependencies.
 */
export function database(log: Logger): Db {
  return (shared ??= kyselyOver(async () => configured(getDatabase().pool, log)));
}

/** A point in real time (performance.now()) after which a job starts no new batch. */
export type Deadline = number;

export const deadlineIn = (budgetMs: number): Deadline => performance.now() + budgetMs;
export const isPast = (deadline: Deadline) => performance.now() >= deadline;

export interface Deletion {
  /** Rows deleted in this run. */
  removed: number;
  /** True when nothing due is left for the next run. */
  finished: boolean;
}

export const noneDeleted = (): Deletion => ({ removed: 0, finished: true });

/** Rows deleted by one statement: enough to clear a backlog fast, few enough to keep each statement short. */
export const DELETE_BATCH = 5_000;

/**
 * Runs `deleteBatch` (one DELETE of at most `DELETE_BATCH` due rows, answering how many went) until
 * a batch finds fewer than that, or `deadline` passes: the next run carries on from what is left.
 * Every run deletes one batch at least, so even a run started late makes headway.
 */
export async function deleteInBatches(deleteBatch: (limit: number) => Promise<number>, deadline: Deadline): Promise<Deletion> {
  const deletion = noneDeleted();
  for (;;) {
    const removed = await deleteBatch(DELETE_BATCH);
    deletion.removed += removed;
    if (removed < DELETE_BATCH) return deletion;
    if (isPast(deadline)) return { ...deletion, finished: false };
  }
}

/**
 * Every row of a list, a batch at a time: `read` answers the `limit` rows after `after` (the last
 * row of the batch before, by the list's key, not by offset), each batch one short statement.
 */
export async function* rowsByKey<Row>(read: (after: Row | undefined, limit: number) => Promise<Row[]>, limit = 500): AsyncIterable<Row> {
  for (let after: Row | undefined; ;) {
    const rows = await read(after, limit);
    yield* rows;
    if (rows.length < limit) return;
    after = rows[rows.length - 1];
  }
}

/** How many rows a DELETE's result reports. */
export const deletedCount = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
