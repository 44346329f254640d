/**
 * The contact records' cleanup against a real Postgres: a run starts no batch past its budget,
 * successive runs finish the work, and nothing younger than its period goes. The volumes here pass
 * one batch of deletions, with a budget of a millisecond, so several runs are needed;
 * scripts/bench-stores.ts runs a million rows with the real 20 s budget and times them.
 */
import { cleanUpSpam } from "./spam-cleanup";
import { createMessageStore, SPAM_KEPT_DAYS } from "./message-store";
import { DELETE_BATCH } from "../common/database";
import { manualClock, recordingLogger, useDatabaseAndMail } from "../../../tests/support/functions/servers";
import { inList } from "../../../tests/support/functions/contact";
import { bulkFill, fillMessages, fillSpam, sentMessage, fillerFields } from "../../../tests/support/functions/volumes";

const servers = useDatabaseAndMail();
const DAY_MS = 24 * 60 * 60 * 1000;

it("deletes spam past its 30 days over successive runs, each stopping at its budget, and keeps every younger entry", async () => {
  const clock = manualClock();
  const messages = createMessageStore(servers.db);
  const expired = Math.round(2.5 * DELETE_BATCH);
  // Expired entries over the five days past the limit, young ones over the 30 days.
  await bulkFill(servers.db, "spam", expired, new Date(clock.now().getTime() - (SPAM_KEPT_DAYS + 1) * DAY_MS), 5);
  const young = await fillSpam(messages, 60, clock.now(), (index) => (index % SPAM_KEPT_DAYS) + 0.5);
  const log = recordingLogger();

  const runs: Array<{ removed: number; finished: boolean }> = [];
  for (let run = 0; run < 20 && !runs.at(-1)?.finished; run++) {
    const report = await cleanUpSpam({ messages, spamCheckRecords: servers.db, now: clock.now, log, budgetMs: 1 });
    runs.push(report.spam);
  }

  expect(runs.length).toBe(3);
  expect(runs.at(-1)?.finished).toBe(true);
  expect(runs.reduce((sum, { removed }) => sum + removed, 0)).toBe(expired);
  const page = await messages.page("spam", { page: 1 }, 50);
  expect(page.total).toBe(young.length);
  for (const id of young) expect(await inList(messages, "spam", id)).not.toBeNull();
  // Each run says how much went, in counts only.
  const logged = log.entries.filter(({ event }) => event === "spam-cleaned-up");
  expect(logged).toHaveLength(runs.length);
  expect(logged[0].details).toMatchObject({ deletedSpam: runs[0].removed, finished: false });
  expect(JSON.stringify(logged)).not.toContain("example.com");
}, 60_000);

it("deletes messages 24 months to the day after they arrived, and keeps the younger ones", async () => {
  const clock = manualClock();
  const messages = createMessageStore(servers.db);
  // 10 long past; in the month 24 months back, 5 from before its day and 5 from after; 20 younger.
  const ages = (index: number) => (index < 10 ? 2 * 365 + 40 : index < 15 ? 2 * 365 + 4 : index < 20 ? 2 * 365 - 2 : 2 * 365 - 40);
  const ids = await fillMessages(messages, 40, clock.now(), ages);
  const report = await cleanUpSpam({ messages, spamCheckRecords: servers.db, now: clock.now, log: recordingLogger(), budgetMs: 10_000 });
  expect(report.messages).toEqual({ removed: 15, finished: true });
  expect((await messages.page("inbox", { page: 1 }, 50)).total).toBe(25);
  expect(await inList(messages, "inbox", ids[14])).toBeNull();
  expect(await inList(messages, "inbox", ids[15])).not.toBeNull();
});

it("on 29 February deletes what arrived 24 months before to the day, the last day of that February, and nothing of 1 March", async () => {
  const now = new Date("2028-02-29T12:00:00.000Z");
  const messages = createMessageStore(servers.db);
  const [dueId, keptId] = ["40000000-0000-4000-8000-000000000001", "40000000-0000-4000-8000-000000000002"];
  await messages.add(sentMessage(dueId, new Date("2026-02-28T11:00:00.000Z"), fillerFields(0)));
  await messages.add(sentMessage(keptId, new Date("2026-03-01T00:00:00.000Z"), fillerFields(1)));

  const report = await cleanUpSpam({ messages, spamCheckRecords: servers.db, now: () => now, log: recordingLogger(), budgetMs: 10_000 });

  expect(report.messages.removed).toBe(1);
  expect(await inList(messages, "inbox", dueId)).toBeNull();
  expect(await inList(messages, "inbox", keptId)).not.toBeNull();
});
