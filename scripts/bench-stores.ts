/**
 * `npm run bench:stores`: the records at volume in the local Postgres (Netlify Database's own
 * emulation, PGlite, the one `npm start` and the tests use), each part on a fresh database:
 *
 * 1. the owner's Inbox and Spam pages (50 a page, newest first, with the exact count): the first,
 *    a middle and the last page, each reached by the Older link of the page before it (which reads
 *    on from where that page ended) and by its number alone (which counts its way there), at
 *    20,000 and at 1,000,000 rows of each (BENCH_PAGE_ROWS);
 * 2. the Sources page (tables and the 12 months' chart) over 100,000 enquiries of the last 90 days,
 *    and the CSV of 100,000 enquiries, streamed, each file's rows, bytes and time, following the link
 *    in the last row of a file cut short at the size or time limit (BENCH_SOURCES_ROWS);
 * 3. every retention job clearing 1,000,000 expired rows (BENCH_EXPIRED_ROWS) with the real 20 s
 *    budget a run, run after run until finished, with 10,000 younger rows that must all stay;
 * 4. the Data requests page at 1,000,000 enquiries (BENCH_DATA_REQUEST_ROWS) and a week of spam
 *    checks: the search of an address with one enquiry, with none, and with 500 (and their checks),
 *    the download of the last, and its erase, each one request (BENCH_DATA_REQUESTS=0 skips it).
 *
 * A benchmark, not a test: the machine's load moves the figures. Production runs on Netlify's
 * managed Postgres, which is faster than PGlite in WebAssembly; these are upper bounds. PGlite runs
 * no autovacuum, so each fill is followed by the VACUUM ANALYZE that Postgres's autovacuum does on
 * its own after so many inserts (it marks the pages whose rows every reader sees, which lets an
 * index answer a count or a page without visiting the table).
 */
import { performance } from "node:perf_hooks";
import { Kysely, PostgresDialect, sql } from "kysely";
import { Pool } from "pg";
import { cleanUpSpam } from "../netlify/lib/contact/spam-cleanup";
import { createMessageStore, SPAM_KEPT_DAYS } from "../netlify/lib/contact/message-store";
import type { Database, Db, Deletion } from "../netlify/lib/common/database";
import { deadlineIn } from "../netlify/lib/common/time-budget";
import { createUnconfiguredMailer } from "../netlify/lib/common/mailer";
import { removeOldSpamChecks } from "../netlify/lib/common/spam-filter";
import { handleOwnerRequest, OWNER_PAGE_SIZE } from "../netlify/lib/owner/owner-inbox";
import { handleDataRequest } from "../netlify/lib/owner/data-requests-handler";
import { LOCAL_DATA_REQUESTS_SECRET } from "../netlify/lib/owner/data-requests-store";
import { createSubscriberStore } from "../netlify/lib/newsletter/subscriber-store";
import { PENDING_KEPT_MS } from "../netlify/lib/newsletter/newsletter-cleanup";
import { removePastUsage, usageDay } from "../netlify/lib/reviews/usage";
import { SCHEDULED_RUN_BUDGET_MS } from "../netlify/lib/runtime/runtime";
import { recordingLogger, startDatabase } from "../tests/support/functions/servers";
import { bulkFill, fillUsage } from "../tests/support/functions/volumes";

const rows = (name: string, fallback: string) => (process.env[name] ?? fallback).split(",").map(Number);
const PAGE_ROWS = rows("BENCH_PAGE_ROWS", "20000,1000000");
const [SOURCES_ROWS] = rows("BENCH_SOURCES_ROWS", "100000");
const [EXPIRED_ROWS] = rows("BENCH_EXPIRED_ROWS", "1000000");
const [DATA_REQUEST_ROWS] = rows("BENCH_DATA_REQUEST_ROWS", "1000000");
const YOUNG_ROWS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date();
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${seconds(performance.now() - started)}`);
  return result;
}

/**
 * A fresh database for one part, stopped after it: `db` bounded as the functions' are, and `fill`
 * a connection of its own without their time-outs, for the rows that stand for months of records
 * (on a loaded machine one statement of 100,000 takes longer than a function may wait).
 */
async function withDatabase(part: (db: Db, fill: Db) => Promise<void>): Promise<void> {
  const database = await startDatabase();
  const fill = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: database.url, max: 1 }) }) });
  try {
    await part(database.db, fill);
  } finally {
    await fill.destroy();
    await database.stop();
  }
}

function owner(db: Db) {
  const deps = {
    messages: createMessageStore(db),
    mailer: createUnconfiguredMailer(),
    addresses: { to: "", from: "" },
    now: () => now,
    log: recordingLogger(),
    ownerSecret: "bench",
  };
  return async (label: string, query: string) => {
    const request = new Request(`https://example.org/.netlify/functions/contact-inbox${query}`, {
      headers: { Authorization: "Bearer bench" },
    });
    const started = performance.now();
    const response = await handleOwnerRequest(request, deps);
    const body = await response.text();
    const ms = performance.now() - started;
    const shown = /Showing ([^<:.]+)/.exec(body)?.[1];
    console.log(`  ${label}: ${seconds(ms)} (status ${response.status}${shown ? `; ${shown}` : ""})`);
    return body;
  };
}

