/**
 * The send-contact-email function, called with real Request objects, against a real SMTP server
 * and a real Postgres (Netlify Database's local emulation, with the site's migrations).
 */
import { randomUUID } from "node:crypto";
import { contactErrorMessages, emptyContactMessage } from "../../../src/lib/contact-schema";
import { CONTACT_MAX_BODY_BYTES, type ContactHandlerDependencies } from "./contact-handler";
import { createSmtpMailer, createUnconfiguredMailer } from "../common/mailer";
import { createMessageStore } from "./message-store";
import {
  inList,
  CONTACT_URL,
  contactParts,
  enquiryRows,
  jsonPost,
  SITE,
  storedMessage,
  visitorFields,
} from "../../../tests/support/functions/contact";
import { parseMail, startMailServer, streamedPost, useDatabaseAndMail } from "../../../tests/support/functions/servers";

const INBOX = "hello@gridlinefilms.co.uk";
const SENDER = '"Gridline Films website" <website@gridlinefilms.co.uk>';

const servers = useDatabaseAndMail();

const visitorMessage = (overrides: Record<string, unknown> = {}) => ({
  ...emptyContactMessage(randomUUID()),
  ...visitorFields(),
  ...overrides,
});

const setUp = (overrides: Partial<ContactHandlerDependencies> = {}) =>
  contactParts(servers.db, createSmtpMailer(servers.mail.url, 2_000), {
    addresses: { to: INBOX, from: SENDER },
    overrides,
  });

describe("send-contact-email: a valid message", () => {
  it("is stored, emailed once to the inbox with every field, and answered as sent", async () => {
    const { db, send } = setUp();
    const message = visitorMessage();

    const response = await send(jsonPost(message));

    expect(response.status).toBe(202);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.json()).toEqual({
      ok: true,
      id: message.submissionId,
      status: "queued",
      message: expect.stringContaining("within 24 hours"),
    });
    expect(servers.mail.received).toHaveLength(1);
    const [delivered] = servers.mail.received;
    expect(delivered.rcptTo).toEqual([INBOX]);
    expect(delivered.mailFrom).toBe("website@gridlinefilms.co.uk");

    const email = parseMail(delivered.raw);
    expect(email.header("to")).toBe(INBOX);
    expect(email.header("reply-to")).toBe("Priya Shah <priya.shah@northfield-pharma.co.uk>");
    expect(email.header("subject")).toBe("Website enquiry from Priya Shah, Northfield Pharma");
    for (const value of [
      "Priya",
      "Shah",
      "priya.shah@northfield-pharma.co.uk",
      "Northfield Pharma",
      "Pharmaceutical",
      "Training Videos",
      message.message,
    ]) {
      expect(email.text).toContain(value);
      expect(email.html).toContain(value);
    }
    expect(email.text).toContain(`Reference: ${message.submissionId}`);

    const stored = await storedMessage(db, message.submissionId);
    expect(stored).toMatchObject({ status: "sent", attempts: 1, last_error: null, sent_at: new Date("2025-11-24T10:00:00.000Z") });
    expect(stored?.fields).toEqual(visitorFields());
    expect(await enquiryRows(db)).toBe(1);
  });

  it("says 'Not given' for the optional choices a visitor skipped", async () => {
    const { send } = setUp();
    await send(jsonPost(visitorMessage({ industry: "", projectType: "" })));
    const email = parseMail(servers.mail.received[0].raw);
    expect(email.text).toContain("Industry: Not given");
    expect(email.text).toContain("Project type: Not given");
  });

  it("sends one email when the same submission arrives twice, answers both as sent, and leaves the record untouched", async () => {
    const { db, send } = setUp();
    const message = visitorMessage();

    const first = await send(jsonPost(message));
    const storedAfterFirst = await storedMessage(db, message.submissionId);
    const retried = await send(jsonPost(message));

    expect(first.status).toBe(202);
    expect(retried.status).toBe(202);
    expect((await retried.json()).status).toBe("queued");
    expect(servers.mail.received).toHaveLength(1);
    expect(await enquiryRows(db)).toBe(1);
    expect(await storedMessage(db, message.submissionId)).toEqual(storedAfterFirst);
  });

  it("keeps the same submission sent five times at once (a double click, a client's retries) once, emails it once and lists it once", async () => {
    const { db, send, deps } = setUp();
    const message = visitorMessage();

    const answers = await Promise.all(Array.from({ length: 5 }, () => send(jsonPost(message))));

    expect(answers.map(({ status }) => status)).toEqual([202, 202, 202, 202, 202]);
    expect(servers.mail.received).toHaveLength(1);
    expect(await enquiryRows(db)).toBe(1);
    const inbox = await deps.messages.page("inbox", { page: 1 }, 50);
    expect(inbox.total).toBe(1);
    expect(inbox.items.map(({ id }) => id)).toEqual([message.submissionId]);
    const csv: string[] = [];
    for await (const listed of deps.messages.newestFirst()) csv.push(listed.id);
    expect(csv).toEqual([message.submissionId]);
  });
});

