/**
 * `npm run bench:stores`: the stores at the volumes a flood leaves, in Netlify's local Blobs
 * server on this machine. Fills 20,000 spam entries (most past their 30 days), 20,000 messages and
 * 200,000 of the reviews' counting keys, then prints each cleanup run's time and keys per second
 * with the real 20 s budget, and how long the owner's Inbox and Spam pages take to open. A
 * benchmark, not a test: the machine's load moves the figures. Smaller volumes for a quick look:
 * BENCH_SPAM=2000 BENCH_MESSAGES=2000 BENCH_USAGE=20000 npm run bench:stores
 */
import { performance } from "node:perf_hooks";
import { createMessageStore, SPAM_KEPT_DAYS } from "../netlify/lib/contact/message-store";
import { cleanUpSpam } from "../netlify/lib/contact/spam-cleanup";
import { deadlineIn } from "../netlify/lib/common/sweep";
import { handleOwnerRequest } from "../netlify/lib/owner/owner-inbox";
import { removePastUsage, usageDay } from "../netlify/lib/reviews/usage";
import { createUnconfiguredMailer } from "../netlify/lib/common/mailer";
import { SCHEDULED_RUN_BUDGET_MS } from "../netlify/lib/runtime/runtime";
import { recordingLogger, startBlobs } from "../tests/support/functions/servers";
import { fillMessages, fillSpam, fillUsage } from "../tests/support/functions/volumes";

const SPAM = Number(process.env.BENCH_SPAM ?? 20_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20_000);
const USAGE = Number(process.env.BENCH_USAGE ?? 200_000);
const now = new Date();
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${seconds(performance.now() - started)}`);
  return result;
}

async function main() {
  const blobs = await startBlobs();
  try {
    const store = blobs.store("contact-messages");
    const messages = createMessageStore(store);
    const young = Math.round(SPAM / 10);
    await timed(`filled ${SPAM} spam entries (${SPAM - young} past ${SPAM_KEPT_DAYS} days)`, async () => {
      await fillSpam(messages, SPAM - young, now, (index) => SPAM_KEPT_DAYS + 1 + (index % 5));
      await fillSpam(messages, young, now, (index) => (index % SPAM_KEPT_DAYS) + 0.5, SPAM);
    });
    await timed(`filled ${MESSAGES} messages over 24 months`, () => fillMessages(messages, MESSAGES, now, (index) => index % 720));

    const ownerDeps = {
      messages,
      mailer: createUnconfiguredMailer(),
      addresses: { to: "", from: "" },
      now: () => now,
      log: recordingLogger(),
      ownerSecret: "bench",
    };
    const open = async (label: string, query: string) => {
      const request = new Request(`https://example.org/.netlify/functions/contact-inbox${query}`, {
        headers: { Authorization: "Bearer bench" },
      });
      const started = performance.now();
      const response = await handleOwnerRequest(request, ownerDeps);
      await response.text();
      console.log(`owner page ${label}: ${seconds(performance.now() - started)} (status ${response.status})`);
    };
    await open(`Inbox, page 1 of ${Math.ceil(MESSAGES / 50)}`, "");
    await open("Inbox, page 1 again (closed months' counts kept)", "");
    await open(`Inbox, last page`, `?page=${Math.ceil(MESSAGES / 50)}`);
    await open(`Spam, page 1 (${SPAM} entries)`, "?list=spam");
    await open(`Spam, page 1 again`, "?list=spam");

    for (let run = 1; ; run++) {
      const started = performance.now();
      const report = await cleanUpSpam({ messages, now: () => now, log: recordingLogger(), budgetMs: SCHEDULED_RUN_BUDGET_MS });
      const ms = performance.now() - started;
      const { removed, left, finished } = report.spam;
      console.log(
        `spam cleanup run ${run}: ${seconds(ms)}, ${removed} removed (${Math.round(removed / (ms / 1000))} keys/s), ${left} counted left, ${finished ? "finished" : "to be continued"}`,
      );
      if (finished) break;
    }
    await open(`Spam, page 1 after the cleanup`, "?list=spam");

    const usage = blobs.store("google-reviews-usage");
    const days = [1, 2, 3].map((back) => usageDay(new Date(now.getTime() - back * 24 * 60 * 60 * 1000)));
    await timed(`filled ${USAGE} usage keys over ${days.length} past days`, () => fillUsage(usage, USAGE, days));
    for (let run = 1; ; run++) {
      const started = performance.now();
      const { removed, left, finished } = await removePastUsage(usage, now, recordingLogger(), deadlineIn(SCHEDULED_RUN_BUDGET_MS));
      const ms = performance.now() - started;
      console.log(
        `usage cleanup run ${run}: ${seconds(ms)}, ${removed} removed (${Math.round(removed / (ms / 1000))} keys/s), ${left} counted left, ${finished ? "finished" : "to be continued"}`,
      );
      if (finished) break;
    }
  } finally {
    await blobs.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
