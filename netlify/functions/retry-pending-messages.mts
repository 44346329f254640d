/**
 * Every ten minutes: emails the contact messages whose delivery is due again, oldest due first and
 * within a time budget; marks failed those refused for good or unsent after 48 hours; and alerts the
 * owner (ALERT_WEBHOOK_URL) when something new needs attention, then once a day while it does. The
 * logic is in netlify/lib/contact/retry-pending.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { retryPendingMessages } from "../lib/contact/retry-pending";
import { functionDependencies } from "../lib/runtime/runtime";

export default async (_request: Request, context: Context) => {
  await retryPendingMessages(functionDependencies(undefined, context));
};

export const config: Config = {
  schedule: "*/10 * * * *",
};
