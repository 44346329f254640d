/**
 * The owner answers a person's data request: finds everything the site keeps about their address,
 * downloads it, erases it. Real handlers with real Requests: a visitor's enquiries and newsletter
 * sign-up made through the contact and subscribe functions, against a real Postgres, a real SMTP
 * server, the Akismet stand-in the end-to-end tests use and a stand-in for Mailchimp's API.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { emptyContactMessage } from "../../../src/lib/contact-schema";
import type { Db } from "../common/database";
import { createSmtpMailer } from "../common/mailer";
import { createSpamFilter } from "../common/spam-filter";
import type { VisitorDetails } from "../common/http";
import { createMailchimpProvider, mailchimpSubscriberHash } from "../newsletter/mailchimp";
import { cleanUpNewsletter } from "../newsletter/newsletter-cleanup";
import { handleSubscribeRequest } from "../newsletter/subscribe-handler";
import { createSubscriberStore, subscriberKey } from "../newsletter/subscriber-store";
import { handleConfirmRequest } from "../newsletter/subscription-links";
import { contactParts, jsonPost, SITE } from "../../../tests/support/functions/contact";
import { MAILCHIMP_AUDIENCE, startMailchimpStandIn } from "../../../tests/support/functions/mailchimp-stand-in";
import {
  parseMail,
  recordingLogger,
  startAkismetStandIn,
  useDatabaseAndMail,
  useStandIn,
  type AkismetStandIn,
} from "../../../tests/support/functions/servers";
import { handleDataRequest } from "./data-requests-handler";
import { ENQUIRIES_SHOWN } from "./data-requests-steps";
import { cleanUpDataRequests, requestFingerprint } from "./data-requests-store";

const PAGE = `${SITE}/.netlify/functions/data-requests`;
const SECRET = "owner password for data requests";
/** The key of the request log's fingerprints, as DATA_REQUESTS_SECRET holds it. */
const LOG_KEY = "data requests test key, not a deploy's";
const ADDRESS = "grace.adeyemi@kestrel-logistics.co.uk";
const OTHER = "grace.adeyemi@kestrel-logistics.com";
const VISITOR: VisitorDetails = {
  ip: "203.0.113.42",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  referrer: `${SITE}/contact`,
};

const servers = useDatabaseAndMail();
const mailchimp = useStandIn(startMailchimpStandIn, (standIn) => standIn.reset());
const akismet = useStandIn<AkismetStandIn>(startAkismetStandIn, () => undefined);

const basic = (password: string) => `Basic ${Buffer.from(`owner:${password}`).toString("base64")}`;

