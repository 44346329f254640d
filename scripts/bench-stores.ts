/**
 * `npm run bench:stores`: the stores at the volumes a flood leaves, in Netlify's local Blobs
 * server on this machine. Fills 20,000 spam entries (most past their 30 days), 20,000 messages and
 * 200,000 of the reviews' counting keys, then prints how long the owner's Inbox and Spam pages take
 * to open (the first page and later ones, before and after the hourly job has kept the counts),
 * each cleanup run's time and keys per second with the real 20 s budget, and checks that nothing
 * younger than its period was deleted. A benchmark, not a test: the machine's load moves the
 * figures. Smaller volumes for a quick look:
 * BENCH_SPAM=2000 BENCH_MESSAGES=2000 BENCH_USAGE=20000 npm run bench:stores
 * (BENCH_CLEANUPS=0 stops after the owner's pages).
 *
 * A function reaches Netlify Blobs over the network, and Netlify lists keys 1,000 to a page, while
 * the local server answers at once and lists everything in one page. So the owner's pages and the
 * cleanups here go through a store that waits BENCH_LATENCY_MS (20 by default) before every call
 * and every 1,000 keys listed; filling the stores does not wait.
 */
import { performance } from "node:perf_hooks";
import type { Store } from "@netlify/blobs";
import { createMessageStore, SPAM_KEPT_DAYS } from "../netlify/lib/contact/message-store";
import { cleanUpSpam } from "../netlify/lib/contact/spam-cleanup";
import { deadlineIn } from "../netlify/lib/common/sweep";
import { handleOwnerRequest, OWNER_PAGE_SIZE } from "../netlify/lib/owner/owner-inbox";
import { removePastUsage, usageDay } from "../netlify/lib/reviews/usage";
import { createUnconfiguredMailer } from "../netlify/lib/common/mailer";
import { SCHEDULED_RUN_BUDGET_MS } from "../netlify/lib/runtime/runtime";
import { recordingLogger, startBlobs } from "../tests/support/functions/servers";
import { fillMessages, fillSpam, fillUsage } from "../tests/support/functions/volumes";

const SPAM = Number(process.env.BENCH_SPAM ?? 20_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20_000);
const USAGE = Number(process.env.BENCH_USAGE ?? 200_000);
/** Over how many hours of each day the usage keys are spread (24: a day's flood; 1: all in one hour). */
const USAGE_HOURS = Number(process.env.BENCH_USAGE_HOURS ?? 24);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 20);
/**
 * BENCH_FLOOD_HOURS=N: every spam entry and every message from the last N hours, evenly, as a flood
 * leaves them (0.1: all within six minutes, in one or two ten-minute folders).
 */
