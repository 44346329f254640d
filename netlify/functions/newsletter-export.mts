/**
 * GET /.netlify/functions/newsletter-export with `Authorization: Bearer <OWNER_SECRET>`: the
 * confirmed subscribers as CSV. Logic: netlify/lib/newsletter/newsletter-export.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { handleExportRequest } from "../lib/newsletter/newsletter-export";
import { serve } from "../lib/runtime/runtime";

export default async (request: Request, context: Context) => serve(request, context, (deps) => handleExportRequest(request, deps));

export const config: Config = {
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
