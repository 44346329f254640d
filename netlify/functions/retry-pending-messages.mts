/**
 * Every ten minutes, when the work signal says a message may wait (a look at Netlify Blobs, which
 * leaves the database asleep), and on the daily round at midnight UTC whatever it says: emails the
 * contact messages whose delivery is due again, oldest due first and within a time budget; marks failed those refused for good or unsent after 48 hours; and alerts the
 * owner (ALERT_WEBHOOK_URL) when something new needs attention, then once a day while it does. The
 * logic is in netlify/lib/contact/retry-pending.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { retryWhenDue } from "../lib/contact/retry-pending";
import { serve } from "../lib/runtime/runtime";

export default async (_request: Request, context: Context) => {
  await serve(undefined, context, async (deps) => void (await retryWhenDue(deps)));
};

export const config: Config = {
  schedule: "*/10 * * * *",
};