const FLOOD_HOURS = process.env.BENCH_FLOOD_HOURS ? Number(process.env.BENCH_FLOOD_HOURS) : null;
const LISTED_PER_PAGE = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date();
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${seconds(performance.now() - started)}`);
  return result;
}

type ListPage = { blobs: Array<{ key: string; etag: string }>; directories: string[] };

/** `store` as a function over the network sees it: every call, and every 1,000 keys listed, waits `ms`. */
function overNetwork(store: Store, ms: number): Store {
  const pages = async function* (listing: AsyncIterable<ListPage>): AsyncIterable<ListPage> {
    for await (const page of listing) {
      for (let start = 0; start === 0 || start < page.blobs.length; start += LISTED_PER_PAGE) {
        await wait(ms);
        yield { blobs: page.blobs.slice(start, start + LISTED_PER_PAGE), directories: start === 0 ? page.directories : [] };
      }
    }
  };
  return new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "list") {
        return (options: { prefix?: string; directories?: boolean; paginate?: boolean } = {}) => {
          const { paginate, ...rest } = options;
          if (paginate) return pages(target.list({ ...rest, paginate: true }) as AsyncIterable<ListPage>);
          return (async () => {
            const listed = await target.list(rest);
            await wait(ms * Math.max(1, Math.ceil(listed.blobs.length / LISTED_PER_PAGE)));
            return listed;
          })();
        };
      }
      return async (...args: unknown[]) => {
        await wait(ms);
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

async function main() {
  const blobs = await startBlobs();
  try {
    // Deletions tidy the folders they empty, as Netlify has none (see `storeAsNetlify`).
    const raw = blobs.storeAsNetlify("contact-messages");
    const filling = createMessageStore(raw);
    const messages = createMessageStore(overNetwork(raw, LATENCY_MS));
    /** In days, how far back a flood goes. */
    const flood = FLOOD_HOURS === null ? null : FLOOD_HOURS / 24;
    const floodAge = (index: number, count: number) => (flood ?? 0) * (index / count);
    const young = flood !== null ? SPAM : Math.round(SPAM / 10);
    await timed(`filled ${SPAM} spam entries (${SPAM - young} past ${SPAM_KEPT_DAYS} days)`, async () => {
      await fillSpam(filling, SPAM - young, now, (index) => SPAM_KEPT_DAYS + 1 + (index % 5));
      await fillSpam(filling, young, now, (index) => (flood !== null ? floodAge(index, young) : (index % SPAM_KEPT_DAYS) + 0.5), SPAM);
    });
    await timed(`filled ${MESSAGES} messages ${flood !== null ? `in the last ${FLOOD_HOURS} hours` : "over 24 months"}`, () =>
      fillMessages(filling, MESSAGES, now, (index) => (flood !== null ? floodAge(index, MESSAGES) : index % 720)),
    );
    console.log(`each Blobs call below waits ${LATENCY_MS} ms, and each ${LISTED_PER_PAGE} keys listed`);

    const ownerDeps = {
      messages,
      mailer: createUnconfiguredMailer(),
      addresses: { to: "", from: "" },
      now: () => now,
      log: recordingLogger(),
      ownerSecret: "bench",
      afterAnswer: (work: Promise<unknown>) => afterAnswer.push(work),
    };
    const afterAnswer: Array<Promise<unknown>> = [];
    /** What a page left to finish after its answer (counting), as Netlify's waitUntil lets it. */
    const finishCounting = async (label: string) => {
      const started = performance.now();
      await Promise.all(afterAnswer.splice(0));
      console.log(`${label}: counting after the answers took ${seconds(performance.now() - started)} more`);
    };
    const open = async (label: string, query: string) => {
      const request = new Request(`https://example.org/.netlify/functions/contact-inbox${query}`, {
        headers: { Authorization: "Bearer bench" },
      });
      const started = performance.now();
      const response = await handleOwnerRequest(request, ownerDeps);
      const html = await response.text();
      const shown = /Showing ([^<:.]+)/.exec(html)?.[1] ?? "nothing shown";
      console.log(`owner page ${label}: ${seconds(performance.now() - started)} (status ${response.status}; ${shown})`);
    };
    const inboxPages = Math.ceil(MESSAGES / OWNER_PAGE_SIZE);
    const spamPages = Math.ceil(SPAM / OWNER_PAGE_SIZE);
    // First looks, as right after a flood nobody has counted yet; the owner moves on by the Older link.
    await open("Inbox, page 1, first look", "");
    await open("Inbox, page 2 (its Older link)", "?page=2");
    await finishCounting("Inbox");
    await open("Inbox, page 1, counts kept", "");
    await open(`Inbox, page ${Math.ceil(inboxPages / 2)}, counts kept`, `?page=${Math.ceil(inboxPages / 2)}`);
    await open("Inbox, last page, counts kept", `?page=${inboxPages}`);
    await open(`Spam, page 1, first look (${SPAM} entries)`, "?list=spam");
    await open("Spam, page 2 (its Older link)", "?list=spam&page=2");
    await finishCounting("Spam");
    await open("Spam, page 1, counts kept", "?list=spam");
    await open(`Spam, page ${Math.ceil(spamPages / 2)}, counts kept`, `?list=spam&page=${Math.ceil(spamPages / 2)}`);
    await open("Spam, last page, counts kept", `?list=spam&page=${spamPages}`);
    if (process.env.BENCH_CLEANUPS === "0") return;

    for (let run = 1; ; run++) {
      const started = performance.now();
      const report = await cleanUpSpam({ messages, now: () => now, log: recordingLogger(), budgetMs: SCHEDULED_RUN_BUDGET_MS });
      const ms = performance.now() - started;
      const { removed, left, finished } = report.spam;
      console.log(
        `spam cleanup run ${run}: ${seconds(ms)}, ${removed} entries removed (${Math.round(removed / (ms / 1000))} a second), ${left} counted left, ${finished ? "finished" : "to be continued"}${Object.values(report).every((part) => part.finished) ? "; every part finished" : ""}`,
      );
      if (finished) break;
    }
    const kept = (await raw.list({ prefix: "spam/" })).blobs.map(({ key }) => Number(key.slice(key.lastIndexOf("/") + 1).slice(0, 15)));
    const cutoff = now.getTime() - SPAM_KEPT_DAYS * DAY_MS;
    console.log(
      `spam kept: ${kept.length} of the ${young} younger than ${SPAM_KEPT_DAYS} days; ${kept.filter((at) => at <= cutoff).length} older ones left`,
    );
    await open("Spam, page 1 after the cleanup", "?list=spam");
    await open("Inbox, page 1 after the cleanup", "");

    const rawUsage = blobs.storeAsNetlify("google-reviews-usage");
    const usage = overNetwork(rawUsage, LATENCY_MS);
    const days = [1, 2, 3].map((back) => usageDay(new Date(now.getTime() - back * DAY_MS)));
    const todays = Math.min(1_000, Math.round(USAGE / 100));
    await timed(`filled ${USAGE} usage keys over ${USAGE_HOURS} hours of ${days.length} past days, and ${todays} of today's`, async () => {
      await fillUsage(rawUsage, USAGE, days, USAGE_HOURS);
      await fillUsage(rawUsage, todays, [usageDay(now)]);
    });
    for (let run = 1; ; run++) {
      const started = performance.now();
      const { removed, left, finished } = await removePastUsage(usage, now, recordingLogger(), deadlineIn(SCHEDULED_RUN_BUDGET_MS));
      const ms = performance.now() - started;
      console.log(
        `usage cleanup run ${run}: ${seconds(ms)}, ${removed} removed (${Math.round(removed / (ms / 1000))} keys a second), ${left} counted left, ${finished ? "finished" : "to be continued"}`,
      );
      if (finished) break;
    }
    const left = (await rawUsage.list()).blobs.map(({ key }) => key);
    console.log(
      `usage kept: ${left.filter((key) => key.includes(`/${usageDay(now)}/`)).length} of today's ${todays}; ${left.filter((key) => !key.includes(`/${usageDay(now)}/`)).length} past keys left`,
    );
  } finally {
    await blobs.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
