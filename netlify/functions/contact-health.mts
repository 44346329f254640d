/**
 * GET /.netlify/functions/contact-health: counts of pending, overdue and failed contact messages
 * for an uptime monitor; no personal data, cacheable for a minute. The logic is in
 * netlify/lib/owner/inbox-health-handler.ts.
 */
import type { Context } from "@netlify/functions";
import { handleHealthRequest } from "../lib/owner/inbox-health-handler";
import { serve } from "../lib/runtime/runtime";

export default async (request: Request, context: Context) => serve(request, context, (deps) => handleHealthRequest(request, deps));
