/**
 * Daily: deletes the record of data requests handled more than 6 years ago, within a time budget.
 * Run at midnight (UTC) with the other cleanups, so it wakes no sleeping database of its own.
 * Logic: netlify/lib/owner/data-requests-store.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { cleanUpDataRequests } from "../lib/owner/data-requests-store";
import { SCHEDULED_RUN_TIME_MS, serve } from "../lib/runtime/runtime";
import { within } from "../lib/common/time-budget";

export default async (_request: Request, context: Context) => {
  await serve(undefined, context, (deps) => within(SCHEDULED_RUN_TIME_MS, async () => void (await cleanUpDataRequests(deps))));
};

export const config: Config = {
  schedule: "@daily",
};
