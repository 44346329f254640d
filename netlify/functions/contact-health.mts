/**
 * GET /.netlify/functions/contact-health: counts of pending, overdue and failed contact messages
 * for an uptime monitor; no personal data, cacheable for a minute. The logic is in
 * netlify/lib/owner/inbox-health-handler.ts.
 */
import { handleHealthRequest } from "../lib/owner/inbox-health-handler";
import { functionDependencies } from "../lib/runtime/runtime";

export default async (request: Request) => handleHealthRequest(request, functionDependencies(request));
