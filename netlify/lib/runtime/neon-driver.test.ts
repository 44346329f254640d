/**
 * The code path production runs: on Netlify, `@netlify/database` selects Neon's serverless driver
 * (a Pool over WebSockets), and every other function test runs node-postgres. Here the functions'
 * own parts (`serve`, reading NETLIFY_DB_URL and NETLIFY_DB_DRIVER on each invocation) run Neon's
 * driver through a local WebSocket proxy to a real Postgres server (Debian's), for storing an
 * enquiry, a burst beyond the connection limit, and a database that takes connections and never
 * answers.
 */
import { randomUUID } from "node:crypto";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import { emptyContactMessage } from "../../../src/lib/contact-schema";
import type { Db } from "../common/database";
import { handleContactRequest } from "../contact/contact-handler";
import { jsonPost, visitorFields } from "../../../tests/support/functions/contact";
import { useNeonDriver } from "../../../tests/support/functions/neon-proxy";
import { startPostgresServer, type PostgresServer } from "../../../tests/support/functions/postgres-server";
import { connect, recordingLogger, startMailServer, type MailServer } from "../../../tests/support/functions/servers";
import { serve } from "./runtime";

// A burst starved of processor beside the build is tried once more in CI (database-platform.test.ts says why).
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });

const neon = useNeonDriver();
let postgres: PostgresServer;
let mail: MailServer;
let db: Db;

beforeAll(async () => {
  [postgres, mail] = await Promise.all([startPostgresServer({ maxConnections: 20 }), startMailServer()]);
  db = connect(postgres.url(), recordingLogger(), 2);
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await mail?.stop();
  postgres?.stop();
});
const saved = { ...process.env };
beforeEach(async () => {
  await db.deleteFrom("enquiries").execute();
  mail.received.length = 0;
  Object.assign(process.env, { NETLIFY_DB_URL: postgres.url(), SMTP_URL: mail.url });
});
afterEach(() => {
  process.env = { ...saved, NETLIFY_DB_DRIVER: process.env.NETLIFY_DB_DRIVER };
});

/** One invocation of the contact function as Netlify makes it: the work after the answer awaited, as the platform does. */
async function invokeContact(): Promise<{ status: number; ms: number }> {
  const message = { ...emptyContactMessage(randomUUID()), ...visitorFields() };
  const started = performance.now();
  const work: Promise<unknown>[] = [];
  const response = await serve(jsonPost(message), { deploy: { context: "" }, waitUntil: (promise) => void work.push(promise) }, (deps) =>
    handleContactRequest(jsonPost(message), deps),
  );
  const ms = performance.now() - started;
  await response!.text();
  await Promise.all(work);
  return { status: response!.status, ms };
}

it("stores and emails an enquiry through Neon's driver", async () => {
  const before = neon.proxy.connections;
  const answer = await invokeContact();
  console.info(`Neon's driver, one enquiry: answered in ${Math.round(answer.ms)} ms`);
  expect(answer).toMatchObject({ status: 202 });
  expect(neon.proxy.connections).toBeGreaterThan(before);
  expect(await db.selectFrom("enquiries").select("status").execute()).toEqual([{ status: "sent" }]);
  expect(mail.received).toHaveLength(1);
});

it("stores and emails each of a burst of 60 enquiries at 20 connections once", async () => {
  const quiet = (["log", "info", "warn", "error"] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => undefined));
  const started = performance.now();
  const opened = neon.proxy.connections;
  const answers = await Promise.all(Array.from({ length: 60 }, () => invokeContact())).finally(() =>
    quiet.forEach((spy) => spy.mockRestore()),
  );
  console.info(
    `Neon's driver, burst of 60 at 20 connections: done in ${Math.round(performance.now() - started)} ms, slowest answer ${Math.round(Math.max(...answers.map(({ ms }) => ms)))} ms, ${neon.proxy.connections - opened} connections made`,
  );
  expect(answers.every(({ status }) => status === 202)).toBe(true);
  const rows = await db.selectFrom("enquiries").select("status").execute();
  expect(rows).toHaveLength(60);
  expect(rows.every(({ status }) => status === "sent")).toBe(true);
  expect(mail.received).toHaveLength(60);
}, 90_000);

it("answers within 10 s, the enquiry emailed, when the database takes connections and never answers", async () => {
  const held = new Set<Socket>();
  const silent = createServer((socket) => void held.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  try {
    const url = new URL(postgres.url());
    url.port = String((silent.address() as AddressInfo).port);
    process.env.NETLIFY_DB_URL = url.href;
    const answer = await invokeContact();
    console.info(`Neon's driver, silent database: answered in ${Math.round(answer.ms)} ms`);
    expect(answer.status).toBe(202);
    expect(answer.ms).toBeLessThan(10_000);
    expect(held.size).toBeGreaterThan(0);
    expect(mail.received).toHaveLength(1);
  } finally {
    held.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  }
}, 30_000);
