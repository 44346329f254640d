/**
 * The owner sees every enquiry, even when email fails, and is told when it does. Real handlers and
 * Requests against a real SMTP server, a real Postgres and a webhook stand-in on 127.0.0.1, with a
 * hand-moved clock for the hours and days in between.
 */
import nodeCrypto, { randomUUID } from "node:crypto";
import { siteFiles } from "../../../src/content-model/site-files";
import { emptyContactMessage } from "../../../src/lib/contact-schema";
import { createAlertStateStore, createWebhookChannel } from "../common/alerts";
import { inList, contactParts, SITE, storedMessage } from "../../../tests/support/functions/contact";
import { handleHealthRequest } from "./inbox-health-handler";
import { createSmtpMailer, createUnconfiguredMailer, type Mailer } from "../common/mailer";
import { handleOwnerRequest } from "./owner-inbox";
import type { CsvLimits } from "./owner-csv";
import { createMessageStore, fieldColumns } from "../contact/message-store";
import { retryPendingMessages, type RetryDependencies } from "../contact/retry-pending";
import {
  parseMail,
  recordingLogger,
  startMailServer,
  startWebhook,
  useDatabaseAndMail,
  useStandIn,
  withMailServerDown,
} from "../../../tests/support/functions/servers";
import { fillMessages, fillSpam } from "../../../tests/support/functions/volumes";
import { cleanUpSpam } from "../contact/spam-cleanup";

const INBOX = `${SITE}/.netlify/functions/contact-inbox`;
const HEALTH = `${SITE}/.netlify/functions/contact-health`;
const SECRET = "correct horse battery staple 42";

const servers = useDatabaseAndMail();
const webhook = useStandIn(startWebhook, (standIn) => {
  standIn.posts.length = 0;
});

const visitorMessage = (firstName = "Grace") => ({
  ...emptyContactMessage(randomUUID()),
  firstName,
  lastName: "Adeyemi",
  email: "grace.adeyemi@kestrel-logistics.co.uk",
  company: "Kestrel Logistics",
  industry: "Manufacturing",
  projectType: "Training Videos",
  message: "We need a forklift safety refresher for 300 warehouse staff by April.",
});

const personalValues = (message: ReturnType<typeof visitorMessage>) => [
  message.firstName,
  message.lastName,
  message.email,
  message.company,
  message.message,
  "Adeyemi",
  "kestrel",
];

function setUp(options: { ownerSecret?: string | undefined; alertChannel?: boolean; csvLimits?: CsvLimits } = {}) {
  const parts = contactParts(servers.db, createSmtpMailer(servers.mail.url, 2_000));
  const { db, clock, log } = parts;
  const messages = parts.deps.messages;
  const base = (mailer: Mailer = parts.deps.mailer) => ({ ...parts.deps, mailer });
  const ownerSecret = "ownerSecret" in options ? options.ownerSecret : SECRET;
  const channel = options.alertChannel === false ? null : createWebhookChannel(webhook.url);
  return {
    db,
    clock,
    log,
    messages,
    submit: parts.submit,
    retry: ({ mailer = parts.deps.mailer, ...rest }: Partial<RetryDependencies> = {}) =>
      parts.retry({ mailer, alerts: { channel, state: createAlertStateStore(db), inboxUrl: INBOX }, ...rest }),
    owner: (request: Request, mailer?: Mailer) =>
      handleOwnerRequest(request, { ...base(mailer), ownerSecret, csvLimits: options.csvLimits }),
    health: () => handleHealthRequest(new Request(HEALTH), { messages, now: clock.now, log }),
  };
}

const basic = (password: string) => `Basic ${Buffer.from(`owner:${password}`).toString("base64")}`;
const asOwner = (query = "", init: RequestInit = {}) =>
  new Request(`${INBOX}${query}`, { ...init, headers: { Authorization: basic(SECRET), ...(init.headers as Record<string, string>) } });
const ownerAction = (action: string, id: string, headers: Record<string, string> = {}) =>
  asOwner("", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, ...headers },
    body: new URLSearchParams({ action, id }).toString(),
  });

