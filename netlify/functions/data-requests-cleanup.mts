/**
 * Daily: deletes the record of data requests handled more than 6 years ago, within a time budget.
 * Run at midnight (UTC) with the newsletter's clean-up, so it wakes no sleeping database of its
 * own. Logic: netlify/lib/owner/data-requests-store.ts.
 */
import type { Config } from "@netlify/functions";
import { cleanUpDataRequests } from "../lib/owner/data-requests-store";
import { functionDependencies } from "../lib/runtime/runtime";

export default async () => {
  await cleanUpDataRequests(functionDependencies());
};

export const config: Config = {
  schedule: "@daily",
};