describe("send-contact-email: a message without a submission id", () => {
  it("is one message when sent twice the same day, and a new enquiry when the same text comes again another day", async () => {
    const { db, send, clock } = setUp();
    const { submissionId: _id, ...sevenFields } = visitorMessage();

    const first = await send(jsonPost(sevenFields));
    const sameDay = await send(jsonPost(sevenFields));
    expect([first.status, sameDay.status]).toEqual([202, 202]);
    expect((await sameDay.json()).id).toBe((await first.clone().json()).id);
    expect(servers.mail.received).toHaveLength(1);

    clock.advanceMinutes(3 * 24 * 60);
    const nextWeek = await send(jsonPost(sevenFields));
    expect(nextWeek.status).toBe(202);
    expect(servers.mail.received).toHaveLength(2);
    expect(await enquiryRows(db)).toBe(2);
  });
});

describe("send-contact-email: refusals", () => {
  const refusals: Array<[string, number, () => Request, RegExp]> = [
    ["a GET", 405, () => new Request(CONTACT_URL, { method: "GET" }), /only accepts .* POST/],
    ["a body of another type", 415, () => jsonPost("<firstName>Priya</firstName>", { "Content-Type": "application/xml" }), /JSON/],
    ["a body with no content type", 415, () => jsonPost(JSON.stringify(visitorMessage()), { "Content-Type": "" }), /JSON/],
    ["a body over the size limit", 413, () => jsonPost(visitorMessage({ message: "x".repeat(CONTACT_MAX_BODY_BYTES) })), /too large/],
    ["broken JSON", 400, () => jsonPost('{"firstName": "Priya",'), /couldn't read/],
    ["JSON that is not an object", 400, () => jsonPost("[1, 2, 3]"), /couldn't read/],
  ];

  it.each(refusals)("answers %s with %i and a readable JSON message, storing and sending nothing", async (_, status, request, message) => {
    const { db, send } = setUp();
    const response = await send(request());
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(body.message).toMatch(message);
    expect(servers.mail.received).toHaveLength(0);
    expect(await enquiryRows(db)).toBe(0);
  });

  it("tells a client sending GET that POST is the method allowed", async () => {
    const { send } = setUp();
    const response = await send(new Request(CONTACT_URL, { method: "GET" }));
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("stops reading a streamed body without a length once it passes the size limit", async () => {
    const { db, send } = setUp();
    const chunk = new TextEncoder().encode("x".repeat(4096));
    let chunksPulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunksPulled++;
        controller.enqueue(chunk);
      },
    });
    const request = streamedPost(CONTACT_URL, "application/json", endless);

    const response = await send(request);

    expect(response.status).toBe(413);
    expect(chunksPulled).toBeLessThanOrEqual(Math.ceil(CONTACT_MAX_BODY_BYTES / chunk.byteLength) + 1);
    expect(await enquiryRows(db)).toBe(0);
  });

  it("answers a connection dropped mid-body with a readable JSON 500, not the platform's bare error page", async () => {
    const { db, send, log } = setUp();
    const droppedConnection = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"firstName": "Pri'));
        controller.error(new Error("socket hang up"));
      },
    });
    const request = streamedPost(CONTACT_URL, "application/json", droppedConnection);

    const response = await send(request);

    expect(response.status).toBe(500);
    expect((await response.json()).message).toMatch(/Something went wrong on our side.*hello@gridlinefilms\.co\.uk/);
    expect(log.errors()).toEqual(["unexpected-error"]);
    expect(await enquiryRows(db)).toBe(0);
  });

  it("answers missing and invalid fields with 422, naming each field with the message the form shows", async () => {
    const { db, send } = setUp();
    const response = await send(jsonPost(visitorMessage({ firstName: " ", email: "priya@northfield", message: "m".repeat(5001) })));

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ok: false,
      message: "Please check the highlighted fields and try again.",
      fields: {
        firstName: "Please enter your first name",
        email: "Please enter a valid email address, like name@company.co.uk",
        message: contactErrorMessages.messageTooLong,
      },
    });
    expect(servers.mail.received).toHaveLength(0);
    expect(await enquiryRows(db)).toBe(0);
  });

  it("answers an industry or project type that is not on the form's lists with 422 naming the field", async () => {
    const { db, send } = setUp();
    const response = await send(
      jsonPost(
        visitorMessage({ industry: "Call 0800 000 000 for cheap loans", projectType: '<a href="https://evil.example">Training</a>' }),
      ),
    );

    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({
      industry: "Please choose an industry from the list",
      projectType: "Please choose a project type from the list",
    });
    expect(servers.mail.received).toHaveLength(0);
    expect(await enquiryRows(db)).toBe(0);
  });

  it.each([
    ["industry", { industry: "Aerospace" }, "Please choose an industry from the list"],
    ["projectType", { projectType: "Wedding videos" }, "Please choose a project type from the list"],
  ])("names only %s when it alone is not on its list", async (field, overrides, message) => {
    const { send } = setUp();
    const response = await send(jsonPost(visitorMessage(overrides)));
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({ [field]: message });
    expect(servers.mail.received).toHaveLength(0);
  });

  describe("in production", () => {
    const production = { allowedOrigins: [SITE] };

    it("refuses a post from another site's page", async () => {
      const { db, send } = setUp(production);
      const response = await send(jsonPost(visitorMessage(), { Origin: "https://spam.example" }));
      expect(response.status).toBe(403);
      expect((await response.json()).message).toMatch(/only be sent from the Gridline Films website/);
      expect(servers.mail.received).toHaveLength(0);
      expect(await enquiryRows(db)).toBe(0);
    });

    it("accepts a post with no Origin: no browser sends one so, and a program could send any Origin it liked", async () => {
      const { send } = setUp(production);
      const request = new Request(CONTACT_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(visitorMessage()),
      });
      expect((await send(request)).status).toBe(202);
    });

    it("refuses what a browser sends from another site's page that hides its origin", async () => {
      const { db, send } = setUp(production);
      expect((await send(jsonPost(visitorMessage(), { Origin: "null", "Sec-Fetch-Site": "cross-site" }))).status).toBe(403);
      expect((await send(jsonPost(visitorMessage(), { Origin: "null" }))).status).toBe(403);
      expect(await enquiryRows(db)).toBe(0);
    });

    it("refuses what a browser says another site's page sent, whatever its Origin, or with none", async () => {
      const { db, send } = setUp(production);
      for (const fetchSite of ["cross-site", "same-site"]) {
        expect((await send(jsonPost(visitorMessage(), { "Sec-Fetch-Site": fetchSite }))).status).toBe(403);
        const withoutOrigin = new Request(CONTACT_URL, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Sec-Fetch-Site": fetchSite },
          body: JSON.stringify(visitorMessage()),
        });
        expect((await send(withoutOrigin)).status).toBe(403);
      }
      expect(await enquiryRows(db)).toBe(0);
      expect((await send(jsonPost(visitorMessage(), { "Sec-Fetch-Site": "same-origin" }))).status).toBe(202);
      expect((await send(jsonPost(visitorMessage(), { "Sec-Fetch-Site": "none" }))).status).toBe(202);
    });

    it("accepts the site's own form", async () => {
      const { send } = setUp(production);
      expect((await send(jsonPost(visitorMessage()))).status).toBe(202);
      expect(servers.mail.received).toHaveLength(1);
    });
  });
});