/** Runs a retention job with the real budget until it finishes, after the filling's VACUUM ANALYZE; prints each run. */
async function clearOverRuns(db: Db, label: string, run: () => Promise<Deletion>): Promise<void> {
  await sql`VACUUM ANALYZE`.execute(db);
  let total = 0;
  for (let index = 1; ; index++) {
    const started = performance.now();
    const { removed, finished } = await run();
    const ms = performance.now() - started;
    total += removed;
    console.log(
      `  ${label} run ${index}: ${seconds(ms)}, ${removed} rows (${Math.round(removed / (ms / 1000))} a second)${finished ? ", finished" : ""}`,
    );
    if (finished) break;
  }
  console.log(`  ${label}: ${total} rows deleted`);
}

const count = async (db: Db, query: ReturnType<typeof sql<{ rows: number }>>) => (await query.execute(db)).rows[0].rows;

async function pages() {
  for (const size of PAGE_ROWS) {
    await withDatabase(async (db, fill) => {
      await timed(`filled ${size} enquiries over 24 months and ${size} spam entries over 30 days`, async () => {
        await bulkFill(fill, "messages", size, now, 720);
        await bulkFill(fill, "spam", size, now, SPAM_KEPT_DAYS - 1);
        await sql`VACUUM ANALYZE enquiries`.execute(fill);
      });
      const open = owner(db);
      const last = Math.ceil(size / OWNER_PAGE_SIZE);
      const middle = Math.ceil(last / 2);
      const messages = createMessageStore(db);
      console.log(`Owner's pages at ${size} rows of each:`);
      for (const [list, base, read] of [
        ["Inbox", "", (page: number) => messages.page("inbox", { page }, OWNER_PAGE_SIZE)],
        ["Spam", "list=spam&", (page: number) => messages.page("spam", { page }, OWNER_PAGE_SIZE)],
      ] as const) {
        await open(`${list}, page 1`, `?${base}`);
        for (const [page, what] of [
          [middle, "a middle page"],
          [last, "the last page"],
        ] as const) {
          // Where the page before it ended, as its Older link carries it (read untimed).
          const { lastKey } = await read(page - 1);
          await open(`${list}, page ${page} (${what}) by the Older link`, `?${base}page=${page}&older=${encodeURIComponent(lastKey!)}`);
          await open(`${list}, page ${page} (${what}) by its number alone`, `?${base}page=${page}`);
        }
      }
    });
  }
}

async function sourcesAndCsv() {
  await withDatabase(async (db, fill) => {
    await timed(`filled ${SOURCES_ROWS} enquiries over the last 90 days`, async () => {
      await bulkFill(fill, "messages", SOURCES_ROWS, now, 89);
      await sql`VACUUM ANALYZE enquiries`.execute(fill);
    });
    const open = owner(db);
    console.log(`Sources and CSV at ${SOURCES_ROWS} enquiries:`);
    const sources = await open("Sources page (tables and chart)", "?view=sources");
    console.log(`  its totals: ${/Enquiries received: ([^.]+)\./.exec(sources)?.[1]}`);
    let rows = 0;
    for (let file = 1, query: string | undefined = "?format=csv"; query; file++) {
      const csv = await open(`CSV, file ${file}`, query);
      const lines = csv.trimEnd().split("\r\n").slice(1);
      const rest = /^"Export incomplete: .* next file: \S+(\?format=csv&older=\S+)"$/.exec(lines.at(-1) ?? "")?.[1];
      if (rest) lines.pop();
      rows += lines.length;
      console.log(
        `  CSV file ${file}: ${lines.length} rows, ${Buffer.byteLength(csv)} bytes${rest ? ", cut short: the next file carries on" : ""}`,
      );
      query = rest;
    }
    console.log(`  CSV rows in all the files (headers left out): ${rows}`);
  });
}

