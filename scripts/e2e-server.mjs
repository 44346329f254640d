/**
 * The end-to-end tests' server (playwright.config.ts): `netlify dev` over a build, the way Netlify
 * serves it, on a database of the run's own. `netlify dev` always opens Netlify Database's local
 * emulation on `.netlify/db` (the folder is fixed in `@netlify/dev`) and applies no migrations, so
 * this takes that folder's lock, empties it, applies the migrations (as a deploy applies them
 * before it goes live), and holds the lock while `netlify dev` serves: each run starts from no
 * rows, and never opens `npm start`'s records (`.netlify/db-start`) or a folder another server
 * has open. The lock goes when `netlify dev` does, or on SIGINT, SIGTERM or SIGHUP.
 *
 *   node scripts/e2e-server.mjs <netlify dev's arguments>
 *   node scripts/e2e-server.mjs --keep-records <netlify dev's arguments>
 *                                (npm run serve: the same lock, the records kept, the migrations
 *                                not yet applied applied)
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lockDatabase } from "./database-lock.mjs";
import { DEV_DATABASE, startLocalDatabase } from "./local-database.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const keep = process.argv[2] === "--keep-records";
const args = process.argv.slice(keep ? 3 : 2);
let release;
try {
  release = lockDatabase(DEV_DATABASE, { describe: path.relative(root, DEV_DATABASE) });
  const database = await startLocalDatabase({ directory: DEV_DATABASE, locked: true, fresh: !keep });
  await database.stop();
  const applied = database.applied.length ? database.applied.join(", ") : "none new";
  console.log(`Local database: ${path.relative(root, DEV_DATABASE)}${keep ? "" : " emptied"}, migrations applied: ${applied}.`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const child = spawn(path.join(root, "node_modules/.bin/netlify"), ["dev", ...args], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  release();
  process.exit(code ?? (signal ? 1 : 0));
});
