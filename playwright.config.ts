import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { TEST_BUILD_ENV } from "./scripts/test-build-env.mjs";

/**
 * End-to-end tests drive Debian's Chromium against the production build, served the way Netlify
 * serves it (redirects, headers, functions) by `netlify dev` in static mode (tests/e2e/). A second
 * project tries the same build in Firefox and WebKit (tests/engines/).
 */
/**
 * The tests' own server, on a port of its own (not `npm start`'s 8888), and never one they did not
 * start: a server already listening there fails the run instead of receiving its enquiries.
 */
const port = Number(process.env.E2E_PORT ?? 8800);
/** The build to serve; a copy elsewhere lets tests run while a new build is being made. */
const publicDir = process.env.E2E_PUBLIC_DIR ?? "public";
/** The stand-in for Google's Places API that the reviews function asks instead of Google. */
const GOOGLE_STAND_IN_PORT = Number(process.env.GOOGLE_STAND_IN_PORT ?? port + 17);
/** The stand-in for Akismet's REST API that the forms' spam filter asks instead of Akismet. */
const AKISMET_STAND_IN_PORT = Number(process.env.AKISMET_STAND_IN_PORT ?? port + 18);
/** The one key the Akismet stand-in accepts (tests/e2e/spam.spec.ts reads its reports). */
const AKISMET_TEST_KEY = "stand-in-akismet-key";

export default defineConfig({
  // The longest groups first, so the run does not end waiting on one of them: Playwright hands out
  // work project by project in this order (and within a project, serial groups after the rest).
  // The engines' two serial groups (minutes each) lead, then the editor's three.
  projects: [
    // Each engine's screenshots are compared with that engine's own baselines (tests/engines/baselines/<engine>/).
    { name: "firefox and webkit", testDir: "tests/engines", snapshotPathTemplate: "{testDir}/baselines/{arg}{ext}" },
    { name: "editor", testDir: "tests/e2e", testMatch: /\/cms[\w-]*\.spec\.ts$/ },
    // One browser context per worker, reset by Playwright between tests (cookies, cache, local and
    // session storage, IndexedDB, service workers, routes, init scripts and extra pages), instead of a
    // new one per test: on a 2-core machine a new context costs about a second of processor time
    // before its page loads (1.34 s a visit against 0.34 s). A test that asks for other context
    // options (no scripts, touch, credentials) still gets a context of its own.
    { name: "chromium", testDir: "tests/e2e", testIgnore: /\/cms[\w-]*\.spec\.ts$/, use: { reuseContext: true } },
  ],
  fullyParallel: true,
  // Two, one per core: `E2E_WORKERS` tries another number (three keep the cores busier, as tests
  // mostly wait, but have not yet passed a whole run).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  // A run that hangs or breaks widely ends, naming what failed, instead of waiting out every test's
  // time twice. A whole run takes about 16 minutes on a quiet 2-core machine and twice that on a
  // machine half as fast (CI's have been both): the limit stops a hung run, not a slow one.
  globalTimeout: 40 * 60_000,
  maxFailures: process.env.CI ? 10 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: "chromium",
    // A trace costs about a sixth of a test's time: recorded only when a failed test is tried again.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--disable-quic"],
    },
  },
  webServer: [
    {
      command: `node tests/support/google-places-stand-in.mjs ${GOOGLE_STAND_IN_PORT}`,
      url: `http://127.0.0.1:${GOOGLE_STAND_IN_PORT}/__health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: `node tests/support/akismet-stand-in.mjs ${AKISMET_STAND_IN_PORT} ${AKISMET_TEST_KEY}`,
      url: `http://127.0.0.1:${AKISMET_STAND_IN_PORT}/__health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      // `netlify dev` opens Netlify Database's local emulation on .netlify/db itself; the script
      // empties that folder, applies the migrations (as a deploy does before it goes live) and holds
      // its lock while `netlify dev` serves, so each run has a database of its own, never npm
      // start's (.netlify/db-start).
      command: `node scripts/e2e-server.mjs --offline --port ${port} --staticServerPort ${port + 1} --dir ${publicDir}`,
      // Ready once the functions answer: netlify dev serves pages at once and bundles the functions
      // after (about a minute on a busy 2-core machine), and a form sent before then finds none.
      url: `http://localhost:${port}/.netlify/functions/contact-health`,
      reuseExistingServer: false,
      timeout: 240_000,
      // Asked to stop rather than killed, so the database closes its files and the lock goes.
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        BROWSER: "none",
        NETLIFY_TELEMETRY_DISABLED: "1",
        OUTBOX_DIR: "outbox/e2e",
        // The local database's address, as `netlify dev` gives it to the functions, names no user.
        PGUSER: "postgres",
        // The owner inbox's password for the tests that use it (tests/e2e/form-posts.spec.ts).
        OWNER_SECRET: "e2e-owner-password",
        // Live Google reviews configured as the owner would, answered by the stand-in. The cap and
        // the per-visitor limit are out of reach: every test is one visitor (this machine), and
        // the day's counts grow over the run (each run starts from none).
        GOOGLE_PLACES_API_KEY: "test-places-key",
        GOOGLE_PLACE_ID: TEST_BUILD_ENV.GOOGLE_PLACE_ID,
        GOOGLE_PLACES_API_URL: `http://127.0.0.1:${GOOGLE_STAND_IN_PORT}`,
        GOOGLE_REVIEWS_MONTHLY_CAP: "1000000",
        GOOGLE_REVIEWS_VISITOR_HOURLY_LIMIT: "1000000",
        // Akismet on, as the owner would set it, answered by the stand-in: every enquiry and
        // sign-up of every spec is checked.
        AKISMET_API_KEY: AKISMET_TEST_KEY,
        AKISMET_API_URL: `http://127.0.0.1:${AKISMET_STAND_IN_PORT}`,
      },
    },
  ],
});
