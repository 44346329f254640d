#!/usr/bin/env node
/**
 * A bounded load run against the contact function of a locally served site:
 *
 *   node scripts/load-contact.mjs [url]
 *   (default http://localhost:8888/.netlify/functions/send-contact-email)
 *
 * Sends RATE valid messages a second for DURATION seconds, each with its own submission id, then
 * prints the latency percentiles, errors and status codes. Loopback addresses only: this is a
 * measurement of our code on the local machine, never traffic aimed at someone else's server. Every
 * message is real to the function: with no SMTP_URL set it lands in the outbox folder.
 * Exits 1 when any request failed or was answered with anything but 2xx.
 */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";

const DEFAULT_URL = "http://localhost:8888/.netlify/functions/send-contact-email";
const DURATION_SECONDS = 15;
const RATE_PER_SECOND = 2;
const CONNECTIONS = 4;
const REQUEST_TIMEOUT_SECONDS = 10;

const target = new URL(process.argv[2] ?? DEFAULT_URL);
const loopbackHost = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;
if (!loopbackHost.test(target.hostname)) {
  console.error(`Refusing to load-test ${target.host}: only localhost, 127.x.x.x and [::1] are allowed.`);
  process.exit(2);
}

const loadTestMessage = () =>
  JSON.stringify({
    submissionId: randomUUID(),
    firstName: "Load",
    lastName: "Test",
    email: "load.test@gridlinefilms.co.uk",
    company: "Gridline Films load test",
    industry: "",
    projectType: "",
    message: "A message sent by scripts/load-contact.mjs to measure the contact function.",
    website: "",
  });

console.log(`Sending ${RATE_PER_SECOND} messages/s for ${DURATION_SECONDS} s to ${target.href}`);

// A hard stop in case the server stops answering and a request hangs past its own timeout.
const safetyStop = setTimeout(
  () => {
    console.error("Load run did not finish in time; stopping.");
    process.exit(1);
  },
  (DURATION_SECONDS + REQUEST_TIMEOUT_SECONDS + 10) * 1000,
);

const result = await autocannon({
  url: target.href,
  method: "POST",
  headers: { "content-type": "application/json", origin: target.origin },
  connections: CONNECTIONS,
  overallRate: RATE_PER_SECOND,
  duration: DURATION_SECONDS,
  timeout: REQUEST_TIMEOUT_SECONDS,
  requests: [{ setupRequest: (request) => ({ ...request, body: loadTestMessage() }) }],
});
clearTimeout(safetyStop);

const statusCounts = Object.entries(result.statusCodeStats ?? {})
  .map(([status, { count }]) => `${status}: ${count}`)
  .join(", ");

console.log(`Requests:  ${result.requests.total} answered (${result["2xx"]} 2xx, ${result.non2xx} other)`);
console.log(`Statuses:  ${statusCounts || "none"}`);
console.log(`Latency:   p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
console.log(`Errors:    ${result.errors} (of which timeouts: ${result.timeouts})`);

process.exit(result.errors > 0 || result.non2xx > 0 ? 1 : 0);
