/**
 * /.netlify/functions/data-requests: the owner's Data requests page (find everything the site keeps
 * about one email address, download it, erase it), behind OWNER_SECRET like the inbox. The logic is
 * in netlify/lib/owner/data-requests-handler.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { handleDataRequest } from "../lib/owner/data-requests-handler";
import { serve } from "../lib/runtime/runtime";

export default async (request: Request, context: Context) => serve(request, context, (deps) => handleDataRequest(request, deps));

/** Guessing the secret is slow work at this rate, as on the inbox. */
export const config: Config = {
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
