/**
 * `npm start` and the end-to-end tests never share a local database: npm start keeps its records
 * in a folder of its own, and each end-to-end run starts from an empty, migrated one in the folder
 * `netlify dev` opens (scripts/local-database.mjs, scripts/e2e-server.mjs).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { temporaryFolder } from "../support/temporary-folder";

const root = path.resolve(__dirname, "../..");
const localDatabase = pathToFileURL(path.join(root, "scripts/local-database.mjs")).href;

/** Runs `code` as an ES module (the emulation is published as one) and answers what it prints. */
const runModule = (code: string) =>
  execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: root, encoding: "utf8", timeout: 60_000 }).trim();

test("npm start keeps its records apart from the folder netlify dev, and so the end-to-end server, opens", () => {
  const folders = JSON.parse(
    runModule(
      `import { START_DATABASE, DEV_DATABASE } from ${JSON.stringify(localDatabase)}; console.log(JSON.stringify({ START_DATABASE, DEV_DATABASE }));`,
    ),
  ) as { START_DATABASE: string; DEV_DATABASE: string };
  expect(path.relative(root, folders.START_DATABASE)).not.toBe(path.relative(root, folders.DEV_DATABASE));
  // The folder netlify dev opens is fixed in @netlify/dev: the end-to-end server empties that one.
  const netlifyDev = fs.readFileSync(path.join(root, "node_modules/@netlify/dev/dist/main.js"), "utf8");
  expect(netlifyDev).toContain('path2.join(this.#projectRoot, ".netlify", "db")');
  expect(path.relative(root, folders.DEV_DATABASE)).toBe(path.join(".netlify", "db"));
  const start = fs.readFileSync(path.join(root, "scripts/start.mjs"), "utf8");
  expect(start).toMatch(/startLocalDatabase\(\{ directory: START_DATABASE \}\)/);
  const playwright = fs.readFileSync(path.join(root, "playwright.config.ts"), "utf8");
  expect(playwright).toContain("command: `node scripts/e2e-server.mjs ");
  // The tests never use a server they did not start, and npm run serve takes the folder's lock too.
  expect(playwright).not.toMatch(/reuseExistingServer: (?!false)/);
  const serve = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.serve;
  expect(serve).toContain("scripts/e2e-server.mjs --keep-records ");
});

test("a local database that cannot start names its folder and how to recover", () => {
  const folder = path.join(temporaryFolder("gridline-damaged-db-"), "db");
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, "PG_VERSION"), "not a database\n");
  const said = runModule(`
    import { startLocalDatabase } from ${JSON.stringify(localDatabase)};
    await startLocalDatabase({ directory: ${JSON.stringify(folder)} }).catch((error) => console.log(error.message));`);
  const shown = path.relative(root, folder);
  expect(said).toContain(`The local database in ${shown} could not start`);
  expect(said).toContain(`mv ${shown} ${shown}.damaged`);
  expect(fs.existsSync(`${folder}.lock`)).toBe(false);
}, 60_000);

test("a fresh start empties the folder before migrating it, as each end-to-end run's does", () => {
  const folder = path.join(temporaryFolder("gridline-e2e-db-"), "db");
  const migrations = fs.readdirSync(path.join(root, "netlify/database/migrations")).filter((file) => file.endsWith(".sql")).length;
  const count = (fresh: boolean) =>
    runModule(`
      import pg from "pg";
      import { startLocalDatabase } from ${JSON.stringify(localDatabase)};
      const database = await startLocalDatabase({ directory: ${JSON.stringify(folder)}, fresh: ${fresh} });
      const pool = new pg.Pool({ connectionString: database.url, max: 1 });
      await pool.query("CREATE TABLE IF NOT EXISTS marker (n int)");
      await pool.query("INSERT INTO marker VALUES (1)");
      const { rows } = await pool.query("SELECT count(*)::int AS n FROM marker");
      await pool.end();
      await database.stop();
      console.log(rows[0].n + " " + database.applied.length);`);
  expect(count(false)).toBe(`1 ${migrations}`);
  // Kept from one start to the next, as npm start's are.
  expect(count(false)).toBe("2 0");
  // Emptied and migrated again.
  expect(count(true)).toBe(`1 ${migrations}`);
  expect(fs.existsSync(`${folder}.lock`)).toBe(false);
}, 120_000);
