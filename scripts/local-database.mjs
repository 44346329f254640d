/**
 * The local Postgres: Netlify Database's own emulation (`@netlify/database-dev`, PGlite served over
 * Postgres's wire protocol), the one `netlify dev` starts under `.netlify/db`, with the site's
 * migrations (`netlify/database/migrations/`) applied, as a deploy applies them on Netlify.
 *
 *   node scripts/local-database.mjs migrate   applies the migrations to `.netlify/db` and stops
 *                                             (before `netlify dev`, which opens the folder itself)
 *   node scripts/local-database.mjs memory    a fresh database in memory, migrated; prints its
 *                                             address and serves until its standard input ends,
 *                                             or with `--while <pid>` as long as that process runs
 *                                             (the function tests' databases)
 *
 * `npm start` (scripts/start.mjs) imports startLocalDatabase and keeps the database running
 * beside Netlify's local server. PGlite keeps one folder to one process: a lock file beside it
 * (scripts/database-lock.mjs) names the process using it, so a second server in the same checkout
 * is refused with a sentence instead of corrupting the data.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { NetlifyDB } from "@netlify/database-dev";
import { lockDatabase, running } from "./database-lock.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MIGRATIONS = path.join(root, "netlify/database/migrations");
export const LOCAL_DATABASE = path.join(root, ".netlify/db");

/**
 * Starts the database (kept in `directory`, or in memory without one), applies the migrations not
 * yet applied, and answers its address, with the user Postgres clients need named in it.
 */
export async function startLocalDatabase({ directory, log = () => undefined } = {}) {
  const unlock = directory ? lockDatabase(directory, { describe: path.relative(root, directory) }) : () => undefined;
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
      async stop() {
        await db.stop();
        unlock();
      },
    };
  } catch (error) {
    await db.stop().catch(() => undefined);
    unlock();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  if (command === "migrate") {
    const database = await startLocalDatabase({ directory: LOCAL_DATABASE });
    await database.stop();
    console.log(
      database.applied.length ? `Local database: applied ${database.applied.join(", ")}.` : "Local database: every migration applied.",
    );
  } else if (command === "memory") {
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
    console.error("Usage: node scripts/local-database.mjs migrate | memory");
    process.exit(2);
  }
}
