/**
 * Daily: deletes newsletter signups left unconfirmed for 7 days, and retries any update the
 * mailing-list provider missed. Logic: netlify/lib/newsletter/newsletter-cleanup.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { cleanUpNewsletter } from "../lib/newsletter/newsletter-cleanup";
import { SCHEDULED_RUN_TIME_MS, serve } from "../lib/runtime/runtime";
import { within } from "../lib/common/time-budget";

export default async (_request: Request, context: Context) => {
  await serve(undefined, context, (deps) => within(SCHEDULED_RUN_TIME_MS, async () => void (await cleanUpNewsletter(deps))));
};

export const config: Config = {
  schedule: "@daily",
};
