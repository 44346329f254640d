/**
 * What the owner's Sources page and the health check and alerts count of the enquiries: read models
 * grouped and counted by the database on the inbox's partial indexes, never read row by row. Part
 * of the message store's interface (`createMessageStore` spreads them in).
 */
import { sql } from "kysely";
import type { Db } from "../common/database";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many problems' ids the alerts compare: enough to tell a new one, few enough to keep the alert state small. */
export const PROBLEM_IDS_KEPT = 200;

type Counts = ReturnType<typeof enquiryCounts>;
/** How many enquiries share one source, in each period asked for. */
export type SourceGroup = Awaited<ReturnType<Counts["sourceGroups"]>>[number];
/** How many enquiries one week (its Monday, UTC) brought from one referring site, with a campaign or without. */
export type WeekGroup = Awaited<ReturnType<Counts["weekGroups"]>>[number];
/** Counts and ages of what is waiting, for the health check and the alerts. */
export type UndeliveredCounts = Awaited<ReturnType<Counts["undelivered"]>>;

export const enquiryCounts = (db: Db) => ({
  /** The inbox's messages counted by source, in each of the last `periodsDays` (ascending) before `now`. */
  sourceGroups: (now: Date, periodsDays: readonly number[]) => {
    const since = periodsDays.map((days) => new Date(now.getTime() - days * DAY_MS));
    return db
      .selectFrom("enquiries")
      .where("spam_reason", "is", null)
      .select([
        "source",
        sql<number[]>`ARRAY[${sql.join(since.map((from) => sql`count(*) FILTER (WHERE received_at > ${from})::int`))}]`.as("counts"),
      ])
      .where("received_at", ">", since[since.length - 1])
      .where("received_at", "<=", now)
      .groupBy("source")
      .execute();
  },

  /** The inbox's messages since `since`, counted by week, referring site and whether a campaign brought them. */
  async weekGroups(since: Date, now: Date) {
    const rows = await db
      .selectFrom("enquiries")
      .where("spam_reason", "is", null)
      .select([
        sql<string>`to_char(date_trunc('week', received_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`.as("week"),
        sql<string | null>`source->>'referrerHost'`.as("host"),
        sql<boolean>`coalesce(source ? 'campaign', false)`.as("campaign"),
        sql<number>`count(*)::int`.as("count"),
      ])
      .where("received_at", ">=", since)
      .where("received_at", "<=", now)
      .groupBy(["week", "host", "campaign"])
      .execute();
    return rows.map(({ week, host, campaign, count }) => ({ week, referrerHost: host ?? undefined, campaign, count }));
  },

  /** What is waiting to be emailed, or failed, at `now`; `overdueAfterMs` after arrival a pending one is overdue. */
  async undelivered(now: Date, overdueAfterMs: number) {
    const overdueBefore = new Date(now.getTime() - overdueAfterMs);
    const waiting = () =>
      db
        .selectFrom("enquiries")
        .where("spam_reason", "is", null)
        .where((row) => row.or([row("status", "=", "pending"), row.and([row("status", "=", "failed"), row("dismissed_at", "is", null)])]));
    const counts = await waiting()
      .select([
        sql<number>`count(*) FILTER (WHERE status = 'pending')::int`.as("pending"),
        sql<number>`count(*) FILTER (WHERE status = 'pending' AND received_at <= ${overdueBefore})::int`.as("overdue"),
        sql<number>`count(*) FILTER (WHERE status = 'failed')::int`.as("failed"),
        sql<Date | null>`min(received_at)`.as("oldestReceivedAt"),
      ])
      .executeTakeFirstOrThrow();
    // The newest problems, so a new one is always among them however many old ones wait.
    const problems = await waiting()
      .select("id")
      .where((row) => row.or([row("status", "=", "failed"), row("received_at", "<=", overdueBefore)]))
      .orderBy("received_at", "desc")
      .limit(PROBLEM_IDS_KEPT)
      .execute();
    return { ...counts, problemIds: problems.map(({ id }) => id) };
  },
});
