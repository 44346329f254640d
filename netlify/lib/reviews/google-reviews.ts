/**
 * GET /.netlify/functions/google-reviews: the company's rating, review count, Maps link and (up
 * to five) reviews, asked of Google's Places API (New) Place Details on each call and answered
 * with only what the reviews section shows. The API key never leaves the function.
 *
 * Google's terms allow storing the place ID and nothing else of a place: no review, name or rating
 * is written anywhere, and the answer is sent `no-store`, so no browser or CDN keeps it either.
 * What is stored is counts (usage.ts, in Postgres): today's share of the owner's monthly cap, and
 * each visitor's calls this hour under a keyed hash of their address. A visitor over their limit, or a
 * call once today's share is spent, is answered `off` before Google is asked, and the section
 * shows the company's own testimonials instead. Calls arriving together in one instance share one
 * Google call and its answer, which is dropped once they have it. Every failure (Google's 4xx and
 * 5xx, its quota answer, a time-out, an answer that cannot be read, storage that cannot count) is
 * answered `unavailable`, never a broken page, and logged without any of the review's content.
 */
import { siteFiles } from "../../../src/content-model/site-files";
import { isGoogleLink, isGoogleReviewPhoto, type GoogleReview, type GoogleReviewsAnswer } from "../../../src/lib/google-reviews";
import { MAX_REVIEWS_SHOWN, truncateReview } from "../../../src/lib/reviews";
import { NO_STORE_HEADERS } from "../common/http";
import { describeError, type Logger } from "../common/logger";
import type { AlertChannel } from "../common/alerts";
import {
  DEFAULT_VISITOR_HOURLY_LIMIT,
  admitVisitor,
  claimShareAlert,
  dailyShare,
  isShareSpent,
  reserveGoogleCall,
  usageDay,
  type UsageStore,
} from "./usage";

const { site } = siteFiles;

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

export interface GoogleReviewsSettings {
  apiKey: string | undefined;
  placeId: string | undefined;
  /** Google's address, or a local stand-in's during development and tests. */
  apiUrl: string;
  monthlyCap: number;
  /** Calls one visitor may cause in a clock hour. */
  visitorHourlyLimit: number;
}

/** What a call to Google came to, shared by every request that waited for it. */
export interface ReviewsReply {
  status: number;
  body: GoogleReviewsAnswer;
}

/** The Google calls this instance is making, by place: a request arriving meanwhile waits for one. */
export type CallsInFlight = Map<string, Promise<ReviewsReply>>;

/** This instance's calls in flight: the module is loaded once per function instance. */
export const callsInFlight: CallsInFlight = new Map();

export interface GoogleReviewsDependencies {
  google: GoogleReviewsSettings;
  /** Counts of calls and visitors by day (usage.ts), nothing from Google. */
  usage: UsageStore;
  callsInFlight: CallsInFlight;
  /** Where the owner is told that a day's share ran out; null logs it instead. */
  alerts: { channel: AlertChannel | null };
  now: () => Date;
  log: Logger;
  timeoutMs?: number;
}

type Environment = Readonly<Record<string, string | undefined>>;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The settings from the environment. GOOGLE_PLACES_API_URL is honoured only for a local address,
 * so a mistaken value can never send the key anywhere but Google or this machine. A key that is
 * not one line of printable characters (pasted with a line break, say) could not be sent as a
 * header, and the error saying so would quote it: it is treated as unset, and never logged.
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
  const wholeNumber = (name: string, fallback: number) => {
    const value = present(name);
    if (value === undefined) return fallback;
    if (/^\d+$/.test(value)) return Number(value);
    log.warn("google-reviews-setting-ignored", { setting: name, reason: "not a whole number", default: fallback });
    return fallback;
  };
  let apiKey = present("GOOGLE_PLACES_API_KEY");
  if (apiKey !== undefined && !/^[\x21-\x7e]+$/.test(apiKey)) {
    log.warn("google-reviews-key-ignored", { reason: "GOOGLE_PLACES_API_KEY is not one line of printable characters" });
    apiKey = undefined;
  }
  return {
    apiKey,
    placeId: present("GOOGLE_PLACE_ID"),
    apiUrl,
    monthlyCap: wholeNumber("GOOGLE_REVIEWS_MONTHLY_CAP", DEFAULT_MONTHLY_CAP),
    visitorHourlyLimit: wholeNumber("GOOGLE_REVIEWS_VISITOR_HOURLY_LIMIT", DEFAULT_VISITOR_HOURLY_LIMIT),
  };
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

function answer({ status, body }: ReviewsReply): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...NO_STORE_HEADERS },
  });
}

const OFF: ReviewsReply = { status: 200, body: { status: "off" } };
const UNAVAILABLE: ReviewsReply = { status: 503, body: { status: "unavailable" } };

/** An error's name alone: the messages of fetch's and URL's errors can quote a header or an address. */
const errorName = (error: unknown) => (error as { name?: unknown } | null)?.name ?? typeof error;

/**
 * `visitorAddress` is the caller's IP address as Netlify gives it (`context.ip`); it is only ever
 * hashed (see usage.ts).
 */
