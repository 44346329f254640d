/**
 * Everything the reviews function keeps, all of it about calls and none of it from Google: which
 * of today's Google calls are spent, how often each visitor asked this hour, and whether the
 * owner was told today that the share ran out. Every key carries its day (`<kind>/YYYY-MM-DD/…`),
 * and a daily job deletes the days gone by, a day's folder at a time and the hashing keys first, so
 * nothing outlives the day after it. Once the answer is already "off" (today's share spent, or the
 * visitor's hour used up), nothing more is written for the visitor.
 *
 * - The month's cap is spent a day's share at a time: day d of a month of D days has the calls
 *   numbered from cap × (d − 1) / D to cap × d / D (rounded down), so the days' shares add up to
 *   the cap exactly and differ by one call at most. Using up a day's share, by a crowd or by an
 *   attacker, blanks the rest of that day and no more.
 * - A visitor may have the reviews asked for them a few times an hour, as a person moving
 *   between pages does; beyond that they are refused before Google is asked.
 * Each count is a set of slots (slots.ts), so no store, atomic or not, can let more calls through
 * than there are slots.
 */
import { createHmac, randomBytes } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { claimSlot, split, type SlotClaim, type UsageStore } from "./slots";
import type { Logger } from "../common/logger";
import { addSweeps, isPast, listPeriods, sweepPrefix, type Deadline, type SweepCount, type SweptStore } from "../common/sweep";

export type { UsageStore } from "./slots";

/** A UTC calendar day, `YYYY-MM-DD`: the period every key belongs to. */
export const usageDay = (now: Date) => now.toISOString().slice(0, 10);

function daysInMonth(now: Date): number {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
}

/** The calls day `now` may make of the month's cap. */
export function dailyShare(monthlyCap: number, now: Date): number {
  const days = daysInMonth(now);
  const day = now.getUTCDate();
  return Math.floor((monthlyCap * day) / days) - Math.floor((monthlyCap * (day - 1)) / days);
}

/** One of today's Google calls, taken before the call is made (failed calls are billed too). */
export function reserveGoogleCall(usage: UsageStore, now: Date, monthlyCap: number): Promise<SlotClaim> {
  return claimSlot(usage, `budget/${usageDay(now)}/`, dailyShare(monthlyCap, now));
}

/**
 * True when every call of today's share is taken or being taken: read from one listing, written
 * nowhere, so a visitor arriving after that costs no storage.
 */
export async function isShareSpent(usage: UsageStore, now: Date, monthlyCap: number): Promise<boolean> {
  const prefix = `budget/${usageDay(now)}/`;
  const { blobs } = await usage.list({ prefix });
  const started = new Set(blobs.map(({ key }) => key.slice(prefix.length).split("/")[0]));
  return started.size >= dailyShare(monthlyCap, now);
}

/**
 * True for the caller who is to tell the owner that today's share is used up. Callers that find
 * the share spent at the same moment all try the lowest alert slot not yet tried, so one of them
 * at most wins it; if they spoil it for each other, a later caller tries the next. The winner
 * marks the day as alerted at once, so only a caller that slips in between the two would alert
 * a second time.
 */
export async function claimShareAlert(usage: UsageStore, now: Date): Promise<boolean> {
  const prefix = `alerts/${usageDay(now)}/`;
  if ((await usage.get(`${prefix}sent`, { type: "json" })) !== null) return false;
  const { blobs } = await usage.list({ prefix });
  const tried = new Set(blobs.map(({ key }) => key.slice(prefix.length).split("/")[0]));
  let slot = 1;
  while (tried.has(String(slot))) slot++;
  if ((await split(usage, `${prefix}${slot}/`)) !== "won") return false;
  await usage.setJSON(`${prefix}sent`, true);
  return true;
}

/**
 * The landing page asks once per view, so ten in an hour is more than a person reading the site
 * makes, and a third of a day's share at the default cap.
 */
export const DEFAULT_VISITOR_HOURLY_LIMIT = 10;

/**
 * One of the calls a visitor may have made this hour. A visitor is known by a keyed hash of their
 * address, never the address itself: HMAC-SHA256 under a random key made for the day and deleted
 * with the day's counts. While the key exists only this store can link a hash to an address (by
 * trying addresses one by one); once it is gone, nobody can.
 */
