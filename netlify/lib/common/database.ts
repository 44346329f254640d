/**
 * The functions' records in Postgres, through Netlify Database. The row types are generated from
 * the migrated schema (schema.ts, `npm run db:types`); every query runs in the function tests
 * against a real Postgres, so a column the migrations lack fails a test.
 *
 * Each invocation opens its own connection, from the address the platform hands that invocation,
 * and closes it when the invocation ends (runtime.ts): Netlify sets NETLIFY_DB_URL afresh for each
 * invocation and may rotate the credentials in it, and it freezes an instance between invocations,
 * so a connection kept for the next one could hold old credentials or a socket long since closed.
 *
 * Every wait is bounded:
 * - connecting, by CONNECT_TIMEOUT_MS; a connection refused because the database has none free
 *   (a burst) is asked for again a moment later, for up to CONNECTION_WAIT_MS;
 * - each statement, by STATEMENT_TIMEOUT_MS on the server, which cancels it and so releases what it
 *   locked, and by QUERY_TIMEOUT_MS on the client, for a server that has stopped answering. A
 *   connection that got no answer is destroyed, never used again while its statement may run on;
 * - a whole run, by `within` (time-budget.ts): every wait inside it ends by the run's deadline.
 *
 * Writes that race are single statements (an insert that does nothing on conflict, an update that
 * names the state it changes), never a transaction across calls: atomic on Postgres and on the
 * local emulation alike, which serves every connection from one session.
 */
import { getDatabase } from "@netlify/database";
import type { EventEmitter } from "node:events";
import { performance } from "node:perf_hooks";
import { Kysely, PostgresDialect } from "kysely";
import type { Pool as NodePostgresPool, PoolClient, QueryConfig } from "pg";
import { describeError, type Logger } from "./logger";
import { isPast, RunOutOfTime, timeLeft, type Deadline } from "./time-budget";
import type { DB } from "./schema";

export type Database = DB;

/**
 * Records of each kind found or erased for one address, as the Data requests page counts them
 * (owner/data-requests-store.ts), and as `data_requests.counts` keeps them.
 */
export interface RecordCounts {
  inbox: number;
  spam: number;
  spamChecks: number;
  subscribers: number;
  subscriptionIds: number;
  unsubscribes: number;
}
export type Db = Kysely<Database>;

export const CONNECT_TIMEOUT_MS = 3_000;
export const STATEMENT_TIMEOUT_MS = 4_000;
/** Longer than the server's own limit, whose cancellation (an answer) should come first. */
export const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 1_000;
export const CONNECTION_WAIT_MS = 8_000;
/**
 * A connection left unused this long is closed, so an invocation holds one only while it runs
 * statements, not through a spam check or an email: in a burst the database's few connections go
 * round the many invocations. Statements that follow each other keep theirs.
 */
const CLOSE_IDLE_AFTER_MS = 50;

/** What Postgres answers when it has no connection free: 'too many clients', or slots reserved. */
const TOO_MANY_CONNECTIONS = "53300";
const DATE_TYPE_ID = 1082;

/** Either of Netlify Database's pools: node-postgres's, or Neon's, which speaks the same interface. */
type Pool = ReturnType<typeof getDatabase>["pool"];
type Client = PoolClient;

/** An error the server answered with (it carries a severity): the statement ended there, undone. */
export const answeredByServer = (error: unknown) => Boolean((error as { severity?: unknown } | null)?.severity);

/** `connecting`, or a rejection after `ms`; a connection made after that is closed. */
function soonerOrNot(connecting: Promise<Client>, ms: number): Promise<Client> {
  let timer: NodeJS.Timeout | undefined;
  let late = false;
  connecting.then(
    (client) => late && client.release(true),
    () => undefined,
  );
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      late = true;
      reject(new Error(`No database connection within ${Math.round(ms)} ms`));
    }, ms);
  });
  return Promise.race([connecting, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The client Kysely is handed: each statement's wait capped by the run's time, and the connection
 * destroyed on release when a statement got no answer.
 */
function guarded(client: Client): Client {
  let broken = false;
  const query = (text: string, values?: unknown[]) => {
    const wait = timeLeft(QUERY_TIMEOUT_MS);
    if (wait === 0) return Promise.reject(new RunOutOfTime("a statement"));
    return client.query({ text, values, query_timeout: wait } as QueryConfig).catch((error: unknown) => {
      broken ||= !answeredByServer(error);
      throw error;
    });
  };
  return { query, release: () => client.release(broken) } as unknown as Client;
}

/**
 * Kysely over a pool made at the first query (so a missing NETLIFY_DB_URL fails that query, inside
 * the caller's handling of an unreachable database), configured as every pool of the functions: the
 * bounds above, a `date` read as its `YYYY-MM-DD` text (node-postgres makes it midnight in the
 * machine's time zone), and a listener on each connection, whose 'error', unheard, would stop the
 * function instance. `destroy()` closes the pool's connections.
 */
export function databaseOver(makePool: () => Pool, log: Logger): Db {
  let pool: Pool | undefined;
  const open = () => {
    if (pool) return pool;
    pool = makePool();
    Object.assign(pool.options, {
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: CLOSE_IDLE_AFTER_MS,
      allowExitOnIdle: true,
    });
    const events = pool as unknown as EventEmitter;
    events.on("connect", (client: Client) => {
      client.setTypeParser(DATE_TYPE_ID, (text) => text);
      client.on("error", () => undefined);
      // Queued before the caller's first statement. On the server, so a statement whose caller gave
      // up is cancelled there too, and the locks it waited for or held are let go.
      client.query(`SET statement_timeout = ${STATEMENT_TIMEOUT_MS}`).catch(() => undefined);
    });
    events.on("error", (error: unknown) => log.warn("database-connection-lost", { error: describeError(error) }));
    return pool;
  };
  const connect = async (): Promise<Client> => {
    const giveUpAt = performance.now() + timeLeft(CONNECTION_WAIT_MS);
    for (let pause = 100; ; pause = Math.min(pause * 1.5, 1_000)) {
      const wait = timeLeft(CONNECT_TIMEOUT_MS);
      if (wait === 0) throw new RunOutOfTime("connecting to the database");
      try {
        return guarded(await soonerOrNot((open() as NodePostgresPool).connect(), wait));
      } catch (error) {
        if ((error as { code?: unknown }).code !== TOO_MANY_CONNECTIONS || performance.now() >= giveUpAt) throw error;
        // Each refused attempt costs the server a process: waited for longer each time, at random.
        await new Promise((resolve) => setTimeout(resolve, pause * (0.5 + Math.random())));
      }
    }
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: { connect, end: async () => pool?.end() } as never }) });
}

/**
 * The invocation's database, from the platform's settings of this invocation (NETLIFY_DB_URL, and
 * NETLIFY_DB_DRIVER, which chooses node-postgres or Neon's serverless pool): one connection, closed
 * by `destroy()` at the invocation's end.
 */
export const openDatabase = (log: Logger): Db =>
  databaseOver(() => {
    const { pool } = getDatabase();
    pool.options.max = 1;
    return pool;
  }, log);

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