it("gives a resent message a back-off of its own: its first retry five minutes on, however many attempts it had", async () => {
  const { messages, owner, clock } = setUp();
  const id = randomUUID();
  const longAgo = new Date(clock.now().getTime() - 3 * 24 * 60 * 60_000);
  const { submissionId: _id, website: _honeypot, ...fields } = visitorMessage();
  await messages.add({
    id,
    received_at: longAgo,
    status: "failed",
    attempts: 12,
    first_attempt_at: longAgo,
    last_error: "Connection refused",
    failed_at: clock.now(),
    failure: "expired",
    ...fieldColumns({ ...fields, industry: "", projectType: "" }),
  });

  await withMailServerDown(servers.mail, () => owner(ownerAction("resend", id)));

  expect(await storedMessage(servers.db, id)).toMatchObject({
    status: "pending",
    attempts: 1,
    next_attempt_at: new Date(clock.now().getTime() + 5 * 60_000),
  });
});

describe("a message the mail server refuses for good", () => {
  it("fails after one attempt, alerts once without personal data, is never retried, and is delivered once by the owner's resend after the fix", async () => {
    const { db, clock, submit, retry, owner } = setUp();
    const message = visitorMessage();
    servers.mail.refuseRecipients = true;

    const response = await submit(message);
    expect(response.status).toBe(202);
    expect(await storedMessage(db, message.submissionId)).toMatchObject({
      status: "failed",
      failure: "refused",
      attempts: 1,
      last_error: expect.stringMatching(/550/),
    });
    expect(servers.mail.recipientAttempts).toHaveLength(1);

    for (let run = 0; run < 6; run++) {
      clock.advanceMinutes(10);
      await retry();
    }
    expect(servers.mail.recipientAttempts).toHaveLength(1);
    expect(webhook.posts).toHaveLength(1);
    const [alert] = webhook.posts;
    expect(alert.text).toMatch(/1 enquiry has failed for good/);
    expect(alert.text).toContain(INBOX);
    for (const value of personalValues(message)) expect(alert.text.toLowerCase()).not.toContain(value.toLowerCase());
    expect(alert.text).not.toContain(message.submissionId);

    servers.mail.refuseRecipients = false;
    const resend = await owner(ownerAction("resend", message.submissionId));
    expect(resend.status).toBe(303);
    expect(resend.headers.get("location")).toBe(`/.netlify/functions/contact-inbox?id=${message.submissionId}`);
    expect(servers.mail.received).toHaveLength(1);
    expect(parseMail(servers.mail.received[0].raw).text).toContain(message.message);
    // A resend is a fresh round: its attempts, and so its back-off, count from none.
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ status: "sent", attempts: 1, failure: null });

    expect((await owner(ownerAction("resend", message.submissionId))).status).toBe(409);
    clock.advanceMinutes(10);
    await retry();
    expect(servers.mail.received).toHaveLength(1);
  });
});

