/**
 * `npm start`: runs Netlify's local server (the arguments are passed to the `netlify` command) and
 * first prints where the owner inbox and the health check are. Without OWNER_SECRET in the
 * environment, a fresh one is made for this session, so the local inbox is never open to anyone
 * on the network who guesses a default.
 *
 * `netlify serve` does not start Netlify Database's local emulation (`netlify dev` does), so this
 * starts it on `.netlify/db-start`, with the migrations applied, and hands the functions its
 * address: enquiries, spam, subscribers and the reviews' counts are kept there from one start to
 * the next. That folder is npm start's alone: `netlify dev`, and with it the end-to-end tests,
 * open `.netlify/db` (scripts/local-database.mjs). Its lock (scripts/database-lock.mjs) goes when
 * the server does: on its exit, and on SIGINT, SIGTERM or SIGHUP (a closed terminal).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { START_DATABASE, startLocalDatabase } from "./local-database.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);

/**
 * The project's own packages as package-lock.json names them, or a sentence saying which are not.
 * After a pull that adds or moves a dependency, `npm start` alone used to fail deep in the build
 * with dozens of "Can't resolve" errors (Preact's, the first time); this says what to run instead.
 */
function staleInstall() {
  const read = (file) => JSON.parse(readFileSync(path.join(root, file), "utf8"));
  const { dependencies = {}, devDependencies = {} } = read("package.json");
  const { packages } = read("package-lock.json");
  const off = Object.keys({ ...dependencies, ...devDependencies }).filter((name) => {
    try {
      return read(`node_modules/${name}/package.json`).version !== packages[`node_modules/${name}`]?.version;
    } catch {
      return true;
    }
  });
  return off.length ? `not installed as package-lock.json names them: ${off.slice(0, 5).join(", ")}${off.length > 5 ? ", …" : ""}` : null;
}
const stale = staleInstall();
if (stale) {
  console.error(`The project's packages are ${stale}.\nRun \`npm run setup\` first (it runs npm ci), then npm start again.`);
  process.exit(1);
}

/*
 * `netlify serve` reads the publish folder's `_headers` and `_redirects` into its configuration
 * before it builds, and serves those rules over the ones the build writes. After a change to a
 * page's inline scripts, the first npm start served the previous build's security policy, whose
 * hashes did not allow the new scripts (Chromium refused the speculation rules and the script
 * starter). The build writes both files afresh; until it has, there are none.
 */
if (args[0] === "serve") for (const file of ["_headers", "_redirects"]) rmSync(path.join(root, "public", file), { force: true });

const portIndex = args.indexOf("--port");
const port = portIndex >= 0 ? args[portIndex + 1] : "8888";
const origin = `http://localhost:${port}`;

let database;
try {
  database = await startLocalDatabase({ directory: START_DATABASE });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const chosen = Boolean(process.env.OWNER_SECRET?.trim());
const ownerSecret = chosen ? process.env.OWNER_SECRET.trim() : randomBytes(12).toString("base64url");

console.log(
  [
    "",
    `Owner inbox (every contact message stored locally, spam apart): ${origin}/.netlify/functions/contact-inbox`,
    chosen
      ? "  Sign in with any user name and the password in OWNER_SECRET."
      : `  Sign in with any user name and the password ${ownerSecret} (made for this session; set OWNER_SECRET to choose one).`,
    `Health check for an uptime monitor: ${origin}/.netlify/functions/contact-health`,
    "Emails land in outbox/ as .eml files unless SMTP_URL is set.",
    `Records (enquiries, spam, subscribers) are kept in the local Postgres in .netlify/db-start${database.applied.length ? `; migrations applied: ${database.applied.join(", ")}` : ""}.`,
    "",
  ].join("\n"),
);

const child = spawn(path.join(root, "node_modules/.bin/netlify"), args, {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, OWNER_SECRET: ownerSecret, NETLIFY_DB_URL: database.url, NETLIFY_DB_DRIVER: "server" },
});
// Handled, so this process outlives the signal: the server gets it, and once it has gone the
// database closes its files, so the next start finds them whole, and its lock is released.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => database.stop().finally(() => process.exit(code ?? (signal ? 1 : 0))));
