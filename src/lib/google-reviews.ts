/**
 * The company's own Google reviews, as the reviews function answers them and the reviews section
 * shows them. Shared by the function (netlify/lib/reviews/google-reviews.ts), the page and the site's
 * security headers, so all three agree on the answer's shape and on where reviewers' photos come
 * from. Nothing here is stored: the function asks Google each time a visitor wants the reviews.
 */

/**
 * Google's attribution for its content shown without a Google map. Its wording is Google's, not
 * copy: the guidelines allow the text "Google Maps" where the logo is not used, unaltered.
 */
export const GOOGLE_MAPS_ATTRIBUTION = "Google Maps";

/**
 * Hosts Google serves reviewers' profile photos from. The function drops a photo from any other
 * host, and only pages that show Google reviews allow these hosts in their img-src.
 */
export const GOOGLE_REVIEW_PHOTO_HOSTS = [
  "lh3.googleusercontent.com",
  "lh4.googleusercontent.com",
  "lh5.googleusercontent.com",
  "lh6.googleusercontent.com",
] as const;

/**
 * The attribute the reviews section carries when the build was given a Google place: the security
 * headers allow Google's photo hosts only on pages whose HTML has it.
 */
export const GOOGLE_REVIEWS_MARKER = "data-google-reviews";

/** One review, reduced to what the page shows; the text is already cut to the display limit. */
export interface GoogleReview {
  authorName: string;
  /** The reviewer's Google Maps profile, which their name links to. */
  authorUri: string | null;
  /** The reviewer's profile photo on one of GOOGLE_REVIEW_PHOTO_HOSTS. */
  photoUri: string | null;
  rating: number;
  /** Google's own words for when it was written, such as "2 months ago". */
  relativeTime: string;
  text: string;
  /** The language the reviewer wrote in (BCP 47), for the quote's lang attribute. */
  language: string | null;
  publishTime: string | null;
}

export interface GoogleReviewsLoaded {
  status: "ok";
  /** The place's average rating, 1 to 5; null while it has none. */
  rating: number | null;
  total: number;
  /** The place on Google Maps, where every review can be read. */
  mapsUri: string | null;
  reviews: GoogleReview[];
}

/**
 * - `ok`: the reviews, straight from Google.
 * - `off`: live reviews are not configured, or this month's calls are used up; the section keeps
 *   the company's own testimonials and the link to Google Maps.
 * - `unavailable`: Google failed, timed out, refused or answered something unreadable.
 */
export type GoogleReviewsAnswer = GoogleReviewsLoaded | { status: "off" } | { status: "unavailable" };

export function isGoogleReviewPhoto(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && (GOOGLE_REVIEW_PHOTO_HOSTS as readonly string[]).includes(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * An https address on google.com or one of its subdomains (www.google.com/maps, maps.google.com),
 * where Place Details puts the place's and each reviewer's links: the only links a review's author
 * or place may carry. A name that merely contains "google" (google.evil.com, google.com.evil.org),
 * another port or a user name in the address is not Google's.
 */
export function isGoogleLink(url: string): boolean {
  try {
    const { protocol, hostname, port, username, password } = new URL(url);
    return protocol === "https:" && (hostname === "google.com" || hostname.endsWith(".google.com")) && !port && !username && !password;
  } catch {
    return false;
  }
}

/**
 * The company's place on Google Maps, by the Maps URLs API's documented search form: it works in
 * a browser and in the Maps apps, needs no key and opens on the place, reviews one tap away.
 */
export function googleMapsPlaceLink(placeId: string, placeName: string): string {
  const query = new URLSearchParams({ api: "1", query: placeName, query_place_id: placeId });
  return `https://www.google.com/maps/search/?${query}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : null);

function readReview(value: unknown): GoogleReview | null {
  if (!isRecord(value)) return null;
  const { authorName, authorUri, photoUri, rating, relativeTime, text, language, publishTime } = value;
  if (typeof authorName !== "string" || authorName.trim() === "") return null;
  if (typeof rating !== "number" || rating < 1 || rating > 5) return null;
  if (typeof text !== "string" || typeof relativeTime !== "string") return null;
  return {
    authorName,
    authorUri: typeof authorUri === "string" && isGoogleLink(authorUri) ? authorUri : null,
    photoUri: typeof photoUri === "string" && isGoogleReviewPhoto(photoUri) ? photoUri : null,
    rating,
    relativeTime,
    text,
    language: optionalString(language),
    publishTime: optionalString(publishTime),
  };
}

/**
 * The function's answer as the page trusts it. Anything it cannot read counts as unavailable, so
 * a broken answer shows the failure state rather than a broken section.
 */
export function readGoogleReviewsAnswer(value: unknown): GoogleReviewsAnswer {
  if (!isRecord(value)) return { status: "unavailable" };
  if (value.status === "off") return { status: "off" };
  if (value.status !== "ok" || !Array.isArray(value.reviews)) return { status: "unavailable" };
  const { rating, total, mapsUri } = value;
  if (rating !== null && (typeof rating !== "number" || rating < 1 || rating > 5)) return { status: "unavailable" };
  if (typeof total !== "number" || !Number.isInteger(total) || total < 0) return { status: "unavailable" };
  const reviews = value.reviews.map(readReview);
  if (reviews.some((review) => review === null)) return { status: "unavailable" };
  return {
    status: "ok",
    rating,
    total,
    mapsUri: typeof mapsUri === "string" && isGoogleLink(mapsUri) ? mapsUri : null,
    reviews: reviews as GoogleReview[],
  };
}