function setUp({ withMailchimp = true, ownerSecret = SECRET as string | undefined } = {}) {
  const db = servers.db;
  const parts = contactParts(db, createSmtpMailer(servers.mail.url, 2_000), { overrides: { visitor: VISITOR } });
  const { deps, clock, log } = parts;
  const spamFilter = createSpamFilter(
    { apiKey: akismet.key, blog: SITE, apiUrl: akismet.url, isTest: true },
    { checks: db, now: clock.now, log, timeoutMs: 2_000 },
  );
  deps.spamFilter = spamFilter;
  const provider = withMailchimp
    ? createMailchimpProvider({ apiKey: "0123456789abcdef-us21", audienceId: MAILCHIMP_AUDIENCE, baseUrl: mailchimp.url })
    : undefined;
  const subscribers = createSubscriberStore(db);
  const newsletter = { secret: "data-request-test-subscription-secret", siteOrigin: SITE, subscribers, now: clock.now, log, provider };
  const owner = (request: Request) =>
    handleDataRequest(request, { ownerSecret, dataRequestsSecret: LOG_KEY, records: db, provider, now: clock.now, log });
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    owner(
      new Request(PAGE, {
        method: "POST",
        headers: { Authorization: basic(SECRET), "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...headers },
        body: new URLSearchParams(fields).toString(),
      }),
    );

  /** Signs `email` up and presses Confirm on the page its email's link opens. */
  async function subscribeAndConfirm(email: string) {
    await handleSubscribeRequest(jsonPost({ email, source: "blog" }, {}, `${SITE}/.netlify/functions/subscribe`), {
      ...newsletter,
      mailer: deps.mailer,
      from: "Gridline Films <hello@gridlinefilms.co.uk>",
      spamFilter,
      visitor: VISITOR,
    });
    const mail = servers.mail.received.filter((received) => received.rcptTo.includes(email)).at(-1);
    const confirmUrl = /https?:\/\/\S+\/newsletter-confirm\?token=[\w.-]+/.exec(parseMail(mail!.raw).text)![0];
    const token = new URL(confirmUrl).searchParams.get("token")!;
    return handleConfirmRequest(
      new Request(confirmUrl.split("?")[0], {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
        body: new URLSearchParams({ token }).toString(),
      }),
      newsletter,
    );
  }

  const enquiry = (email: string, firstName: string, overrides: Record<string, unknown> = {}) => ({
    ...emptyContactMessage(randomUUID()),
    firstName,
    lastName: "Adeyemi",
    email,
    company: "Kestrel Logistics",
    industry: "Manufacturing",
    projectType: "Training Videos",
    message: `We need a forklift safety refresher for 300 warehouse staff. Reference ${randomUUID()}.`,
    source: {
      page: "/contact",
      landingPage: "/training-video-production-milton-keynes",
      referrerHost: "www.linkedin.com",
      campaign: { source: "linkedin", medium: "social", campaign: "spring", term: "forklift", content: "carousel" },
    },
    ...overrides,
  });

  /** Grace's records: an enquiry in the inbox, one caught by the spam trap, a confirmed subscription; and another person's. */
  async function twoPeople() {
    const inbox = enquiry(ADDRESS, "Grace");
    const trapped = enquiry(ADDRESS, "Grace", { website: "https://grace.example" });
    const other = enquiry(OTHER, "Ama");
    for (const message of [inbox, trapped, other]) {
      expect((await parts.submit(message)).status).toBe(202);
      clock.advanceMinutes(1);
    }
    expect((await subscribeAndConfirm(ADDRESS)).status).toBe(303);
    expect((await subscribeAndConfirm(OTHER)).status).toBe(303);
    return { inbox, trapped, other };
  }

  return { db, clock, log, owner, post, subscribers, subscribeAndConfirm, enquiry, submit: parts.submit, twoPeople };
}

/** Every row of the person's, as the tables hold it. */
async function rowsOf(db: Db, email: string) {
  const key = subscriberKey(email);
  const enquiries = await db
    .selectFrom("enquiries")
    .selectAll()
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .execute();
  const subscribers = await db.selectFrom("subscribers").selectAll().where("address_key", "=", key).execute();
  const links = await db.selectFrom("subscription_ids").selectAll().where("address_key", "=", key).execute();
  const references = [...enquiries.map(({ id }) => id), ...links.map(({ id }) => id)];
  const spamChecks = references.length ? await db.selectFrom("spam_checks").selectAll().where("reference", "in", references).execute() : [];
  const unsubscribes = await db.selectFrom("unsubscribes").selectAll().where("address_key", "=", key).execute();
  return { enquiries, subscribers, links, spamChecks, unsubscribes };
}

/** Every value a row holds, as text, the values of its JSON columns included. */
function valuesOf(value: unknown): string[] {
  if (value === null || value === undefined || typeof value === "boolean") return [];
  if (value instanceof Date) return [value.toISOString()];
  if (typeof value === "object") return Object.values(value).flatMap(valuesOf);
  return [String(value)];
}

/** Every path of leaves in a JSON value, arrays written `[]`. */
function pathsOf(value: unknown, at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => pathsOf(item, `${at}[]`));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => [
      `${at ? `${at}.` : ""}${key}`,
      ...pathsOf(inner, `${at ? `${at}.` : ""}${key}`),
    ]);
  return [];
}

