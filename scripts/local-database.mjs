/**
 * The local Postgres: Netlify Database's own emulation (`@netlify/database-dev`, PGlite served over
 * Postgres's wire protocol), with the site's migrations (`netlify/database/migrations/`) applied,
 * as a deploy applies them on Netlify. Three kinds, never one folder shared between them:
 *
 * - `npm start` (scripts/start.mjs) imports startLocalDatabase and keeps its records in
 *   `.netlify/db-start` from one start to the next, beside Netlify's local server.
 * - `netlify dev` always opens `.netlify/db` itself (the folder is fixed in `@netlify/dev`), so that
 *   folder is the end-to-end tests': `node scripts/e2e-server.mjs` empties and migrates it before
 *   each run's `netlify dev`, and holds its lock while that serves.
 * - The function tests' databases are in memory.
 *
 *   node scripts/local-database.mjs memory    a fresh database in memory, migrated; prints its
 *                                             address and serves until its standard input ends,
 *                                             or with `--while <pid>` as long as that process runs
 *                                             (the function tests' databases)
 *
 * PGlite keeps one folder to one process: a lock file beside it (scripts/database-lock.mjs) names
 * the process using it, so a second server over the same folder is refused with a sentence
 * instead of corrupting the data.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { NetlifyDB } from "@netlify/database-dev";
import { lockDatabase, running } from "./database-lock.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MIGRATIONS = path.join(root, "netlify/database/migrations");
/** `npm start`'s records, kept between starts. */
export const START_DATABASE = path.join(root, ".netlify/db-start");
/** The folder `netlify dev` opens itself: the end-to-end tests', emptied for each run. */
export const DEV_DATABASE = path.join(root, ".netlify/db");

/**
 * Starts the database (kept in `directory`, or in memory without one), applies the migrations not
 * yet applied, and answers its address, with the user Postgres clients need named in it. It takes
 * the folder's lock and releases it when stopped, unless `locked` says the caller holds it; with
 * `fresh`, the folder is emptied first.
 */
export async function startLocalDatabase({ directory, log = () => undefined, locked = false, fresh = false } = {}) {
  const unlock = directory && !locked ? lockDatabase(directory, { describe: path.relative(root, directory) }) : () => undefined;
  if (directory && fresh) rmSync(directory, { recursive: true, force: true });
  const db = new NetlifyDB({ directory, logger: log });
  try {
    const address = new URL(await db.start());
    // The emulation answers each query in several small writes; with Nagle's algorithm on, each
    // query with parameters waited about 40 ms for the client's delayed acknowledgement (45 ms a
    // query against 1.7 ms). Its server is not part of its documented interface, hence the check.
    db.server?.on("connection", (socket) => socket.setNoDelay(true));
    address.username = "postgres";
    const applied = await db.applyMigrations(MIGRATIONS);
    return {
      url: address.href,
      applied,
      /** Releases the lock at once, for a process ending without waiting for `stop`. */
      release: unlock,
      async stop() {
        await db.stop();
        unlock();
      },
    };
  } catch (error) {
    await db.stop().catch(() => undefined);
    unlock();
    if (!directory) throw error;
    const folder = path.relative(root, directory);
    throw new Error(
      `The local database in ${folder} could not start (${error.message}). Its files may be damaged, as a crash or two servers over one folder leave them: move the folder aside (mv ${folder} ${folder}.damaged) and start again for a new, empty one, or delete it if its records do not matter.`,
      { cause: error },
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  if (command === "memory") {
    const database = await startLocalDatabase();
    console.log(JSON.stringify({ url: database.url }));
    const stop = () => database.stop().then(() => process.exit(0));
    const [flag, owner] = process.argv.slice(3);
    if (flag === "--while") setInterval(() => running(Number(owner)) || stop(), 500);
    else {
      process.stdin.resume();
      process.stdin.on("end", stop);
    }
  } else {
    console.error("Usage: node scripts/local-database.mjs memory [--while <pid>]");
    process.exit(2);
  }
}
