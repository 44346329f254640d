/**
 * The reviews' budgets as the owner and an attacker meet them: the month's cap spent a day's
 * share at a time, each visitor's hourly limit, one alert when a day's share runs out, and calls
 * arriving together in separate instances, on a real Postgres. The function runs whole, against a
 * stand-in for Google that counts the calls that reach it.
 */
import { recordingLogger, useDatabaseAndMail, useStandIn } from "../../../tests/support/functions/servers";
import type { CallsInFlight, GoogleReviewsDependencies } from "./google-reviews";
import { answerWithPlaceDetails, askForReviews, reviewsParts, startPlacesStandIn } from "../../../tests/support/functions/reviews";
import type { Db } from "../common/database";
import { deadlineIn } from "../common/time-budget";
import { dailyShare, removePastUsage, usageDay, visitorNetwork } from "./usage";

const servers = useDatabaseAndMail();
const places = useStandIn(startPlacesStandIn, answerWithPlaceDetails);

const HOUR = 60;
const visitorNumber = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;

describe("the daily share", () => {
  it("divides the month's cap evenly over its days, adding up to the cap exactly", () => {
    const november = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
    const december = (day: number) => new Date(Date.UTC(2026, 11, day, 12));
    expect(dailyShare(900, november(25))).toBe(30);
    const shares = (cap: number, at: (day: number) => Date, days: number) =>
      Array.from({ length: days }, (_, day) => dailyShare(cap, at(day + 1)));
    for (const cap of [900, 1000, 45, 7, 0]) {
      for (const [at, days] of [
        [november, 30],
        [december, 31],
      ] as const) {
        const month = shares(cap, at, days);
        expect(month.reduce((sum, share) => sum + share, 0)).toBe(cap);
        expect(Math.max(...month) - Math.min(...month)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("stops asking Google once today's share is used, answers off, and alerts the owner once", async () => {
    const { deps, channel, log } = reviewsParts(places, servers.db, { monthlyCap: 90 }); // 3 a day
    const answers = [];
    for (let call = 0; call < 6; call++) answers.push((await askForReviews(deps, visitorNumber(call))).body);
    expect(answers.map((body) => (body as { status: string }).status)).toEqual(["ok", "ok", "ok", "off", "off", "off"]);
    expect(places.received).toHaveLength(3);
    expect(channel.posted).toHaveLength(1);
    expect(channel.posted[0]).toContain("today's 3 calls for the Google reviews are used up");
    expect(log.entries.map(({ level, event }) => `${level} ${event}`)).toEqual(["warn google-reviews-daily-share-reached"]);
    expect(log.entries[0].details).toEqual({ day: "2026-11-25", share: 3, cap: 90, alert: "webhook" });
  });

  it("counts failed calls too, since Google may bill them", async () => {
    places.answer(500, {});
    const { deps } = reviewsParts(places, servers.db, { monthlyCap: 30 }); // 1 a day
    await askForReviews(deps, visitorNumber(1));
    expect((await askForReviews(deps, visitorNumber(2))).body).toEqual({ status: "off" });
    expect(places.received).toHaveLength(1);
  });

  it("starts afresh the next day and the next month, and never calls Google with a cap of 0", async () => {
    const { deps, clock } = reviewsParts(places, servers.db, { monthlyCap: 60 }); // 2 a day, 1 on 1 December
    clock.advanceMinutes(5 * 24 * HOUR + 11 * HOUR + 59); // 30 November, 23:59 UTC
    const statuses = async (count: number) => {
      const seen: string[] = [];
      for (let call = 0; call < count; call++)
        seen.push(((await askForReviews(deps, visitorNumber(call))).body as { status: string }).status);
      return seen;
    };
    expect(await statuses(3)).toEqual(["ok", "ok", "off"]);
    clock.advanceMinutes(1); // 1 December, 00:00 UTC
    expect(await statuses(2)).toEqual(["ok", "off"]);
    expect(places.received).toHaveLength(3);

    const never = reviewsParts(places, servers.db, { monthlyCap: 0 });
    expect((await askForReviews(never.deps)).body).toEqual({ status: "off" });
    expect(places.received).toHaveLength(3);
  });

  it("spends no more than the month's cap over a whole month of too many calls", async () => {
    const { deps, clock, channel } = reviewsParts(places, servers.db, { monthlyCap: 45 });
    clock.advanceMinutes(-24 * 24 * HOUR); // 1 November
    let visitor = 0;
    for (let day = 1; day <= 30; day++) {
      for (let call = 0; call < 4; call++) await askForReviews(deps, visitorNumber(visitor++));
      clock.advanceMinutes(24 * HOUR);
    }
    expect(places.received).toHaveLength(45);
    expect(channel.posted).toHaveLength(30);
  });
});

describe("each visitor's hourly limit", () => {
  it("refuses a visitor's eleventh call in an hour before Google is asked, and serves everyone else", async () => {
    const { deps, log, clock } = reviewsParts(places, servers.db);
    const answers = [];
    for (let call = 0; call < 12; call++) answers.push((await askForReviews(deps, "203.0.113.7")).body as { status: string });
    expect(answers.map(({ status }) => status)).toEqual([...Array(10).fill("ok"), "off", "off"]);
    expect(places.received).toHaveLength(10);
    expect(log.entries.map(({ level, event }) => `${level} ${event}`)).toEqual(Array(2).fill("info google-reviews-visitor-limit"));

    expect((await askForReviews(deps, "203.0.113.8")).body).toMatchObject({ status: "ok" });
    clock.advanceMinutes(HOUR);
    expect((await askForReviews(deps, "203.0.113.7")).body).toMatchObject({ status: "ok" });
    expect(places.received).toHaveLength(12);
  });

  it("counts the addresses of one IPv6 network (a home's or an office's /64) as one visitor", async () => {
    const { deps } = reviewsParts(places, servers.db, { visitorHourlyLimit: 2 });
    await askForReviews(deps, "2001:db8:1:2::10");
    await askForReviews(deps, "2001:0db8:0001:0002:abcd::1");
    expect((await askForReviews(deps, "2001:db8:1:2:ffff:ffff:ffff:ffff")).body).toEqual({ status: "off" });
    expect((await askForReviews(deps, "2001:db8:1:3::10")).body).toMatchObject({ status: "ok" });
    expect(visitorNetwork("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(visitorNetwork("2001:db8::1%eth0")).toBe("2001:db8:0:0::/64");
  });

  it("counts an IPv4 address written as IPv6 in hex as that IPv4 address, not as one shared network", () => {
    expect(visitorNetwork("::ffff:c000:280")).toBe("192.0.2.128");
    expect(visitorNetwork("0:0:0:0:0:ffff:c000:0281")).toBe("192.0.2.129");
    expect(visitorNetwork("::ffff:c000:280")).not.toBe(visitorNetwork("::ffff:c000:281"));
  });

  it("stores a keyed hash of the address, never the address", async () => {
    const { deps } = reviewsParts(places, servers.db);
    await askForReviews(deps, "203.0.113.7");
    await askForReviews(deps, "2001:db8:1:2::10");
    const stored = JSON.stringify(await usageRows(servers.db));
    for (const leak of ["203.0.113", "2001:db8", "2001:0db8"]) expect(stored).not.toContain(leak);
    const visitors = await servers.db.selectFrom("reviews_visitors").select("visitor").execute();
    expect(visitors.map(({ visitor }) => visitor)).toEqual([
      expect.stringMatching(/^[0-9a-f]{32}$/),
      expect.stringMatching(/^[0-9a-f]{32}$/),
    ]);
  });

  it("lets 300 calls from one visitor over a day reach Google no more than the day's share, then answers off and alerts once", async () => {
    const { deps, clock, channel, log } = reviewsParts(places, servers.db);
    clock.advanceMinutes(-12 * HOUR); // 25 November, 00:00 UTC
    const statuses: string[] = [];
    for (let call = 0; call < 300; call++) {
      statuses.push(((await askForReviews(deps, "203.0.113.66")).body as { status: string }).status);
      clock.advanceMinutes((24 * HOUR) / 300);
    }
    expect(places.received).toHaveLength(30);
    expect(statuses.filter((status) => status === "ok")).toHaveLength(30);
    // The first hour's 13 calls: ten reach Google, the rest are refused before it is asked.
    expect(statuses.slice(0, 13)).toEqual([...Array(10).fill("ok"), ...Array(3).fill("off")]);
    expect(statuses.slice(statuses.lastIndexOf("ok") + 1).every((status) => status === "off")).toBe(true);
    expect(channel.posted).toHaveLength(1);
    expect(log.errors()).toEqual([]);
  });
});

/**
 * Calls at once in separate instances (each its own calls in flight, as separate Netlify
 * instances or `netlify serve` workers are), from different visitors.
 */
async function callsAtOnce(deps: GoogleReviewsDependencies, count: number) {
  return Promise.all(Array.from({ length: count }, (_, caller) => askForReviews(deps, visitorNumber(caller), new Map() as CallsInFlight)));
}

/** Every row the reviews keep, as the database holds them. */
async function usageRows(db: Db) {
  return Promise.all(
    (["reviews_calls", "reviews_visitors", "reviews_hash_keys"] as const).map((table) => db.selectFrom(table).selectAll().execute()),
  );
}

describe("calls at once", () => {
  it.each([50, 100])("never reach Google more than the day's share, with no 503 and no error logged: %i calls", async (count) => {
    const { deps, log } = reviewsParts(places, servers.db); // 30 a day
    const answers = await callsAtOnce(deps, count);
    expect(places.received.length).toBe(30);
    expect(answers.map(({ response }) => response.status)).toEqual(Array(count).fill(200));
    expect(answers.filter(({ body }) => (body as { status: string }).status === "ok")).toHaveLength(places.received.length);
    const passing = ["warn google-reviews-daily-share-reached"];
    expect(log.entries.filter(({ level, event }) => !passing.includes(`${level} ${event}`))).toEqual([]);

    // The crowd gone, calls are answered as before, and the day's share still holds.
    for (let call = 0; call < 12; call++) expect((await askForReviews(deps, visitorNumber(count + call))).response.status).toBe(200);
    expect(places.received.length).toBe(30);
    expect(log.errors()).toEqual([]);
  });

  it("count one visitor's calls at once with one statement each: never past the hourly limit", async () => {
    const { deps } = reviewsParts(places, servers.db, { visitorHourlyLimit: 3 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => askForReviews(deps, "203.0.113.9", new Map() as CallsInFlight)));
    expect(answers.filter(({ body }) => (body as { status: string }).status === "ok")).toHaveLength(3);
    expect(await servers.db.selectFrom("reviews_visitors").select("calls").execute()).toEqual([{ calls: 3 }]);
  });
});

describe("the days the counts are kept under", () => {
  // node-postgres reads a `date` as a Date at midnight in the machine's time zone, so on a machine
  // east of Greenwich the day came back as the day before. The functions' pool reads it as its
  // text (common/database.ts), and these tests compare days as text, parsing nothing in the
  // machine's time zone: they run the same under TZ=UTC and TZ=Pacific/Auckland.
  it("are read back as the UTC day they were written for, as text", async () => {
    const { deps, clock } = reviewsParts(places, servers.db);
    await askForReviews(deps, "203.0.113.7");
    const today = usageDay(clock.now());
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [calls, visitors, keys] = await usageRows(servers.db);
    const days = [...calls, ...visitors, ...keys].map(({ day }) => day);
    expect(days.length).toBeGreaterThanOrEqual(2);
    expect(days).toEqual(days.map(() => today));
  });
});

describe("the daily clean-up", () => {
  it("deletes every count, hash and hashing key of the days gone by and keeps today's", async () => {
    const { deps, clock } = reviewsParts(places, servers.db);
    await askForReviews(deps, "203.0.113.7");
    clock.advanceMinutes(24 * HOUR);
    const today = usageDay(clock.now());
    await askForReviews(deps, "203.0.113.7");
    const log = recordingLogger();
    // A day is its `YYYY-MM-DD` text, compared as text: nothing here is parsed in the machine's time zone.
    const pastRows = (await usageRows(servers.db)).flat().filter(({ day }) => day < today);
    const { removed, finished } = await removePastUsage(servers.db, clock.now(), log, deadlineIn(20_000));
    expect(finished).toBe(true);
    expect(pastRows.length).toBeGreaterThanOrEqual(2);
    expect(removed).toBe(pastRows.length);
    const [calls, visitors, keys] = await usageRows(servers.db);
    const days = [...calls, ...visitors, ...keys].map(({ day }) => day);
    expect(days).toEqual([today, today, today]);
    expect(log.entries).toEqual([{ level: "info", event: "google-reviews-usage-removed", details: { removed, finished: true } }]);
  });
});
