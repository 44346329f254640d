/**
 * The reviews function's config as Netlify's bundler reads it (@netlify/zip-it-and-ship-it,
 * ESM-only, hence a child process): the rate limit that slows anyone spending the month's calls.
 * Netlify enforces it on deploys only, so the test checks what the bundler will hand Netlify.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

it("rate-limits google-reviews per visitor and keeps it at /.netlify/functions/", async () => {
  const script = `
    import { parseFile } from "@netlify/zip-it-and-ship-it/dist/runtimes/node/in_source_config/index.js";
    console.log(JSON.stringify(await parseFile("netlify/functions/google-reviews.mts", { functionName: "google-reviews" })));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
    cwd: path.resolve(__dirname, "../../.."),
  });
  expect(JSON.parse(stdout)).toMatchObject({
    runtimeAPIVersion: 2,
    routes: [],
    config: { rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] } },
  });
});