async function retention() {
  const younger = `${YOUNG_ROWS} younger`;
  console.log(`Retention jobs, ${EXPIRED_ROWS} expired rows each, ${younger}, ${SCHEDULED_RUN_BUDGET_MS / 1000} s budget a run:`);
  const spamJob = (db: Db) => () =>
    cleanUpSpam({
      messages: createMessageStore(db),
      spamCheckRecords: db,
      now: () => now,
      log: recordingLogger(),
      budgetMs: SCHEDULED_RUN_BUDGET_MS,
    });

  await withDatabase(async (db, fill) => {
    await timed("  filled spam", async () => {
      await bulkFill(fill, "spam", EXPIRED_ROWS, new Date(now.getTime() - (SPAM_KEPT_DAYS + 1) * DAY_MS), 5);
      await bulkFill(fill, "spam", YOUNG_ROWS, now, SPAM_KEPT_DAYS - 1, EXPIRED_ROWS);
    });
    await clearOverRuns(db, "spam after 30 days", async () => (await spamJob(db)()).spam);
    console.log(`  spam kept: ${await count(db, sql`SELECT count(*)::int AS rows FROM enquiries`)} of ${YOUNG_ROWS}`);
  });

  await withDatabase(async (db, fill) => {
    await timed("  filled enquiries", async () => {
      await bulkFill(fill, "messages", EXPIRED_ROWS, new Date(now.getTime() - 740 * DAY_MS), 60);
      await bulkFill(fill, "messages", YOUNG_ROWS, now, 700, EXPIRED_ROWS);
    });
    await clearOverRuns(db, "enquiries after 24 months", async () => (await spamJob(db)()).messages);
    console.log(`  enquiries kept: ${await count(db, sql`SELECT count(*)::int AS rows FROM enquiries`)} of ${YOUNG_ROWS}`);
  });

  await withDatabase(async (db, fill) => {
    await timed("  filled spam checks", async () => {
      await sql`INSERT INTO spam_checks (checked_at, outcome, reference)
        SELECT ${now}::timestamptz - interval '8 days' - n * interval '1 second', 'ham', n::text FROM generate_series(1, ${EXPIRED_ROWS}) AS n`.execute(
        fill,
      );
      await sql`INSERT INTO spam_checks (checked_at, outcome, reference)
        SELECT ${now}::timestamptz - n * interval '1 minute', 'ham', n::text FROM generate_series(1, ${YOUNG_ROWS}) AS n`.execute(fill);
    });
    await clearOverRuns(db, "spam checks after 7 days", () => removeOldSpamChecks(db, now, deadlineIn(SCHEDULED_RUN_BUDGET_MS)));
    console.log(`  checks kept: ${await count(db, sql`SELECT count(*)::int AS rows FROM spam_checks`)} of ${YOUNG_ROWS}`);
  });

  await withDatabase(async (db, filler) => {
    await timed("  filled unconfirmed sign-ups", async () => {
      const fill = (from: number, to: number, age: ReturnType<typeof sql>) =>
        sql`
        WITH added AS (
          INSERT INTO subscribers (address_key, id, email, source, status, subscribed_at, confirmation_sent_at)
          SELECT md5(n::text) || md5('x' || n), 'sub-' || lpad(n::text, 16, '0'), 'reader-' || n || '@example.com', 'footer', 'pending', at, at
          FROM generate_series(${from}::int, ${to}::int) AS n, LATERAL (SELECT ${age} AS at) AS sent
          RETURNING id, address_key)
        INSERT INTO subscription_ids SELECT id, address_key FROM added`.execute(filler);
      const cutoff = new Date(now.getTime() - PENDING_KEPT_MS);
      for (let from = 1; from <= EXPIRED_ROWS; from += 100_000)
        await fill(from, Math.min(EXPIRED_ROWS, from + 99_999), sql`${cutoff}::timestamptz - n * interval '1 second'`);
      await fill(EXPIRED_ROWS + 1, EXPIRED_ROWS + YOUNG_ROWS, sql`${now}::timestamptz - (n - ${EXPIRED_ROWS}) * interval '1 second'`);
    });
    const subscribers = createSubscriberStore(db);
    await clearOverRuns(db, "unconfirmed sign-ups after 7 days", () =>
      subscribers.removeExpiredPending(new Date(now.getTime() - PENDING_KEPT_MS), deadlineIn(SCHEDULED_RUN_BUDGET_MS)),
    );
    console.log(
      `  sign-ups kept: ${await count(db, sql`SELECT count(*)::int AS rows FROM subscribers`)} of ${YOUNG_ROWS}, their ids ${await count(db, sql`SELECT count(*)::int AS rows FROM subscription_ids`)}`,
    );
  });

  await withDatabase(async (db, fill) => {
    const days = [1, 2, 3].map((back) => usageDay(new Date(now.getTime() - back * DAY_MS)));
    await timed("  filled the reviews' usage", async () => {
      for (let done = 0; done < EXPIRED_ROWS; done += 100_000) await fillUsage(fill, Math.min(100_000, EXPIRED_ROWS - done), days, done);
      await fillUsage(fill, YOUNG_ROWS, [usageDay(now)], EXPIRED_ROWS);
    });
    await clearOverRuns(db, "reviews' usage of past days", () =>
      removePastUsage(db, now, recordingLogger(), deadlineIn(SCHEDULED_RUN_BUDGET_MS)),
    );
    console.log(`  today's usage kept: ${await count(db, sql`SELECT count(*)::int AS rows FROM reviews_visitors`)} of ${YOUNG_ROWS}`);
  });
}