describe("send-contact-email: spam and injection", () => {
  it("refuses a name made of control characters with a 422 naming the field, storing and sending nothing", async () => {
    const { db, send } = setUp();
    const response = await send(jsonPost(visitorMessage({ firstName: "\u0000", message: "Hello\u0007 there" })));
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({
      firstName: contactErrorMessages.firstNameUnreadable,
      message: contactErrorMessages.messageUnreadable,
    });
    expect(await enquiryRows(db)).toBe(0);
    expect(servers.mail.received).toHaveLength(0);
  });

  it("refuses JSON values that are not text (a number, true) rather than storing them as text", async () => {
    const { db, send } = setUp();
    const response = await send(jsonPost(visitorMessage({ firstName: 12345, company: true })));
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).fields).sort()).toEqual(["company", "firstName"]);
    expect(await enquiryRows(db)).toBe(0);
  });

  it("accepts an address with an internationalised domain, stores it and mails it in its punycode form", async () => {
    const { db, send } = setUp();
    const message = visitorMessage({ email: "ann@bücher.de" });
    expect((await send(jsonPost(message))).status).toBe(202);
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ fields: { email: "ann@xn--bcher-kva.de" } });
    expect(parseMail(servers.mail.received[0].raw).header("reply-to")).toContain("ann@xn--bcher-kva.de");
  });

  it("keeps a message with the honeypot filled on the spam list, unsent, and answers it like a sent message", async () => {
    const { db, send, deps } = setUp();
    const message = visitorMessage({ website: "https://cheap-seo.example" });

    const response = await send(jsonPost(message));

    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ ok: true, status: "queued", id: message.submissionId });
    expect(servers.mail.received).toHaveLength(0);
    expect(await enquiryRows(db)).toBe(1);
    expect(await inList(deps.messages, "inbox", message.submissionId)).toBeNull();
    expect(await inList(deps.messages, "spam", message.submissionId)).toMatchObject({
      id: message.submissionId,
      received_at: new Date("2025-11-24T10:00:00.000Z"),
      honeypot: "https://cheap-seo.example",
      fields: { firstName: "Priya", email: "priya.shah@northfield-pharma.co.uk", message: message.message },
    });
  });

  it("keeps line breaks in names and company out of the headers, so no header or recipient can be added", async () => {
    const { send } = setUp();
    const response = await send(
      jsonPost(
        visitorMessage({
          firstName: "Eve\r\nBcc: victim@example.com",
          lastName: "Mallory\nX-Injected: yes",
          company: "Acme\r\n\r\n<b>body</b>",
        }),
      ),
    );

    expect(response.status).toBe(202);
    expect(servers.mail.received).toHaveLength(1);
    const [delivered] = servers.mail.received;
    expect(delivered.rcptTo).toEqual([INBOX]);
    const email = parseMail(delivered.raw);
    expect(email.headers.has("bcc")).toBe(false);
    expect(email.headers.has("x-injected")).toBe(false);
    expect(email.header("subject")).toBe("Website enquiry from Eve Bcc: victim@example.com Mallory X-Injected: yes, Acme <b>body</b>");
    expect(email.header("reply-to")).toBe('"Eve Bcc: victim@example.com Mallory X-Injected: yes" <priya.shah@northfield-pharma.co.uk>');
  });

  it("escapes every value in the HTML email, so markup arrives as text", async () => {
    const { send } = setUp();
    await send(
      jsonPost(
        visitorMessage({
          firstName: '<img src=x onerror="alert(1)">',
          lastName: "<i>Shah</i>",
          company: "Smith & Sons",
          projectType: "Health & Safety Videos",
          message: "<script>alert('hi')</script>\nSee <a href=\"https://evil.example\">this</a>",
        }),
      ),
    );

    const email = parseMail(servers.mail.received[0].raw);
    expect(email.html).not.toMatch(/<script|<img|<a href|<i>/);
    expect(email.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(email.html).toContain("Smith &amp; Sons");
    expect(email.html).toContain("&lt;i&gt;Shah&lt;/i&gt;");
    expect(email.html).toContain("Health &amp; Safety Videos");
    expect(email.html).toContain("&lt;script&gt;alert(&#39;hi&#39;)&lt;/script&gt;");
    expect(email.text).toContain("<script>alert('hi')</script>");
  });
});

