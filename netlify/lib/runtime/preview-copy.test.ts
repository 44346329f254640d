/**
 * A deploy preview's copy of production's records is emptied by its first invocation, and only
 * there: through the functions' own parts (`serve`) against a real Postgres holding someone's records.
 */
import { sql } from "kysely";
import { useDatabaseAndMail } from "../../../tests/support/functions/servers";
import { recordProductionAddress } from "./preview-copy";
import { serve } from "./runtime";

const servers = useDatabaseAndMail();
const saved = { ...process.env };
beforeEach(() => {
  process.env.NETLIFY_DB_URL = servers.database.url;
});
afterEach(() => {
  process.env = { ...saved };
});

/** An enquiry and a subscriber, as production holds them. */
async function someonesRecords() {
  await sql`INSERT INTO enquiries (id, received_at, status, sent_at, first_name, last_name, email, company, industry, project_type, message)
    VALUES (gen_random_uuid(), now(), 'sent', now(), 'Priya', 'Shah', 'priya@example.com', 'Northfield', '', '', 'Hello')`.execute(
    servers.db,
  );
  await sql`INSERT INTO subscribers (address_key, id, email, source, status, subscribed_at)
    VALUES (md5(random()::text) || md5(random()::text), md5(random()::text), 'tom@example.com', 'blog', 'pending', now())`.execute(
    servers.db,
  );
}
const personalRows = async () =>
  Number(
    (await sql<{ rows: number }>`SELECT (SELECT count(*) FROM enquiries) + (SELECT count(*) FROM subscribers) AS rows`.execute(servers.db))
      .rows[0].rows,
  );
const invoke = (deployContext: string) =>
  serve(
    new Request("http://localhost/.netlify/functions/contact-health"),
    { deploy: { context: deployContext } },
    async () => new Response("ok"),
  );
const PRODUCTION = "postgres://site:password@production-host.example:5432/site";

it("empties a preview's copy once, before its first invocation reads anything, when production's address is another", async () => {
  await someonesRecords();
  await recordProductionAddress(servers.db, PRODUCTION);

  await invoke("deploy-preview");
  expect(await personalRows()).toBe(0);
  // What the preview stores afterwards is its own, and stays.
  await someonesRecords();
  await invoke("deploy-preview");
  expect(await personalRows()).toBe(2);
});

it.each([
  ["production's own database, whatever the context says", "deploy-preview", "same"],
  ["a preview whose database has no record of production's address", "deploy-preview", "none"],
  ["production", "production", "other"],
  ["a branch deploy", "branch-deploy", "other"],
  ["a local run", "", "other"],
])("never empties %s", async (_, deployContext, recorded) => {
  await someonesRecords();
  if (recorded === "same") await recordProductionAddress(servers.db, servers.database.url);
  if (recorded === "other") await recordProductionAddress(servers.db, PRODUCTION);

  await invoke(deployContext);

  expect(await personalRows()).toBe(2);
});

it("records an address without its password", async () => {
  await recordProductionAddress(servers.db, "postgres://site:secret-password@db.example:6543/records");
  const { rows } = await sql<{ address: string }>`SELECT production_address AS address FROM database_home`.execute(servers.db);
  expect(rows).toEqual([{ address: "db.example:6543/records?user=site" }]);
});
