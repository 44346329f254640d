/**
 * Daily: deletes the Google reviews' counts of the days gone by, the visitors' hashed keys and the
 * key that made them included. Logic: netlify/lib/reviews/usage.ts.
 */
import type { Config } from "@netlify/functions";
import { removePastUsage } from "../lib/reviews/usage";
import { functionDependencies } from "../lib/runtime/runtime";

export default async () => {
  const { usage, now, log } = functionDependencies();
  await removePastUsage(usage, now(), log);
};

export const config: Config = {
  schedule: "@daily",
};
