/**
 * Daily: deletes newsletter signups left unconfirmed for 7 days, and retries any update the
 * mailing-list provider missed. Logic: netlify/lib/newsletter/newsletter-cleanup.ts.
 */
import type { Config } from "@netlify/functions";
import { cleanUpNewsletter } from "../lib/newsletter/newsletter-cleanup";
import { functionDependencies } from "../lib/runtime/runtime";

export default async () => {
  await cleanUpNewsletter(functionDependencies());
};

export const config: Config = {
  schedule: "@daily",
};
