/**
 * /.netlify/functions/newsletter-unsubscribe?token=…: the unsubscribe link of every email to a
 * subscriber, and its List-Unsubscribe header. GET shows an Unsubscribe button and changes nothing;
 * one POST (that button, or a mail client's one-click unsubscribe) removes the address.
 * Logic: netlify/lib/newsletter/subscription-links.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { handleUnsubscribeRequest } from "../lib/newsletter/subscription-links";
import { serve } from "../lib/runtime/runtime";

export default async (request: Request, context: Context) => serve(request, context, (deps) => handleUnsubscribeRequest(request, deps));

/** Generous: one-click unsubscribes arrive from a mail provider's few servers in bursts after a send. */
export const config: Config = {
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