describe("a mail server down for days", () => {
  it("keeps the message pending, alerts when it becomes overdue, then once a day (not every run), and fails it for good at 48 hours", async () => {
    const { db, clock, submit, retry } = setUp();
    const message = visitorMessage();
    const alertHours: number[] = [];
    const states: Record<number, string> = {};

    await withMailServerDown(servers.mail, async () => {
      await submit(message);
      expect(await storedMessage(db, message.submissionId)).toMatchObject({ status: "pending" });
      // A run every half hour (the schedule is every ten minutes; the rule does not depend on it).
      for (let minutes = 30; minutes <= 74 * 60; minutes += 30) {
        clock.advanceMinutes(30);
        const before = webhook.posts.length;
        await retry();
        if (webhook.posts.length > before) alertHours.push(minutes / 60);
        if (minutes % 360 === 0) states[minutes / 60] = (await storedMessage(db, message.submissionId))!.status;
      }
    });

    expect(alertHours).toEqual([12, 36, 60]);
    expect(webhook.posts[0].text).toMatch(/1 enquiry is stored but not yet emailed, 1 of them for over 12 hours/);
    expect(webhook.posts[2].text).toMatch(/failed for good/);
    expect(states).toMatchObject({ 6: "pending", 42: "pending", 48: "failed", 72: "failed" });
    const final = await storedMessage(db, message.submissionId);
    expect(final).toMatchObject({ status: "failed", failure: "expired", failed_at: new Date("2025-11-26T10:00:00.000Z") });
    // Tried with backoff capped at six hours: nowhere near once per run.
    expect(final!.attempts).toBeLessThan(20);
    expect(final!.fields.message).toBe(message.message);
  }, 60_000);

  it("posts nothing while all is well", async () => {
    const { clock, submit, retry } = setUp();
    await submit(visitorMessage());
    clock.advanceMinutes(24 * 60);
    expect((await retry()).alert).toBe("none-needed");
    expect(webhook.posts).toHaveLength(0);
  });

  it("reports a production deploy without SMTP_URL in its first alert, even with no message waiting", async () => {
    const { retry } = setUp();
    const missingSettings = [{ name: "SMTP_URL", consequence: "contact messages are stored but not emailed." }];
    await retry({ mailer: createUnconfiguredMailer(), missingSettings });
    await retry({ mailer: createUnconfiguredMailer(), missingSettings });
    expect(webhook.posts).toHaveLength(1);
    expect(webhook.posts[0].text).toMatch(/SMTP_URL is not set: contact messages are stored but not emailed/);
  });

  it("logs the alert as an error when no alert channel is set, on the same once-a-day rhythm", async () => {
    const { clock, log, submit, retry } = setUp({ alertChannel: false });
    await withMailServerDown(servers.mail, async () => {
      await submit(visitorMessage());
      clock.advanceMinutes(12 * 60);
      await retry();
      clock.advanceMinutes(10);
      await retry();
    });
    expect(log.errors().filter((event) => event === "contact-alert-no-channel")).toHaveLength(1);
  });
});

describe("a backlog of 500 waiting messages", () => {
  it("is sent oldest first, each run within its budget reading only what it sends, none twice", async () => {
    const { db, clock, messages, retry } = setUp();
    const start = clock.now().getTime();
    const ids = Array.from({ length: 500 }, () => randomUUID());
    for (let batch = 0; batch < ids.length; batch += 50) {
      await Promise.all(
        ids.slice(batch, batch + 50).map((id, offset) => {
          const receivedAt = new Date(start + (batch + offset) * 1_000);
          return messages.add({
            id,
            received_at: receivedAt,
            status: "pending",
            attempts: 1,
            next_attempt_at: receivedAt,
            last_error: "Error: connect ECONNREFUSED",
            ...fieldColumns({
              firstName: `Sender${batch + offset}`,
              lastName: "Backlog",
              email: "ops@backlog-test.co.uk",
              company: "Backlog Ltd",
              industry: "",
              projectType: "",
              message: "Queued during an outage.",
            }),
          });
        }),
      );
    }
    clock.advanceMinutes(20);

    const reads: string[] = [];
    const counted = {
      ...messages,
      leaseNextDue: (now: Date, leaseMs: number) =>
        messages.leaseNextDue(now, leaseMs).then((leased) => (leased && reads.push(leased.id), leased)),
    };
    const budgetMs = 1_500;
    const startedAt = performance.now();
    const first = await retryPendingMessages({
      messages: counted,
      mailer: createSmtpMailer(servers.mail.url, 2_000),
      addresses: { to: "hello@gridlinefilms.co.uk", from: "website@gridlinefilms.co.uk" },
      now: clock.now,
      log: recordingLogger(),
      budgetMs,
      alerts: { channel: null, state: createAlertStateStore(db) },
      missingSettings: [],
    });
    const took = performance.now() - startedAt;

    expect(first.sent.length).toBeGreaterThan(0);
    expect(first.sent.length).toBeLessThan(500);
    expect(first.sent).toEqual(ids.slice(0, first.sent.length));
    expect(reads).toEqual(first.sent);
    // The budget bounds the sending; the listing before and the counting after add a little.
    expect(took).toBeLessThan(budgetMs + 1_500);
    expect(first.problems.pending).toBe(500 - first.sent.length);

    // The next run carries on where this one stopped.
    clock.advanceMinutes(10);
    const second = await retry({ budgetMs });
    expect(second.sent.length).toBeGreaterThan(0);
    expect([...first.sent, ...second.sent]).toEqual(ids.slice(0, first.sent.length + second.sent.length));
    expect(second.problems.pending).toBe(500 - first.sent.length - second.sent.length);

    const messageIds = servers.mail.received.map(({ raw }) => parseMail(raw).header("message-id"));
    expect(messageIds).toHaveLength(first.sent.length + second.sent.length);
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect((await storedMessage(db, ids[499]))?.status).toBe("pending");
  }, 60_000);
});

