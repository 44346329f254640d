/**
 * Akismet on the contact form, from the visitor's post to the owner's corrections: the real
 * handlers with real Requests against the Akismet stand-in the end-to-end tests use
 * (tests/support/akismet-stand-in.mjs, answering by Akismet's own test conventions), a real SMTP
 * server, a real Postgres and a webhook stand-in for the alerts.
 */
import { randomUUID } from "node:crypto";
import { emptyContactMessage } from "../../../src/lib/contact-schema";
import { readAkismetSettings } from "../common/akismet";
import { createSmtpMailer } from "../common/mailer";
import type { VisitorDetails } from "../common/http";
import { createSpamFilter } from "../common/spam-filter";
import {
  recordingLogger,
  startAkismetStandIn,
  startWebhook,
  useDatabaseAndMail,
  useStandIn,
  type AkismetStandIn,
} from "../../../tests/support/functions/servers";
import { createAlertStateStore, createWebhookChannel } from "../common/alerts";
import { inList, contactParts, enquiryRows, SITE, storedMessage } from "../../../tests/support/functions/contact";
import { cleanUpSpam } from "../contact/spam-cleanup";
import { handleHealthRequest } from "./inbox-health-handler";
import { handleOwnerRequest } from "./owner-inbox";

const INBOX = `${SITE}/.netlify/functions/contact-inbox`;
const SECRET = "owner password for the spam tests";
const GUARANTEED_SPAM = "akismet-guaranteed-spam@example.com";
const VISITOR: VisitorDetails = {
  ip: "203.0.113.42",
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  referrer: `${SITE}/contact`,
};

const servers = useDatabaseAndMail();
const akismet = useStandIn<AkismetStandIn>(startAkismetStandIn, () => undefined);
const webhook = useStandIn(startWebhook, (standIn) => {
  standIn.posts.length = 0;
});

const enquiry = (overrides: Record<string, string> = {}) => ({
  ...emptyContactMessage(randomUUID()),
  firstName: "Dana",
  lastName: "Okafor",
  email: "dana.okafor@riverside-care.org.uk",
  company: "Riverside Care",
  industry: "",
  projectType: "",
  message: `We need a safeguarding refresher film for 40 care homes. Reference ${randomUUID()}.`,
  sourcePage: "/contact",
  ...overrides,
});

function setUp({ apiKey = akismet.key, timeoutMs = 1_000 } = {}) {
  const checks = servers.db;
  const parts = contactParts(servers.db, createSmtpMailer(servers.mail.url, 2_000), {
    overrides: { visitor: VISITOR },
  });
  const { deps, clock, log } = parts;
  deps.spamFilter = createSpamFilter({ apiKey, blog: SITE, apiUrl: akismet.url, isTest: true }, { checks, now: clock.now, log, timeoutMs });
  const owner = (request: Request) => handleOwnerRequest(request, { ...deps, ownerSecret: SECRET });
  const ownerAction = (action: string, id: string) =>
    owner(
      new Request(INBOX, {
        method: "POST",
        headers: {
          Authorization: `Basic ${Buffer.from(`owner:${SECRET}`).toString("base64")}`,
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: SITE,
        },
        body: new URLSearchParams({ action, id }).toString(),
      }),
    );
  const ownerPage = async (query: string) =>
    (
      await owner(
        new Request(`${INBOX}${query}`, { headers: { Authorization: `Basic ${Buffer.from(`owner:${SECRET}`).toString("base64")}` } }),
      )
    ).text();
  const spamEntry = (id: string) => inList(deps.messages, "spam", id);
  return { ...parts, checks, owner, ownerAction, ownerPage, spamEntry };
}

/** The calls the stand-in received about one message, told apart by its email address and words. */
async function callsAbout(message: { email: string; message: string }) {
  return (await akismet.requests()).filter(
    ({ fields }) => fields.comment_author_email === message.email && fields.comment_content === message.message,
  );
}

