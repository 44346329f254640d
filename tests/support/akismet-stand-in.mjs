/**
 * A stand-in for Akismet's REST API, for the function tests and the end-to-end tests: the site is
 * pointed at it (AKISMET_API_URL, honoured only for a local address) so no test ever reaches
 * Akismet. Playwright starts it beside the site (playwright.config.ts); the function tests start
 * their own (tests/support/functions/servers.ts).
 *
 *   node tests/support/akismet-stand-in.mjs <port> [api key]
 *
 * It answers as Akismet documents: `comment-check` says `true` for the author
 * `akismet-guaranteed-spam` (or the address akismet-guaranteed-spam@example.com) and `false`
 * otherwise; any key but its own gets `invalid` with `X-akismet-debug-help`; `submit-spam` and
 * `submit-ham` thank the caller. A test chooses the next comment-check's answer with
 * POST /__answer {"kind": "discard" | "error" | "malformed" | "slow", "delayMs": n}, and reads every
 * call received (endpoint and fields) from GET /__requests. Port 0 takes a free port; the first
 * line printed names the address.
 */
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? process.env.AKISMET_STAND_IN_PORT ?? 0);
const validKey = process.argv[3] ?? "stand-in-akismet-key";
const GUARANTEED_SPAM = "akismet-guaranteed-spam";
const THANKS = "Thanks for making the web a better place.";

/** Every call received, oldest first. */
const requests = [];
/** The answer the next comment-check gets instead of its verdict; one call only. */
let next = null;

const readBody = async (request) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
};

const send = (response, status, text, headers = {}) =>
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers }).end(text);
const json = (response, status, body) => response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));

function verdict(fields) {
  const isSpam = fields.comment_author === GUARANTEED_SPAM || fields.comment_author_email === `${GUARANTEED_SPAM}@example.com`;
  return isSpam ? "true" : "false";
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (request.method === "GET" && url.pathname === "/__health") return json(response, 200, { ok: true });
  if (request.method === "GET" && url.pathname === "/__requests") return json(response, 200, requests);
  const body = await readBody(request);
  if (request.method === "POST" && url.pathname === "/__answer") {
    const { kind, delayMs = 0 } = JSON.parse(body || "{}");
    if (!["discard", "error", "malformed", "slow"].includes(kind)) return json(response, 400, { error: `unknown kind ${kind}` });
    next = { kind, delayMs };
    return json(response, 200, next);
  }
  const endpoint = /^\/1\.1\/(comment-check|submit-spam|submit-ham|verify-key)$/.exec(url.pathname)?.[1];
  if (request.method !== "POST" || !endpoint) return send(response, 404, "Not found");

  const fields = Object.fromEntries(new URLSearchParams(body));
  requests.push({ endpoint, fields });
  if (fields.api_key !== validKey) {
    return send(response, 200, "invalid", { "X-akismet-debug-help": "We were unable to verify your API key." });
  }
  if (endpoint === "verify-key") return send(response, 200, "valid");
  if (endpoint !== "comment-check") return send(response, 200, THANKS);

  const answer = next;
  next = null;
  if (!answer) return send(response, 200, verdict(fields));
  const reply = () => {
    if (answer.kind === "discard") return send(response, 200, "true", { "X-akismet-pro-tip": "discard" });
    if (answer.kind === "error") return send(response, 500, "Internal Server Error");
    if (answer.kind === "malformed")
      return send(response, 200, "<html><body>Scheduled maintenance</body></html>", { "Content-Type": "text/html" });
    return send(response, 200, verdict(fields));
  };
  if (answer.delayMs) setTimeout(() => !response.destroyed && reply(), answer.delayMs);
  else reply();
});

server.listen(port, "127.0.0.1", () => console.log(`Akismet stand-in on http://127.0.0.1:${server.address().port}`));
