/**
 * GET /.netlify/functions/google-reviews: the company's rating, review count, Maps link and (up
 * to five) reviews, asked of Google's Places API (New) Place Details on each call and answered
 * with only what the reviews section shows. The API key never leaves the function.
 *
 * Google's terms allow storing the place ID and nothing else of a place: no review, name or rating
 * is written anywhere, and the answer is sent `no-store`, so no browser or CDN keeps it either.
 * What is stored is a count: the calls made this calendar month (UTC), so the function stops
 * calling once the owner's monthly cap is reached and the section shows the company's own
 * testimonials instead. Every failure (Google's 4xx and 5xx, its quota answer, a time-out, an
 * answer that cannot be read, storage that cannot count) is answered `unavailable`, never a
 * broken page, and logged without any of the review's content.
 */
import type { Store } from "@netlify/blobs";
import { isGoogleLink, isGoogleReviewPhoto, type GoogleReview, type GoogleReviewsAnswer } from "../../../src/lib/google-reviews";
import { MAX_REVIEWS_SHOWN, truncateReview } from "../../../src/lib/reviews";
import { NO_STORE_HEADERS } from "../common/http";
import { describeError, type Logger } from "../common/logger";

/** Exactly the fields the section shows: Place Details bills by the most expensive field asked for. */
export const PLACE_DETAILS_FIELD_MASK = "rating,userRatingCount,googleMapsUri,reviews";
export const GOOGLE_PLACES_API_URL = "https://places.googleapis.com";
/** A visitor waits at most this long for Google before the section says reviews are unavailable. */
export const GOOGLE_TIMEOUT_MS = 3000;
/**
 * Place Details with reviews is billed at Google's "Place Details Enterprise + Atmosphere" rate,
 * with 1,000 calls a month free. 900 stays inside that with room for the owner's own checks in
 * Google's console and for calls counted but not made (see docs/deploying.md).
 */
export const DEFAULT_MONTHLY_CAP = 900;
export const GOOGLE_REVIEWS_USAGE_STORE = "google-reviews-usage";

export interface GoogleReviewsSettings {
  apiKey: string | undefined;
  placeId: string | undefined;
  /** Google's address, or a local stand-in's during development and tests. */
  apiUrl: string;
  monthlyCap: number;
}

export interface GoogleReviewsDependencies {
  google: GoogleReviewsSettings;
  /** Holds one count per month, nothing else. */
  usage: Store;
  now: () => Date;
  log: Logger;
  timeoutMs?: number;
}

type Environment = Readonly<Record<string, string | undefined>>;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The settings from the environment. GOOGLE_PLACES_API_URL is honoured only for a local address,
 * so a mistaken value can never send the key anywhere but Google or this machine.
 */
export function readGoogleReviewsSettings(env: Environment, log: Logger): GoogleReviewsSettings {
  const present = (name: string) => env[name]?.trim() || undefined;
  let apiUrl = GOOGLE_PLACES_API_URL;
  const override = present("GOOGLE_PLACES_API_URL");
  if (override) {
    try {
      const url = new URL(override);
      if (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname)) apiUrl = url.origin;
      else log.warn("google-reviews-api-url-ignored", { reason: "only a local address may replace Google's" });
    } catch {
      log.warn("google-reviews-api-url-ignored", { reason: "not an address" });
    }
  }
  let monthlyCap = DEFAULT_MONTHLY_CAP;
  const cap = present("GOOGLE_REVIEWS_MONTHLY_CAP");
  if (cap !== undefined) {
    if (/^\d+$/.test(cap)) monthlyCap = Number(cap);
    else log.warn("google-reviews-cap-ignored", { reason: "not a whole number", default: DEFAULT_MONTHLY_CAP });
  }
  return { apiKey: present("GOOGLE_PLACES_API_KEY"), placeId: present("GOOGLE_PLACE_ID"), apiUrl, monthlyCap };
}

/** The calendar month (UTC) a call is counted in, such as `2026-11`. */
export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

const usageKey = (month: string) => `calls/${month}`;

interface MonthlyUsage {
  calls: number;
}

/** Calls counted in a month; what the owner can read to see how far into the cap the site is. */
export async function callsThisMonth(usage: Store, now: Date): Promise<number> {
  const stored = (await usage.get(usageKey(usageMonth(now)), { type: "json" })) as MonthlyUsage | null;
  return stored?.calls ?? 0;
}

/**
 * Counts one call against this month's cap before it is made, or returns false when the cap is
 * reached. Each write is conditional on the count read, so two visitors at once cannot both take
 * the last call; a call is counted even if Google then fails, which errs on the side of the bill.
 */
export async function reserveCall(usage: Store, now: Date, cap: number): Promise<boolean> {
  const key = usageKey(usageMonth(now));
  for (let attempt = 0; attempt < 10; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
    const { calls, etag } = await readCount(usage, key);
    if (calls >= cap) return false;
    const next: MonthlyUsage = { calls: calls + 1 };
    const write = etag ? await usage.setJSON(key, next, { onlyIfMatch: etag }) : await usage.setJSON(key, next, { onlyIfNew: true });
    // A write reported as made without an ETag did not happen (see ../common/blobs.ts).
    if (write.modified && write.etag) return true;
    if (write.modified) throw new Error(`Netlify Blobs did not confirm counting ${key}`);
  }
  throw new Error(`Could not count a call in ${key}: too many at once`);
}

/**
 * The count and the ETag a write must match. Netlify Blobs answers a read with its ETag; the local
 * emulation (npm start, the tests) only lists ETags, so there the ETag is listed first and the
 * count read after it: a write in between makes the count newer than the ETag, and the
 * conditional write then fails and is retried, never counting twice.
 */
