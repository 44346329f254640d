/**
 * Daily: deletes newsletter signups left unconfirmed for 7 days, and retries any update the
 * mailing-list provider missed. Logic: netlify/lib/newsletter/newsletter-cleanup.ts.
 */
import type { Config } from "@netlify/functions";
import { cleanUpNewsletter } from "../lib/newsletter/newsletter-cleanup";
import { cleanupDependencies } from "../lib/newsletter/newsletter-runtime";

export default async () => {
  await cleanUpNewsletter(cleanupDependencies());
};

export const config: Config = {
  schedule: "@daily",
};