describe("a data request", () => {
  it("finds, in any letter case and with stray spaces, the person's inbox, spam and newsletter records, and no other person's", async () => {
    const { post, twoPeople } = setUp();
    const { inbox, trapped, other } = await twoPeople();

    const found = await post({ action: "search", email: `  ${ADDRESS.toUpperCase().replace("KESTREL", "Kestrel")}  ` });
    const html = await found.text();

    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("no-store");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`<h1>Personal data kept about ${ADDRESS}</h1>`);
    expect(html).toContain("In the inbox (1)");
    expect(html).toContain("On the spam list (1)");
    expect(html).toContain(inbox.message);
    expect(html).toContain(trapped.message);
    expect(html).toContain("The hidden spam-trap field was filled in: https://grace.example");
    expect(html).toContain(VISITOR.ip);
    expect(html).toContain("spring (linkedin / social)");
    // The enquiry's check, and the sign-up's.
    expect(html).toContain("Spam filter checks (2)");
    expect(html).toContain("<dt>State</dt><dd>Confirmed</dd>");
    expect(html).toContain("In the audience, as subscribed.");
    for (const value of [other.message, OTHER, "Ama"]) expect(html).not.toContain(value);
  });

  it("downloads every field kept about the person, each documented, and nothing of anyone else's", async () => {
    const { post, db, twoPeople } = setUp();
    const { inbox, trapped, other } = await twoPeople();

    const response = await post({ action: "export", email: ADDRESS });
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="personal-data-2025-11-24.json"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const data = JSON.parse(text);

    expect(data.enquiries.map((item: { list: string; form: { message: string } }) => [item.list, item.form.message])).toEqual([
      ["spam", trapped.message],
      ["inbox", inbox.message],
    ]);
    expect(data.newsletter.subscription).toMatchObject({ email: ADDRESS, status: "confirmed", form: "blog" });
    expect(data.newsletter.mailchimp).toEqual({ status: "subscribed" });
    const rows = await rowsOf(db, ADDRESS);
    expect(rows.spamChecks).toHaveLength(2);
    // A spam check's own number is the database's serial, not the person's data, and the file does
    // not carry it (matched as a substring, it passed only when it happened to occur elsewhere).
    const spamChecks = rows.spamChecks.map(({ id: _serial, ...check }) => check);
    for (const value of valuesOf({ ...rows, spamChecks })) {
      // The hashes that key the newsletter's rows are the fingerprint the file names, or Mailchimp's id of the address.
      if ([subscriberKey(ADDRESS), mailchimpSubscriberHash(ADDRESS)].includes(value)) continue;
      expect(text).toContain(JSON.stringify(value).slice(1, -1));
    }
    const others = await rowsOf(db, OTHER);
    for (const value of [other.message, OTHER, other.submissionId, ...others.links.map(({ id }) => id)]) expect(text).not.toContain(value);

    const documentation = readFileSync(path.resolve(__dirname, "../../../docs/data-requests.md"), "utf8");
    const undocumented = [...new Set(pathsOf(data))].filter((field) => !documentation.includes(`\`${field}\``));
    expect(undocumented).toEqual([]);
  });

  it("erases every enquiry, spam entry, spam check and subscriber record, deletes the contact at Mailchimp permanently, and keeps only the fingerprint, which lets a fresh sign-up in", async () => {
    const { post, db, log, subscribers, subscribeAndConfirm, twoPeople, clock } = setUp();
    await twoPeople();
    const before = await rowsOf(db, ADDRESS);
    const others = await rowsOf(db, OTHER);

    const review = await (await post({ action: "review-erase", email: ADDRESS })).text();
    expect(review).toContain(`Erase everything kept about ${ADDRESS}?`);
    for (const item of [
      "1 enquiry in the inbox",
      "1 enquiry on the spam list",
      "2 spam filter checks",
      "the newsletter subscription (confirmed on",
    ])
      expect(review).toContain(item);
    expect(review).toContain("the contact at Mailchimp, deleted permanently");
    expect(await rowsOf(db, ADDRESS)).toEqual(before);

    const erased = await post({ action: "erase", email: ADDRESS });
    const page = await erased.text();
    expect(erased.status).toBe(200);
    expect(page).toContain(
      "Erased 1 enquiry in the inbox, 1 enquiry on the spam list, 2 spam filter checks, 1 newsletter subscription, 1 subscription link id, and the contact at Mailchimp, permanently.",
    );
    // The page has searched again: what is left is the fingerprint alone.
    expect(page).toContain("In the inbox (0)");
    expect(page).toContain("Not in the audience: Mailchimp keeps nothing of this address.");

    expect(await rowsOf(db, ADDRESS)).toEqual({
      enquiries: [],
      subscribers: [],
      links: [],
      spamChecks: [],
      unsubscribes: [
        { address_key: subscriberKey(` ${ADDRESS.toUpperCase()} `), unsubscribed_at: clock.now(), provider_removal_pending: null },
      ],
    });
    expect(await rowsOf(db, OTHER)).toEqual(others);
    const hash = mailchimpSubscriberHash(ADDRESS);
    expect(mailchimp.requests).toContainEqual(
      expect.objectContaining({ method: "POST", path: `/3.0/lists/${MAILCHIMP_AUDIENCE}/members/${hash}/actions/delete-permanent` }),
    );
    expect(mailchimp.members.has(hash)).toBe(false);
    expect(mailchimp.members.has(mailchimpSubscriberHash(OTHER))).toBe(true);

    // Again: harmless, and said so.
    const again = await (await post({ action: "erase", email: ADDRESS })).text();
    expect(again).toContain("Nothing was left to erase.");
    expect((await rowsOf(db, ADDRESS)).unsubscribes).toHaveLength(1);

    // The policy's promise: signing up again and confirming replaces the unsubscribe record.
    clock.advanceMinutes(60);
    expect((await subscribeAndConfirm(ADDRESS)).status).toBe(303);
    expect(await subscribers.get(ADDRESS)).toMatchObject({ status: "confirmed" });
    expect(await subscribers.unsubscribedRecord(ADDRESS)).toBeUndefined();
    // Mailchimp will not take the address back by its API: said once, not retried daily.
    expect(log.errors()).toContain("provider-member-refused");
    mailchimp.requests.length = 0;
    await cleanUpNewsletter({
      subscribers,
      provider: createMailchimpProvider({ apiKey: "k-us21", audienceId: MAILCHIMP_AUDIENCE, baseUrl: mailchimp.url }),
      now: clock.now,
      log,
    });
    expect(mailchimp.requests).toEqual([]);
  });

  it("erases a person with 500 enquiries and their checks in one request, and leaves everyone else's", async () => {
    const { post, db } = setUp();
    await sql`
      INSERT INTO enquiries (id, received_at, status, attempts, sent_at, first_name, last_name, email, company, industry, project_type, message)
      SELECT gen_random_uuid(), now() - n * interval '1 hour', 'sent', 1, now(), 'Grace', 'Adeyemi',
        CASE WHEN n % 2 = 0 THEN ${ADDRESS} ELSE upper(${ADDRESS}) END, 'Kestrel', '', '', 'Message ' || n
      FROM generate_series(1, 500) AS n`.execute(db);
    await sql`
      INSERT INTO enquiries (id, received_at, status, attempts, sent_at, first_name, last_name, email, company, industry, project_type, message)
      SELECT gen_random_uuid(), now(), 'sent', 1, now(), 'Sam', 'Sender', 'sender-' || n || '@example.com', 'Example', '', '', 'Other ' || n
      FROM generate_series(1, 1000) AS n`.execute(db);
    await sql`INSERT INTO spam_checks (checked_at, outcome, reference) SELECT now(), 'ham', id::text FROM enquiries`.execute(db);

    const search = await (await post({ action: "search", email: ADDRESS })).text();
    expect(search).toContain(`The newest ${ENQUIRIES_SHOWN} of 500 are shown here; the download holds every one.`);
    expect(JSON.parse(await (await post({ action: "export", email: ADDRESS })).text()).enquiries).toHaveLength(500);

    const erased = await post({ action: "erase", email: ADDRESS });
    expect(erased.status).toBe(200);
    expect(await erased.text()).toContain("Erased 500 enquiries in the inbox, 500 spam filter checks.");
    const left = await sql<{ enquiries: number; checks: number }>`
      SELECT (SELECT count(*)::int FROM enquiries) AS enquiries, (SELECT count(*)::int FROM spam_checks) AS checks`.execute(db);
    expect(left.rows[0]).toEqual({ enquiries: 1000, checks: 1000 });
  });

  it("finds an address whose domain was kept in its own script as well as in the form mail servers use", async () => {
    const { post, submit, enquiry } = setUp({ withMailchimp: false });
    await submit(enquiry("ann@bücher.de", "Ann"));
    await submit(enquiry("Ann@Bücher.de", "Ann", { website: "https://spam.example", message: "Caught by the trap, kept as typed." }));

    const html = await (await post({ action: "search", email: "ANN@xn--bcher-kva.de" })).text();
    expect(html).toContain("In the inbox (1)");
    expect(html).toContain("On the spam list (1)");
    expect(html).toContain("Not used: the site keeps the list itself.");
  });

  it("keeps a record of each request handled, with the fingerprint and counts, never the address", async () => {
    const { post, owner, db, log, twoPeople } = setUp();
    await twoPeople();
    await post({ action: "search", email: ADDRESS });
    await post({ action: "export", email: ADDRESS });
    await post({ action: "erase", email: ADDRESS });

    const rows = await db.selectFrom("data_requests").selectAll().orderBy("id").execute();
    expect(
      rows.map(({ action, address_key, counts, mailchimp: atMailchimp, outcome }) => ({
        action,
        address_key,
        counts,
        atMailchimp,
        outcome,
      })),
    ).toEqual([
      {
        action: "search",
        address_key: requestFingerprint(ADDRESS, LOG_KEY),
        counts: { inbox: 1, spam: 1, spamChecks: 2, subscribers: 1, subscriptionIds: 1, unsubscribes: 0 },
        atMailchimp: "subscribed",
        outcome: "done",
      },
      expect.objectContaining({ action: "export", atMailchimp: "subscribed" }),
      {
        action: "erase",
        address_key: requestFingerprint(ADDRESS, LOG_KEY),
        counts: { inbox: 1, spam: 1, spamChecks: 2, subscribers: 1, subscriptionIds: 1, unsubscribes: 0 },
        atMailchimp: "deleted",
        outcome: "done",
      },
    ]);
    const kept = `${JSON.stringify(rows)} ${JSON.stringify(log.entries)}`.toLowerCase();
    for (const part of ["grace", "adeyemi", "kestrel"]) expect(kept).not.toContain(part);

    const list = await (await owner(new Request(PAGE, { headers: { Authorization: basic(SECRET) } }))).text();
    expect(list).toContain("<caption>Requests handled</caption>");
    for (const done of ["Searched", "Downloaded", "Erased"]) expect(list).toContain(`<td>${done}</td>`);
    expect(list).toContain(`${requestFingerprint(ADDRESS, LOG_KEY).slice(0, 12)}…`);
    expect(list.toLowerCase()).not.toContain("grace");
  });

  it("deletes the record of requests after six years, and keeps the younger ones", async () => {
    const { post, db, clock, log } = setUp({ withMailchimp: false });
    await post({ action: "search", email: ADDRESS });
    clock.advanceMinutes(6 * 366 * 24 * 60);
    await post({ action: "search", email: OTHER });
    const report = await cleanUpDataRequests({ records: db, now: clock.now, log, budgetMs: 1_000 });
    expect(report).toEqual({ removed: 1, finished: true });
    expect((await db.selectFrom("data_requests").select("address_key").execute()).map(({ address_key }) => address_key)).toEqual([
      requestFingerprint(OTHER, LOG_KEY),
    ]);
  });

  it("shows a Mailchimp failure, erases nothing, and erases everything when tried again", async () => {
    const { post, db, twoPeople } = setUp();
    await twoPeople();
    const before = await rowsOf(db, ADDRESS);
    mailchimp.failWith = 503;

    const failed = await post({ action: "erase", email: ADDRESS });
    const page = await failed.text();
    expect(failed.status).toBe(503);
    expect(page).toContain("Mailchimp could not delete the contact");
    expect(page).toContain("nothing has been erased on the site");
    expect(page).toMatch(/<input type="hidden" name="action" value="erase">.*<button type="submit">Try the erase again<\/button>/);
    expect(await rowsOf(db, ADDRESS)).toEqual(before);
    expect(await db.selectFrom("data_requests").select(["action", "outcome", "mailchimp"]).execute()).toEqual([
      { action: "erase", outcome: "mailchimp-failed", mailchimp: "failed" },
    ]);

    mailchimp.failWith = null;
    expect((await post({ action: "erase", email: ADDRESS })).status).toBe(200);
    expect((await rowsOf(db, ADDRESS)).enquiries).toEqual([]);
    expect(mailchimp.members.has(mailchimpSubscriberHash(ADDRESS))).toBe(false);
  });

  it("names the address in the request log by a fingerprint that cannot be tested without the site's key", async () => {
    const { post, db } = setUp({ withMailchimp: false });
    await post({ action: "search", email: ADDRESS });
    const [{ address_key }] = await db.selectFrom("data_requests").select("address_key").execute();
    // Whoever has the table and guesses the address cannot match it: not its plain hash, nor one under another key.
    for (const guess of [subscriberKey(ADDRESS), requestFingerprint(ADDRESS, "a guessed key"), requestFingerprint(ADDRESS, "")])
      expect(address_key).not.toBe(guess);
    expect(address_key).toBe(requestFingerprint(` ${ADDRESS.toUpperCase()} `, LOG_KEY));
    // The page finds it by the address only with the key.
    expect(await (await post({ action: "search", email: ADDRESS })).text()).toContain("<caption>Requests about this address</caption>");
  });

  it("opens for no request in a deploy without the key", async () => {
    const { db, log } = setUp({ withMailchimp: false });
    const response = await handleDataRequest(
      new Request(PAGE, {
        method: "POST",
        headers: { Authorization: basic(SECRET), "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
        body: new URLSearchParams({ action: "search", email: ADDRESS }).toString(),
      }),
      { ownerSecret: SECRET, dataRequestsSecret: undefined, records: db, now: () => new Date(), log },
    );
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Set DATA_REQUESTS_SECRET");
    expect(await db.selectFrom("data_requests").selectAll().execute()).toEqual([]);
  });

  /** Until `undo`, the database refuses to write the request log as the test says, as a failing database would. */
  async function refuseRequestLog(db: Db, when: "recording" | "settling") {
    const rule = when === "recording" ? sql`action <> 'erase'` : sql`action <> 'erase' OR outcome <> 'done'`;
    await sql`ALTER TABLE data_requests ADD CONSTRAINT refused_in_test CHECK (${rule}) NOT VALID`.execute(db);
    return () => sql`ALTER TABLE data_requests DROP CONSTRAINT refused_in_test`.execute(db);
  }

  it("erases nothing when the erase cannot be recorded first", async () => {
    const { post, db, twoPeople } = setUp({ withMailchimp: false });
    await twoPeople();
    const before = await rowsOf(db, ADDRESS);
    const undo = await refuseRequestLog(db, "recording");
    try {
      expect((await post({ action: "erase", email: ADDRESS })).status).toBe(503);
      expect(await rowsOf(db, ADDRESS)).toEqual(before);
      expect(await db.selectFrom("data_requests").selectAll().execute()).toEqual([]);
    } finally {
      await undo();
    }
  });

  it("erases nothing, and records so, when the record cannot be settled with the erase", async () => {
    const { post, db, twoPeople } = setUp({ withMailchimp: false });
    await twoPeople();
    const before = await rowsOf(db, ADDRESS);
    const undo = await refuseRequestLog(db, "settling");
    try {
      const failed = await post({ action: "erase", email: ADDRESS });
      expect(failed.status).toBe(503);
      expect(await failed.text()).toContain("The site&#39;s records could not be erased just now");
      expect(await rowsOf(db, ADDRESS)).toEqual(before);
      expect(await db.selectFrom("data_requests").select(["action", "outcome", "mailchimp", "counts"]).execute()).toEqual([
        {
          action: "erase",
          outcome: "erase-failed",
          mailchimp: null,
          counts: { inbox: 1, spam: 1, spamChecks: 2, subscribers: 1, subscriptionIds: 1, unsubscribes: 0 },
        },
      ]);
    } finally {
      await undo();
    }
  });

  it("records a Mailchimp deletion followed by a database failure, and finishes when tried again", async () => {
    const { post, db, twoPeople } = setUp();
    await twoPeople();
    const undo = await refuseRequestLog(db, "settling");
    try {
      const failed = await post({ action: "erase", email: ADDRESS });
      expect(await failed.text()).toContain("though the contact at Mailchimp was deleted permanently");
      expect(mailchimp.members.has(mailchimpSubscriberHash(ADDRESS))).toBe(false);
      expect((await rowsOf(db, ADDRESS)).enquiries).toHaveLength(2);
    } finally {
      await undo();
    }
    expect((await post({ action: "erase", email: ADDRESS })).status).toBe(200);
    expect((await rowsOf(db, ADDRESS)).enquiries).toEqual([]);
    expect(await db.selectFrom("data_requests").select(["outcome", "mailchimp"]).orderBy("id").execute()).toEqual([
      { outcome: "erase-failed", mailchimp: "deleted" },
      { outcome: "done", mailchimp: "absent" },
    ]);
    const list = await (await post({ action: "search", email: ADDRESS })).text();
    expect(list).toContain("<td>Erase stopped: the site&#39;s records could not be erased</td>");
  });

  it("leaves after an erase no written form of the address and no id derived from it but the one unsubscribe record", async () => {
    const { post, db } = setUp({ withMailchimp: false });
    const typed = "ANN@xn--bcher-kva.de";
    const ownScript = "ann@bücher.de";
    // Unsubscribe records kept under both written forms, one with a Mailchimp member id still to be archived there.
    await db
      .insertInto("unsubscribes")
      .values([
        {
          address_key: subscriberKey(ownScript),
          unsubscribed_at: new Date(),
          provider_removal_pending: mailchimpSubscriberHash(ownScript),
        },
        { address_key: subscriberKey(typed), unsubscribed_at: new Date(), provider_removal_pending: mailchimpSubscriberHash(typed) },
      ])
      .execute();

    expect((await post({ action: "erase", email: typed })).status).toBe(200);

    const left = await db.selectFrom("unsubscribes").selectAll().execute();
    expect(left).toEqual([{ address_key: subscriberKey(typed), unsubscribed_at: expect.any(Date), provider_removal_pending: null }]);
    const everything = JSON.stringify(await sql`SELECT * FROM unsubscribes, data_requests`.execute(db));
    for (const form of [typed, ownScript]) {
      expect(everything).not.toContain(mailchimpSubscriberHash(form));
      expect(everything.toLowerCase()).not.toContain(form.toLowerCase());
    }
    expect(everything).not.toContain(subscriberKey(ownScript));
  });

  it("answers an empty or malformed address at its field, keeping what was typed, and an address with nothing kept by saying so", async () => {
    const { post, db } = setUp();
    for (const [typed, message] of [
      ["", "Enter the email address the request is about"],
      ["grace@kestrel", "Enter a whole email address, like name@company.co.uk"],
      ["grace <grace@kestrel-logistics.co.uk>", "Enter a whole email address, like name@company.co.uk"],
    ]) {
      const answer = await post({ action: "search", email: typed });
      const html = await answer.text();
      expect(answer.status).toBe(422);
      expect(html).toContain(`<a href="#email">${message}</a>`);
      expect(html).toContain(`<p class="error-message" id="email-error">${message}</p>`);
      expect(html).toContain(`value="${typed.replace("<", "&lt;").replace(">", "&gt;")}" aria-invalid="true"`);
    }
    const nothing = await (await post({ action: "search", email: " nobody@example.co.uk " })).text();
    expect(nothing).toContain("<strong>Nothing is kept about nobody@example.co.uk</strong>");
    expect(nothing).not.toContain("Erase everything");
    expect((await post({ action: "delete-everything", email: ADDRESS })).status).toBe(400);
    expect(await db.selectFrom("data_requests").select("action").execute()).toEqual([{ action: "search" }]);
  });

  it("opens for nobody without the owner's secret, and refuses its forms posted from another site", async () => {
    const { post, owner, db, twoPeople } = setUp();
    await twoPeople();
    const before = await rowsOf(db, ADDRESS);

    expect(
      (
        await handleDataRequest(new Request(PAGE), {
          ownerSecret: undefined,
          dataRequestsSecret: LOG_KEY,
          records: db,
          now: () => new Date(),
          log: recordingLogger(),
        })
      ).status,
    ).toBe(503);
    for (const authorization of [undefined, basic("wrong"), `Bearer ${SECRET}x`]) {
      const request = (init: RequestInit = {}) =>
        new Request(PAGE, {
          ...init,
          headers: { ...(authorization ? { Authorization: authorization } : {}), ...(init.headers as object) },
        });
      const shown = await owner(request());
      expect(shown.status).toBe(401);
      expect(shown.headers.get("www-authenticate")).toBe('Basic realm="Gridline Films inbox", charset="UTF-8"');
      const erase = await owner(
        request({
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
          body: `action=erase&email=${ADDRESS}`,
        }),
      );
      expect(erase.status).toBe(401);
    }
    for (const headers of [
      { Origin: "https://evil.example" },
      { Origin: "null", "Sec-Fetch-Site": "cross-site" },
      { Origin: "", "Sec-Fetch-Site": "" },
    ]) {
      const cleaned = Object.fromEntries(Object.entries(headers).filter(([, value]) => value));
      const request = new Request(PAGE, {
        method: "POST",
        headers: { Authorization: basic(SECRET), "Content-Type": "application/x-www-form-urlencoded", ...cleaned },
        body: new URLSearchParams({ action: "erase", email: ADDRESS }).toString(),
      });
      const refused = await owner(request);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain("Requests can only be handled from the owner&#39;s own pages.");
    }
    expect(await rowsOf(db, ADDRESS)).toEqual(before);
    expect(await db.selectFrom("data_requests").selectAll().execute()).toEqual([]);
    // Its own pages post with the site's origin (or `null` and the browser's word that the form was the site's).
    expect((await post({ action: "search", email: ADDRESS }, { Origin: "null", "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
  });
});
