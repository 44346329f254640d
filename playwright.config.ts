import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

/**
 * End-to-end tests drive Debian's Chromium against the production build, served the way Netlify
 * serves it (redirects, headers, functions) by `netlify dev` in static mode.
 */
const port = Number(process.env.E2E_PORT ?? 8888);
/** The build to serve; a copy elsewhere lets tests run while a new build is being made. */
const publicDir = process.env.E2E_PUBLIC_DIR ?? "public";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--disable-quic"],
    },
  },
  webServer: {
    command: `netlify dev --offline --port ${port} --dir ${publicDir}`,
    url: `http://localhost:${port}/video-production-milton-keynes`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // The owner inbox's password for the tests that use it (tests/e2e/form-posts.spec.ts).
    env: { BROWSER: "none", NETLIFY_TELEMETRY_DISABLED: "1", OUTBOX_DIR: "outbox/e2e", OWNER_SECRET: "e2e-owner-password" },
  },
});
