/**
 * The newsletter functions' config as Netlify's bundler reads it (@netlify/zip-it-and-ship-it,
 * ESM-only, hence a child process): it silently drops what it cannot parse, so reading the
 * exports back in the test would prove nothing.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const projectRoot = path.resolve(__dirname, "../../..");
const functionNames = ["newsletter-confirm", "newsletter-unsubscribe", "newsletter-export", "newsletter-cleanup"];
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
  ["newsletter-confirm", 20],
  ["newsletter-unsubscribe", 60],
  ["newsletter-export", 5],
])("rate-limits %s per visitor and keeps it at /.netlify/functions/", (name, windowLimit) => {
  expect(parsed[name]).toMatchObject({
    runtimeAPIVersion: 2,
    routes: [],
    config: { rateLimit: { windowLimit, windowSize: 60, aggregateBy: ["ip", "domain"] } },
  });
});

it("cleans up the newsletter once a day", () => {
  expect(parsed["newsletter-cleanup"]).toMatchObject({ runtimeAPIVersion: 2, config: { schedule: "@daily" } });
});
