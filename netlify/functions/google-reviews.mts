/**
 * GET /.netlify/functions/google-reviews: the company's live Google reviews for the reviews
 * section, asked of Google on each call and never stored. Logic: netlify/lib/reviews/google-reviews.ts.
 */
import type { Config, Context } from "@netlify/functions";
import { handleGoogleReviewsRequest } from "../lib/reviews/google-reviews";
import { serve } from "../lib/runtime/runtime";

export default async (request: Request, context: Context) =>
  serve(request, context, (deps) => handleGoogleReviewsRequest(request, deps, context.ip));

/** A page view asks once; more than that from one address is someone spending the month's calls. */
export const config: Config = {
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
