/**
 * The newsletter from signup to unsubscribe: the real handlers with real Request objects, against
 * a real Postgres, a real SMTP server and a local stand-in for Mailchimp's API.
 */
import type { Db } from "../common/database";
import { createSmtpMailer } from "../common/mailer";
import { createMailchimpProvider, mailchimpBaseUrl, mailchimpSubscriberHash } from "./mailchimp";
import { cleanUpNewsletter } from "./newsletter-cleanup";
import { handleExportRequest } from "./newsletter-export";
import {
  CONFIRMATION_RESEND_AFTER_MS,
  handleSubscribeRequest,
  subscribedMessage,
  SUBSCRIBE_MAX_BODY_BYTES,
  type SubscribeHandlerDependencies,
} from "./subscribe-handler";
import { createSubscriberStore, subscriberKey, type SubscriberStore } from "./subscriber-store";
import { handleConfirmRequest, handleUnsubscribeRequest, type SubscriptionLinkDependencies } from "./subscription-links";
import { addressTag, createToken } from "./subscription-token";
import { createSpamFilter } from "../common/spam-filter";
import {
  manualClock,
  parseMail,
  recordingLogger,
  startAkismetStandIn,
  useDatabaseAndMail,
  useStandIn,
  type AkismetStandIn,
} from "../../../tests/support/functions/servers";
import { MAILCHIMP_AUDIENCE as AUDIENCE, startMailchimpStandIn } from "../../../tests/support/functions/mailchimp-stand-in";

const SITE = "https://www.gridlinefilms.co.uk";
const SUBSCRIBE = `${SITE}/.netlify/functions/subscribe`;
const SECRET = "test-subscription-secret-of-some-length";
const OWNER_SECRET = "owner-secret-for-the-export";
const ADDRESS = "tom@harbourlearning.org.uk";

const servers = useDatabaseAndMail();
const mailchimp = useStandIn(startMailchimpStandIn, (standIn) => standIn.reset());
const akismet = useStandIn<AkismetStandIn>(startAkismetStandIn, () => undefined);

interface Setup {
  db: Db;
  subscribers: SubscriberStore;
  clock: ReturnType<typeof manualClock>;
  log: ReturnType<typeof recordingLogger>;
  subscribe(body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Any request to the subscribe function, such as a form posted without scripts. */
  send(request: Request): Promise<Response>;
  confirm(request: Request): Promise<Response>;
  unsubscribe(request: Request): Promise<Response>;
  exportList(headers?: Record<string, string>, ownerSecret?: string): Promise<Response>;
  cleanUp(): ReturnType<typeof cleanUpNewsletter>;
}

function setUp(overrides: Partial<SubscribeHandlerDependencies & SubscriptionLinkDependencies> = {}): Setup {
  const db = servers.db;
  const subscribers = createSubscriberStore(db);
  const clock = manualClock();
  const log = recordingLogger();
  const provider = createMailchimpProvider({ apiKey: "0123456789abcdef-us21", audienceId: AUDIENCE, baseUrl: mailchimp.url });
  const shared = { secret: SECRET, siteOrigin: SITE, subscribers, now: clock.now, log, ...overrides };
  const subscribeDeps: SubscribeHandlerDependencies = {
    mailer: createSmtpMailer(servers.mail.url, 5000),
    from: "Gridline Films <hello@gridlinefilms.co.uk>",
    ...shared,
  };
  const linkDeps: SubscriptionLinkDependencies = { provider, ...shared };
  return {
    db,
    subscribers,
    clock,
    log,
    subscribe: (body, headers = {}) => handleSubscribeRequest(postJson(SUBSCRIBE, body, headers), subscribeDeps),
    send: (request) => handleSubscribeRequest(request, subscribeDeps),
    confirm: (request) => handleConfirmRequest(request, linkDeps),
    unsubscribe: (request) => handleUnsubscribeRequest(request, linkDeps),
    exportList: (headers = {}, ownerSecret = OWNER_SECRET) =>
      handleExportRequest(new Request(`${SITE}/.netlify/functions/newsletter-export`, { headers }), { ...shared, ownerSecret }),
    cleanUp: () => cleanUpNewsletter({ subscribers, provider, now: clock.now, log }),
  };
}

function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** What a person sees in the newest email: its headers and the links in its text. */
function newestMail() {
  const mail = servers.mail.received.at(-1);
  if (!mail) throw new Error("No email was received");
  const parsed = parseMail(mail.raw);
  const link = (name: string) => new RegExp(`https?://\\S+/${name}\\?token=[\\w.-]+`).exec(parsed.text)?.[0] ?? "";
  return { ...mail, parsed, confirmUrl: link("newsletter-confirm"), unsubscribeUrl: link("newsletter-unsubscribe") };
}

/** The unsubscribe link of the latest email sent to `email`. */
function newestLinkFor(email: string): string {
  const mail = servers.mail.received.filter(({ rcptTo }) => rcptTo.includes(email)).at(-1);
  if (!mail) throw new Error(`No email was sent to ${email}`);
  return /https?:\/\/\S+\/newsletter-unsubscribe\?token=[\w.-]+/.exec(parseMail(mail.raw).text)?.[0] ?? "";
}

/** Presses the one button of a page the way a browser does: POSTs the form's fields to its action. */
async function pressButton(page: Response, handler: (request: Request) => Promise<Response>): Promise<Response> {
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !token) throw new Error(`The page has no button form:\n${html}`);
  return handler(postForm(new URL(action, SITE).toString(), { token }));
}

async function subscribeAndConfirm(setup: Setup, email = ADDRESS) {
  await setup.subscribe({ email, source: "footer" });
  const { confirmUrl, unsubscribeUrl } = newestMail();
  await pressButton(await setup.confirm(new Request(confirmUrl)), setup.confirm);
  return { confirmUrl, unsubscribeUrl };
}

