/**
 * /.netlify/functions/newsletter-confirm?token=…: the link in the confirmation email. GET shows a
 * Confirm button and changes nothing; its POST confirms. Logic: netlify/lib/newsletter/subscription-links.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { handleConfirmRequest } from "../lib/newsletter/subscription-links";
import { serve } from "../lib/runtime/runtime";

export default async (request: Request, context: Context) => serve(request, context, (deps) => handleConfirmRequest(request, deps));

export const config: Config = {
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
