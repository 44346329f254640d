/**
 * POST /.netlify/functions/send-contact-email: the contact form's message, stored durably in
 * Postgres (Netlify Database) and then emailed to the company. The logic is in
 * netlify/lib/contact/contact-handler.ts; this file wires in the real storage, mailer and settings.
 */
import type { Config, Context } from "@netlify/functions";
import { handleContactRequest } from "../lib/contact/contact-handler";
import { serve } from "../lib/runtime/runtime";

export default async (request: Request, context: Context) => serve(request, context, (deps) => handleContactRequest(request, deps));

/**
 * No custom `path`: a function with one answers only there, and the forms post to the default
 * /.netlify/functions/ address. Netlify answers 429 past the rate limit before the function runs.
 */
export const config: Config = {
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
