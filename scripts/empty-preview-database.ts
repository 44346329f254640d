/**
 * `npm run build:database`, the first step of Netlify's build command (netlify.toml): empties a
 * deploy preview's or a branch deploy's database branch of the copy of production's records that
 * Netlify made it from, before anything of that deploy can read them.
 *
 * The decision rests only on the build's own environment, which Netlify sets for the build and no
 * request, visitor or function invocation can reach: `NETLIFY=true` (a build on Netlify), `CONTEXT`
 * `deploy-preview` or `branch-deploy`, and `NETLIFY_DB_URL`, which Netlify's database step sets just
 * before the build command to the branch it made for that context (for every context but
 * `production`; a production build is handed production's database and is never emptied). Nothing
 * compares two addresses, and nothing is recorded in production for a preview to read. Locally, in
 * the tests' builds and in a CLI deploy whose build runs as production, it does nothing.
 *
 * A later build of the same preview (a new commit) empties the branch again: what a preview stores
 * is test data, and a branch deploy shares its branch with the preview of a pull request from the
 * same git branch, so neither keeps records across builds.
 */
import path from "node:path";
import { Client } from "pg";

/** The contexts Netlify builds on a database branch of their own, and which are emptied. */
export const EMPTIED_CONTEXTS = ["deploy-preview", "branch-deploy"] as const;

export type PreviewDatabaseOutcome = { emptied: true; tables: number } | { emptied: false; reason: string };

/** Empties the deploy's database branch when `env` is a Netlify build of a preview or branch deploy; says what it did. */
export async function emptyPreviewDatabase(env: NodeJS.ProcessEnv = process.env): Promise<PreviewDatabaseOutcome> {
  // Netlify's build image sets NETLIFY; the CLI's local builds set NETLIFY_LOCAL instead.
  if (env.NETLIFY !== "true" || env.NETLIFY_LOCAL === "true") return { emptied: false, reason: "not a build on Netlify" };
  const context = env.CONTEXT ?? "";
  if (!(EMPTIED_CONTEXTS as readonly string[]).includes(context))
    return { emptied: false, reason: `the ${context || "production"} context keeps its records` };
  const url = env.NETLIFY_DB_URL;
  if (!url) return { emptied: false, reason: "Netlify gave this build no database" };
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 20_000 });
  await client.connect();
  try {
    // Every table of the site's records; Netlify's record of applied migrations is in a schema of its own.
    const { rows } = await client.query<{ name: string }>(
      `SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    if (rows.length) await client.query(`TRUNCATE ${rows.map(({ name }) => `public.${name}`).join(", ")}`);
    return { emptied: true, tables: rows.length };
  } finally {
    await client.end();
  }
}

// Run as a command (not when a test imports it).
if (path.basename(process.argv[1] ?? "") === "empty-preview-database.ts") {
  emptyPreviewDatabase().then(
    (outcome) =>
      console.log(
        outcome.emptied
          ? `Emptied this ${process.env.CONTEXT} deploy's database branch of production's records (${outcome.tables} tables).`
          : `Database left as it is: ${outcome.reason}.`,
      ),
    (error: unknown) => {
      // A preview whose copy could not be emptied must not be published with everyone's records in it.
      console.error("Could not empty this deploy's database branch:", error);
      process.exit(1);
    },
  );
}
