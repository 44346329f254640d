/**
 * Every ten minutes: emails the contact messages whose first delivery failed, with backoff, and
 * reports in the logs any still undelivered after twelve hours. The logic is in
 * netlify/lib/retry-pending.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { retryPendingMessages } from "../lib/retry-pending";
import { retryDependencies } from "../lib/runtime";

export default async (_request: Request, context: Context) => {
  await retryPendingMessages(retryDependencies(context));
};

export const config: Config = {
  schedule: "*/10 * * * *",
};
