/**
 * /.netlify/functions/contact-inbox: the owner's inbox of stored contact messages (list, read, CSV,
 * resend a failed one, spam apart and promotable), behind OWNER_SECRET. The logic is in
 * netlify/lib/owner/owner-inbox.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { handleOwnerRequest } from "../lib/owner/owner-inbox";
import { serve } from "../lib/runtime/runtime";

export default async (request: Request, context: Context) => serve(request, context, (deps) => handleOwnerRequest(request, deps));

/** Guessing the secret is slow work at this rate. */
export const config: Config = {
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