export async function admitVisitor(usage: UsageStore, address: string | undefined, now: Date, hourlyLimit: number): Promise<SlotClaim> {
  const day = usageDay(now);
  const visitor = createHmac("sha256", await dayKey(usage, day))
    .update(visitorNetwork(address ?? "unknown"))
    .digest("hex")
    .slice(0, 32);
  const hour = now.toISOString().slice(11, 13);
  return claimSlot(usage, `visitors/${day}/${hour}/${visitor}/`, hourlyLimit);
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
  const [head, tail] = bare.split("::");
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const written = [...groups(head), ...groups(tail)].length;
  const expanded = (tail === undefined ? groups(head) : [...groups(head), ...Array<string>(8 - written).fill("0"), ...groups(tail)]).map(
    (group) => parseInt(group, 16),
  );
  // An IPv4 address written as IPv6 in hex (`::ffff:c000:280`) is that IPv4 address, not one shared /64.
  if (expanded.slice(0, 5).every((group) => group === 0) && expanded[5] === 0xffff) {
    return [expanded[6] >> 8, expanded[6] & 0xff, expanded[7] >> 8, expanded[7] & 0xff].join(".");
  }
  return `${expanded
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * The day's hashing key, kept by this function instance once read: a request builds its store
 * afresh, so a cache on the store object would never be hit. Only today's key is held; the next
 * call of another day replaces it.
 */
let cachedDayKey: { day: string; key: string } | undefined;

/**
 * The day's hashing key, made by the first call of the day. Two first calls at once on the local
 * server may both make one (its `onlyIfNew` is not atomic); each then reads whichever was written
 * last, and a visitor may be counted under two hashes for a moment. Netlify's `onlyIfNew` keeps one.
 */
async function dayKey(usage: UsageStore, day: string): Promise<string> {
  if (cachedDayKey?.day === day) return cachedDayKey.key;
  const name = `${HASH_KEYS}${day}`;
  let key = await usage.get(name, { type: "json" });
  if (key === null) {
    await usage.setJSON(name, randomBytes(32).toString("base64"), { onlyIfNew: true });
    key = await usage.get(name, { type: "json" });
  }
  if (typeof key !== "string") throw new Error(`Netlify Blobs did not keep the hashing key of ${day}`);
  cachedDayKey = { day, key };
  return key;
}

const HASH_KEYS = "hash-keys/";

/**
 * Deletes every key of a day before today, until `deadline`: the daily job. The hashing keys go
 * first, since once they are gone no hash can be linked to an address, however many counts remain
 * for the next run; then each kind's past days, a day's folder at a time.
 */
export async function removePastUsage(usage: SweptStore, now: Date, log: Logger, deadline: Deadline): Promise<SweepCount> {
  const today = usageDay(now);
  let count = await sweepPrefix(usage, HASH_KEYS, deadline, { isDue: (key) => key.slice(HASH_KEYS.length) < today });
  for (const kind of await listPeriods(usage, "")) {
    if (`${kind}/` === HASH_KEYS) continue;
    for (const day of await listPeriods(usage, `${kind}/`)) {
      if (day >= today) continue;
      // A day's folder a level down at a time (an hour's visitors, a slot): a flooded day is many
      // small listings, and deleting starts after the first, not after listing the whole day.
      const dayPrefix = `${kind}/${day}/`;
      const direct = await usage.list({ prefix: dayPrefix, directories: true });
      await Promise.all(direct.blobs.map(({ key }) => usage.delete(key)));
      count = addSweeps(count, { removed: direct.blobs.length, left: 0, finished: true });
      for (const part of await listPeriods(usage, dayPrefix)) {
        if (isPast(deadline)) {
          count.finished = false;
          break;
        }
        count = addSweeps(count, await sweepPrefix(usage, `${dayPrefix}${part}/`, deadline));
      }
      if (isPast(deadline)) {
        count.finished = false;
        break;
      }
    }
  }
  log.info("google-reviews-usage-removed", { ...count });
  return count;
}
