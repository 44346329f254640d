/**
 * The functions' database pool against a real Postgres, reached through a relay that can drop its
 * connections as a network or a restarting server does.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { sql } from "kysely";
import { recordingLogger, useDatabaseAndMail } from "../../../tests/support/functions/servers";

const servers = useDatabaseAndMail();

it("logs a connection dropped while idle, keeps the function running, and opens another for the next query", async () => {
  const log = recordingLogger();
  const relay = await servers.database.relay(log);
  await sql`SELECT 1`.execute(relay.db);

  relay.dropConnections();
  await new Promise((resolve) => setTimeout(resolve, 100));

  expect(log.entries.map(({ event }) => event)).toEqual(["database-connection-lost"]);
  expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(relay.db)).rows).toEqual([{ one: 1 }]);
});

it("fails a query whose connection drops while it runs, with the error, not by stopping the function", async () => {
  const relay = await servers.database.relay();
  relay.loseAnswerTo(/pg_sleep/);

  await expect(sql`SELECT pg_sleep(0.01)`.execute(relay.db)).rejects.toThrow(/Connection terminated/);
  expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(relay.db)).rows).toEqual([{ one: 1 }]);
});

it("types its rows as the migrations make them: schema.ts is what kysely-codegen writes from the migrated database", () => {
  const script = path.resolve(__dirname, "../../../scripts/database-types.mjs");
  const verified = spawnSync(process.execPath, [script, "--verify", "--url", servers.database.url], { encoding: "utf8", timeout: 60_000 });
  expect([verified.status, verified.stdout + verified.stderr]).toEqual([0, expect.any(String)]);
}, 70_000);
