/**
 * A deploy preview's database is a branch Netlify copies from production's, with everyone's
 * enquiries, addresses and subscriptions in it, and Netlify offers no setting to make it empty. So
 * the first invocation of a preview empties it, before its handler reads anything, once. It can
 * never touch production: it runs only where the invocation's deploy context (Netlify's own, per
 * invocation) is `deploy-preview`, and only when the record of production's address, which the
 * production deploy's daily cleanup writes and the branch copied, names another database than the
 * one this invocation was handed. Without that record, or with the same address, it keeps the copy
 * and says so in the log.
 */
import { sql } from "kysely";
import type { Db } from "../common/database";
import type { Logger } from "../common/logger";

/** A database's address without its password: host, port, database and user. */
export function databaseAddress(connectionString: string): string {
  const url = new URL(connectionString);
  return `${url.hostname}:${url.port || "5432"}/${url.pathname.slice(1) || "postgres"}?user=${decodeURIComponent(url.username)}`;
}

/** Production's daily record of its own address. */
export async function recordProductionAddress(db: Db, connectionString: string): Promise<void> {
  const production_address = databaseAddress(connectionString);
  await db
    .insertInto("database_home")
    .values({ production_address })
    .onConflict((conflict) => conflict.column("singleton").doUpdateSet({ production_address }))
    .execute();
}

/** Empties a deploy preview's copy of production's records, once; what it did. */
export async function emptyPreviewCopy(db: Db, connectionString: string, now: Date, log: Logger): Promise<"emptied" | "kept" | "done"> {
  const home = await db.selectFrom("database_home").selectAll().executeTakeFirst();
  if (home?.preview_emptied_at) return "done";
  if (!home || home.production_address === databaseAddress(connectionString)) {
    log.warn("preview-copy-kept", { reason: home ? "the database has production's address" : "production's address is not recorded" });
    return "kept";
  }
  const tables = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'database_home'`.execute(db);
  await sql`TRUNCATE ${sql.join(tables.rows.map(({ name }) => sql.table(name)))}`.execute(db);
  await db.updateTable("database_home").set({ preview_emptied_at: now }).execute();
  log.warn("preview-copy-emptied", { tables: tables.rows.length });
  return "emptied";
}
