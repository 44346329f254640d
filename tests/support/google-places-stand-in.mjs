/**
 * A stand-in for Google's Places API (New) Place Details, for the end-to-end tests: the reviews
 * function is pointed at it (GOOGLE_PLACES_API_URL, honoured only for a local address) so no test
 * ever reaches Google. Playwright starts it beside the site (playwright.config.ts).
 *
 *   node tests/support/google-places-stand-in.mjs <port>
 *
 * A test chooses the next answers with POST /__answer {"kind": "reviews" | "empty" | "error",
 * "delayMs": n}. The reviews are fictional and say so.
 */
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? process.env.GOOGLE_STAND_IN_PORT ?? 8905);

const reviews = [
  {
    name: "places/stand-in/reviews/1",
    relativePublishTimeDescription: "3 weeks ago",
    rating: 5,
    text: {
      text: "Stand-in review one. The crew filmed our induction across two sites in a single day and the first cut arrived the following week, with captions already in place for our warehouse teams and their shift leads.",
      languageCode: "en",
    },
    originalText: {
      text: "Stand-in review one. The crew filmed our induction across two sites in a single day and the first cut arrived the following week, with captions already in place for our warehouse teams and their shift leads.",
      languageCode: "en",
    },
    authorAttribution: {
      displayName: "Test Reviewer One",
      uri: "https://www.google.com/maps/contrib/100000000000000000001/reviews",
      photoUri: "https://lh3.googleusercontent.com/a-/stand-in-photo-1=s128-c0x00000000-cc-rp-mo",
    },
    publishTime: "2026-11-04T09:30:00Z",
  },
  {
    name: "places/stand-in/reviews/2",
    relativePublishTimeDescription: "2 months ago",
    rating: 4,
    text: { text: "Stand-in review two. Clear scripts and a calm shoot.", languageCode: "en" },
    originalText: { text: "Stand-in review two. Clear scripts and a calm shoot.", languageCode: "en" },
    authorAttribution: {
      displayName: "Test Reviewer Two",
      uri: "https://www.google.com/maps/contrib/100000000000000000002/reviews",
      photoUri: "https://lh3.googleusercontent.com/a-/stand-in-photo-2=s128-c0x00000000-cc-rp-mo",
    },
    publishTime: "2026-09-20T14:00:00Z",
  },
  {
    name: "places/stand-in/reviews/3",
    relativePublishTimeDescription: "5 months ago",
    rating: 5,
    text: { text: "Stand-in review three, with no photo.", languageCode: "en" },
    originalText: { text: "Stand-in review three, with no photo.", languageCode: "en" },
    authorAttribution: {
      displayName: "Test Reviewer Three",
      uri: "https://www.google.com/maps/contrib/100000000000000000003/reviews",
    },
    publishTime: "2026-06-11T08:15:00Z",
  },
];

const answers = {
  reviews: {
    status: 200,
    body: { rating: 4.7, userRatingCount: 31, googleMapsUri: "https://maps.google.com/?cid=1000000000000000001", reviews },
  },
  empty: { status: 200, body: { googleMapsUri: "https://maps.google.com/?cid=1000000000000000001" } },
  error: { status: 500, body: { error: { code: 500, message: "Stand-in failure", status: "INTERNAL" } } },
};

let next = { kind: "reviews", delayMs: 0 };

const json = (response, status, body) => response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
  if (request.method === "GET" && url.pathname === "/__health") return json(response, 200, { ok: true });
  if (request.method === "POST" && url.pathname === "/__answer") {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      const { kind = "reviews", delayMs = 0 } = JSON.parse(text || "{}");
      if (!(kind in answers)) return json(response, 400, { error: `unknown kind ${kind}` });
      next = { kind, delayMs };
      json(response, 200, next);
    });
    return;
  }
  if (request.method === "GET" && url.pathname.startsWith("/v1/places/")) {
    if (!request.headers["x-goog-api-key"] || !request.headers["x-goog-fieldmask"]) {
      return json(response, 403, { error: { code: 403, status: "PERMISSION_DENIED" } });
    }
    const { status, body } = answers[next.kind];
    setTimeout(() => json(response, status, body), next.delayMs);
    return;
  }
  json(response, 404, { error: { code: 404, status: "NOT_FOUND" } });
}).listen(port, "127.0.0.1", () => console.log(`Google Places stand-in on http://127.0.0.1:${port}`));
