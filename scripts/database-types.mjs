/**
 * Writes netlify/lib/common/schema.ts, the functions' row types, from the schema the migrations
 * make: a fresh database in memory is migrated and read by kysely-codegen. Nothing is declared by
 * hand but what the database cannot say: the shape of its JSON columns. A text column whose CHECK
 * constraint lists its values (`status IN ('pending', 'sent', 'failed')`) is typed as that union.
 *
 *   npm run db:types                 after adding a migration
 *   node scripts/database-types.mjs --verify [--url <database>]
 *                                    fails when the file is not what the migrations make (a test)
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startLocalDatabase } from "./local-database.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_FILE = path.join(root, "netlify/lib/common/schema.ts");

/**
 * The JSON columns' shapes, declared where their values are made (node-postgres writes an object as
 * JSON), and whether the column takes null.
 */
const JSON_COLUMNS = {
  "enquiries.source": ["EnquirySource", "../../../src/lib/enquiry-source#EnquirySource", "null"],
  "enquiries.visitor": ["VisitorDetails", "./http#VisitorDetails", "null"],
  "data_requests.counts": ["RecordCounts", "./record-counts#RecordCounts", "not null"],
};

/** Each CHECK (column IN (...)) of the public tables, as `table.column` and the union of its values (and null when allowed). */
async function checkedValues(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT c.conrelid::regclass::text AS "table", pg_get_constraintdef(c.oid) AS definition,
        a.attnotnull AS required FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'c' AND c.connamespace = 'public'::regnamespace AND cardinality(c.conkey) = 1`);
    return rows.flatMap(({ table, definition, required }) => {
      const match = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(definition);
      if (!match) return [];
      const values = [...match[2].matchAll(/'([^']*)'::text/g)].map(([, value]) => JSON.stringify(value));
      return [[`${table}.${match[1]}`, [...values, ...(required ? [] : ["null"])].join(" | ")]];
    });
  } finally {
    await client.end();
  }
}

const args = process.argv.slice(2);
const given = args.includes("--url") ? args[args.indexOf("--url") + 1] : undefined;
const database = given ? undefined : await startLocalDatabase();
const url = given ?? database.url;
try {
  const columns = Object.fromEntries([
    ...(await checkedValues(url)),
    ...Object.entries(JSON_COLUMNS).map(([column, [type, , nullable]]) => [column, nullable === "null" ? `${type} | null` : type]),
  ]);
  const imports = Object.fromEntries(Object.values(JSON_COLUMNS).map(([type, from]) => [type, from]));
  // Not spawnSync: the database in memory is served by this process, which must keep answering.
  const codegen = spawn(
    path.join(root, "node_modules/.bin/kysely-codegen"),
    [
      ...["--url", url, "--dialect", "postgres", "--date-parser", "string", "--exclude-pattern", "netlify.*"],
      ...["--overrides", JSON.stringify({ columns }), "--custom-imports", JSON.stringify(imports), "--out-file", OUT_FILE],
      ...(args.includes("--verify") ? ["--verify"] : []),
      "--log-level",
      "error",
    ],
    { stdio: "inherit", env: { ...process.env, PGUSER: "postgres" } },
  );
  const [code] = await once(codegen, "exit");
  process.exitCode = code ?? 1;
} finally {
  await database?.stop();
}
