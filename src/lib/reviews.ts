/** Review display rules: at most 6 shown, text cut at 200 characters, one-decimal rating. */

export const MAX_REVIEWS_SHOWN = 6;
export const REVIEW_TEXT_LIMIT = 200;

export interface Review {
  authorName: string;
  rating: number;
  /** ISO date the review was written. */
  time: string;
  text: string;
}

export interface ReviewSummary {
  name: string;
  rating: number;
  totalReviews: number;
}

export type ReviewsState =
  { status: "loading" } | { status: "error"; message?: string } | { status: "loaded"; summary: ReviewSummary; reviews: readonly Review[] };

/** Cuts at the limit, then back to the last whole word, and adds an ellipsis. */
export function truncateReview(text: string, limit = REVIEW_TEXT_LIMIT): string {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return trimmed;
  const cut = trimmed.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  const wordSafe = lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${wordSafe.replace(/[\s.,;:!?-]+$/, "")}...`;
}

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** Number of filled stars out of five for a rating. */
export function filledStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating)));
}

export function reviewsToShow<T>(reviews: readonly T[]): T[] {
  return reviews.slice(0, MAX_REVIEWS_SHOWN);
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * How long ago a review was written, as review sites say it ("2 weeks ago", "a month ago"),
 * computed from its date and the moment of the build, so the words never go stale in content.
 */
export function relativeTime(isoDate: string, now: Date | string): string {
  const days = Math.max(0, Math.floor((new Date(now).getTime() - new Date(isoDate).getTime()) / DAY));
  const phrase = (count: number, unit: string) => (count === 1 ? `a ${unit} ago` : `${count} ${unit}s ago`);
  if (days === 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  if (days < 30) return phrase(Math.floor(days / 7), "week");
  const months = Math.floor(days / 30.44);
  if (months < 12) return phrase(Math.max(1, months), "month");
  return phrase(Math.floor(days / 365.25), "year");
}
