/**
 * Hourly: deletes messages that have been on the spam list for 30 days, messages received 24
 * months ago, and the spam filter's record of checks after a week, within a time budget; what is
 * left waits for the next run. Logic: netlify/lib/contact/spam-cleanup.ts.
 */
import type { Config } from "@netlify/functions";
import { cleanUpSpam } from "../lib/contact/spam-cleanup";
import { functionDependencies } from "../lib/runtime/runtime";

export default async () => {
  await cleanUpSpam(functionDependencies());
};

export const config: Config = {
  schedule: "@hourly",
};
