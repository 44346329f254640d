/**
 * What the scheduled jobs cost a quiet site: Netlify Database bills the time its compute is awake,
 * and it sleeps after 5 minutes without a query. A day of the schedule is played out on a clock
 * moved by hand (the retry job every ten minutes, the cleanups at midnight), each run with a
 * connection of its own, as each invocation has, through a relay that counts them; the work
 * signal is kept in a Blobs store in memory.
 */
import { randomUUID } from "node:crypto";
import { emptyContactMessage } from "../../../src/lib/contact-schema";
import { createSmtpMailer } from "../common/mailer";
import { createAlertStateStore } from "../common/alerts";
import { handleContactRequest } from "./contact-handler";
import { createMessageStore } from "./message-store";
import { retryWhenDue } from "./retry-pending";
import { cleanUpSpam } from "./spam-cleanup";
import { createWorkSignal, type WorkSignal } from "./work-signal";
import { jsonPost, visitorFields } from "../../../tests/support/functions/contact";
import {
  connect,
  manualClock,
  recordingLogger,
  memoryBlobs,
  startRelay,
  useDatabaseAndMail,
  withMailServerDown,
  type Relay,
} from "../../../tests/support/functions/servers";

const servers = useDatabaseAndMail();
const SLEEPS_AFTER_MS = 5 * 60_000;

/** A day of the schedule from midnight, `during(slot)` run before each ten-minute slot's jobs; the times the database was woken. */
async function playDay(
  relay: Relay,
  clock: ReturnType<typeof manualClock>,
  signal: WorkSignal,
  during: (minute: number) => Promise<void> = async () => {},
) {
  const log = recordingLogger();
  const touched: Date[] = [];
  for (let minute = 0; minute < 24 * 60; minute += 10) {
    await during(minute);
    const before = relay.connections;
    const db = connect(relay.url, log);
    const messages = createMessageStore(db);
    const parts = {
      messages,
      mailer: createSmtpMailer(servers.mail.url, 5_000),
      addresses: { to: "a@example.com", from: "b@example.com" },
    };
    await retryWhenDue({
      ...parts,
      now: clock.now,
      log,
      signal,
      budgetMs: 12_000,
      alerts: { channel: null, state: createAlertStateStore(db) },
      missingSettings: [],
    });
    if (minute === 0) await cleanUpSpam({ messages, spamCheckRecords: db, now: clock.now, log, budgetMs: 12_000 });
    await db.destroy();
    if (relay.connections > before) touched.push(clock.now());
    clock.advanceMinutes(10);
  }
  // A wake is a touch after the database has slept: more than five minutes after the one before.
  return touched.filter((at, index) => index === 0 || at.getTime() - touched[index - 1].getTime() > SLEEPS_AFTER_MS);
}

it("wakes the database once on a day with no enquiries: the daily round", async () => {
  const relay = await startRelay(servers.database.url);
  try {
    const clock = manualClock("2025-11-24T00:00:00.000Z");
    const blobs = memoryBlobs();
    const wakes = await playDay(
      relay,
      clock,
      createWorkSignal(() => blobs, recordingLogger()),
    );
    console.info(
      `A quiet day: the database woken ${wakes.length} time(s), at ${wakes.map((at) => at.toISOString().slice(11, 16)).join(", ")}`,
    );
    expect(wakes.map((at) => at.toISOString())).toEqual(["2025-11-24T00:00:00.000Z"]);
  } finally {
    await relay.stop();
  }
}, 120_000);

it("wakes it for an enquiry the mail server could not take, until it is sent, and not after", async () => {
  const relay = await startRelay(servers.database.url);
  try {
    const clock = manualClock("2025-11-25T00:00:00.000Z");
    const message = { ...emptyContactMessage(randomUUID()), ...visitorFields() };
    let restore: (() => void) | undefined;
    const blobs = memoryBlobs();
    const signal = createWorkSignal(() => blobs, recordingLogger());
    const wakes = await playDay(relay, clock, signal, async (minute) => {
      if (minute === 9 * 60) {
        // At 09:00 an enquiry arrives while the mail server is down; it is back at 10:00.
        const db = connect(relay.url);
        const deps = {
          messages: createMessageStore(db),
          mailer: createSmtpMailer(servers.mail.url, 5_000),
          addresses: { to: "a@example.com", from: "b@example.com" },
          now: clock.now,
          log: recordingLogger(),
          signal,
        };
        const down = new Promise<void>((resolve) => (restore = resolve));
        void withMailServerDown(servers.mail, () => down);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect((await handleContactRequest(jsonPost(message), deps)).status).toBe(202);
        await db.destroy();
      }
      if (minute === 10 * 60) {
        restore?.();
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    });
    console.info(`A day with one enquiry during a mail outage: woken at ${wakes.map((at) => at.toISOString().slice(11, 16)).join(", ")}`);
    expect(servers.mail.received).toHaveLength(1);
    // The daily round; then nothing until the enquiry came, and each run while it waited (its retries
    // at 09:05, 09:20, 09:40 and 10:20 by the back-off, the last one sent); nothing once it was sent.
    const at = (time: string) => `2025-11-25T${time}:00.000Z`;
    expect(wakes.map((wake) => wake.toISOString())).toEqual(
      ["00:00", "09:00", "09:10", "09:20", "09:30", "09:40", "09:50", "10:00", "10:10", "10:20"].map(at),
    );
  } finally {
    await relay.stop();
  }
}, 120_000);