describe("the owner inbox", () => {
  it("opens for nobody without the secret or with a wrong one, by the same comparison", async () => {
    const { submit, owner } = setUp();
    await submit(visitorMessage());
    const compare = jest.spyOn(nodeCrypto, "timingSafeEqual");
    try {
      const answers: Array<{ status: number; challenge: string | null; body: string }> = [];
      for (const authorization of [undefined, basic("wrong secret"), `Bearer ${SECRET.slice(0, -1)}`, basic("")]) {
        const response = await owner(new Request(INBOX, { headers: authorization ? { Authorization: authorization } : {} }));
        answers.push({ status: response.status, challenge: response.headers.get("www-authenticate"), body: await response.text() });
      }
      expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(true);
      expect(answers[0].status).toBe(401);
      expect(answers[0].challenge).toBe('Basic realm="Gridline Films inbox", charset="UTF-8"');
      expect(answers[0].body).not.toContain("Grace");
      expect(compare).toHaveBeenCalledTimes(4);
      for (const [a, b] of compare.mock.calls) expect((a as Buffer).length).toBe((b as Buffer).length);
    } finally {
      compare.mockRestore();
    }
  });

  it("opens for nobody when the deploy has no OWNER_SECRET", async () => {
    const { owner } = setUp({ ownerSecret: undefined });
    const response = await owner(new Request(INBOX, { headers: { Authorization: basic("") } }));
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/Set OWNER_SECRET/);
  });

  it("lists every message newest first with its state, shows one in full, and exports CSV safe to open in a spreadsheet", async () => {
    const { db, clock, submit, owner } = setUp();
    const older = visitorMessage("Older");
    const refused = { ...visitorMessage("Refused"), company: '=HYPERLINK("https://evil.example","Click")' };
    const newer = { ...visitorMessage("Newer"), message: "<b>Bold</b> & +44 call me" };
    await submit(older);
    clock.advanceMinutes(5);
    servers.mail.refuseRecipients = true;
    await submit(refused);
    servers.mail.refuseRecipients = false;
    clock.advanceMinutes(5);
    await submit(newer);

    const list = await owner(asOwner());
    const html = await list.text();
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect(list.headers.get("x-content-type-options")).toBe("nosniff");
    const order = ["Newer", "Refused", "Older"].map((name) => html.indexOf(`${name} Adeyemi`));
    expect(order.every((position, index) => position > 0 && (index === 0 || position > order[index - 1]))).toBe(true);
    expect(html).toMatch(/Refused Adeyemi.*state-failed/s);
    expect(html).not.toMatch(/<script/);

    const json = await (await owner(asOwner("?format=json"))).json();
    expect(json.messages.map((item: { name: string; status: string }) => [item.name, item.status])).toEqual([
      ["Newer Adeyemi", "sent"],
      ["Refused Adeyemi", "failed"],
      ["Older Adeyemi", "sent"],
    ]);

    const one = await (await owner(asOwner(`?id=${newer.submissionId}`))).text();
    expect(one).toContain("&lt;b&gt;Bold&lt;/b&gt; &amp; +44 call me");
    expect(one).toContain("grace.adeyemi@kestrel-logistics.co.uk");
    expect(one).not.toContain("Resend this message");
    expect(await (await owner(asOwner(`?id=${refused.submissionId}`))).text()).toContain("Resend this message");

    const csv = await owner(asOwner("?format=csv"));
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="enquiries-2025-11-24\.csv"$/);
    const lines = (await csv.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      '"Reference","Received (UTC)","State","Attempts","Sent (UTC)","Last error","First name","Last name","Email","Company","Industry","Project type","Message",' +
        '"Sent from page","Visit began on","Referred by","utm_source","utm_medium","utm_campaign","utm_term","utm_content"',
    );
    expect(lines).toHaveLength(5);
    expect(lines[2]).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(lines[1]).toContain('"<b>Bold</b> & +44 call me"');
    expect(await storedMessage(db, older.submissionId)).toMatchObject({ status: "sent" });
  });

  it("prints a visitor's value as text whatever its label, even one an editor named like the inbox's own rows", async () => {
    const { submit, owner } = setUp();
    const { labels } = siteFiles.contactForm;
    const editorsLabel = labels.company;
    try {
      for (const rowName of ["Received", "State", "Sent"]) {
        labels.company = rowName;
        const message = { ...visitorMessage(rowName), company: `<img src=x onerror="alert('${rowName}')">Kestrel` };
        await submit(message);
        const page = await (await owner(asOwner(`?id=${message.submissionId}`))).text();
        expect(page).toContain(`<dt>${rowName}</dt><dd>&lt;img src=x onerror=&quot;alert(&#39;${rowName}&#39;)&quot;&gt;Kestrel</dd>`);
        expect(page).not.toContain("<img");
      }
    } finally {
      labels.company = editorsLabel;
    }
  });

  it("keeps spam apart and promotes a real message out of it, emailing it once", async () => {
    const { submit, owner } = setUp();
    const autofilled = { ...visitorMessage("Autofill"), website: "Kestrel Logistics" };
    await submit(autofilled);
    expect(servers.mail.received).toHaveLength(0);

    expect((await (await owner(asOwner("?format=json"))).json()).messages).toEqual([]);
    const spamPage = await (await owner(asOwner("?list=spam"))).text();
    expect(spamPage).toContain("Autofill Adeyemi");
    expect(spamPage).toContain("Not spam: move to inbox");

    const promoted = await owner(ownerAction("promote", autofilled.submissionId));
    expect(promoted.status).toBe(303);
    expect(servers.mail.received).toHaveLength(1);
    const { messages } = await (await owner(asOwner("?format=json"))).json();
    expect(messages).toEqual([expect.objectContaining({ id: autofilled.submissionId, status: "sent", name: "Autofill Adeyemi" })]);
    expect((await (await owner(asOwner("?list=spam&format=json"))).json()).spam).toEqual([]);

    expect((await owner(ownerAction("promote", autofilled.submissionId))).status).toBe(303);
    expect(servers.mail.received).toHaveLength(1);
  });

  it("takes actions only from its own pages, not from a form on another site carrying the browser's saved credentials", async () => {
    const { db, submit, owner } = setUp();
    const message = visitorMessage();
    servers.mail.refuseRecipients = true;
    await submit(message);
    servers.mail.refuseRecipients = false;
    const response = await owner(ownerAction("resend", message.submissionId, { Origin: "https://evil.example" }));
    expect(response.status).toBe(403);
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ status: "failed" });
  });

  it("acts on what a browser sends from its own pages, whichever referrer policy they had, and refuses another site's or a post saying nothing of where it came from", async () => {
    const { db, submit, owner } = setUp();
    const message = visitorMessage();
    servers.mail.refuseRecipients = true;
    await submit(message);
    servers.mail.refuseRecipients = false;
    const crossSite = await owner(ownerAction("resend", message.submissionId, { Origin: "null", "Sec-Fetch-Site": "cross-site" }));
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain("Actions can only be taken from the inbox&#39;s own pages.");
    // Another site's page, by the browser's word alone; and a post saying nothing of where it was sent from.
    const withoutOrigin = (headers: Record<string, string>) =>
      asOwner("", { method: "POST", headers, body: new URLSearchParams({ action: "resend", id: message.submissionId }).toString() });
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    expect((await owner(withoutOrigin({ ...form, "Sec-Fetch-Site": "cross-site" }))).status).toBe(403);
    expect((await owner(withoutOrigin(form))).status).toBe(403);
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ status: "failed" });

    // A page sent with `Referrer-Policy: no-referrer` makes the browser post `Origin: null`.
    const resent = await owner(ownerAction("resend", message.submissionId, { Origin: "null", "Sec-Fetch-Site": "same-origin" }));
    expect(resent.status).toBe(303);
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ status: "sent" });
  });

  it("answers an id that is not one the site gives with 'not found', asking the database nothing", async () => {
    const { owner } = setUp();
    for (const id of ["1 OR 1=1", "not-a-uuid", "00000000-0000-4000-8000-00000000000Z"]) {
      const shown = await owner(asOwner(`?id=${encodeURIComponent(id)}`));
      expect(shown.status).toBe(404);
      expect(await shown.text()).toContain("There is no message with that reference.");
      for (const action of ["resend", "dismiss", "spam", "promote"]) expect((await owner(ownerAction(action, id))).status).toBe(404);
    }
  });

  it("dismisses a message the mail server refused for good without reporting it to anyone: no longer failed in the health check or alerts", async () => {
    const { submit, owner, health, retry } = setUp();
    const message = visitorMessage();
    servers.mail.refuseRecipients = true;
    await submit(message);
    servers.mail.refuseRecipients = false;
    expect((await (await health()).json()).failed).toBe(1);
    expect(await (await owner(asOwner(`?id=${message.submissionId}`))).text()).toContain("Dismiss");

    const dismissed = await owner(ownerAction("dismiss", message.submissionId));
    expect(dismissed.status).toBe(303);
    expect(await (await health()).json()).toMatchObject({ failed: 0, needsAttention: false });
    expect((await retry()).alert).toBe("none-needed");
    const page = await (await owner(asOwner(`?id=${message.submissionId}`))).text();
    expect(page).toContain("failed (refused by the mail server, dismissed)");
    expect(page).toContain("Resend this message");
    // Still in the inbox, still kept: only taken off what needs attention.
    expect((await (await owner(asOwner("?format=json"))).json()).messages).toEqual([expect.objectContaining({ id: message.submissionId })]);
    expect(servers.mail.received).toHaveLength(0);
  });

  it("serves its pages with a referrer policy under which their buttons post with the inbox's origin", async () => {
    const { owner } = setUp();
    const response = await owner(asOwner());
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
  });
});

