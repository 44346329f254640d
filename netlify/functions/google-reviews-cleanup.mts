/**
 * Daily, with the retry job's daily round (one wake of the database): deletes the Google reviews' counts of the days gone by, the visitors' hashed keys and the
 * key that made them included (those first), within a time budget; what is left waits for the next
 * run. Logic: netlify/lib/reviews/usage.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { deadlineIn, within } from "../lib/common/time-budget";
import { removePastUsage } from "../lib/reviews/usage";
import { SCHEDULED_RUN_BUDGET_MS, SCHEDULED_RUN_TIME_MS, serve } from "../lib/runtime/runtime";

export default async (_request: Request, context: Context) => {
  await serve(undefined, context, ({ usage, now, log }) =>
    within(SCHEDULED_RUN_TIME_MS, async () => void (await removePastUsage(usage, now(), log, deadlineIn(SCHEDULED_RUN_BUDGET_MS)))),
  );
};

export const config: Config = {
  schedule: "@daily",
};
