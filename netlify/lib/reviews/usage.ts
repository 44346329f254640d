/**
 * Everything the reviews function keeps, all of it about calls and none of it from Google: how many
 * of today's Google calls are spent and whether the owner was told the share ran out
 * (`reviews_calls`), how often each visitor asked this hour (`reviews_visitors`, under a keyed hash
 * of their address), and the day's hashing key (`reviews_hash_keys`). A daily job deletes the days
 * gone by, the hashing keys first, so nothing outlives the day after it.
 *
 * The month's cap is spent a day's share at a time: day d of a month of D days has the calls
 * numbered from cap × (d − 1) / D to cap × d / D (rounded down), so the shares add up to the cap and
 * differ by one call at most, and using up a day's share, by a crowd or an attacker, blanks that day
 * and no more. Each count is one statement that adds one only while there is room (`INSERT … ON
 * CONFLICT … DO UPDATE … WHERE … RETURNING`): calls at once never count past a limit.
 */
import { createHmac, randomBytes } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { sql } from "kysely";
import type { Logger } from "../common/logger";
import { deleteDue, type Db, type Deletion } from "../common/database";
import type { Deadline } from "../common/time-budget";

export type UsageStore = Db;

/** A UTC calendar day, `YYYY-MM-DD`: the period every key belongs to. */
export const usageDay = (now: Date) => now.toISOString().slice(0, 10);

/** The calls day `now` may make of the month's cap. */
export function dailyShare(monthlyCap: number, now: Date): number {
  const days = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
  const day = now.getUTCDate();
  return Math.floor((monthlyCap * day) / days) - Math.floor((monthlyCap * (day - 1)) / days);
}

/** One of today's Google calls, taken before the call is made (failed calls are billed too): false when the share is spent. */
export async function reserveGoogleCall(usage: UsageStore, now: Date, monthlyCap: number): Promise<boolean> {
  const share = dailyShare(monthlyCap, now);
  if (share === 0) return false;
  const reserved = await usage
    .insertInto("reviews_calls")
    .values({ day: usageDay(now), calls: 1 })
    .onConflict((conflict) =>
      conflict
        .column("day")
        .doUpdateSet({ calls: sql`reviews_calls.calls + 1` })
        .where("reviews_calls.calls", "<", share),
    )
    .returning("calls")
    .executeTakeFirst();
  return reserved !== undefined;
}

/** True when every call of today's share is taken: a read, so a visitor arriving after that costs no storage. */
export async function isShareSpent(usage: UsageStore, now: Date, monthlyCap: number): Promise<boolean> {
  const row = await usage.selectFrom("reviews_calls").select("calls").where("day", "=", usageDay(now)).executeTakeFirst();
  return (row?.calls ?? 0) >= dailyShare(monthlyCap, now);
}

/** True for the one caller who is to tell the owner that today's share is used up. */
export async function claimShareAlert(usage: UsageStore, now: Date): Promise<boolean> {
  const claimed = await usage
    .insertInto("reviews_calls")
    .values({ day: usageDay(now), calls: 0, alerted: true })
    .onConflict((conflict) => conflict.column("day").doUpdateSet({ alerted: true }).where("reviews_calls.alerted", "=", false))
    .returning("day")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Ten views in an hour is more than a person reading the site makes, and a third of a day's share at the default cap. */
export const DEFAULT_VISITOR_HOURLY_LIMIT = 10;

/**
 * One of the calls a visitor may have made this hour, counted only while today's share has room:
 * false when the answer is "off" (the share spent, or the visitor's hour used up), and then nothing
 * was written. A visitor is known by a keyed hash of their address, never the address itself:
 * HMAC-SHA256 under a random key made for the day and deleted with the day's counts. While the key
 * exists only this database can link a hash to an address (by trying addresses one by one); once
 * it is gone, nobody can.
 */
export async function admitVisitor(
  usage: UsageStore,
  address: string | undefined,
  now: Date,
  limits: { hourlyLimit: number; monthlyCap: number },
): Promise<boolean> {
  const day = usageDay(now);
  const visitor = createHmac("sha256", await dayKey(usage, day))
    .update(visitorNetwork(address ?? "unknown"))
    .digest("hex")
    .slice(0, 32);
  const share = dailyShare(limits.monthlyCap, now);
  const { rows } = await sql`
    INSERT INTO reviews_visitors (day, hour, visitor, calls)
    SELECT ${day}::date, ${now.getUTCHours()}, ${visitor}, 1
    WHERE ${share} > 0 AND NOT EXISTS (SELECT 1 FROM reviews_calls WHERE day = ${day}::date AND calls >= ${share})
    ON CONFLICT (day, hour, visitor) DO UPDATE SET calls = reviews_visitors.calls + 1
    WHERE reviews_visitors.calls < ${limits.hourlyLimit}
    RETURNING calls`.execute(usage);
  return rows.length > 0;
}

/**
 * What identifies one visitor's connection: an IPv4 address, or an IPv6 address's /64 network,
 * since a home or office is given a whole /64 and its devices pick addresses in it at will.
 */
export function visitorNetwork(address: string): string {
  const bare = address.replace(/%.*$/, "");
  const mappedIPv4 = /^(?:::|(?:0{1,4}:){5})ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mappedIPv4 && isIPv6(bare)) return mappedIPv4[1];
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const [head, tail] = bare.split("::").map((part) => (part ? part.split(":") : []));
  const groups = (tail === undefined ? head : [...head, ...Array<string>(8 - head.length - tail.length).fill("0"), ...tail]).map((group) =>
    parseInt(group, 16),
  );
  // An IPv4 address written as IPv6 in hex (`::ffff:c000:280`) is that IPv4 address, not one shared /64.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** Today's hashing key, kept by this function instance once read; the next call of another day replaces it. */
let cachedDayKey: { day: string; key: string } | undefined;

/**
 * The day's hashing key, made by the first call of the day (an insert that does nothing when the
 * day has one), then read: calls at once all get the key that was stored first.
 */
async function dayKey(usage: UsageStore, day: string): Promise<string> {
  if (cachedDayKey?.day === day) return cachedDayKey.key;
  await usage
    .insertInto("reviews_hash_keys")
    .values({ day, key: randomBytes(32).toString("base64") })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  const { key } = await usage.selectFrom("reviews_hash_keys").select("key").where("day", "=", day).executeTakeFirstOrThrow();
  cachedDayKey = { day, key };
  return key;
}

/**
 * Deletes everything of the days before today, until `deadline`: the daily job. The hashing keys go
 * first, since without them no hash can be linked to an address, however many counts remain for the
 * next run; then the visitors' counts a batch at a time, then the days' calls, a row a day.
 */
export async function removePastUsage(usage: UsageStore, now: Date, log: Logger, deadline: Deadline): Promise<Deletion> {
  const today = usageDay(now);
  const keys = await usage.deleteFrom("reviews_hash_keys").where("day", "<", today).executeTakeFirst();
  const visitors = await deleteDue(usage, "reviews_visitors", (row) => row("day", "<", today), deadline, { key: sql`day, hour, visitor` });
  const calls = visitors.finished ? await usage.deleteFrom("reviews_calls").where("day", "<", today).executeTakeFirst() : undefined;
  const removed = { removed: Number(keys.numDeletedRows + (calls?.numDeletedRows ?? 0n)) + visitors.removed, finished: visitors.finished };
  log.info("google-reviews-usage-removed", { ...removed });
  return removed;
}