/** Whether a log line anywhere holds something the visitor wrote or the browser told. */
function logHoldsVisitorData(entries: unknown[], message: ReturnType<typeof enquiry>): boolean {
  const text = JSON.stringify(entries).toLowerCase();
  return [message.email, message.message, message.firstName, message.company, VISITOR.ip!, VISITOR.userAgent!].some((value) =>
    text.includes(value.toLowerCase()),
  );
}

describe("a message Akismet calls spam", () => {
  it("goes to the spam list with its reason, is never emailed, and is answered exactly as a delivered message", async () => {
    const { db, submit, clock, retry, log, spamEntry } = setUp();
    const real = enquiry();
    const spam = enquiry({ email: GUARANTEED_SPAM });

    const delivered = await submit(real);
    const caught = await submit(spam);

    expect(caught.status).toBe(delivered.status);
    expect(caught.headers.get("content-type")).toBe(delivered.headers.get("content-type"));
    const [deliveredBody, caughtBody] = [await delivered.json(), await caught.json()];
    expect(caughtBody).toEqual({ ...deliveredBody, id: spam.submissionId });
    expect(servers.mail.received).toHaveLength(1);

    expect(await enquiryRows(db)).toBe(2);
    expect(await storedMessage(db, spam.submissionId)).toMatchObject({ spam_reason: "akismet", attempts: 0 });
    expect(await spamEntry(spam.submissionId)).toMatchObject({
      spam_reason: "akismet",
      discard: false,
      spam_marked_at: new Date("2025-11-24T10:00:00.000Z"),
      fields: { email: GUARANTEED_SPAM, message: spam.message },
      visitor: VISITOR,
    });

    clock.advanceMinutes(30);
    await retry();
    expect(servers.mail.received).toHaveLength(1);
    expect(logHoldsVisitorData(log.entries, spam)).toBe(false);
  });

  it("is checked with everything Akismet asks for: the visitor's IP address, browser and referrer, the name, email and message", async () => {
    const { submit } = setUp();
    const message = enquiry();
    await submit(message);

    const [check] = await callsAbout(message);
    expect(check.endpoint).toBe("comment-check");
    expect(check.fields).toEqual({
      api_key: akismet.key,
      blog: SITE,
      blog_lang: "en_gb",
      blog_charset: "UTF-8",
      is_test: "1",
      comment_type: "contact-form",
      user_ip: VISITOR.ip,
      user_agent: VISITOR.userAgent,
      referrer: VISITOR.referrer,
      permalink: `${SITE}/contact`,
      comment_author: "Dana Okafor",
      comment_author_email: message.email,
      comment_content: message.message,
      comment_date_gmt: "2025-11-24T10:00:00.000Z",
    });
  });

  it("shows Akismet's 'discard' hint on the spam list, and still keeps the message", async () => {
    const { submit, spamEntry, ownerPage } = setUp();
    const blatant = enquiry();
    await akismet.answerNext("discard");
    expect((await submit(blatant)).status).toBe(202);

    expect(await spamEntry(blatant.submissionId)).toMatchObject({ spam_reason: "akismet", discard: true });
    const page = await ownerPage("?list=spam");
    expect(page).toContain("Akismet judged it spam, and blatant: it advises discarding it unread.");
    expect(page).toContain("Kept until 24 Dec 2025");
    expect(servers.mail.received).toHaveLength(0);
  });
});

describe("a message Akismet calls ham", () => {
  it("is delivered, keeping what a later report to Akismet needs", async () => {
    const { db, submit } = setUp();
    const message = enquiry();
    expect((await submit(message)).status).toBe(202);
    expect(servers.mail.received).toHaveLength(1);
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ status: "sent", visitor: VISITOR });
  });
});