/** Every row the newsletter keeps, as text. */
async function allStoredText(db: Db): Promise<string> {
  const tables = await Promise.all(
    (["subscribers", "subscription_ids", "unsubscribes"] as const).map((table) => db.selectFrom(table).selectAll().execute()),
  );
  return JSON.stringify(tables);
}

/** How many rows the newsletter keeps. */
async function newsletterRows(db: Db): Promise<number> {
  const tables = await Promise.all(
    (["subscribers", "subscription_ids", "unsubscribes"] as const).map((table) => db.selectFrom(table).selectAll().execute()),
  );
  return tables.flat().length;
}

describe("subscribing", () => {
  it("stores a pending subscriber and emails a confirmation link with the one-click unsubscribe headers", async () => {
    const { subscribers, subscribe } = setUp();

    const response = await subscribe({ email: ADDRESS, website: "", source: "blog" });

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.json()).toEqual({ ok: true, message: subscribedMessage });
    expect(await subscribers.get(ADDRESS)).toMatchObject({
      email: ADDRESS,
      source: "blog",
      status: "pending",
      subscribed_at: new Date("2025-11-24T10:00:00.000Z"),
    });

    const mail = newestMail();
    expect(mail.rcptTo).toEqual([ADDRESS]);
    expect(mail.parsed.header("subject")).toBe("Confirm your Gridline Films newsletter subscription");
    expect(mail.parsed.header("list-unsubscribe")).toBe(`<${mail.unsubscribeUrl}>`);
    expect(mail.parsed.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.unsubscribeUrl).toMatch(/^https:\/\/www\.gridlinefilms\.co\.uk\/\.netlify\/functions\/newsletter-unsubscribe\?token=/);
    expect(mail.confirmUrl).toMatch(/^https:\/\/www\.gridlinefilms\.co\.uk\/\.netlify\/functions\/newsletter-confirm\?token=/);
    expect(mail.parsed.html).toContain(mail.confirmUrl);
    for (const url of [mail.confirmUrl, mail.unsubscribeUrl]) {
      const token = new URL(url).searchParams.get("token") ?? "";
      expect(Buffer.from(token.split(".")[0], "base64url").toString()).not.toMatch(/harbour/i);
      expect(url).not.toMatch(/harbour|%40/i);
    }
  });

  it("answers a form posted without scripts with a 303 to the check-your-inbox page, nothing personal in the address", async () => {
    const { send, subscribers, log } = setUp();
    const response = await send(postForm(SUBSCRIBE, { source: "footer", email: ADDRESS, website: "" }));

    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/newsletter/check-your-inbox");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await subscribers.get(ADDRESS)).toMatchObject({ status: "pending", source: "footer" });
    expect(servers.mail.received).toHaveLength(1);
    expect(JSON.stringify(log.entries)).not.toMatch(/harbour/i);
  });

  it("answers a form posted with a mistyped address with the form again: an error summary linking to the field, the entry kept", async () => {
    const { db, send } = setUp();
    const response = await send(postForm(SUBSCRIBE, { source: "blog", email: "tom@harbourlearning", website: "" }));

    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("location")).toBeNull();
    const html = await response.text();
    expect(html).toMatch(
      /<div class="error-summary" role="alert"[^>]*>[\s\S]*<a href="#email">Please enter a valid email address, like name@company.co.uk<\/a>/,
    );
    expect(html).toMatch(
      /<input id="email" name="email" type="email" autocomplete="email" value="tom@harbourlearning" aria-invalid="true"/,
    );
    expect(html).toContain('<input type="hidden" name="source" value="blog">');
    expect(html).toContain('action="/.netlify/functions/subscribe"');
    expect(html).not.toMatch(/<script/i);
    expect(await newsletterRows(db)).toBe(0);
    expect(servers.mail.received).toHaveLength(0);
  });

  it("keeps one entry per address whatever its letter case, and sends one confirmation a day at most", async () => {
    const { db, subscribers, subscribe, clock } = setUp();

    const first = await subscribe({ email: "Tom@HarbourLearning.org.uk", source: "footer" });
    clock.advanceMinutes(60);
    const repeat = await subscribe({ email: `  ${ADDRESS} `, source: "blog" });

    expect(await repeat.json()).toEqual(await first.json());
    expect(servers.mail.received).toHaveLength(1);
    expect((await db.selectFrom("subscribers").select("address_key").execute()).map(({ address_key }) => address_key)).toEqual([
      subscriberKey(ADDRESS),
    ]);

    clock.advanceMinutes(CONFIRMATION_RESEND_AFTER_MS / 60_000);
    await subscribe({ email: ADDRESS, source: "blog" });
    expect(servers.mail.received).toHaveLength(2);
    expect(await db.selectFrom("subscribers").selectAll().execute()).toHaveLength(1);
    expect(await subscribers.get(ADDRESS)).toMatchObject({ email: "Tom@HarbourLearning.org.uk", source: "footer", status: "pending" });
  });

  it("answers a confirmed subscriber's repeat signup like any other and sends nothing", async () => {
    const setup = setUp();
    await subscribeAndConfirm(setup);
    setup.clock.advanceMinutes(3 * 24 * 60);
    servers.mail.received.length = 0;

    const response = await setup.subscribe({ email: ADDRESS, source: "blog" });

    expect(await response.json()).toEqual({ ok: true, message: subscribedMessage });
    expect(servers.mail.received).toHaveLength(0);
    expect(await setup.subscribers.get(ADDRESS)).toMatchObject({ status: "confirmed" });
  });

  it("answers a filled honeypot like a signup but stores and sends nothing", async () => {
    const { db, subscribe } = setUp();
    const response = await subscribe({ email: "bot@spam.example", website: "https://spam.example", source: "blog" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: subscribedMessage });
    expect(await newsletterRows(db)).toBe(0);
    expect(servers.mail.received).toHaveLength(0);
  });

  it("answers an invalid address from a script with 422 and the message the form shows", async () => {
    const { db, subscribe } = setUp();
    const response = await subscribe({ email: "tom@harbourlearning", source: "footer" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ok: false,
      message: "Please check the highlighted fields and try again.",
      fields: { email: "Please enter a valid email address, like name@company.co.uk" },
    });
    expect(await newsletterRows(db)).toBe(0);
  });

  it.each<[string, number, () => Request]>([
    ["a GET", 405, () => new Request(SUBSCRIBE)],
    ["an XML body", 415, () => postJson(SUBSCRIBE, "<email>tom</email>", { "Content-Type": "application/xml" })],
    [
      "a body over the size limit",
      413,
      () => postJson(SUBSCRIBE, { email: `${"t".repeat(SUBSCRIBE_MAX_BODY_BYTES)}@harbourlearning.org.uk`, source: "blog" }),
    ],
    ["broken JSON", 400, () => postJson(SUBSCRIBE, '{"email": ')],
  ])("answers %s with %i and a readable message, storing nothing", async (_, status, request) => {
    const { db, send } = setUp();
    const response = await send(request());
    expect(response.status).toBe(status);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await response.json()).message).toEqual(expect.any(String));
    expect(await newsletterRows(db)).toBe(0);
  });

  it("refuses a signup posted from another site in production", async () => {
    const { db, subscribe } = setUp({ allowedOrigins: [SITE] });
    const response = await subscribe({ email: ADDRESS, source: "blog" }, { Origin: "https://spam.example" });
    expect(response.status).toBe(403);
    expect(await newsletterRows(db)).toBe(0);
  });

  it.each<[string, number, Record<string, string>, string]>([
    ["from another site", 403, { Origin: "https://spam.example" }, "This form can only be sent from the Gridline Films website."],
    ["from another site's page that sends no referrer", 403, { Origin: "null", "Sec-Fetch-Site": "cross-site" }, "only be sent from"],
    ["as multipart", 415, { "Content-Type": "multipart/form-data; boundary=x" }, "Please send the form from the website"],
  ])("answers a form posted without scripts %s with %i on a page, never JSON", async (_, status, headers, sentence) => {
    const { db, send } = setUp({ allowedOrigins: [SITE] });
    const response = await send(postForm(SUBSCRIBE, { email: ADDRESS, source: "footer", website: "" }, headers));
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain("<h1>We couldn&#39;t sign you up just now</h1>");
    expect(html).toContain(sentence.replace(/'/g, "&#39;"));
    expect(await newsletterRows(db)).toBe(0);
  });

  it("answers a browser opening the address with 405 on a page that says POST is the method allowed", async () => {
    const { send } = setUp();
    const response = await send(new Request(SUBSCRIBE, { headers: { Accept: "text/html" } }));
    expect(response.status).toBe(405);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.text()).toContain("This address only accepts form submissions sent with POST.");
  });

  it("answers a form too large to be an address with 413 on a page", async () => {
    const { db, send } = setUp();
    const response = await send(postForm(SUBSCRIBE, { email: "ж".repeat(SUBSCRIBE_MAX_BODY_BYTES), source: "footer" }));
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("That submission is too large to accept.");
    expect(await newsletterRows(db)).toBe(0);
  });

  it("takes the longest address the form allows in any script, posted without scripts", async () => {
    const { send } = setUp();
    const email = `${"a".repeat(64)}@${"中".repeat(60)}.${"中".repeat(60)}.${"中".repeat(60)}.cn`;
    const response = await send(postForm(SUBSCRIBE, { email, source: "footer", website: "" }));
    expect(response.status).not.toBe(413);
  });

  it("accepts an address with an internationalised domain and mails it in its punycode form", async () => {
    const setup = setUp();
    const response = await setup.subscribe({ email: "ann@bücher.de", source: "blog" });
    expect(response.status).toBe(200);
    expect(await setup.subscribers.get("ann@xn--bcher-kva.de")).toMatchObject({ status: "pending" });
    expect(newestMail().parsed.header("to")).toBe("ann@xn--bcher-kva.de");
  });

  it("refuses signups, storing nothing, on a deployed site without SUBSCRIPTION_SECRET", async () => {
    const { db, subscribe, log } = setUp({ secret: undefined });
    const response = await subscribe({ email: ADDRESS, source: "blog" });
    expect(response.status).toBe(503);
    expect(await newsletterRows(db)).toBe(0);
    expect(log.errors()).toEqual(["subscription-secret-missing"]);
  });

  it("answers 503 when the subscriber cannot be stored", async () => {
    const { subscribe, log } = setUp({ subscribers: createSubscriberStore(servers.database.unreachable()) });
    const response = await subscribe({ email: ADDRESS, source: "blog" });
    expect(response.status).toBe(503);
    expect((await response.json()).message).toMatch(/try again in a few minutes/);
    expect(log.errors()).toEqual(["subscriber-not-stored"]);
  });

  it("answers 503 when the confirmation cannot be sent, and sends it on the visitor's next try", async () => {
    const setup = setUp();
    await servers.mail.stop();
    const failed = await setup.subscribe({ email: ADDRESS, source: "blog" });
    await servers.mail.restart();
    expect(failed.status).toBe(503);
    expect(setup.log.errors()).toEqual(["subscriber-confirmation-not-sent"]);

    const retried = await setup.subscribe({ email: ADDRESS, source: "blog" });
    expect(retried.status).toBe(200);
    expect(servers.mail.received).toHaveLength(1);
  });
});

