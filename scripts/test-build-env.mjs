/**
 * The test build's settings: test analytics ids, so the consent tests can see the tags load, and a
 * Google place, so the reviews section offers its live reviews (answered in the tests by a
 * stand-in, never by Google). `npm run build:test` builds with them, the rebuild check hands them
 * to `npm start` as an owner would set them, and the end-to-end server is given the same place.
 *
 *   node scripts/test-build-env.mjs <command> [arguments...]   (runs the command with them)
 */
import { spawn } from "node:child_process";

export const TEST_BUILD_ENV = {
  GATSBY_GA_MEASUREMENT_ID: "G-TEST123",
  GATSBY_LINKEDIN_PARTNER_ID: "123456",
  GOOGLE_PLACE_ID: "ChIJ-gridline-test-place",
};

// Run as a command (not imported: Playwright's configuration imports it, compiled to CommonJS, where import.meta is not).
if (process.argv[1]?.endsWith("test-build-env.mjs")) {
  const [command, ...args] = process.argv.slice(2);
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...TEST_BUILD_ENV } });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
