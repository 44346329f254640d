/**
 * The reviews' usage at volume, against a real Postgres: the cleanup deletes the hashing keys
 * first and the days gone by over successive runs, each starting no batch past its budget, keeping
 * today's; and a visitor arriving once today's share is spent is answered "off" with nothing
 * written. scripts/bench-stores.ts runs a million rows and times them.
 */
import { sql } from "kysely";
import { DELETE_BATCH } from "../common/database";
import { deadlineIn } from "../common/time-budget";
import { isShareSpent, removePastUsage, usageDay } from "./usage";
import { recordingLogger, useDatabaseAndMail, useStandIn } from "../../../tests/support/functions/servers";
import { answerWithPlaceDetails, askForReviews, reviewsParts, startPlacesStandIn } from "../../../tests/support/functions/reviews";
import { fillUsage } from "../../../tests/support/functions/volumes";

const servers = useDatabaseAndMail();
const places = useStandIn(startPlacesStandIn, answerWithPlaceDetails);

const days = async (table: "reviews_visitors" | "reviews_hash_keys") =>
  (
    await servers.db
      .selectFrom(table)
      .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"))
      .execute()
  ).map(({ day }) => day);

it("deletes the days gone by over successive runs within the budget, the hashing keys first, and keeps today's", async () => {
  const db = servers.db;
  const now = new Date("2025-11-24T10:00:00.000Z");
  const past = ["2025-11-21", "2025-11-22", "2025-11-23"];
  const expired = Math.round(2.5 * DELETE_BATCH);
  await fillUsage(db, expired, past);
  await fillUsage(db, 30, [usageDay(now)]);
  await db
    .insertInto("reviews_hash_keys")
    .values([...past, usageDay(now)].map((day) => ({ day, key: "key" })))
    .execute();

  const runs: Array<{ removed: number; finished: boolean }> = [];
  for (let run = 0; run < 20 && !runs.at(-1)?.finished; run++) {
    runs.push(await removePastUsage(db, now, recordingLogger(), deadlineIn(1)));
    if (run === 0) expect(await days("reviews_hash_keys")).toEqual([usageDay(now)]);
  }

  expect(runs.length).toBe(3);
  expect(runs.at(-1)?.finished).toBe(true);
  expect(runs.reduce((sum, { removed }) => sum + removed, 0)).toBe(expired + past.length);
  const left = await days("reviews_visitors");
  expect(left).toHaveLength(30);
  expect(left.every((day) => day === usageDay(now))).toBe(true);
}, 60_000);

it("writes nothing for a visitor once today's share is spent", async () => {
  const usage = servers.db;
  const { deps } = reviewsParts(places, usage, { monthlyCap: 30 });
  expect((await askForReviews(deps, "203.0.113.7")).body).toMatchObject({ status: "ok" });
  expect(await isShareSpent(usage, deps.now(), 30)).toBe(true);
  const visitors = () => usage.selectFrom("reviews_visitors").selectAll().execute();
  const before = await visitors();

  for (let visitor = 1; visitor <= 20; visitor++)
    expect((await askForReviews(deps, `198.51.100.${visitor}`)).body).toEqual({ status: "off" });

  expect(await visitors()).toEqual(before);
  expect(await usage.selectFrom("reviews_calls").select(["calls", "alerted"]).execute()).toEqual([{ calls: 1, alerted: true }]);
});
