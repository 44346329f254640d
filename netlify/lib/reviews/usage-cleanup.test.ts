/**
 * The reviews' usage db at volume, against the local Blobs server: the cleanup deletes the
 * hashing keys first and the days gone by over successive runs, each within its budget, keeping
 * today's; and a visitor arriving once today's share is spent is answered "off" with nothing
 * written. scripts/bench-stores.ts runs the full volume (200,000 keys) and times it.
 */
import { performance } from "node:perf_hooks";
import { deadlineIn } from "../common/sweep";
import { isShareSpent, removePastUsage, usageDay } from "./usage";
import { listKeys, recordingLogger, startBlobs, useStandIn } from "../../../tests/support/functions/servers";
import { answerWithPlaceDetails, askForReviews, reviewsParts, startPlacesStandIn } from "../../../tests/support/functions/reviews";
import { fillUsage } from "../../../tests/support/functions/volumes";

const blobs = useStandIn(startBlobs, () => undefined);
const places = useStandIn(startPlacesStandIn, answerWithPlaceDetails);
const KEYS = Number(process.env.CLEANUP_TEST_USAGE_KEYS ?? 600);
const BUDGET_MS = 150;
/**
 * A run may overrun its budget by the listing and the batch of deletions under way when it ran out;
 * a real run's 20 s budget leaves 10 s of Netlify's 30 s for that.
 */
const OVERRUN_ALLOWANCE_MS = 5_000;

it("deletes the days gone by over successive runs within the budget, the hashing keys first, and keeps today's", async () => {
  const usage = blobs.storeAsNetlify("google-reviews-usage");
  const now = new Date("2025-11-24T10:00:00.000Z");
  const past = ["2025-11-21", "2025-11-22", "2025-11-23"];
  await fillUsage(usage, KEYS, past);
  await fillUsage(usage, 30, [usageDay(now)]);
  for (const day of [...past, usageDay(now)]) await usage.setJSON(`hash-keys/${day}`, "key");

  const runs: Array<{ removed: number; finished: boolean; ms: number }> = [];
  for (let run = 0; run < 100 && !runs.at(-1)?.finished; run++) {
    const started = performance.now();
    const count = await removePastUsage(usage, now, recordingLogger(), deadlineIn(BUDGET_MS));
    runs.push({ ...count, ms: performance.now() - started });
    if (run === 0) expect((await listKeys(usage)).filter((key) => key.startsWith("hash-keys/"))).toEqual([`hash-keys/${usageDay(now)}`]);
  }

  expect(runs.length).toBeGreaterThan(1);
  expect(runs.at(-1)?.finished).toBe(true);
  expect(runs.reduce((sum, { removed }) => sum + removed, 0)).toBe(KEYS + past.length);
  for (const { ms } of runs) expect(ms).toBeLessThan(BUDGET_MS + OVERRUN_ALLOWANCE_MS);
  const left = await listKeys(usage);
  expect(left).toHaveLength(31);
  expect(left.every((key) => key.split("/")[1] === usageDay(now))).toBe(true);
}, 120_000);

it("writes nothing for a visitor once today's share is spent", async () => {
  const usage = blobs.store("google-reviews-usage");
  const { deps } = reviewsParts(places, usage, { monthlyCap: 30 });
  expect((await askForReviews(deps, "203.0.113.7")).body).toMatchObject({ status: "ok" });
  expect(await isShareSpent(usage, deps.now(), 30)).toBe(true);
  const before = await listKeys(usage);

  for (let visitor = 1; visitor <= 20; visitor++)
    expect((await askForReviews(deps, `198.51.100.${visitor}`)).body).toEqual({ status: "off" });

  expect((await listKeys(usage)).filter((key) => !before.includes(key) && !key.startsWith("alerts/"))).toEqual([]);
});
