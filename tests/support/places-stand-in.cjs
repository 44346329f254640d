/**
 * A stand-in for Google's Places API (New) as far as Place Details goes: a real HTTP server on
 * 127.0.0.1 that records each request and answers with whatever its test set. The function tests
 * start one per suite (tests/support/functions/reviews.ts); the end-to-end tests' server
 * (google-places-stand-in.mjs) is one with a control address added. CommonJS, so that jest and
 * plain Node both load it as it is.
 */
const { createServer } = require("node:http");

/**
 * Starts the stand-in on `port` (0: any free one). `control`, when given, sees each request first
 * and answers it itself by returning true.
 */
async function startPlacesStandIn({ port = 0, control } = {}) {
  const received = [];
  let reply = (response) => response.writeHead(500).end();
  const server = createServer((request, response) => {
    if (control?.(request, response)) return;
    received.push({ url: request.url ?? "", headers: request.headers });
    reply(response);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    received,
    /** The next answers: `body` as JSON with `status`, after `delayMs`. */
    answer(status, body, delayMs = 0) {
      reply = (response) =>
        setTimeout(() => response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body)), delayMs);
    },
    /** The next answers: `text` as it is, which need not be JSON. */
    answerRaw(status, text) {
      reply = (response) => response.writeHead(status, { "Content-Type": "application/json" }).end(text);
    },
    /** Never answers, as a Google that has stopped responding. */
    hang() {
      reply = () => undefined;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

module.exports = { startPlacesStandIn };
