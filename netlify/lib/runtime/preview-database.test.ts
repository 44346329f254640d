/**
 * A deploy preview's database branch is emptied by its own build, and nothing a function is handed
 * can empty anything: against a real Postgres server standing for production's database, holding
 * someone's records, through the functions' own parts (`serve`) and the build's script.
 */
import { sql } from "kysely";
import type { Db } from "../common/database";
import { startPostgresServer, type PostgresServer } from "../../../tests/support/functions/postgres-server";
import { connect, recordingLogger } from "../../../tests/support/functions/servers";
import { emptyPreviewDatabase } from "../../../scripts/empty-preview-database";
import { serve } from "./runtime";

let postgres: PostgresServer;
let db: Db;
const OTHER_ROLE = { user: "rotated_site", password: "rotated-password" };

beforeAll(async () => {
  postgres = await startPostgresServer({ maxConnections: 10 });
  db = connect(postgres.url(), recordingLogger(), 2);
  // A second role with the site's rights, as a renamed or rotated user is.
  const admin = await postgres.admin();
  await admin.query(`CREATE ROLE ${OTHER_ROLE.user} LOGIN PASSWORD '${OTHER_ROLE.password}' IN ROLE site`).finally(() => admin.end());
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  postgres?.stop();
});
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** An enquiry and a subscriber, as production holds them. */
beforeEach(async () => {
  await sql`TRUNCATE enquiries, subscribers`.execute(db);
  await sql`INSERT INTO enquiries (id, received_at, status, sent_at, first_name, last_name, email, company, industry, project_type, message)
    VALUES (gen_random_uuid(), now(), 'sent', now(), 'Priya', 'Shah', 'priya@example.com', 'Northfield', '', '', 'Hello')`.execute(db);
  await sql`INSERT INTO subscribers (address_key, id, email, source, status, subscribed_at)
    VALUES (md5(random()::text) || md5(random()::text), md5(random()::text), 'tom@example.com', 'blog', 'pending', now())`.execute(db);
});
const personalRows = async () =>
  Number(
    (await sql<{ rows: number }>`SELECT (SELECT count(*) FROM enquiries) + (SELECT count(*) FROM subscribers) AS rows`.execute(db)).rows[0]
      .rows,
  );

const spelledAs = {
  "another host name": () => postgres.url().replace("127.0.0.1", "localhost"),
  "another role": () => {
    const url = new URL(postgres.url());
    [url.username, url.password] = [OTHER_ROLE.user, OTHER_ROLE.password];
    return url.href;
  },
  "the same address, with a request claiming the context": () => postgres.url(),
};

it.each(Object.keys(spelledAs) as Array<keyof typeof spelledAs>)(
  "a deploy-preview invocation handed production's database under %s leaves every record",
  async (spelling) => {
    process.env.NETLIFY_DB_URL = spelledAs[spelling]();
    const request = new Request("http://localhost/.netlify/functions/contact-health", {
      headers: { "x-nf-deploy-context": "deploy-preview" },
    });
    let read = -1;
    await serve(request, { deploy: { context: "deploy-preview" } }, async (deps) => {
      read = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM enquiries`.execute(deps.records)).rows[0].n);
      return new Response("ok");
    });
    // It reached that database, and found it whole.
    expect(read).toBe(1);
    expect(await personalRows()).toBe(2);
  },
);

const build = (env: Record<string, string>) => emptyPreviewDatabase({ NETLIFY_DB_URL: postgres.url(), ...env });

it.each(["deploy-preview", "branch-deploy"])(
  "a %s build on Netlify empties its database branch before anything reads it",
  async (context) => {
    expect(await build({ NETLIFY: "true", CONTEXT: context })).toEqual({ emptied: true, tables: expect.any(Number) });
    expect(await personalRows()).toBe(0);
    // The schema stays, for the preview's functions.
    await sql`INSERT INTO enquiries (id, received_at, status, sent_at, first_name, last_name, email, company, industry, project_type, message)
    VALUES (gen_random_uuid(), now(), 'sent', now(), 'Test', 'Preview', 'test@example.com', '', '', '', 'A preview test')`.execute(db);
    expect(await personalRows()).toBe(1);
  },
);

it.each([
  ["a production build", { NETLIFY: "true", CONTEXT: "production" }],
  ["a build without a context (Netlify builds it as production)", { NETLIFY: "true" }],
  ["a local build claiming a preview's context", { CONTEXT: "deploy-preview" }],
  ["the CLI's local build of a preview", { NETLIFY: "true", NETLIFY_LOCAL: "true", CONTEXT: "deploy-preview" }],
  ["a context with another spelling", { NETLIFY: "true", CONTEXT: "Deploy-Preview" }],
])("%s leaves every record", async (_, env: Record<string, string>) => {
  expect((await build(env)).emptied).toBe(false);
  expect(await personalRows()).toBe(2);
});

it("a preview build on Netlify that cannot reach its database fails, rather than publish the copy", async () => {
  await expect(
    build({ NETLIFY: "true", CONTEXT: "deploy-preview", NETLIFY_DB_URL: postgres.url().replace(/:\d+\//, ":1/") }),
  ).rejects.toThrow();
});