it("never writes an address into the logs, even when the mail server's refusal quotes it", async () => {
  const setup = setUp({
    mailer: {
      mode: "smtp",
      send: async () => {
        throw new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${ADDRESS}>: Recipient address rejected`);
      },
    },
  });
  const refused = await setup.subscribe({ email: ADDRESS, source: "blog" });
  expect(refused.status).toBe(503);
  expect(setup.log.errors()).toEqual(["subscriber-confirmation-not-sent"]);
  expect(JSON.stringify(setup.log.entries)).toContain("[address]");

  const working = setUp();
  const { unsubscribeUrl } = await subscribeAndConfirm(working);
  await working.unsubscribe(postForm(unsubscribeUrl.split("?")[0], { token: new URL(unsubscribeUrl).searchParams.get("token")! }));
  await working.exportList({ Authorization: `Bearer ${OWNER_SECRET}` });
  expect(working.log.entries.length).toBeGreaterThan(3);
  for (const { log } of [setup, working]) expect(JSON.stringify(log.entries)).not.toMatch(/harbour|tom@/i);
});

describe("subscribing with Akismet on", () => {
  const visitor = {
    ip: "198.51.100.23",
    userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15",
    referrer: `${SITE}/blog`,
  };
  const withAkismet = () => {
    const clock = manualClock();
    const log = recordingLogger();
    const checks = servers.db;
    const spamFilter = createSpamFilter(
      { apiKey: akismet.key, blog: SITE, apiUrl: akismet.url, isTest: true },
      { checks, now: clock.now, log },
    );
    return { ...setUp({ spamFilter, visitor, now: clock.now, log }), log };
  };
  const checksOf = async (address: string) =>
    (await akismet.requests())
      .filter(({ fields }) => fields.comment_author_email === address)
      .map(({ endpoint, fields }) => ({ endpoint, fields }));

  it("sends no confirmation email for a sign-up Akismet calls spam, answers it like any other, and checks it again when the address signs up again", async () => {
    const { subscribe, subscribers } = withAkismet();
    const address = "ops@lakeside-training.co.uk";
    await akismet.answerNext("discard");

    const response = await subscribe({ email: address, source: "footer" });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: subscribedMessage });
    expect(servers.mail.received).toHaveLength(0);
    const held = await subscribers.get(address);
    expect(held).toMatchObject({ status: "pending", held_as_spam_at: new Date("2025-11-24T10:00:00.000Z"), confirmation_sent_at: null });
    const [check] = await checksOf(address);
    expect(check).toEqual({
      endpoint: "comment-check",
      fields: expect.objectContaining({
        comment_type: "signup",
        user_ip: visitor.ip,
        user_agent: visitor.userAgent,
        referrer: visitor.referrer,
        blog: SITE,
        is_test: "1",
      }),
    });

    await subscribe({ email: address, source: "footer" });
    expect(servers.mail.received).toHaveLength(1);
    expect(parseMail(servers.mail.received[0].raw).header("to")).toBe(address);
    expect((await checksOf(address)).map(({ endpoint }) => endpoint)).toEqual(["comment-check", "comment-check"]);
    expect((await subscribers.get(address))?.held_as_spam_at).toBeNull();
  });

  it("sends the confirmation email as before when Akismet cannot answer, logging why", async () => {
    const { subscribe, log } = withAkismet();
    await akismet.answerNext("error");
    await subscribe({ email: "learning@northgate-homes.co.uk", source: "blog" });
    expect(servers.mail.received).toHaveLength(1);
    expect(log.entries).toContainEqual(
      expect.objectContaining({ event: "spam-check-failed", details: expect.objectContaining({ form: "newsletter", reason: "refused" }) }),
    );
    expect(JSON.stringify(log.entries)).not.toContain("northgate");
  });
});

describe("confirming", () => {
  it("confirms from the page's button whatever referrer policy the page had, and refuses the same post from another site on a page", async () => {
    const setup = setUp({ allowedOrigins: [SITE] });
    await setup.subscribe({ email: ADDRESS, source: "blog" });
    const { confirmUrl } = newestMail();
    const token = new URL(confirmUrl).searchParams.get("token")!;
    const action = confirmUrl.split("?")[0];

    const refused = await setup.confirm(postForm(action, { token }, { Origin: "null", "Sec-Fetch-Site": "cross-site" }));
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await refused.text()).toContain("This form can only be sent from the Gridline Films website.");
    expect(await setup.subscribers.get(ADDRESS)).toMatchObject({ status: "pending" });

    const confirmed = await setup.confirm(postForm(action, { token }, { Origin: "null", "Sec-Fetch-Site": "same-origin" }));
    expect(confirmed.status).toBe(303);
    expect(await setup.subscribers.get(ADDRESS)).toMatchObject({ status: "confirmed" });
  });

  it("follows the emailed link: the GET shows a Confirm button and changes nothing, its POST confirms", async () => {
    const setup = setUp();
    await setup.subscribe({ email: ADDRESS, source: "blog" });
    const { confirmUrl } = newestMail();

    const page = await setup.confirm(new Request(confirmUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    const html = await page.clone().text();
    expect(html).toContain("<h1>Confirm your subscription</h1>");
    expect(html).toMatch(/<button class="button" type="submit">Confirm subscription<\/button>/);
    expect(html).not.toMatch(/<script/i);
    // A scanner fetching the link twice, or with HEAD, confirms nothing either.
    await setup.confirm(new Request(confirmUrl));
    await setup.confirm(new Request(confirmUrl, { method: "HEAD" }));
    expect(await setup.subscribers.get(ADDRESS)).toMatchObject({ status: "pending" });
    expect(mailchimp.requests).toEqual([]);

    const confirmed = await pressButton(page.clone(), setup.confirm);
    expect(confirmed.status).toBe(303);
    // Marked as new, so the page counts one sign-up (with analytics consent); pressed again, it is not new.
    expect(confirmed.headers.get("location")).toBe("/newsletter/confirmed?new=1");
    expect(await setup.subscribers.get(ADDRESS)).toMatchObject({ status: "confirmed", confirmed_at: new Date("2025-11-24T10:00:00.000Z") });
    expect((await pressButton(page, setup.confirm)).headers.get("location")).toBe("/newsletter/confirmed");

    const hash = mailchimpSubscriberHash(ADDRESS);
    expect(mailchimp.members.get(hash)).toEqual({ email_address: ADDRESS, status: "subscribed" });
    expect(mailchimp.requests).toEqual([
      {
        method: "PUT",
        path: `/3.0/lists/${AUDIENCE}/members/${hash}`,
        authorization: `Basic ${Buffer.from("gridline:0123456789abcdef-us21").toString("base64")}`,
      },
    ]);

    const again = await setup.confirm(new Request(confirmUrl));
    expect(await again.text()).toContain("<h1>You&#39;re already subscribed</h1>");
  });

  it("keeps the confirmation when Mailchimp is down, and the daily clean-up adds the member later", async () => {
    const setup = setUp();
    mailchimp.failWith = 503;
    await subscribeAndConfirm(setup);
    expect(await setup.subscribers.get(ADDRESS)).toMatchObject({ status: "confirmed", provider_sync_pending: true });
    expect(setup.log.errors()).toEqual(["provider-member-not-added"]);

    mailchimp.failWith = null;
    await setup.cleanUp();
    expect(mailchimp.members.get(mailchimpSubscriberHash(ADDRESS))).toMatchObject({ status: "subscribed" });
    expect(await setup.subscribers.get(ADDRESS)).toMatchObject({ provider_sync_pending: false });
  });

  describe.each([
    ["an expired link", 410, "This confirmation link has expired"],
    ["a tampered link", 400, "We can't use this link"],
    ["a link signed with another secret", 400, "We can't use this link"],
    ["a link naming this subscription but made for another address", 400, "We can't use this link"],
  ])("refuses %s with a page saying what to do, changing nothing", (kind, status, title) => {
    async function badLink(setup: Setup): Promise<string> {
      await setup.subscribe({ email: "other@harbourlearning.org.uk", source: "blog" });
      await setup.subscribe({ email: ADDRESS, source: "blog" });
      const { confirmUrl } = newestMail();
      const token = new URL(confirmUrl).searchParams.get("token")!;
      const subscriber = (await setup.subscribers.get(ADDRESS))!;
      const expiresAt = new Date(Date.parse("2025-11-24T10:00:00.000Z") + 7 * 86_400_000);
      switch (kind) {
        case "an expired link":
          setup.clock.advanceMinutes(7 * 24 * 60 + 1);
          return confirmUrl;
        case "a tampered link": {
          const [body, signature] = token.split(".");
          const payload = JSON.parse(Buffer.from(body, "base64url").toString());
          const changed = Buffer.from(JSON.stringify({ ...payload, x: payload.x + 86_400 * 365 })).toString("base64url");
          return confirmUrl.replace(token, `${changed}.${signature}`);
        }
        case "a link signed with another secret": {
          const forged = createToken("guessed-secret", {
            purpose: "confirm",
            subscriptionId: subscriber.id,
            addressTag: addressTag("guessed-secret", subscriberKey(ADDRESS)),
            expiresAt,
          });
          return confirmUrl.replace(token, forged);
        }
        default: {
          const forged = createToken(SECRET, {
            purpose: "confirm",
            subscriptionId: subscriber.id,
            addressTag: addressTag(SECRET, subscriberKey("other@harbourlearning.org.uk")),
            expiresAt,
          });
          return confirmUrl.replace(token, forged);
        }
      }
    }

    it("on the GET and on the POST", async () => {
      const setup = setUp();
      const url = await badLink(setup);
      const before = await allStoredText(setup.db);

      const page = await setup.confirm(new Request(url));
      const post = await setup.confirm(
        postForm(SITE + "/.netlify/functions/newsletter-confirm", { token: new URL(url).searchParams.get("token")! }),
      );

      for (const response of [page, post]) {
        expect(response.status).toBe(status);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html).toContain(`<h1>${title.replace("'", "&#39;")}</h1>`);
        expect(html).toMatch(/nothing has changed/i);
        expect(html).toContain('href="/video-production-milton-keynes"');
      }
      expect(await allStoredText(setup.db)).toBe(before);
      expect(mailchimp.requests).toEqual([]);
    });
  });

  it("refuses a confirmation link on its unsubscribe address and the other way round", async () => {
    const setup = setUp();
    await setup.subscribe({ email: ADDRESS, source: "blog" });
    const { confirmUrl, unsubscribeUrl } = newestMail();
    const confirmToken = new URL(confirmUrl).searchParams.get("token")!;
    const unsubscribeToken = new URL(unsubscribeUrl).searchParams.get("token")!;

    expect((await setup.unsubscribe(postForm(unsubscribeUrl.split("?")[0], { token: confirmToken }))).status).toBe(400);
    expect((await setup.confirm(postForm(confirmUrl.split("?")[0], { token: unsubscribeToken }))).status).toBe(400);
    expect(await setup.subscribers.get(ADDRESS)).toMatchObject({ status: "pending" });
  });
});

describe("unsubscribing", () => {
  it("the GET shows an Unsubscribe button and changes nothing; its POST removes the address here and at Mailchimp, keeping only a hash and a date", async () => {
    const setup = setUp();
    const { unsubscribeUrl } = await subscribeAndConfirm(setup);
    mailchimp.requests.length = 0;

    const page = await setup.unsubscribe(new Request(unsubscribeUrl));
    expect(page.status).toBe(200);
    expect(await page.clone().text()).toMatch(/<button class="button" type="submit">Unsubscribe<\/button>/);
    expect(await setup.subscribers.get(ADDRESS)).toMatchObject({ status: "confirmed" });
    expect(mailchimp.requests).toEqual([]);

    const done = await pressButton(page, setup.unsubscribe);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/newsletter/unsubscribed");
    expect(await setup.subscribers.get(ADDRESS)).toBeUndefined();
    expect(await setup.subscribers.unsubscribedRecord(ADDRESS)).toMatchObject({
      unsubscribed_at: new Date("2025-11-24T10:00:00.000Z"),
      provider_removal_pending: null,
    });
    expect(mailchimp.members.size).toBe(0);
    expect(mailchimp.requests).toEqual([
      expect.objectContaining({ method: "DELETE", path: `/3.0/lists/${AUDIENCE}/members/${mailchimpSubscriberHash(ADDRESS)}` }),
    ]);
    expect(await allStoredText(setup.db)).not.toMatch(/harbour|tom@/i);

    const exported = await (await setup.exportList({ Authorization: `Bearer ${OWNER_SECRET}` })).text();
    expect(exported).not.toContain(ADDRESS);
  });

  it("takes a mail client's one-click POST (RFC 8058) to the List-Unsubscribe address", async () => {
    const setup = setUp();
    await subscribeAndConfirm(setup);
    const listUnsubscribe = newestMail().parsed.header("list-unsubscribe")!.slice(1, -1);

    const response = await setup.unsubscribe(
      new Request(listUnsubscribe, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example" },
        body: "List-Unsubscribe=One-Click",
      }),
    );

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await setup.subscribers.get(ADDRESS)).toBeUndefined();
    expect(mailchimp.members.size).toBe(0);
  });

  it("takes a one-click POST sent as multipart/form-data, which RFC 8058 prefers", async () => {
    const setup = setUp();
    await subscribeAndConfirm(setup);
    const listUnsubscribe = newestMail().parsed.header("list-unsubscribe")!.slice(1, -1);
    const body = new FormData();
    body.set("List-Unsubscribe", "One-Click");

    const response = await setup.unsubscribe(new Request(listUnsubscribe, { method: "POST", body }));

    expect(response.status).toBe(200);
    expect(await setup.subscribers.get(ADDRESS)).toBeUndefined();
  });

  it("removes a pending signup too, and a second press finds the address already gone", async () => {
    const setup = setUp();
    await setup.subscribe({ email: ADDRESS, source: "blog" });
    const { unsubscribeUrl } = newestMail();
    const token = new URL(unsubscribeUrl).searchParams.get("token")!;

    const first = await setup.unsubscribe(postForm(unsubscribeUrl.split("?")[0], { token }));
    const second = await setup.unsubscribe(postForm(unsubscribeUrl.split("?")[0], { token }));

    expect([first.status, second.status]).toEqual([303, 303]);
    expect(await setup.subscribers.get(ADDRESS)).toBeUndefined();
  });

  it("answers an unsubscribe link whose unconfirmed signup the clean-up deleted by saying the address is off the list", async () => {
    const setup = setUp();
    await setup.subscribe({ email: ADDRESS, source: "blog" });
    const { unsubscribeUrl } = newestMail();
    setup.clock.advanceMinutes(8 * 24 * 60);
    await setup.cleanUp();

    const response = await pressButton(await setup.unsubscribe(new Request(unsubscribeUrl)), setup.unsubscribe);

    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/newsletter/unsubscribed");
    // Nothing of the address is kept.
    expect(await newsletterRows(setup.db)).toBe(0);
  });

  it("lets someone who left subscribe again by confirming afresh, and their old confirmation link stays spent", async () => {
    const setup = setUp();
    const { confirmUrl, unsubscribeUrl } = await subscribeAndConfirm(setup);
    await setup.unsubscribe(postForm(unsubscribeUrl.split("?")[0], { token: new URL(unsubscribeUrl).searchParams.get("token")! }));

    expect((await setup.confirm(new Request(confirmUrl))).status).toBe(404);
    await subscribeAndConfirm(setup);
    expect(await setup.subscribers.get(ADDRESS)).toMatchObject({ status: "confirmed" });
    expect(await setup.subscribers.unsubscribedRecord(ADDRESS)).toBeUndefined();
  });
});

describe("exporting the list", () => {
  it("refuses without the owner's secret, with a wrong one, and when none is set", async () => {
    const setup = setUp();
    await subscribeAndConfirm(setup);

    const refusals = [
      await setup.exportList(),
      await setup.exportList({ Authorization: "Bearer not-the-secret" }),
      await setup.exportList({ Authorization: `Bearer ${OWNER_SECRET}x` }),
      await setup.exportList({ Authorization: "Bearer " }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain(ADDRESS);
    }
    const switchedOff = await handleExportRequest(
      new Request(`${SITE}/.netlify/functions/newsletter-export`, { headers: { Authorization: "Bearer anything" } }),
      {
        secret: SECRET,
        siteOrigin: SITE,
        subscribers: setup.subscribers,
        ownerSecret: undefined,
        now: setup.clock.now,
        log: setup.log,
      },
    );
    expect(switchedOff.status).toBe(503);
    expect(await switchedOff.text()).not.toContain(ADDRESS);
  });

  it("answers the owner with a CSV of confirmed addresses only, each with its unsubscribe link", async () => {
    const setup = setUp();
    await subscribeAndConfirm(setup, "first@harbourlearning.org.uk");
    setup.clock.advanceMinutes(5);
    await subscribeAndConfirm(setup, "second@stantonbury.co.uk");
    await setup.subscribe({ email: "pending@harbourlearning.org.uk", source: "blog" });

    const response = await setup.exportList({ Authorization: `Bearer ${OWNER_SECRET}` });

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [header, ...rows] = (await response.text())
      .trim()
      .split("\r\n")
      .map((line) => line.split(",").map((cell) => cell.replace(/^"|"$/g, "")));
    expect(header).toEqual(["email", "source", "subscribed_at", "confirmed_at", "unsubscribe_url"]);
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      ["first@harbourlearning.org.uk", "footer", "2025-11-24T10:00:00.000Z", "2025-11-24T10:00:00.000Z"],
      ["second@stantonbury.co.uk", "footer", "2025-11-24T10:05:00.000Z", "2025-11-24T10:05:00.000Z"],
    ]);
    const unsubscribeLink = rows[0][4];
    expect((await pressButton(await setup.unsubscribe(new Request(unsubscribeLink)), setup.unsubscribe)).status).toBe(303);
    expect(await setup.subscribers.get("first@harbourlearning.org.uk")).toBeUndefined();
  });
});

describe("the daily clean-up", () => {
  it("deletes the sign-ups past the link's 7 days in one run, and the one still within them not", async () => {
    const setup = setUp();
    for (let index = 0; index < 60; index++) await setup.subscribe({ email: `reader-${index}@harbourlearning.org.uk`, source: "blog" });
    setup.clock.advanceMinutes(6 * 24 * 60);
    await setup.subscribe({ email: "recent@harbourlearning.org.uk", source: "footer" });
    setup.clock.advanceMinutes(2 * 24 * 60);
    const { subscribers, clock, log } = setup;

    const report = await cleanUpNewsletter({ subscribers, now: clock.now, log, budgetMs: 0 });

    expect(report).toMatchObject({ deletedPending: 60, finished: true });
    expect(await subscribers.get("reader-0@harbourlearning.org.uk")).toBeUndefined();
    expect(await subscribers.get("recent@harbourlearning.org.uk")).toMatchObject({ status: "pending" });
  });

  it("archives at Mailchimp later the unsubscribes it missed, found by their index", async () => {
    const setup = setUp();
    const { unsubscribeUrl } = await subscribeAndConfirm(setup);
    const earlier = await subscribeAndConfirm(setup, "earlier@harbourlearning.org.uk");
    mailchimp.failWith = 503;
    setup.clock.advanceMinutes(-4 * 24 * 60);
    await pressButton(await setup.unsubscribe(new Request(earlier.unsubscribeUrl)), setup.unsubscribe);
    setup.clock.advanceMinutes(4 * 24 * 60);
    await pressButton(await setup.unsubscribe(new Request(unsubscribeUrl)), setup.unsubscribe);
    expect(await setup.subscribers.unsubscribedRecord(ADDRESS)).toMatchObject({
      provider_removal_pending: mailchimpSubscriberHash(ADDRESS),
    });
    expect(mailchimp.members.size).toBe(2);

    mailchimp.failWith = null;
    const report = await setup.cleanUp();

    expect(report.providerRetried).toBe(2);
    expect(mailchimp.members.size).toBe(0);
    expect(await setup.subscribers.unsubscribedRecord(ADDRESS)).toMatchObject({
      unsubscribed_at: new Date("2025-11-24T10:00:00.000Z"),
      provider_removal_pending: null,
    });
    expect(await setup.subscribers.unsubscribedRecord("earlier@harbourlearning.org.uk")).toMatchObject({
      unsubscribed_at: new Date("2025-11-20T10:00:00.000Z"),
      provider_removal_pending: null,
    });
    // Nothing is left to retry: the next run asks Mailchimp nothing.
    mailchimp.requests.length = 0;
    expect((await setup.cleanUp()).providerRetried).toBe(0);
    expect(mailchimp.requests).toEqual([]);
  });

  describe("changes at Mailchimp that cannot cross", () => {
    /** The daily job's provider, stopping before its first call (a gate the test opens) and each call counted. */
    function pausedJob(setup: Setup, pauseBeforeAdding: string) {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      let reached!: () => void;
      const paused = new Promise<void>((resolve) => (reached = resolve));
      const real = createMailchimpProvider({ apiKey: "0123456789abcdef-us21", audienceId: AUDIENCE, baseUrl: mailchimp.url });
      const provider = {
        ...real,
        async addConfirmed(subscriber: { email: string; confirmedAt: Date }) {
          if (subscriber.email === pauseBeforeAdding) {
            reached();
            await gate;
          }
          return real.addConfirmed(subscriber);
        },
      };
      const run = cleanUpNewsletter({ subscribers: setup.subscribers, provider, now: setup.clock.now, log: setup.log });
      return { paused, open, run };
    }
    const member = (email: string) => mailchimp.members.get(mailchimpSubscriberHash(email));

    it("never adds back someone who unsubscribed after the job read its batch, before it asked Mailchimp", async () => {
      const setup = setUp();
      mailchimp.failWith = 503;
      await subscribeAndConfirm(setup, "first@harbourlearning.org.uk");
      await subscribeAndConfirm(setup, "second@harbourlearning.org.uk");
      mailchimp.failWith = null;
      // The job reads both pending additions, and stops before adding the one it reaches first.
      const [firstInBatch, secondInBatch] = ["first@harbourlearning.org.uk", "second@harbourlearning.org.uk"].sort((a, b) =>
        subscriberKey(a).localeCompare(subscriberKey(b)),
      );
      const job = pausedJob(setup, firstInBatch);
      await job.paused;

      await pressButton(await setup.unsubscribe(new Request(newestLinkFor(secondInBatch))), setup.unsubscribe);
      job.open();
      await job.run;

      expect(member(firstInBatch)).toMatchObject({ status: "subscribed" });
      expect(member(secondInBatch)).toBeUndefined();
    });

    it("archives again someone who unsubscribed while the job's addition was on its way to Mailchimp", async () => {
      const setup = setUp();
      mailchimp.failWith = 503;
      const { unsubscribeUrl } = await subscribeAndConfirm(setup);
      mailchimp.failWith = null;
      const job = pausedJob(setup, ADDRESS);
      await job.paused;

      // The unsubscribe archives first (nothing there yet); the addition lands after it.
      await pressButton(await setup.unsubscribe(new Request(unsubscribeUrl)), setup.unsubscribe);
      job.open();
      await job.run;

      expect(member(ADDRESS)).toBeUndefined();
      expect(setup.log.entries.map(({ event }) => event)).toContain("provider-addition-crossed-unsubscribe");
      expect(await setup.subscribers.unsubscribedRecord(ADDRESS)).toMatchObject({
        unsubscribed_at: new Date("2025-11-24T10:00:00.000Z"),
        provider_removal_pending: null,
      });
    });

    it("tells a visitor whose confirmation is stored that they are subscribed, whatever fails before Mailchimp hears of it", async () => {
      const setup = setUp({
        subscribers: { ...createSubscriberStore(servers.db), providerAdded: () => Promise.reject(new Error("Connection terminated")) },
      });
      await setup.subscribe({ email: ADDRESS, source: "footer" });

      // Mailchimp takes the member; the write that would record it fails (the database, or the instance, went).
      const confirmed = await pressButton(await setup.confirm(new Request(newestMail().confirmUrl)), setup.confirm);

      expect(confirmed.headers.get("location")).toBe("/newsletter/confirmed?new=1");
      expect(await setup.subscribers.get(ADDRESS)).toMatchObject({ status: "confirmed", provider_sync_pending: true });
      await setup.cleanUp();
      expect(member(ADDRESS)).toMatchObject({ status: "subscribed" });
      expect(await setup.subscribers.get(ADDRESS)).toMatchObject({ provider_sync_pending: false });
    });
  });

  it("deletes pending signups whose confirmation email is 7 days old, and nothing else", async () => {
    const setup = setUp();
    await setup.subscribe({ email: "old-pending@harbourlearning.org.uk", source: "blog" });
    const oldId = (await setup.subscribers.get("old-pending@harbourlearning.org.uk"))!.id;
    await subscribeAndConfirm(setup, "confirmed@harbourlearning.org.uk");
    const { unsubscribeUrl } = await subscribeAndConfirm(setup, "left@harbourlearning.org.uk");
    await setup.unsubscribe(postForm(unsubscribeUrl.split("?")[0], { token: new URL(unsubscribeUrl).searchParams.get("token")! }));
    setup.clock.advanceMinutes(5 * 24 * 60);
    await setup.subscribe({ email: "new-pending@harbourlearning.org.uk", source: "footer" });
    setup.clock.advanceMinutes(2 * 24 * 60);

    const report = await setup.cleanUp();

    expect(report.deletedPending).toBe(1);
    expect(await setup.subscribers.get("old-pending@harbourlearning.org.uk")).toBeUndefined();
    expect(await setup.subscribers.findById(oldId)).toBeNull();
    expect(await setup.subscribers.get("confirmed@harbourlearning.org.uk")).toMatchObject({ status: "confirmed" });
    expect(await setup.subscribers.get("new-pending@harbourlearning.org.uk")).toMatchObject({ status: "pending" });
    expect(await setup.subscribers.unsubscribedRecord("left@harbourlearning.org.uk")).toMatchObject({
      unsubscribed_at: new Date("2025-11-24T10:00:00.000Z"),
      provider_removal_pending: null,
    });
  });
});

it("answers every kind of request to the newsletter's functions with no-store and nosniff", async () => {
  const setup = setUp();
  await setup.subscribe({ email: ADDRESS, source: "blog" });
  const { confirmUrl, unsubscribeUrl } = newestMail();
  const confirmEndpoint = confirmUrl.split("?")[0];
  const responses = [
    await setup.subscribe({ email: "not-an-address", source: "blog" }),
    await setup.send(postForm(SUBSCRIBE, { email: "x", source: "blog" })),
    await setup.confirm(new Request(confirmUrl)),
    await setup.confirm(new Request(`${confirmEndpoint}?token=nonsense`)),
    await setup.confirm(postJson(confirmEndpoint, "token=x", { "Content-Type": "text/plain" })),
    await setup.confirm(new Request(confirmEndpoint, { method: "PUT" })),
    await setup.unsubscribe(new Request(unsubscribeUrl)),
    await setup.exportList(),
    await setup.exportList({ Authorization: `Bearer ${OWNER_SECRET}` }),
  ];
  for (const response of responses) {
    expect([response.status, response.headers.get("cache-control"), response.headers.get("x-content-type-options")]).toEqual([
      response.status,
      "no-store",
      "nosniff",
    ]);
  }
  expect(new Set(responses.map((response) => response.status))).toEqual(new Set([422, 200, 400, 415, 405, 401]));
});

describe("settings", () => {
  it("finds Mailchimp's API address from the data centre at the end of the key", () => {
    expect(mailchimpBaseUrl("0123456789abcdef-us21")).toBe("https://us21.api.mailchimp.com/3.0");
    expect(() => mailchimpBaseUrl("no-data-centre")).toThrow(/data centre/);
  });
});