export async function handleGoogleReviewsRequest(
  request: Request,
  deps: GoogleReviewsDependencies,
  visitorAddress?: string,
): Promise<Response> {
  if (request.method !== "GET") {
    return new Response(null, { status: 405, headers: { Allow: "GET", ...NO_STORE_HEADERS } });
  }
  const { google: settings, log } = deps;
  const { apiKey, placeId } = settings;
  if (!apiKey || !placeId) return answer(OFF);

  const joined = deps.callsInFlight.get(placeId);
  if (joined) return answer(await joined);
  try {
    // A spent share answers "off" whoever asks, so the visitor is not counted (nor their hash written).
    const now = deps.now();
    const shareSpent = async () => {
      if (await claimShareAlert(deps.usage, now)) await alertShareSpent(deps, now);
      return answer(OFF);
    };
    if (await isShareSpent(deps.usage, now, settings.monthlyCap)) return await shareSpent();
    const limits = { hourlyLimit: settings.visitorHourlyLimit, monthlyCap: settings.monthlyCap };
    if (!(await admitVisitor(deps.usage, visitorAddress, now, limits))) {
      // The statement that counts the visitor also checks the share: it may have run out meanwhile.
      if (await isShareSpent(deps.usage, now, settings.monthlyCap)) return await shareSpent();
      log.info("google-reviews-visitor-limit", { limit: settings.visitorHourlyLimit });
      return answer(OFF);
    }
  } catch (error) {
    log.error("google-reviews-usage-uncountable", { error: describeError(error) });
    return answer(UNAVAILABLE);
  }

  let call = deps.callsInFlight.get(placeId);
  if (!call) {
    call = reserveAndAsk(deps, { apiKey, placeId }).finally(() => deps.callsInFlight.delete(placeId));
    deps.callsInFlight.set(placeId, call);
  }
  return answer(await call);
}

async function reserveAndAsk(deps: GoogleReviewsDependencies, place: { apiKey: string; placeId: string }): Promise<ReviewsReply> {
  const { google: settings, log } = deps;
  const now = deps.now();
  try {
    if (!(await reserveGoogleCall(deps.usage, now, settings.monthlyCap))) {
      if (await claimShareAlert(deps.usage, now)) await alertShareSpent(deps, now);
      return OFF;
    }
  } catch (error) {
    log.error("google-reviews-usage-uncountable", { error: describeError(error) });
    return UNAVAILABLE;
  }

  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/v1/places/${encodeURIComponent(place.placeId)}`, {
      headers: { "X-Goog-Api-Key": place.apiKey, "X-Goog-FieldMask": PLACE_DETAILS_FIELD_MASK },
      signal: AbortSignal.timeout(deps.timeoutMs ?? GOOGLE_TIMEOUT_MS),
    });
  } catch (error) {
    // Node's fetch rejects with a DOMException, which is not an Error in every realm.
    const timedOut = errorName(error) === "TimeoutError";
    log.warn(timedOut ? "google-reviews-timeout" : "google-reviews-unreachable", timedOut ? {} : { error: errorName(error) });
    return UNAVAILABLE;
  }
  if (!response.ok) {
    // Only the status: Google's error text can repeat the request, key restrictions included.
    await response.body?.cancel();
    log.warn(response.status === 429 ? "google-reviews-quota" : "google-reviews-refused", { status: response.status });
    return UNAVAILABLE;
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    log.warn("google-reviews-malformed", { reason: "not JSON" });
    return UNAVAILABLE;
  }
  const reduced = reducePlaceDetails(body);
  if (!reduced) {
    log.warn("google-reviews-malformed", { reason: "not the documented shape" });
    return UNAVAILABLE;
  }
  return { status: 200, body: reduced };
}

/** Tells the owner, once a day, that the day's share is spent: on the alert channel, or in the log without one. */
async function alertShareSpent(deps: GoogleReviewsDependencies, now: Date): Promise<void> {
  const share = dailyShare(deps.google.monthlyCap, now);
  const details = { day: usageDay(now), share, cap: deps.google.monthlyCap };
  const { channel } = deps.alerts;
  deps.log.warn("google-reviews-daily-share-reached", { ...details, alert: channel ? "webhook" : "this log line" });
  if (!channel) return;
  try {
    await channel.post(shareSpentText(share, deps.google.monthlyCap));
  } catch (error) {
    deps.log.error("google-reviews-alert-not-posted", { ...details, error: errorName(error) });
  }
}

export function shareSpentText(share: number, monthlyCap: number): string {
  return [
    `${site.name} website: today's ${share} calls for the Google reviews are used up.`,
    "Until midnight (UTC) the reviews section shows your own testimonials and a link to your reviews on Google Maps.",
    `Each day gets an even share of GOOGLE_REVIEWS_MONTHLY_CAP (${monthlyCap} a month), so tomorrow starts afresh.`,
    "If this was real interest, raise the cap after checking Google's prices; if not, someone used up today's calls, and only today is affected.",
  ].join("\n");
}
