/**
 * GET /.netlify/functions/google-reviews: the company's live Google reviews for the reviews
 * section, asked of Google on each call and never stored. Logic: netlify/lib/reviews/google-reviews.ts.
 */
import type { Config } from "@netlify/functions";
import { getStore } from "@netlify/blobs";
import { GOOGLE_REVIEWS_USAGE_STORE, handleGoogleReviewsRequest, readGoogleReviewsSettings } from "../lib/reviews/google-reviews";
import { consoleLogger } from "../lib/shared/logger";

export default async (request: Request) =>
  handleGoogleReviewsRequest(request, {
    settings: readGoogleReviewsSettings(process.env, consoleLogger),
    usage: getStore({ name: GOOGLE_REVIEWS_USAGE_STORE, consistency: "strong" }),
    now: () => new Date(),
    log: consoleLogger,
  });

/** A page view asks once; more than that from one address is someone spending the month's calls. */
export const config: Config = {
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