async function readCount(usage: Store, key: string): Promise<{ calls: number; etag: string | undefined }> {
  const stored = await usage.getWithMetadata(key, { type: "json" });
  if (!stored) return { calls: 0, etag: undefined };
  if (stored.etag) return { calls: (stored.data as MonthlyUsage).calls, etag: stored.etag };
  const { blobs } = await usage.list({ prefix: key });
  const etag = blobs.find((blob) => blob.key === key)?.etag;
  const current = (await usage.get(key, { type: "json" })) as MonthlyUsage | null;
  return { calls: current?.calls ?? 0, etag };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function localizedText(value: unknown): { text: string; languageCode: string | null } | null {
  if (!isRecord(value) || typeof value.text !== "string") return null;
  return { text: value.text, languageCode: typeof value.languageCode === "string" ? value.languageCode : null };
}

/**
 * One of Google's reviews as the page shows it, or null for one it cannot show honestly (no
 * author to attribute it to, no rating). The reviewer's own words are shown rather than Google's
 * translation of them, with the language they wrote in.
 */
function reduceReview(value: unknown): GoogleReview | null {
  if (!isRecord(value)) return null;
  const author = isRecord(value.authorAttribution) ? value.authorAttribution : {};
  const authorName = typeof author.displayName === "string" ? author.displayName.trim() : "";
  const rating = value.rating;
  if (!authorName || typeof rating !== "number" || rating < 1 || rating > 5) return null;
  const words = localizedText(value.originalText) ?? localizedText(value.text);
  const publishTime = typeof value.publishTime === "string" && !Number.isNaN(Date.parse(value.publishTime)) ? value.publishTime : null;
  return {
    authorName,
    authorUri: typeof author.uri === "string" && isGoogleLink(author.uri) ? author.uri : null,
    photoUri: typeof author.photoUri === "string" && isGoogleReviewPhoto(author.photoUri) ? author.photoUri : null,
    rating,
    relativeTime: typeof value.relativePublishTimeDescription === "string" ? value.relativePublishTimeDescription : "",
    text: words ? truncateReview(words.text) : "",
    language: words?.languageCode ?? null,
    publishTime,
  };
}

/**
 * Google's Place Details answer reduced to what the section shows, or null when it is not the
 * shape Google documents. A place without a rating or reviews yet simply omits those fields.
 */
export function reducePlaceDetails(body: unknown): GoogleReviewsAnswer | null {
  if (!isRecord(body)) return null;
  const { rating, userRatingCount, googleMapsUri, reviews } = body;
  if (rating !== undefined && (typeof rating !== "number" || rating < 1 || rating > 5)) return null;
  if (userRatingCount !== undefined && (typeof userRatingCount !== "number" || !Number.isInteger(userRatingCount) || userRatingCount < 0)) {
    return null;
  }
  if (googleMapsUri !== undefined && typeof googleMapsUri !== "string") return null;
  if (reviews !== undefined && !Array.isArray(reviews)) return null;
  return {
    status: "ok",
    rating: rating ?? null,
    total: userRatingCount ?? 0,
    mapsUri: googleMapsUri && isGoogleLink(googleMapsUri) ? googleMapsUri : null,
    reviews: (reviews ?? [])
      .map(reduceReview)
      .filter((review): review is GoogleReview => review !== null)
      .slice(0, MAX_REVIEWS_SHOWN),
  };
}

function answer(status: number, body: GoogleReviewsAnswer): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...NO_STORE_HEADERS },
  });
}

const unavailable = () => answer(503, { status: "unavailable" });

export async function handleGoogleReviewsRequest(request: Request, deps: GoogleReviewsDependencies): Promise<Response> {
  if (request.method !== "GET") {
    return new Response(null, { status: 405, headers: { Allow: "GET", ...NO_STORE_HEADERS } });
  }
  const { google: settings, usage, log } = deps;
  if (!settings.apiKey || !settings.placeId) return answer(200, { status: "off" });

  const now = deps.now();
  try {
    if (!(await reserveCall(usage, now, settings.monthlyCap))) {
      log.warn("google-reviews-monthly-cap-reached", { month: usageMonth(now), cap: settings.monthlyCap });
      return answer(200, { status: "off" });
    }
  } catch (error) {
    log.error("google-reviews-usage-uncountable", { error: describeError(error) });
    return unavailable();
  }

  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/v1/places/${encodeURIComponent(settings.placeId)}`, {
      headers: { "X-Goog-Api-Key": settings.apiKey, "X-Goog-FieldMask": PLACE_DETAILS_FIELD_MASK },
      signal: AbortSignal.timeout(deps.timeoutMs ?? GOOGLE_TIMEOUT_MS),
    });
  } catch (error) {
    // Node's fetch rejects with a DOMException, which is not an Error in every realm.
    const timedOut = (error as { name?: unknown } | null)?.name === "TimeoutError";
    log.warn(timedOut ? "google-reviews-timeout" : "google-reviews-unreachable", timedOut ? {} : { error: describeError(error) });
    return unavailable();
  }
  if (!response.ok) {
    // Only the status: Google's error text can repeat the request, key restrictions included.
    await response.body?.cancel();
    log.warn(response.status === 429 ? "google-reviews-quota" : "google-reviews-refused", { status: response.status });
    return unavailable();
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    log.warn("google-reviews-malformed", { reason: "not JSON" });
    return unavailable();
  }
  const reduced = reducePlaceDetails(body);
  if (!reduced) {
    log.warn("google-reviews-malformed", { reason: "not the documented shape" });
    return unavailable();
  }
  return answer(200, reduced);
}