describe("the health endpoint", () => {
  it("counts pending, overdue and failed messages as the db holds them, with no field of any message, cacheable for a minute", async () => {
    const { clock, submit, health } = setUp();
    const sent = visitorMessage("Sent");
    const refused = { ...visitorMessage("Refused"), company: "Refusal Holdings" };
    const waiting = [visitorMessage("Waiting"), visitorMessage("Later")];
    await submit(sent);
    servers.mail.refuseRecipients = true;
    await submit(refused);
    servers.mail.refuseRecipients = false;
    await withMailServerDown(servers.mail, async () => {
      await submit(waiting[0]);
      clock.advanceMinutes(13 * 60);
      await submit(waiting[1]);
    });
    clock.advanceMinutes(1);

    const response = await health();
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(JSON.parse(text)).toEqual({
      ok: true,
      needsAttention: true,
      pending: 2,
      overdue: 1,
      failed: 1,
      oldestUndeliveredMinutes: 13 * 60 + 1,
      checkedAt: "2025-11-24T23:01:00.000Z",
    });
    for (const message of [sent, refused, ...waiting]) {
      for (const value of [...Object.values(message), ...personalValues(message)].filter((value) => value.length > 2))
        expect(text).not.toContain(value);
    }
  });
});

describe("the health endpoint when the database is unreachable", () => {
  it("answers 503 saying so, and logs it", async () => {
    const log = recordingLogger();
    const response = await handleHealthRequest(new Request(HEALTH), {
      messages: createMessageStore(servers.database.unreachable()),
      now: () => new Date(),
      log,
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, needsAttention: true, database: "unreachable" });
    expect(log.errors()).toEqual(["contact-health-unreadable"]);
  });
});