describe("a check that fails", () => {
  const failures: Array<[string, string, (parts: ReturnType<typeof setUp>) => Promise<unknown>, { apiKey?: string; timeoutMs?: number }]> =
    [
      ["a time-out", "timeout", () => akismet.answerNext("slow", 1_500), { timeoutMs: 200 }],
      ["a server error", "refused", () => akismet.answerNext("error"), {}],
      ["an invalid key", "invalid", async () => undefined, { apiKey: "not-the-stand-ins-key" }],
      ["an answer that is neither true nor false", "malformed", () => akismet.answerNext("malformed"), {}],
    ];

  it.each(failures)("delivers the message after %s, and logs why with none of its content", async (_, reason, prepare, options) => {
    const parts = setUp(options);
    const message = enquiry();
    await prepare(parts);

    const response = await parts.submit(message);

    expect(response.status).toBe(202);
    expect((await response.json()).status).toBe("queued");
    expect(servers.mail.received).toHaveLength(1);
    expect(await storedMessage(parts.db, message.submissionId)).toMatchObject({ status: "sent" });
    expect(parts.log.entries).toContainEqual({
      level: "warn",
      event: "spam-check-failed",
      details: expect.objectContaining({ form: "contact", id: message.submissionId, reason }),
    });
    expect(logHoldsVisitorData(parts.log.entries, message)).toBe(false);
  });

  it("shows on the health check once checks keep failing, and alerts the owner once a day at most", async () => {
    const parts = setUp({ apiKey: "a-key-akismet-refuses" });
    const health = async () =>
      (
        await handleHealthRequest(new Request(`${SITE}/.netlify/functions/contact-health`), {
          messages: parts.deps.messages,
          spamChecks: parts.checks,
          now: parts.clock.now,
          log: parts.log,
        })
      ).json();
    const retry = () =>
      parts.retry({
        spamChecks: parts.checks,
        alerts: { channel: createWebhookChannel(webhook.url), state: createAlertStateStore(parts.db), inboxUrl: INBOX },
      });

    await parts.submit(enquiry());
    expect((await health()).spamCheck).toMatchObject({ failing: false, failedLast24Hours: 1 });
    await retry();
    expect(webhook.posts).toHaveLength(0);

    parts.clock.advanceMinutes(10);
    await parts.submit(enquiry());
    const failing = await health();
    expect(failing).toMatchObject({
      needsAttention: true,
      spamCheck: { failing: true, checkedLast24Hours: 2, failedLast24Hours: 2, lastFailure: { reason: "invalid" } },
    });
    for (let run = 0; run < 6; run++) {
      parts.clock.advanceMinutes(10);
      await retry();
      await parts.submit(enquiry());
    }
    expect(webhook.posts).toHaveLength(1);
    expect(webhook.posts[0].text).toMatch(/spam filter keeps failing \(Akismet refused the request: check AKISMET_API_KEY/);
    expect(webhook.posts[0].text).toMatch(/those enquiries were delivered unchecked/);
    expect(servers.mail.received).toHaveLength(8);

    parts.clock.advanceMinutes(24 * 60);
    await parts.submit(enquiry());
    await retry();
    expect(webhook.posts).toHaveLength(2);
  });
});

describe("the answer a visitor gets", () => {
  it("is the same for a real message, Akismet's spam and a filled honeypot, and comes before the check and the email", async () => {
    const { submit, deps } = setUp();
    const work: Array<Promise<unknown>> = [];
    deps.afterAnswer = (promise) => work.push(promise);
    const posts = [enquiry(), enquiry({ email: GUARANTEED_SPAM }), enquiry({ website: "https://cheap-seo.example" })];

    const answers = [];
    for (const post of posts) answers.push(await submit(post));
    expect(servers.mail.received).toHaveLength(0);
    expect(answers.map(({ status }) => status)).toEqual([202, 202, 202]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies.map((body) => ({ ...body, id: "" }))).toEqual(Array(3).fill({ ...bodies[0], id: "" }));
    expect(bodies.map(({ id }) => id)).toEqual(posts.map(({ submissionId }) => submissionId));

    await Promise.all(work);
    expect(servers.mail.received).toHaveLength(1);
  });
});

describe("a message the owner marks as spam before Akismet answers", () => {
  it("is not emailed when Akismet then calls it spam too", async () => {
    const { submit, deps, ownerAction, spamEntry } = setUp({ timeoutMs: 5_000 });
    const spam = enquiry({ email: GUARANTEED_SPAM });
    let checkAndEmail: Promise<unknown> = Promise.resolve();
    deps.afterAnswer = (work) => (checkAndEmail = work);
    await akismet.answerNext("slow", 500);

    expect((await submit(spam)).status).toBe(202);
    expect((await ownerAction("spam", spam.submissionId)).status).toBe(303);
    await checkAndEmail;

    expect(servers.mail.received).toHaveLength(0);
    expect(await spamEntry(spam.submissionId)).toMatchObject({ spam_reason: "owner" });
    expect(await inList(deps.messages, "inbox", spam.submissionId)).toBeNull();
  });
});

describe("a message whose spam check never ended", () => {
  it("is checked by the retry job before it is sent, and kept out of the inbox when it is spam", async () => {
    const { submit, deps, clock, retry, spamEntry } = setUp();
    const realFilter = deps.spamFilter!;
    const real = enquiry();
    const spam = enquiry({ email: GUARANTEED_SPAM });
    // The function stops during the check: the check never answers, and the work after the answer never ends.
    deps.spamFilter = { check: () => new Promise(() => undefined), report: realFilter.report };
    deps.afterAnswer = () => undefined;
    expect((await submit(real)).status).toBe(202);
    expect((await submit(spam)).status).toBe(202);
    expect(await inList(deps.messages, "inbox", real.submissionId)).toMatchObject({ status: "pending", spam_checked: false });
    deps.spamFilter = realFilter;
    deps.afterAnswer = undefined;

    clock.advanceMinutes(5);
    const summary = await retry();
    expect(summary.sent).toEqual([real.submissionId]);
    expect(summary.spam).toEqual([spam.submissionId]);
    expect(servers.mail.received).toHaveLength(1);
    expect((await callsAbout(real)).map(({ endpoint }) => endpoint)).toEqual(["comment-check"]);
    expect(await spamEntry(spam.submissionId)).toMatchObject({ spam_reason: "akismet" });
    expect(await inList(deps.messages, "inbox", real.submissionId)).toMatchObject({ status: "sent", spam_checked: true });
  });
});

describe("the owner's corrections", () => {
  it("moves a delivered message to spam by 'Mark as spam' and back by 'Not spam', reporting each to Akismet with the stored fields, emailing it once", async () => {
    const { submit, ownerAction, ownerPage, db, clock, spamEntry } = setUp();
    const message = enquiry();
    await submit(message);
    expect(servers.mail.received).toHaveLength(1);
    expect(await ownerPage(`?id=${message.submissionId}`)).toContain("Mark as spam");

    clock.advanceMinutes(60);
    const marked = await ownerAction("spam", message.submissionId);
    expect(marked.status).toBe(303);
    expect(marked.headers.get("location")).toBe("/.netlify/functions/contact-inbox?list=spam");
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ spam_reason: "owner" });
    expect(await spamEntry(message.submissionId)).toMatchObject({
      spam_reason: "owner",
      spam_marked_at: new Date("2025-11-24T11:00:00.000Z"),
      status: "sent",
      attempts: 1,
    });
    expect(await ownerPage("?list=spam")).toContain("You marked it as spam on 24 Nov 2025, 11:00.");

    const reported = { user_ip: VISITOR.ip, user_agent: VISITOR.userAgent, referrer: VISITOR.referrer, comment_type: "contact-form" };
    const storedFields = { comment_author: "Dana Okafor", comment_author_email: message.email, comment_content: message.message };
    const [, spamReport] = await callsAbout(message);
    expect(spamReport).toEqual({
      endpoint: "submit-spam",
      fields: expect.objectContaining({ ...reported, ...storedFields, comment_date_gmt: "2025-11-24T10:00:00.000Z" }),
    });

    const restored = await ownerAction("promote", message.submissionId);
    expect(restored.status).toBe(303);
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ status: "sent", attempts: 1, visitor: VISITOR });
    expect(await spamEntry(message.submissionId)).toBeNull();
    expect(servers.mail.received).toHaveLength(1);
    const [, , hamReport] = await callsAbout(message);
    expect(hamReport).toEqual({ endpoint: "submit-ham", fields: expect.objectContaining({ ...reported, ...storedFields }) });
  });

  it("emails a message Akismet had called spam once the owner says 'Not spam', and tells Akismet", async () => {
    const { submit, ownerAction, db } = setUp();
    const message = enquiry({ email: GUARANTEED_SPAM });
    await submit(message);
    expect(servers.mail.received).toHaveLength(0);

    expect((await ownerAction("promote", message.submissionId)).status).toBe(303);
    expect(servers.mail.received).toHaveLength(1);
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ status: "sent" });
    expect((await callsAbout(message)).map(({ endpoint }) => endpoint)).toEqual(["comment-check", "submit-ham"]);
  });

  it("moves the message even when Akismet cannot be told, and logs that it was not", async () => {
    const { submit, ownerAction, spamEntry, deps, clock, log, checks } = setUp();
    const message = enquiry();
    await submit(message);
    deps.spamFilter = createSpamFilter(
      { apiKey: "a-key-akismet-refuses", blog: SITE, apiUrl: akismet.url, isTest: true },
      { checks, now: clock.now, log },
    );

    expect((await ownerAction("spam", message.submissionId)).status).toBe(303);
    expect(await spamEntry(message.submissionId)).toMatchObject({ spam_reason: "owner" });
    expect(log.entries).toContainEqual(
      expect.objectContaining({ event: "spam-report-failed", details: expect.objectContaining({ reason: "invalid" }) }),
    );
  });
});

