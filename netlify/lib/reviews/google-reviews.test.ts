/**
 * The reviews function against a local stand-in for Google's Places API (a real HTTP server) and
 * a real Postgres: what it asks Google, what it answers the page, what it logs when Google
 * fails, and how calls made together share one. Its budgets are tested in usage.test.ts.
 */
import {
  DEFAULT_MONTHLY_CAP,
  PLACE_DETAILS_FIELD_MASK,
  handleGoogleReviewsRequest,
  readGoogleReviewsSettings,
  type GoogleReviewsDependencies,
} from "./google-reviews";
import {
  API_KEY,
  PLACE_ID,
  answerWithPlaceDetails,
  askForReviews,
  placeDetails,
  reviewsParts,
  reviewsRequest,
  startPlacesStandIn,
} from "../../../tests/support/functions/reviews";
import { recordingLogger, useDatabaseAndMail, useStandIn } from "../../../tests/support/functions/servers";
import { readGoogleReviewsAnswer, type GoogleReviewsLoaded } from "../../../src/lib/google-reviews";

const servers = useDatabaseAndMail();
const places = useStandIn(startPlacesStandIn, answerWithPlaceDetails);

function dependencies(overrides: Partial<GoogleReviewsDependencies> = {}, settings: Partial<GoogleReviewsDependencies["google"]> = {}) {
  const usage = servers.db;
  return { ...reviewsParts(places, usage, settings, overrides), usage };
}

const get = reviewsRequest;
const ask = (deps: GoogleReviewsDependencies) => askForReviews(deps);

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

  it("logs only the name of an error fetch throws, whose message can quote the key", async () => {
    const brokenKey = `${API_KEY}\nsecond-line`;
    const { deps, log } = dependencies({}, { apiKey: brokenKey });
    const { response, body } = await ask(deps);
    expect(response.status).toBe(503);
    expect(body).toEqual({ status: "unavailable" });
    expect(log.entries).toEqual([{ level: "warn", event: "google-reviews-unreachable", details: { error: "TypeError" } }]);
    expect(JSON.stringify(log.entries)).not.toContain(API_KEY);
  });

  it("logs only the error's name when Google cannot be reached", async () => {
    const { deps, log } = dependencies({}, { apiUrl: "http://127.0.0.1:9" });
    expect((await ask(deps)).response.status).toBe(503);
    expect(log.entries).toEqual([{ level: "warn", event: "google-reviews-unreachable", details: { error: "TypeError" } }]);
  });

  it("answers unavailable, without asking Google uncounted, when the count cannot be kept", async () => {
    const { deps, log } = dependencies({ usage: servers.database.unreachable() });
    const { response, body } = await ask(deps);
    expect(response.status).toBe(503);
    expect(body).toEqual({ status: "unavailable" });
    expect(places.received).toHaveLength(0);
    expect(log.errors()).toEqual(["google-reviews-usage-uncountable"]);
  });
});

describe("calls made together", () => {
  it("share one Google call in one instance, each getting the reviews, and keep nothing once answered", async () => {
    places.answer(200, placeDetails, 2000);
    const usage = servers.db;
    const { deps } = reviewsParts(places, usage);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, caller) => askForReviews(deps, `198.51.100.${caller + 1}`)));
    expect(places.received).toHaveLength(1);
    for (const { response, body } of answers) {
      expect(response.status).toBe(200);
      expect(body).toMatchObject({ status: "ok", rating: 4.8 });
    }
    expect(deps.callsInFlight.size).toBe(0);
    const kept = await Promise.all(
      (["reviews_calls", "reviews_visitors", "reviews_hash_keys"] as const).map((table) => usage.selectFrom(table).selectAll().execute()),
    );
    expect(JSON.stringify(kept)).not.toMatch(/Rosa|Whitfield|4\.8|onboarding|Place/);

    await ask(deps);
    expect(places.received).toHaveLength(2);
  });

  it("share a failure too, and the next call asks Google afresh", async () => {
    places.answer(503, {}, 2000);
    const { deps } = reviewsParts(places, servers.db);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, caller) => askForReviews(deps, `198.51.100.${caller + 1}`)));
    expect(answers.map(({ response }) => response.status)).toEqual(Array(5).fill(503));
    expect(places.received).toHaveLength(1);
    places.answer(200, placeDetails);
    expect((await ask(deps)).body).toMatchObject({ status: "ok" });
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

  it("reads the monthly cap and each visitor's hourly limit, and keeps the default for a value that is not a whole number", () => {
    expect(readGoogleReviewsSettings({}, log)).toMatchObject({ monthlyCap: DEFAULT_MONTHLY_CAP, visitorHourlyLimit: 10 });
    expect(readGoogleReviewsSettings({ GOOGLE_REVIEWS_MONTHLY_CAP: "250", GOOGLE_REVIEWS_VISITOR_HOURLY_LIMIT: "4" }, log)).toMatchObject({
      monthlyCap: 250,
      visitorHourlyLimit: 4,
    });
    expect(readGoogleReviewsSettings({ GOOGLE_REVIEWS_MONTHLY_CAP: "lots", GOOGLE_REVIEWS_VISITOR_HOURLY_LIMIT: "-1" }, log)).toMatchObject(
      {
        monthlyCap: DEFAULT_MONTHLY_CAP,
        visitorHourlyLimit: 10,
      },
    );
  });

  it.each([
    ["a line break", `${API_KEY}\nAIzaSecondLine`],
    ["a space", `${API_KEY} copied`],
    ["a tab", `${API_KEY}\tx`],
    ["a character outside ASCII", `${API_KEY}é`],
  ])("treats a key with %s as unset, warning without quoting it, and asks Google nothing", async (_, pasted) => {
    const warnings = recordingLogger();
    const settings = readGoogleReviewsSettings({ GOOGLE_PLACES_API_KEY: pasted, GOOGLE_PLACE_ID: PLACE_ID }, warnings);
    expect(settings.apiKey).toBeUndefined();
    expect(warnings.entries.map(({ level, event }) => `${level} ${event}`)).toEqual(["warn google-reviews-key-ignored"]);
    expect(JSON.stringify(warnings.entries)).not.toContain(API_KEY);

    const { deps } = dependencies({}, { ...settings, apiUrl: places.url });
    expect((await ask(deps)).body).toEqual({ status: "off" });
    expect(places.received).toHaveLength(0);
  });

  it("keeps a key pasted with spaces or a line break around it", () => {
    expect(readGoogleReviewsSettings({ GOOGLE_PLACES_API_KEY: ` ${API_KEY}\n` }, log).apiKey).toBe(API_KEY);
  });
});