async function dataRequests() {
  const person = "grace.adeyemi@kestrel-logistics.co.uk";
  const theirs = 500;
  await withDatabase(async (db, filler) => {
    await timed(
      `filled ${DATA_REQUEST_ROWS} enquiries over 24 months, ${theirs} more from one address, and a week of spam checks`,
      async () => {
        await bulkFill(filler, "messages", DATA_REQUEST_ROWS, now, 720);
        await sql`
        INSERT INTO enquiries (id, received_at, status, attempts, sent_at, first_name, last_name, email, company, industry, project_type, message)
        SELECT gen_random_uuid(), ${now}::timestamptz - n * interval '1 day', 'sent', 1, ${now}, 'Grace', 'Adeyemi',
          CASE WHEN n % 2 = 0 THEN ${person} ELSE upper(${person}) END, 'Kestrel Logistics', '', '', 'Enquiry ' || n
        FROM generate_series(1, ${theirs}) AS n`.execute(filler);
        // A check of each of their enquiries, and of 100,000 others (a week's at a very busy site).
        await sql`INSERT INTO spam_checks (checked_at, outcome, reference)
        SELECT ${now}::timestamptz, 'ham', id::text FROM enquiries WHERE first_name = 'Grace'
        UNION ALL SELECT ${now}::timestamptz, 'ham', id::text FROM enquiries WHERE first_name <> 'Grace' LIMIT ${theirs + 100_000}`.execute(
          filler,
        );
        await sql`VACUUM ANALYZE`.execute(filler);
      },
    );
    const deps = {
      ownerSecret: "bench",
      dataRequestsSecret: LOCAL_DATA_REQUESTS_SECRET,
      records: db,
      now: () => now,
      log: recordingLogger(),
    };
    console.log(`Data requests at ${DATA_REQUEST_ROWS + theirs} enquiries:`);
    const ask = async (label: string, action: string, email: string) => {
      const request = new Request("https://example.org/.netlify/functions/data-requests", {
        method: "POST",
        headers: { Authorization: "Bearer bench", Origin: "https://example.org", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ action, email }).toString(),
      });
      const started = performance.now();
      const response = await handleDataRequest(request, deps);
      const body = await response.text();
      const ms = performance.now() - started;
      const found = /Erased [^.]+|In the inbox \(\d+\)|Nothing is kept/.exec(body)?.[0] ?? `${Buffer.byteLength(body)} bytes`;
      console.log(`  ${label}: ${seconds(ms)} (status ${response.status}; ${found})`);
    };
    await ask("search, an address with one enquiry", "search", `Sender-${Math.floor(DATA_REQUEST_ROWS / 2)}@Example.com`);
    await ask("search, an address with none", "search", "nobody@example.co.uk");
    await ask(`search, an address with ${theirs} enquiries`, "search", person);
    await ask(`download, ${theirs} enquiries`, "export", person);
    await ask(`erase, ${theirs} enquiries and their checks`, "erase", person);
    await ask("search again", "search", person);
  });
}

async function main() {
  if (process.env.BENCH_PAGES !== "0") await pages();
  if (process.env.BENCH_SOURCES !== "0") await sourcesAndCsv();
  if (process.env.BENCH_RETENTION !== "0") await retention();
  if (process.env.BENCH_DATA_REQUESTS !== "0") await dataRequests();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
