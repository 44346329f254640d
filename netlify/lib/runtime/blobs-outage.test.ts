/**
 * Netlify Blobs down, answering 503 as in an outage (which @netlify/blobs retries 5 times, 5 s
 * apart, as on the platform): an enquiry is stored and answered as fast as with Blobs up, a raise
 * that failed is tried again after the answer, and the retry job still looks, delivers and ends
 * within its one bound. Through the functions' own parts (`serve`), against a real Postgres, a
 * real mail server and a Blobs stand-in.
 */
import "../../../tests/support/functions/blobs-as-deployed";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { emptyContactMessage } from "../../../src/lib/contact-schema";
import { startBlobsStandIn } from "../../../tests/support/functions/blobs-stand-in";
import { jsonPost, visitorFields } from "../../../tests/support/functions/contact";
import { useDatabaseAndMail, useStandIn, withMailServerDown } from "../../../tests/support/functions/servers";
import { handleContactRequest } from "../contact/contact-handler";
import { retryWhenDue, RUN_TIME_MS, type RetrySummary } from "../contact/retry-pending";
import { serve } from "./runtime";

const servers = useDatabaseAndMail();
const blobs = useStandIn(startBlobsStandIn, (standIn) => standIn.reset());
const saved = { ...process.env };
beforeEach(() => {
  process.env.NETLIFY_DB_URL = servers.database.url;
  process.env.SMTP_URL = servers.mail.url;
  blobs.use();
});
afterEach(() => {
  process.env = { ...saved };
});

/** One invocation of the contact function as Netlify makes it: answered, then its work after the answer. */
async function invokeContact(): Promise<{ status: number; ms: number; after: Promise<unknown> }> {
  const message = { ...emptyContactMessage(randomUUID()), ...visitorFields() };
  const started = performance.now();
  const work: Promise<unknown>[] = [];
  const response = await serve(jsonPost(message), { deploy: { context: "" }, waitUntil: (promise) => void work.push(promise) }, (deps) =>
    handleContactRequest(jsonPost(message), deps),
  );
  await response!.text();
  return { status: response!.status, ms: performance.now() - started, after: Promise.all(work) };
}

async function invokeRetry(): Promise<{ summary: RetrySummary | null; ms: number }> {
  const started = performance.now();
  let summary: RetrySummary | null = null;
  await serve(undefined, { deploy: { context: "" } }, async (deps) => void (summary = await retryWhenDue(deps)));
  return { summary, ms: performance.now() - started };
}

const stored = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM enquiries`.execute(servers.db)).rows[0].n);
const raised = () => [...blobs.values.keys()].some((key) => key.endsWith("/raised"));

it("stores and answers an enquiry as fast with Blobs down as with it up", async () => {
  // The first invocation of a file pays for loading the modules.
  await (
    await invokeContact()
  ).after;
  const up: number[] = [];
  const down: number[] = [];
  for (let round = 0; round < 3; round++) {
    blobs.down = false;
    const withBlobs = await invokeContact();
    up.push(withBlobs.ms);
    await withBlobs.after;
    blobs.down = true;
    const without = await invokeContact();
    expect(without.status).toBe(202);
    down.push(without.ms);
    await without.after;
  }
  console.info(`Enquiry answered: Blobs up ${up.map(Math.round).join(", ")} ms; Blobs down ${down.map(Math.round).join(", ")} ms`);
  expect(await stored()).toBe(7);
  expect(Math.max(...down)).toBeLessThan(Math.max(...up) + 1_000);
}, 60_000);

it("raises the signal after the answer once Blobs is back within the raise's tries", async () => {
  blobs.down = true;
  const enquiry = await invokeContact();
  expect(raised()).toBe(false);
  setTimeout(() => (blobs.down = false), 1_000);
  await enquiry.after;
  expect(raised()).toBe(true);
}, 30_000);

it("the retry job, with Blobs down, looks, delivers what waits and ends well within its bound", async () => {
  blobs.down = true;
  await withMailServerDown(servers.mail, async () => (await invokeContact()).after);
  expect(servers.mail.received).toHaveLength(0);
  // Its lease, taken for the first attempt, is over.
  await sql`UPDATE enquiries SET next_attempt_at = now() - interval '1 minute'`.execute(servers.db);

  const run = await invokeRetry();
  console.info(`Retry run with Blobs down: ${Math.round(run.ms)} ms`);
  expect(run.summary?.sent).toHaveLength(1);
  expect(servers.mail.received).toHaveLength(1);
  expect(run.ms).toBeLessThan(5_000);
}, 60_000);

it("the retry job ends within its one bound when the database never answers and Blobs is down", async () => {
  blobs.down = true;
  process.env.NETLIFY_DB_URL = servers.database.unreachableUrl("silent");
  const run = await invokeRetry();
  console.info(`Retry run, database silent and Blobs down: ${Math.round(run.ms)} ms (bound ${RUN_TIME_MS} ms)`);
  expect(run.summary?.problems.databaseUnreachable).toBe(true);
  expect(run.ms).toBeLessThan(RUN_TIME_MS + 1_500);
}, 60_000);
