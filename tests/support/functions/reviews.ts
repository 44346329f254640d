/**
 * What the reviews tests share: a local stand-in for Google's Places API (a real HTTP server), a
 * Place Details answer as Google documents it, and the function's parts wired to them and to a
 * real Postgres, with a hand-moved clock and a recording log. Test-only; no function imports this file.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { manualClock, recordingLogger } from "./servers";
import type { AlertChannel } from "../../../netlify/lib/common/alerts";
import {
  DEFAULT_MONTHLY_CAP,
  handleGoogleReviewsRequest,
  type GoogleReviewsDependencies,
} from "../../../netlify/lib/reviews/google-reviews";
import { DEFAULT_VISITOR_HOURLY_LIMIT, type UsageStore } from "../../../netlify/lib/reviews/usage";

export const API_KEY = "test-places-key";
export const PLACE_ID = "ChIJ-test-place-id";

interface Received {
  url: string;
  headers: IncomingMessage["headers"];
}

export type PlacesStandIn = Awaited<ReturnType<typeof startPlacesStandIn>>;

/** Google's Places API as far as Place Details goes: answers with whatever the test sets. */
export async function startPlacesStandIn() {
  const received: Received[] = [];
  let reply: (response: ServerResponse) => void = (response) => response.writeHead(500).end();
  const server = createServer((request, response) => {
    received.push({ url: request.url ?? "", headers: request.headers });
    reply(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer(status: number, body: unknown, delayMs = 0) {
      reply = (response) =>
        setTimeout(() => response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body)), delayMs);
    },
    answerRaw(status: number, text: string) {
      reply = (response) => response.writeHead(status, { "Content-Type": "application/json" }).end(text);
    },
    /** Never answers, as a Google that has stopped responding. */
    hang() {
      reply = () => undefined;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The stand-in as each test starts with it: no calls yet, and the place's details to answer. */
export function answerWithPlaceDetails(places: PlacesStandIn): void {
  places.received.length = 0;
  places.answer(200, placeDetails);
}

const longText = `${"We needed a set of onboarding films for three sites and the crew planned every shoot day around our shifts. ".repeat(3)}`;

/** A Place Details answer as Google documents it, with a field the page does not show. */
export const placeDetails = {
  rating: 4.8,
  userRatingCount: 23,
  googleMapsUri: "https://maps.google.com/?cid=1234567890",
  reviews: [
    {
      name: "places/ChIJ-test-place-id/reviews/abc",
      relativePublishTimeDescription: "2 months ago",
      rating: 5,
      text: { text: longText, languageCode: "en" },
      originalText: { text: longText, languageCode: "en" },
      authorAttribution: {
        displayName: "Rosa Whitfield",
        uri: "https://www.google.com/maps/contrib/101",
        photoUri: "https://lh3.googleusercontent.com/a-/photo-101=s128-c0x00000000-cc-rp-mo",
      },
      publishTime: "2026-09-14T10:12:00Z",
      flagContentUri: "https://www.google.com/local/review/rap/report?postId=abc",
      googleMapsUri: "https://www.google.com/maps/reviews/data=abc",
    },
    {
      name: "places/ChIJ-test-place-id/reviews/def",
      relativePublishTimeDescription: "5 months ago",
      rating: 4,
      text: { text: "Clear brief, calm crew, good films.", languageCode: "en" },
      originalText: { text: "Briefing clair, équipe calme, bons films.", languageCode: "fr" },
      authorAttribution: {
        displayName: "Luc Armand",
        uri: "https://www.google.com/maps/contrib/202",
        photoUri: "https://images.example.net/not-google.jpg",
      },
      publishTime: "2026-06-02T08:00:00Z",
    },
  ],
};

/** An alert channel that records what it is asked to post. */
export function recordingChannel(): AlertChannel & { posted: string[] } {
  const posted: string[] = [];
  return {
    posted,
    async post(text) {
      posted.push(text);
    },
  };
}

/**
 * The function's parts against the stand-in and `usage`, as Netlify would build them for one
 * instance, on 25 November 2026 (a 30-day month, so the default cap of 900 is 30 calls a day).
 */
export function reviewsParts(
  places: PlacesStandIn,
  usage: UsageStore,
  settings: Partial<GoogleReviewsDependencies["google"]> = {},
  overrides: Partial<GoogleReviewsDependencies> = {},
) {
  const log = recordingLogger();
  const clock = manualClock("2026-11-25T12:00:00.000Z");
  const channel = recordingChannel();
  const deps: GoogleReviewsDependencies = {
    google: {
      apiKey: API_KEY,
      placeId: PLACE_ID,
      apiUrl: places.url,
      monthlyCap: DEFAULT_MONTHLY_CAP,
      visitorHourlyLimit: DEFAULT_VISITOR_HOURLY_LIMIT,
      ...settings,
    },
    usage,
    callsInFlight: new Map(),
    alerts: { channel },
    now: clock.now,
    log,
    timeoutMs: 3000,
    ...overrides,
  };
  return { deps, log, clock, channel };
}

export const reviewsRequest = () => new Request("https://www.gridlinefilms.co.uk/.netlify/functions/google-reviews");

/** One visitor's call; `instance` stands for the function instance that serves it (its own calls in flight). */
export async function askForReviews(deps: GoogleReviewsDependencies, visitor = "203.0.113.7", instance = deps.callsInFlight) {
  const response = await handleGoogleReviewsRequest(reviewsRequest(), { ...deps, callsInFlight: instance }, visitor);
  return { response, body: (await response.json()) as unknown };
}
