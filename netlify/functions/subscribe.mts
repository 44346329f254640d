/**
 * POST /.netlify/functions/subscribe: a newsletter signup from the blog or the footer, as JSON from
 * the page's script or as the form itself when scripts have not run. Stored as pending, and answered
 * with a confirmation email. The logic is in netlify/lib/newsletter/subscribe-handler.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { handleSubscribeRequest } from "../lib/newsletter/subscribe-handler";
import { serve } from "../lib/runtime/runtime";

export default async (request: Request, context: Context) => serve(request, context, (deps) => handleSubscribeRequest(request, deps));

/** Netlify answers 429 past the rate limit before the function runs. */
export const config: Config = {
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