describe("the spam list's 30 days", () => {
  it("deletes spam 30 days after it was put on the list, whoever put it there, and leaves the inbox alone", async () => {
    const { submit, ownerAction, clock, db, deps, log, checks } = setUp();
    const caught = enquiry({ email: GUARANTEED_SPAM });
    const kept = enquiry();
    const markedLater = enquiry();
    await submit(caught);
    await submit(kept);
    await submit(markedLater);
    clock.advanceMinutes(10 * 24 * 60);
    await ownerAction("spam", markedLater.submissionId);

    clock.advanceMinutes(20 * 24 * 60);
    const cleanUp = async () => {
      const { spam, checks: checksSwept } = await cleanUpSpam({
        messages: deps.messages,
        spamCheckRecords: checks,
        now: clock.now,
        log,
        budgetMs: 20_000,
      });
      return { deletedSpam: spam.removed, deletedChecks: checksSwept.removed };
    };
    expect(await cleanUp()).toEqual({ deletedSpam: 1, deletedChecks: 3 });
    expect(await inList(deps.messages, "spam", caught.submissionId)).toBeNull();
    expect(await inList(deps.messages, "spam", markedLater.submissionId)).not.toBeNull();
    expect(await storedMessage(db, kept.submissionId)).toMatchObject({ status: "sent" });

    clock.advanceMinutes(10 * 24 * 60);
    expect(await cleanUp()).toEqual({ deletedSpam: 1, deletedChecks: 0 });
    expect(await storedMessage(db, kept.submissionId)).toMatchObject({ status: "sent" });
  });
});

