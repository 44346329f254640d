/**
 * Hourly: deletes the Google reviews' counts of the days gone by, the visitors' hashed keys and the
 * key that made them included (those first), within a time budget; what is left waits for the next
 * run. Logic: netlify/lib/reviews/usage.ts.
 */
import type { Config } from "@netlify/functions";
import { deadlineIn } from "../lib/common/database";
import { removePastUsage } from "../lib/reviews/usage";
import { functionDependencies, SCHEDULED_RUN_BUDGET_MS } from "../lib/runtime/runtime";

export default async () => {
  const { usage, now, log } = functionDependencies();
  await removePastUsage(usage, now(), log, deadlineIn(SCHEDULED_RUN_BUDGET_MS));
};

export const config: Config = {
  schedule: "@hourly",
};
