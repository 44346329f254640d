/**
 * The contact db's cleanup at volume, against the local Blobs server: a run stops within its
 * budget, successive runs finish the work, and nothing younger than its period goes. The volumes
 * here are small with a tiny budget, so several runs are needed; scripts/bench-stores.ts runs the
 * full volumes (20,000 spam entries) and times them.
 */
import { performance } from "node:perf_hooks";
import { cleanUpSpam } from "./spam-cleanup";
import { createMessageStore, SPAM_KEPT_DAYS } from "./message-store";
import { manualClock, recordingLogger, useDatabaseAndMail } from "../../../tests/support/functions/servers";
import { fillMessages, fillSpam } from "../../../tests/support/functions/volumes";

const servers = useDatabaseAndMail();
const EXPIRED = Number(process.env.CLEANUP_TEST_EXPIRED ?? 300);
const YOUNG = Number(process.env.CLEANUP_TEST_YOUNG ?? 60);
const BUDGET_MS = 40;
/**
 * A run may overrun its budget by the listing and the batch of deletions under way when it ran out;
 * a real run's 20 s budget leaves 10 s of Netlify's 30 s for that.
 */
const OVERRUN_ALLOWANCE_MS = 5_000;

it("deletes spam past its 30 days over successive runs, each within its budget, and keeps every younger entry", async () => {
  const clock = manualClock();
  // Deletions tidy the folders they empty, as Netlify has none.
  const db = servers.blobs.storeAsNetlify("contact-messages");
  const messages = createMessageStore(db);
  // Expired entries over the five days past the limit, young ones over the 30 days.
  const expired = await fillSpam(messages, EXPIRED, clock.now(), (index) => SPAM_KEPT_DAYS + 1 + (index % 5));
  const young = await fillSpam(messages, YOUNG, clock.now(), (index) => (index % SPAM_KEPT_DAYS) + 0.5, EXPIRED);
  // The owner has looked at the list: each day's count is kept, and today's hours'.
  await messages.spamPage(2, 50, clock.now()).then(({ stillCounting }) => stillCounting);
  const expiredDays = new Set(
    expired.map((_, index) => new Date(clock.now().getTime() - (SPAM_KEPT_DAYS + 1 + (index % 5)) * 86_400_000).toISOString().slice(0, 10)),
  );
  const ofExpiredDays = async () =>
    (await db.list()).blobs.map(({ key }) => key).filter((key) => [...expiredDays].some((day) => key.includes(`/${day}`)));
  expect((await ofExpiredDays()).filter((key) => key.startsWith("totals/"))).not.toEqual([]);
  const log = recordingLogger();

  const runs: Array<{ removed: number; finished: boolean; ms: number }> = [];
  for (let run = 0; run < 100 && !runs.at(-1)?.finished; run++) {
    const started = performance.now();
    const report = await cleanUpSpam({ messages, now: clock.now, log, budgetMs: BUDGET_MS });
    runs.push({ removed: report.spam.removed, finished: report.spam.finished, ms: performance.now() - started });
  }

  expect(runs.length).toBeGreaterThan(1);
  expect(runs.at(-1)?.finished).toBe(true);
  expect(runs.reduce((sum, { removed }) => sum + removed, 0)).toBe(EXPIRED);
  for (const { ms } of runs) expect(ms).toBeLessThan(BUDGET_MS + OVERRUN_ALLOWANCE_MS);
  const page = await messages.spamPage(1, 50, clock.now());
  expect(page.total).toBe(YOUNG);
  // Nothing of the days gone is left: no entry, id marker or kept count.
  expect(await ofExpiredDays()).toEqual([]);
  expect(await messages.getSpam(expired[0])).toBeNull();
  for (const id of young) expect(await messages.getSpam(id)).not.toBeNull();
  // Each run says how much went and how much is left, in counts only.
  const logged = log.entries.filter(({ event }) => event === "spam-cleaned-up");
  expect(logged).toHaveLength(runs.length);
  expect(logged[0].details).toMatchObject({ deletedSpam: runs[0].removed, finished: false });
  expect(JSON.stringify(logged)).not.toContain("example.com");
}, 120_000);

it("deletes messages 24 months to the day after they arrived, with their index, and keeps the younger ones", async () => {
  const clock = manualClock();
  const messages = createMessageStore(servers.db);
  // 10 long past; in the month 24 months back, 5 from before its day and 5 from after; 20 younger.
  const ages = (index: number) => (index < 10 ? 2 * 365 + 40 : index < 15 ? 2 * 365 + 4 : index < 20 ? 2 * 365 - 2 : 2 * 365 - 40);
  const ids = await fillMessages(messages, 40, clock.now(), ages);
  // The owner has looked: the months' counts are kept, and must not outlive what they counted.
  await (
    await messages.messagesPage(1, 50, clock.now())
  ).stillCounting;
  const report = await cleanUpSpam({ messages, now: clock.now, log: recordingLogger(), budgetMs: 10_000 });
  expect(report.messages).toEqual({ removed: 15, left: 0, finished: true });
  expect((await messages.messagesPage(1, 50, clock.now())).total).toBe(25);
  expect(await messages.get(ids[14])).toBeNull();
  expect(await messages.get(ids[15])).not.toBeNull();
});

it("moves spam and messages stored before the present layout into it, deleting the spam already past its 30 days", async () => {
  const clock = manualClock();
  const db = servers.db;
  const messages = createMessageStore(db);
  const at = (days: number) => new Date(clock.now().getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const fields = {
    firstName: "Ann",
    lastName: "Old",
    email: "ann@example.com",
    company: "",
    industry: "",
    projectType: "",
    message: "An older message.",
  };
  await db.setJSON("spam/legacy-young", { id: "legacy-young", receivedAt: at(3), markedAt: at(3), reason: "honeypot", fields });
  await db.setJSON("spam/legacy-old", { id: "legacy-old", receivedAt: at(40), markedAt: at(40), reason: "honeypot", fields });
  await db.setJSON("messages/legacy-message", {
    id: "legacy-message",
    receivedAt: at(100),
    status: "sent",
    attempts: 1,
    nextAttemptAt: null,
    lastError: null,
    sentAt: at(100),
    fields,
  });
  // One indexed by its month alone, as messages were before the days: the pass must not index it twice.
  await db.setJSON("messages/month-indexed", {
    id: "month-indexed",
    receivedAt: at(50),
    status: "sent",
    attempts: 1,
    nextAttemptAt: null,
    lastError: null,
    sentAt: at(50),
    fields,
  });
  await db.set(`received/${at(50).slice(0, 7)}/${String(Date.parse(at(50))).padStart(15, "0")}-month-indexed`, "");
  expect((await messages.messagesPage(1, 50, clock.now())).total).toBe(1);

  await cleanUpSpam({ messages, now: clock.now, log: recordingLogger(), budgetMs: 10_000 });

  expect(await messages.getSpam("legacy-young")).toMatchObject({ id: "legacy-young" });
  expect(await messages.getSpam("legacy-old")).toBeNull();
  expect((await messages.spamPage(1, 50, clock.now())).items.map(({ id }) => id)).toEqual(["legacy-young"]);
  expect((await messages.messagesPage(1, 50, clock.now())).items.map(({ id }) => id)).toEqual(["month-indexed", "legacy-message"]);
});