describe("send-contact-email: when mail cannot be sent", () => {
  it("still answers success while the mail server is down, and keeps the message pending for the retry job", async () => {
    const { db, send, log } = setUp();
    const message = visitorMessage();
    await servers.mail.stop();
    try {
      const response = await send(jsonPost(message));

      expect(response.status).toBe(202);
      expect(await response.json()).toMatchObject({ ok: true, status: "queued", id: message.submissionId });
      expect(await storedMessage(db, message.submissionId)).toMatchObject({
        status: "pending",
        attempts: 1,
        next_attempt_at: new Date("2025-11-24T10:05:00.000Z"),
        last_error: expect.stringMatching(/ECONNREFUSED/),
      });
      expect(log.entries.map(({ event }) => event)).toContain("contact-message-delivery-failed");
    } finally {
      await servers.mail.restart();
    }
    expect(servers.mail.received).toHaveLength(0);
  });

  it("gives up on a slow mail server at the timeout and keeps the message pending", async () => {
    const slowServer = await startMailServer({ respondAfterMs: 5_000 });
    try {
      const { db, send } = setUp({ mailer: createSmtpMailer(slowServer.url, 300) });
      const message = visitorMessage();

      const startedAt = Date.now();
      const response = await send(jsonPost(message));
      const waited = Date.now() - startedAt;

      expect(response.status).toBe(202);
      expect(waited).toBeLessThan(2_000);
      expect(await storedMessage(db, message.submissionId)).toMatchObject({
        status: "pending",
        attempts: 1,
        last_error: expect.stringMatching(/MailTimeoutError/),
      });
    } finally {
      await slowServer.stop();
    }
  });

  it("cuts the connection at the deadline, so a server slow at every step never gets a message already recorded as pending", async () => {
    // Each answer comes well inside the idle timeout, but the conversation as a whole would end
    // about 600 ms in, long after the 300 ms deadline; had the send carried on, the retry job would
    // later deliver the same message a second time.
    const stallingServer = await startMailServer({ replyEachCommandAfterMs: 200 });
    try {
      const { db, send } = setUp({ mailer: createSmtpMailer(stallingServer.url, 300) });
      const message = visitorMessage();

      const response = await send(jsonPost(message));
      await new Promise((resolve) => setTimeout(resolve, 1_000));

      expect(response.status).toBe(202);
      expect(stallingServer.received).toHaveLength(0);
      expect(await storedMessage(db, message.submissionId)).toMatchObject({
        status: "pending",
        last_error: expect.stringMatching(/MailTimeoutError/),
      });
    } finally {
      await stallingServer.stop();
    }
  });

  it("stores the message and logs the missing setting loudly when deployed without SMTP", async () => {
    const { db, send, log } = setUp({ mailer: createUnconfiguredMailer() });
    const message = visitorMessage();

    const response = await send(jsonPost(message));

    expect(response.status).toBe(202);
    expect(await storedMessage(db, message.submissionId)).toMatchObject({ status: "pending", attempts: 0 });
    expect(log.errors()).toEqual(["contact-mail-not-configured"]);
  });

  it.each(["refused", "silent"] as const)(
    "emails a message at once when the database is unreachable (%s), answers it as taken, and logs what happened by id alone",
    async (how) => {
      const { send, log } = setUp({ messages: createMessageStore(servers.database.unreachable(how)) });
      const message = visitorMessage();

      const response = await send(jsonPost(message));

      expect(response.status).toBe(202);
      expect(servers.mail.received).toHaveLength(1);
      expect(parseMail(servers.mail.received[0].raw).text).toContain(message.message);
      expect(log.errors()).toEqual(["contact-message-not-stored", "contact-message-emailed-unstored"]);
      expect(JSON.stringify(log.entries)).not.toContain(message.email);
    },
  );

  it("emails a message whose storing was answered by a lost connection once, by the retry job, and not at once as unstored too", async () => {
    const relay = await servers.database.relay();
    const { send, clock, retry, log } = setUp({ messages: createMessageStore(relay.db) });
    const message = visitorMessage();
    relay.loseAnswerTo(/insert into "enquiries"/);

    const response = await send(jsonPost(message));

    // The insert sent again found the first one's row: stored, and left to the retry job.
    expect(response.status).toBe(202);
    expect(servers.mail.received).toHaveLength(0);
    expect(log.errors()).toEqual([]);
    expect(log.entries.map(({ event }) => event)).toContain("contact-message-repeated");
    clock.advanceMinutes(3);
    expect((await retry()).sent).toEqual([message.submissionId]);
    expect(servers.mail.received).toHaveLength(1);
  });

  it("sends nothing more for a repeat whose read of the stored message lost its answer", async () => {
    const relay = await servers.database.relay();
    const { send } = setUp({ messages: createMessageStore(relay.db) });
    const message = visitorMessage();
    expect((await send(jsonPost(message))).status).toBe(202);
    relay.loseAnswerTo(/select .* from "enquiries"/);

    const repeated = await send(jsonPost(message));

    expect(repeated.status).toBe(202);
    expect(servers.mail.received).toHaveLength(1);
  });

  it("answers 503 with the phone number when neither the database nor the mail server takes the message", async () => {
    const { send, log } = setUp({ messages: createMessageStore(servers.database.unreachable()) });
    const message = visitorMessage();
    await servers.mail.stop();
    try {
      const response = await send(jsonPost(message));

      expect(response.status).toBe(503);
      expect((await response.json()).message).toMatch(
        /What you typed is kept: please try again in a few minutes, call us on 01632 960 418, or email us at hello@gridlinefilms\.co\.uk/,
      );
      expect(log.errors()).toEqual(["contact-message-not-stored", "contact-message-lost"]);
    } finally {
      await servers.mail.restart();
    }
    expect(servers.mail.received).toHaveLength(0);
  });
});
