/**
 * Daily: deletes messages that have been on the spam list for 30 days, and the spam filter's
 * record of checks after a week. Logic: netlify/lib/contact/spam-cleanup.ts.
 */
import type { Config } from "@netlify/functions";
import { cleanUpSpam } from "../lib/contact/spam-cleanup";
import { functionDependencies } from "../lib/runtime/runtime";

export default async () => {
  await cleanUpSpam(functionDependencies());
};

export const config: Config = {
  schedule: "@daily",
};