describe("a long inbox and spam list", () => {
  const ownerGet = (owner: (request: Request) => Promise<Response>, query: string) =>
    owner(new Request(`${INBOX}${query}`, { headers: { Authorization: basic(SECRET) } })).then((response) => response.text());

  it("open a page at a time, newest first, with counts and plain links to the other pages", async () => {
    const { messages, owner, clock } = setUp();
    const inbox = await fillMessages(messages, 120, clock.now(), (index) => index / 4);
    const spam = await fillSpam(messages, 60, clock.now(), (index) => index / 4);

    const first = await ownerGet(owner, "");
    expect(first).toContain("Showing 1 to 50 of 120 messages, page 1 of 3");
    expect(first.match(/<tr><td><a href="\?id=/g)).toHaveLength(50);
    expect(first.indexOf(`?id=${inbox[0]}`)).toBeGreaterThan(-1);
    expect(first.indexOf(`?id=${inbox[0]}`)).toBeLessThan(first.indexOf(`?id=${inbox[1]}`));
    /** The address a page's link leads to, as the browser follows it. */
    const linkOf = (html: string, rel: "next" | "prev") => new RegExp(`<a href="([^"]+)" rel="${rel}">`).exec(html)?.[1];
    const follow = (html: string, rel: "next" | "prev") => {
      const link = linkOf(html, rel);
      if (!link) throw new Error(`No ${rel} link on the page`);
      return ownerGet(owner, link.replaceAll("&amp;", "&"));
    };
    expect(linkOf(first, "next")).toMatch(/^\?page=2&amp;older=/);

    // Older, Older: each link reads on from where its page ended, and the last page holds the oldest.
    const second = await follow(first, "next");
    expect(second).toContain("Showing 51 to 100 of 120 messages, page 2 of 3");
    expect(second).toContain(`?id=${inbox[50]}`);
    const last = await follow(second, "next");
    expect(last).toContain("Showing 101 to 120 of 120 messages, page 3 of 3");
    expect(last).toContain(`?id=${inbox[119]}`);
    expect(last).not.toContain('rel="next"');
    // And back by Newer, to the same page as before.
    const back = await follow(last, "prev");
    expect(back).toContain("Showing 51 to 100 of 120 messages, page 2 of 3");
    expect(back.match(/\?id=[0-9a-f-]+/g)).toEqual(second.match(/\?id=[0-9a-f-]+/g));
    // A page asked for by its number alone opens too.
    expect(await ownerGet(owner, "?page=3")).toContain(`?id=${inbox[119]}`);

    const spamPage = await follow(await ownerGet(owner, "?list=spam"), "next");
    expect(spamPage).toContain("Showing 51 to 60 of 60 messages, page 2 of 2");
    expect(spamPage).toContain(`value="${spam[59]}"`);
    expect(linkOf(spamPage, "prev")).toMatch(/^\?list=spam&amp;page=1&amp;newer=/);

    const csv = await owner(new Request(`${INBOX}?format=csv`, { headers: { Authorization: basic(SECRET) } })).then((response) =>
      response.text(),
    );
    expect(csv.trim().split("\r\n")).toHaveLength(121);
  });

  /** Every file of a CSV export, each downloaded by the link in the last row of the one before. */
  async function csvFiles(owner: (request: Request) => Promise<Response>) {
    const files: Array<{ bytes: number; ids: string[]; rest?: string; disposition: string | null }> = [];
    for (let url: string | undefined = `${INBOX}?format=csv`; url;) {
      const response = await owner(new Request(url, { headers: { Authorization: basic(SECRET) } }));
      const body = new Uint8Array(await response.arrayBuffer());
      const lines = new TextDecoder()
        .decode(body)
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .slice(1, -1);
      const stop = /^"Export incomplete: .* The older messages are in the next file: (\S+)"$/.exec(lines.at(-1) ?? "");
      if (stop) lines.pop();
      files.push({
        bytes: body.byteLength,
        ids: lines.map((line) => line.slice(1, 37)),
        rest: stop?.[1],
        disposition: response.headers.get("content-disposition"),
      });
      url = stop?.[1];
      if (files.length > 200) throw new Error("the export does not end");
    }
    return files;
  }

  it("stops a CSV download before Netlify's size limit, its last row saying so and linking to the rest by time and reference alone", async () => {
    const { messages, owner, clock } = setUp({ csvLimits: { bytes: 5_000, ms: 60_000 } });
    const inbox = await fillMessages(messages, 40, clock.now(), (index) => index / 4);
    const files = await csvFiles(owner);
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) expect(file.bytes).toBeLessThanOrEqual(5_000);
    // Every message once, newest first, across the files.
    expect(files.flatMap((file) => file.ids)).toEqual(inbox);
    for (const file of files.slice(0, -1))
      expect(file.rest).toMatch(/^https?:\/\/[^?]+\/contact-inbox\?format=csv&older=[0-9-]{10}T[0-9%A:.]+Z_[0-9a-f-]{36}$/);
    expect(files.at(-1)?.rest).toBeUndefined();
    expect(files[1].disposition).toMatch(/^attachment; filename="enquiries-2025-11-24-before-\d{4}-\d{2}-\d{2}\.csv"$/);
  });

  it("stops a CSV download at its time budget after one row at least, and the next file carries on", async () => {
    const { messages, owner, clock } = setUp({ csvLimits: { bytes: 19_000_000, ms: 0 } });
    const inbox = await fillMessages(messages, 3, clock.now(), (index) => index);
    const files = await csvFiles(owner);
    expect(files.map((file) => file.ids)).toEqual([[inbox[0]], [inbox[1]], [inbox[2]]]);
  });

  it("counts exactly at once what the database holds, a message stored among older ones included, and lists each on one page", async () => {
    const { messages, owner, clock } = setUp();
    const inbox = await fillMessages(messages, 120, clock.now(), (index) => index / 4);
    const list = (query: string) =>
      owner(new Request(`${INBOX}?format=json${query}`, { headers: { Authorization: basic(SECRET) } })).then(
        (response) => response.json() as Promise<{ messages: Array<{ id: string }>; total: number }>,
      );
    // One arriving late among the old ones (stored with its own arrival time), as the old counts could not take in.
    const [late] = await fillMessages(messages, 1, clock.now(), () => 10.01, 500);
    expect((await list("")).total).toBe(121);
    const listed: string[] = [];
    for (let page = 1; page <= 3; page++) listed.push(...(await list(`&page=${page}`)).messages.map(({ id }) => id));
    expect(listed.sort()).toEqual([...inbox, late].sort());
  });

  it("keeps one row when a message is marked as spam while its delivery runs: on the spam list, emailed once, deleted with the spam", async () => {
    const slowServer = await startMailServer({ holdMessages: true });
    try {
      const { clock, submit, owner, messages } = setUp();
      const message = visitorMessage();
      const delivering = submit(message, createSmtpMailer(slowServer.url, 5_000));
      // The delivery is under way (its lease taken, the message with the mail server, not yet answered) when the owner marks it.
      await slowServer.messageHeld();
      expect((await owner(ownerAction("spam", message.submissionId))).status).toBe(303);
      slowServer.release();
      expect((await delivering).status).toBe(202);

      expect(slowServer.received).toHaveLength(1);
      expect(await inList(messages, "inbox", message.submissionId)).toBeNull();
      expect(await inList(messages, "spam", message.submissionId)).toMatchObject({ spam_reason: "owner", status: "sent", attempts: 1 });
      expect((await (await owner(asOwner("?format=json"))).json()).total).toBe(0);
      expect((await (await owner(asOwner("?list=spam&format=json"))).json()).total).toBe(1);
      // Not sent again by the retry job, and gone with the spam 30 days later.
      clock.advanceMinutes(30);
      await cleanUpSpam({ messages, spamCheckRecords: servers.db, now: clock.now, log: recordingLogger(), budgetMs: 1_000 });
      expect(await inList(messages, "spam", message.submissionId)).not.toBeNull();
      clock.advanceMinutes(30 * 24 * 60);
      await cleanUpSpam({ messages, spamCheckRecords: servers.db, now: clock.now, log: recordingLogger(), budgetMs: 1_000 });
      expect(await inList(messages, "spam", message.submissionId)).toBeNull();
      expect(slowServer.received).toHaveLength(1);
    } finally {
      await slowServer.stop();
    }
  });
});
