/**
 * Each function's in-source config as Netlify's bundler reads it (@netlify/zip-it-and-ship-it, the
 * code Netlify builds functions with). It reads config statically and silently drops a rate limit
 * or schedule it cannot parse, so reading the exports back in the test would prove nothing. It is
 * ESM-only, hence a child process. Netlify enforces rate limits on deploys only, so the test checks
 * what the bundler will hand Netlify.
 */
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const projectRoot = path.resolve(__dirname, "../../..");
const functionNames = readdirSync(path.join(projectRoot, "netlify/functions")).map((file) => path.basename(file, ".mts"));
let parsed: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  const script = `
    import { parseFile } from "@netlify/zip-it-and-ship-it/dist/runtimes/node/in_source_config/index.js";
    const parsed = {};
    for (const name of process.argv.slice(1)) {
      parsed[name] = await parseFile(\`netlify/functions/\${name}.mts\`, { functionName: name });
    }
    console.log(JSON.stringify(parsed));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script, ...functionNames], {
    cwd: projectRoot,
  });
  parsed = JSON.parse(stdout);
});

it.each([
  ["send-contact-email", 5],
  ["subscribe", 5],
  ["contact-inbox", 30],
  ["data-requests", 30],
  ["google-reviews", 10],
  ["csp-report", 60],
  ["newsletter-confirm", 20],
  ["newsletter-unsubscribe", 60],
  ["newsletter-export", 5],
])("rate-limits %s per visitor (%i a minute) and keeps it at /.netlify/functions/", (name, windowLimit) => {
  expect(parsed[name]).toMatchObject({
    runtimeAPIVersion: 2,
    routes: [],
    config: { rateLimit: { windowLimit, windowSize: 60, aggregateBy: ["ip", "domain"] } },
  });
});

it("serves the health check at /.netlify/functions/", () => {
  expect(parsed["contact-health"]).toMatchObject({ runtimeAPIVersion: 2, routes: [] });
});

it("runs the retry job every ten minutes and every cleanup (the record of data requests too) once a day at midnight (UTC), the retry job's daily round, so the database wakes once a day for all of them", () => {
  expect(parsed["retry-pending-messages"]).toMatchObject({ runtimeAPIVersion: 2, config: { schedule: "*/10 * * * *" } });
  expect(parsed["newsletter-cleanup"]).toMatchObject({ runtimeAPIVersion: 2, config: { schedule: "@daily" } });
  expect(parsed["data-requests-cleanup"]).toMatchObject({ runtimeAPIVersion: 2, config: { schedule: "@daily" } });
  expect(parsed["spam-cleanup"]).toMatchObject({ runtimeAPIVersion: 2, config: { schedule: "@daily" } });
  expect(parsed["google-reviews-cleanup"]).toMatchObject({ runtimeAPIVersion: 2, config: { schedule: "@daily" } });
});
