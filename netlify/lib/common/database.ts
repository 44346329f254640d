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
 * Every wait is bounded: connecting by CONNECT_TIMEOUT_MS (a connection refused because the
 * database has none free, in a burst, is asked for again for up to CONNECTION_WAIT_MS); each
 * statement by STATEMENT_TIMEOUT_MS on the server, which cancels it and so releases what it locked,
 * and by QUERY_TIMEOUT_MS on the client, for a server that has stopped answering (a connection that
 * got no answer is destroyed, never reused while its statement may run on); and a whole run by
 * `within` (time-budget.ts).
 *
 * Writes that race are single statements (an insert that does nothing on conflict, an update that
 * names the state it changes), never a transaction across calls: atomic on Postgres and on the
 * local emulation alike, which serves every connection from one session.
 */
import { getDatabase } from "@netlify/database";
import type { EventEmitter } from "node:events";
import { performance } from "node:perf_hooks";
import { expressionBuilder, Kysely, PostgresDialect, sql } from "kysely";
import type { Expression, ExpressionBuilder, RawBuilder, SelectQueryBuilder, SqlBool } from "kysely";
import type { Pool as NodePostgresPool, PoolClient as Client, QueryConfig } from "pg";
import { describeError, type Logger } from "./logger";
import { isPast, RunOutOfTime, timeLeft, type Deadline } from "./time-budget";
import type { DB as Database } from "./schema";

export type { Database };
export type Db = Kysely<Database>;

export const CONNECT_TIMEOUT_MS = 3_000;
export const STATEMENT_TIMEOUT_MS = 4_000;
/** Longer than the server's own limit, whose cancellation (an answer) should come first. */
export const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 1_000;
export const CONNECTION_WAIT_MS = 8_000;
/**
 * A connection left unused this long is closed, so an invocation holds one only while it runs
 * statements, not through a spam check or an email: in a burst the database's few connections go
 * round the many invocations.
 */
const CLOSE_IDLE_AFTER_MS = 50;
/** What Postgres answers when it has no connection free: 'too many clients', or slots reserved. */
const TOO_MANY_CONNECTIONS = "53300";
const DATE_TYPE_ID = 1082;

/** Either of Netlify Database's pools: node-postgres's, or Neon's, which speaks the same interface. */
type Pool = ReturnType<typeof getDatabase>["pool"];

/** An error the server answered with (it carries a severity): the statement ended there, undone. */
export const answeredByServer = (error: unknown) => Boolean((error as { severity?: unknown } | null)?.severity);

/** The client Kysely is handed: each statement's wait capped by the run's time, the connection destroyed on release when one got no answer. */
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
  let pool: NodePostgresPool | undefined;
  const open = () => {
    if (pool) return pool;
    pool = makePool() as NodePostgresPool;
    Object.assign(pool.options, { idleTimeoutMillis: CLOSE_IDLE_AFTER_MS, allowExitOnIdle: true });
    const events = pool as unknown as EventEmitter;
    events.on("connect", (client: Client) => {
      client.setTypeParser(DATE_TYPE_ID, (text) => text);
      client.on("error", () => undefined);
      // Queued before the caller's first statement: on the server, so a statement whose caller gave
      // up is cancelled there too, and the locks it waited for or held are let go.
      client.query(`SET statement_timeout = ${STATEMENT_TIMEOUT_MS}`).catch(() => undefined);
    });
    events.on("error", (error: unknown) => log.warn("database-connection-lost", { error: describeError(error) }));
    return pool;
  };
  const connect = async (): Promise<Client> => {
    const giveUpAt = performance.now() + timeLeft(CONNECTION_WAIT_MS);
    for (let pause = 100; ; pause = Math.min(pause * 1.5, 1_000)) {
      // pg reads its time-out as it starts connecting, and closes a connection that comes later.
      const wait = (open().options.connectionTimeoutMillis = timeLeft(CONNECT_TIMEOUT_MS));
      if (wait === 0) throw new RunOutOfTime("connecting to the database");
      try {
        return guarded(await open().connect());
      } catch (error) {
        if ((error as { code?: unknown }).code !== TOO_MANY_CONNECTIONS || performance.now() >= giveUpAt) throw error;
        // Each refused attempt costs the server a process: waited for longer each time, at random.
        await new Promise((resolve) => setTimeout(resolve, pause * (0.5 + Math.random())));
      }
    }
  };
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: { connect, end: async () => pool?.end() } as never }) });
}