describe("the settings", () => {
  const site = { blog: SITE, isProduction: true };

  it("turn nothing on without AKISMET_API_KEY", () => {
    expect(readAkismetSettings({}, site, recordingLogger())).toBeUndefined();
    expect(readAkismetSettings({ AKISMET_API_KEY: "  " }, site, recordingLogger())).toBeUndefined();
  });

  it("send the key to Akismet, or to a stand-in only on this machine, and mark every check outside production a test", () => {
    const log = recordingLogger();
    expect(readAkismetSettings({ AKISMET_API_KEY: "k" }, site, log)).toEqual({
      apiKey: "k",
      blog: SITE,
      apiUrl: "https://rest.akismet.com",
      isTest: false,
    });
    expect(
      readAkismetSettings({ AKISMET_API_KEY: "k", AKISMET_API_URL: "http://127.0.0.1:8961/" }, { ...site, isProduction: false }, log),
    ).toMatchObject({
      apiUrl: "http://127.0.0.1:8961",
      isTest: true,
    });
    expect(readAkismetSettings({ AKISMET_API_KEY: "k", AKISMET_API_URL: "https://collector.example" }, site, log)?.apiUrl).toBe(
      "https://rest.akismet.com",
    );
    expect(log.entries.map(({ event }) => event)).toEqual(["akismet-api-url-ignored"]);
  });
});
