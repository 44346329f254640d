/**
 * The reviews function against a local stand-in for Google's Places API (a real HTTP server) and
 * real Blobs storage: what it asks Google, what it answers the page, when it stops asking, and
 * that nothing of a review is ever stored.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  DEFAULT_MONTHLY_CAP,
  PLACE_DETAILS_FIELD_MASK,
  callsThisMonth,
  handleGoogleReviewsRequest,
  readGoogleReviewsSettings,
  type GoogleReviewsDependencies,
} from "./google-reviews";
import { listKeys, manualClock, recordingLogger, startBlobs, type BlobsEnvironment } from "../common/test-support";
import { readGoogleReviewsAnswer, type GoogleReviewsLoaded } from "../../../src/lib/google-reviews";

const API_KEY = "test-places-key";
const PLACE_ID = "ChIJ-test-place-id";

interface Received {
  url: string;
  headers: IncomingMessage["headers"];
}

/** Google's Places API as far as Place Details goes: answers with whatever the test sets. */
async function startPlacesStandIn() {
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
    answer(status: number, body: unknown) {
      reply = (response) => response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
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

const longText = `${"We needed a set of onboarding films for three sites and the crew planned every shoot day around our shifts. ".repeat(3)}`;

/** A Place Details answer as Google documents it, with a field the page does not show. */
const placeDetails = {
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

let blobs: BlobsEnvironment;
let places: Awaited<ReturnType<typeof startPlacesStandIn>>;

beforeAll(async () => {
  blobs = await startBlobs();
  places = await startPlacesStandIn();
});
afterAll(async () => {
  await places.stop();
  await blobs.stop();
});
beforeEach(() => {
  places.received.length = 0;
  places.answer(200, placeDetails);
});

function dependencies(overrides: Partial<GoogleReviewsDependencies> = {}, settings: Partial<GoogleReviewsDependencies["google"]> = {}) {
  const log = recordingLogger();
  const clock = manualClock("2026-11-25T12:00:00.000Z");
  const usage = blobs.store("google-reviews-usage");
  const deps: GoogleReviewsDependencies = {
    google: { apiKey: API_KEY, placeId: PLACE_ID, apiUrl: places.url, monthlyCap: DEFAULT_MONTHLY_CAP, ...settings },
    usage,
    now: clock.now,
    log,
    timeoutMs: 3000,
    ...overrides,
  };
  return { deps, log, clock, usage };
}

const get = () => new Request("https://www.gridlinefilms.co.uk/.netlify/functions/google-reviews");

async function ask(deps: GoogleReviewsDependencies) {
  const response = await handleGoogleReviewsRequest(get(), deps);
  return { response, body: (await response.json()) as unknown };
}

describe("asking Google", () => {
  it("asks Place Details for the configured place with the key in its header and exactly the fields shown", async () => {
    const { deps } = dependencies();
    await ask(deps);
    expect(places.received).toHaveLength(1);
    const [request] = places.received;
    expect(request.url).toBe(`/v1/places/${PLACE_ID}`);
    expect(request.headers["x-goog-api-key"]).toBe(API_KEY);
    expect(request.headers["x-goog-fieldmask"]).toBe("rating,userRatingCount,googleMapsUri,reviews");
    expect(PLACE_DETAILS_FIELD_MASK).toBe("rating,userRatingCount,googleMapsUri,reviews");
  });

  it("never puts the key in the address or in its answer to the page", async () => {
    const { deps } = dependencies();
    const text = await (await handleGoogleReviewsRequest(get(), deps)).text();
    expect(places.received[0].url).not.toContain(API_KEY);
    expect(text).not.toContain(API_KEY);
  });

  it("answers off without asking Google while the key or the place is not set", async () => {
    for (const settings of [{ apiKey: undefined }, { placeId: undefined }]) {
      const { deps } = dependencies({}, settings);
      const { response, body } = await ask(deps);
      expect(response.status).toBe(200);
      expect(body).toEqual({ status: "off" });
    }
    expect(places.received).toHaveLength(0);
  });

  it("answers only GET", async () => {
    const { deps } = dependencies();
    const response = await handleGoogleReviewsRequest(new Request(get().url, { method: "POST", body: "{}" }), deps);
    expect(response.status).toBe(405);
    expect(places.received).toHaveLength(0);
  });
});

describe("what the page is given", () => {
  it("reduces Google's answer to the rating, count, Maps link and each review's shown fields", async () => {
    const { deps } = dependencies();
    const { response, body } = await ask(deps);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const answer = body as GoogleReviewsLoaded;
    expect(answer).toMatchObject({ status: "ok", rating: 4.8, total: 23, mapsUri: placeDetails.googleMapsUri });
    expect(answer.reviews).toHaveLength(2);
    const [first, second] = answer.reviews;
    expect(Object.keys(first).sort()).toEqual(
      ["authorName", "authorUri", "language", "photoUri", "publishTime", "rating", "relativeTime", "text"].sort(),
    );
    expect(first).toMatchObject({
      authorName: "Rosa Whitfield",
      authorUri: "https://www.google.com/maps/contrib/101",
      photoUri: placeDetails.reviews[0].authorAttribution.photoUri,
      rating: 5,
      relativeTime: "2 months ago",
      language: "en",
      publishTime: "2026-09-14T10:12:00Z",
    });
    // Cut for display before it leaves the function.
    expect(first.text.endsWith("...")).toBe(true);
    expect(first.text.length).toBeLessThanOrEqual(203);
    // The reviewer's own words, not Google's translation, and no photo from a host Google does not serve them from.
    expect(second).toMatchObject({ text: "Briefing clair, équipe calme, bons films.", language: "fr", photoUri: null });
    expect(JSON.stringify(body)).not.toContain("flagContentUri");
    // The page's reader accepts exactly this answer.
    expect(readGoogleReviewsAnswer(body)).toEqual(body);
  });

  it("gives a place with no reviews yet an empty list, not a failure", async () => {
    places.answer(200, { googleMapsUri: "https://maps.google.com/?cid=1" });
    const { deps } = dependencies();
    const { response, body } = await ask(deps);
    expect(response.status).toBe(200);
    expect(body).toEqual({ status: "ok", rating: null, total: 0, mapsUri: "https://maps.google.com/?cid=1", reviews: [] });
  });

  it("leaves out a review it could not attribute to its author", async () => {
    const anonymous = { ...placeDetails.reviews[1], authorAttribution: { uri: "https://www.google.com/maps/contrib/3" } };
    places.answer(200, { ...placeDetails, reviews: [anonymous, placeDetails.reviews[0]] });
    const { deps } = dependencies();
    const { body } = await ask(deps);
    expect((body as GoogleReviewsLoaded).reviews.map((review) => review.authorName)).toEqual(["Rosa Whitfield"]);
  });
});

describe("when Google fails", () => {
  it.each([
    ["a 400 (a wrong place ID)", 400, { error: { code: 400, message: "Not a valid Place ID", status: "INVALID_ARGUMENT" } }],
    [
      "a 403 (a key not allowed this API)",
      403,
      { error: { code: 403, message: `API key ${API_KEY} not valid`, status: "PERMISSION_DENIED" } },
    ],
    ["a 429 (quota used up)", 429, { error: { code: 429, message: "Quota exceeded", status: "RESOURCE_EXHAUSTED" } }],
    ["a 500", 500, { error: { code: 500, status: "INTERNAL" } }],
    ["a 503", 503, { error: { code: 503, status: "UNAVAILABLE" } }],
  ])("answers unavailable after %s, logging the status and nothing Google said", async (_, status, body) => {
    places.answer(status, body);
    const { deps, log } = dependencies();
    const { response, body: answer } = await ask(deps);
    expect(response.status).toBe(503);
    expect(answer).toEqual({ status: "unavailable" });
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0].details).toEqual({ status });
    expect(JSON.stringify(log.entries)).not.toContain(API_KEY);
  });

  it("names the quota answer in the log so the owner can tell it from a fault", async () => {
    places.answer(429, { error: { code: 429 } });
    const { deps, log } = dependencies();
    await ask(deps);
    expect(log.entries.map(({ event }) => event)).toEqual(["google-reviews-quota"]);
  });

  it("gives up after the time-out and answers unavailable", async () => {
    places.hang();
    const { deps, log } = dependencies({ timeoutMs: 300 });
    const started = Date.now();
    const { response, body } = await ask(deps);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(503);
    expect(body).toEqual({ status: "unavailable" });
    expect(log.entries.map(({ event }) => event)).toEqual(["google-reviews-timeout"]);
  });

  it("waits three seconds for Google by default", async () => {
    places.hang();
    const { deps } = dependencies({ timeoutMs: undefined });
    const started = Date.now();
    await ask(deps);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(2900);
    expect(waited).toBeLessThan(4500);
  });

  it.each([
    ["text that is not JSON", "<html>Service Unavailable</html>"],
    ["a list instead of a place", "[]"],
    ["a rating that is not a number", JSON.stringify({ ...placeDetails, rating: "4.8" })],
    ["reviews that are not a list", JSON.stringify({ ...placeDetails, reviews: { first: placeDetails.reviews[0] } })],
  ])("answers unavailable for %s", async (_, text) => {
    places.answerRaw(200, text);
    const { deps, log } = dependencies();
    const { response, body } = await ask(deps);
    expect(response.status).toBe(503);
    expect(body).toEqual({ status: "unavailable" });
    expect(log.entries.map(({ event }) => event)).toEqual(["google-reviews-malformed"]);
  });

  it("answers unavailable, without asking Google uncounted, when the count cannot be kept", async () => {
    const { deps, log } = dependencies({ usage: blobs.unreachableStore("google-reviews-usage") });
    const { response, body } = await ask(deps);
    expect(response.status).toBe(503);
    expect(body).toEqual({ status: "unavailable" });
    expect(places.received).toHaveLength(0);
    expect(log.errors()).toEqual(["google-reviews-usage-uncountable"]);
  });
});

describe("the monthly cap", () => {
  it("stops asking Google once the month's calls reach the cap, and answers off", async () => {
    const { deps, log, usage, clock } = dependencies({}, { monthlyCap: 3 });
    for (let call = 0; call < 3; call++) expect((await ask(deps)).body).toMatchObject({ status: "ok" });
    const capped = await ask(deps);
    expect(capped.response.status).toBe(200);
    expect(capped.body).toEqual({ status: "off" });
    expect(places.received).toHaveLength(3);
    expect(await callsThisMonth(usage, clock.now())).toBe(3);
    expect(log.entries.map(({ event }) => event)).toEqual(["google-reviews-monthly-cap-reached"]);
    expect(log.entries[0].details).toEqual({ month: "2026-11", cap: 3 });
  });

  it("counts failed calls too, since Google may bill them", async () => {
    places.answer(500, {});
    const { deps, usage, clock } = dependencies({}, { monthlyCap: 1 });
    await ask(deps);
    await ask(deps);
    expect(places.received).toHaveLength(1);
    expect(await callsThisMonth(usage, clock.now())).toBe(1);
  });

  it("starts again with the next calendar month", async () => {
    const { deps, clock } = dependencies({}, { monthlyCap: 2 });
    clock.advanceMinutes(6 * 24 * 60 - 12 * 60 - 1); // 30 November, 23:59 UTC
    await ask(deps);
    await ask(deps);
    expect((await ask(deps)).body).toEqual({ status: "off" });
    clock.advanceMinutes(1); // 1 December, 00:00 UTC
    expect((await ask(deps)).body).toMatchObject({ status: "ok" });
    expect(places.received).toHaveLength(3);
  });

  it("never calls Google with a cap of 0", async () => {
    const { deps } = dependencies({}, { monthlyCap: 0 });
    expect((await ask(deps)).body).toEqual({ status: "off" });
    expect(places.received).toHaveLength(0);
  });
});

describe("storage", () => {
  it("keeps a count per month and nothing about any review, name or rating", async () => {
    const { deps, usage } = dependencies();
    await ask(deps);
    await ask(deps);
    expect(await listKeys(usage)).toEqual(["calls/2026-11"]);
    const stored = JSON.stringify(await usage.get("calls/2026-11", { type: "json" }));
    expect(stored).toBe('{"calls":2}');
  });
});

describe("settings", () => {
  const log = recordingLogger();
  it("uses Google's address unless a local stand-in is named", () => {
    expect(readGoogleReviewsSettings({}, log).apiUrl).toBe("https://places.googleapis.com");
    expect(readGoogleReviewsSettings({ GOOGLE_PLACES_API_URL: "http://127.0.0.1:8899" }, log).apiUrl).toBe("http://127.0.0.1:8899");
    expect(readGoogleReviewsSettings({ GOOGLE_PLACES_API_URL: "http://localhost:8899/" }, log).apiUrl).toBe("http://localhost:8899");
  });

  it("never sends the key to any other host", () => {
    const warnings = recordingLogger();
    for (const url of ["https://places.example.net", "http://10.0.0.5:8080", "not a url"]) {
      expect(readGoogleReviewsSettings({ GOOGLE_PLACES_API_URL: url }, warnings).apiUrl).toBe("https://places.googleapis.com");
    }
    expect(warnings.entries.map(({ event }) => event)).toEqual(Array(3).fill("google-reviews-api-url-ignored"));
  });

  it("reads the monthly cap, and keeps the default for a value that is not a whole number", () => {
    expect(readGoogleReviewsSettings({}, log).monthlyCap).toBe(900);
    expect(readGoogleReviewsSettings({ GOOGLE_REVIEWS_MONTHLY_CAP: "250" }, log).monthlyCap).toBe(250);
    expect(readGoogleReviewsSettings({ GOOGLE_REVIEWS_MONTHLY_CAP: "lots" }, log).monthlyCap).toBe(900);
  });
});
