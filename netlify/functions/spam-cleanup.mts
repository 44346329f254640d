/**
 * Daily, with the retry job's daily round (one wake of the database): deletes messages that have been on the spam list for 30 days, messages received 24
 * months ago, and the spam filter's record of checks after a week, within a time budget; what is
 * left waits for the next run. Logic: netlify/lib/contact/spam-cleanup.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { cleanUpSpam } from "../lib/contact/spam-cleanup";
import { SCHEDULED_RUN_TIME_MS, serve } from "../lib/runtime/runtime";
import { within } from "../lib/common/time-budget";

export default async (_request: Request, context: Context) => {
  await serve(undefined, context, (deps) => within(SCHEDULED_RUN_TIME_MS, async () => void (await cleanUpSpam(deps))));
};

export const config: Config = {
  schedule: "@daily",
};