/** The invocation's one connection, from its NETLIFY_DB_URL (and NETLIFY_DB_DRIVER, node-postgres or Neon's), closed by `destroy()`. */
export const openDatabase = (log: Logger): Db =>
  databaseOver(() => {
    const { pool } = getDatabase();
    pool.options.max = 1;
    return pool;
  }, log);

/** The rows a run deleted, and whether it left nothing due for the next run. */
export type Deletion = { removed: number; finished: boolean };

/** Rows deleted by one statement: enough to clear a backlog fast, few enough to keep each statement short. */
export const DELETE_BATCH = 5_000;

/**
 * Deletes the rows of `table` that `due` picks, `DELETE_BATCH` at a time until a batch finds fewer
 * or `deadline` passes (the next run carries on; every run deletes a batch). Each batch is chosen by
 * `key` and `due` is checked again on each row reached, so a row changed since it was chosen stays;
 * `also`, more WITH clauses, deletes what goes with the batch (`gone`) in the same statement.
 */
export async function deleteDue<T extends keyof Database>(
  db: Db,
  table: T,
  due: (row: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
  deadline: Deadline,
  { key = sql`id`, also = sql`` }: { key?: RawBuilder<unknown>; also?: RawBuilder<unknown> } = {},
): Promise<Deletion> {
  const where = due(expressionBuilder<Database, T>());
  for (let removed = 0; ;) {
    const { rows } = await sql<{ batch: number }>`WITH gone AS (DELETE FROM ${sql.table(table)} WHERE (${key}) IN
      (SELECT ${key} FROM ${sql.table(table)} WHERE ${where} LIMIT ${DELETE_BATCH}) AND ${where} RETURNING *)${also}
      SELECT count(*)::int AS batch FROM gone`.execute(db);
    removed += rows[0].batch;
    if (rows[0].batch < DELETE_BATCH || isPast(deadline)) return { removed, finished: rows[0].batch < DELETE_BATCH };
  }
}

/**
 * Every row `query` selects, in the order of `keys` (unique together), a batch at a time: each
 * batch the rows past the last of the one before (or past `after`) by those keys, never by offset.
 */
export async function* rowsByKey<Row>(
  query: SelectQueryBuilder<Database, keyof Database, Row>,
  keys: ReadonlyArray<keyof Row & string>,
  { order = "asc", after, limit = 500 }: { order?: "asc" | "desc"; after?: Partial<Row>; limit?: number } = {},
): AsyncIterable<Row> {
  const ordered = keys.reduce((sorted, key) => sorted.orderBy(sql.ref(key), order), query).limit(limit);
  for (let from = after; ;) {
    const rows = (await (from ? ordered.where(past(keys, from, order)) : ordered).execute()) as Row[];
    yield* rows;
    if (rows.length < limit) return;
    from = rows[rows.length - 1];
  }
}

/** The rows after `row` in the order of `keys`: `(a, b) > (x, y)`, or `<` newest first. */
export const past = <Row>(keys: ReadonlyArray<keyof Row & string>, row: Partial<Row>, order: "asc" | "desc") =>
  sql<SqlBool>`(${sql.join(keys.map((key) => sql.ref(key)))}) ${sql.raw(order === "asc" ? ">" : "<")} (${sql.join(keys.map((key) => row[key]))})`;

/** Whether a statement found (or wrote and returned) a row. */
export const found = async (query: { executeTakeFirst(): Promise<unknown> }) => (await query.executeTakeFirst()) !== undefined;
/** Whether an UPDATE changed a row. */
export const changed = async (update: { executeTakeFirst(): Promise<{ numUpdatedRows: bigint }> }) =>
  (await update.executeTakeFirst()).numUpdatedRows > 0n;
