/**
 * The contact function as a browser without scripts meets it (a urlencoded form post answered with
 * pages), and the rules for ids, unknown keys and spam that hold for every client. Real handler,
 * real Requests, a real SMTP server and a real Postgres.
 */
import { randomUUID } from "node:crypto";
import { siteFiles } from "../../../src/content-model/site-files";
import type { Db } from "../common/database";
import { contactErrorMessages } from "../../../src/lib/contact-schema";
import { CONTACT_MAX_BODY_BYTES, type ContactHandlerDependencies } from "./contact-handler";
import {
  inList,
  type StoredEnquiry,
  CONTACT_URL,
  contactParts,
  formPost,
  jsonPost,
  enquiryRows,
  SITE,
  storedMessage,
  visitorFields,
} from "../../../tests/support/functions/contact";
import { UNKNOWN_FIELD_MESSAGE } from "../common/validation";
import { createSmtpMailer } from "../common/mailer";
import { createMessageStore, fieldsOf } from "./message-store";
import { parseMail, useDatabaseAndMail } from "../../../tests/support/functions/servers";

const { contactForm: formCopy } = siteFiles;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const servers = useDatabaseAndMail();

const setUp = (overrides: Partial<ContactHandlerDependencies> = {}) =>
  contactParts(servers.db, createSmtpMailer(servers.mail.url, 2_000), { overrides });

async function storedMessages(db: Db): Promise<StoredEnquiry[]> {
  return (await db.selectFrom("enquiries").selectAll().where("spam_reason", "is", null).execute()).map((row) => ({
    ...row,
    fields: fieldsOf(row),
  }));
}

/** Every header value of a response, where personal data must never appear. */
const headerText = (response: Response) => [...response.headers].map(([name, value]) => `${name}: ${value}`).join("\n");

/** A page as a person meets it: it belongs to the site, runs no script and is not indexed. */
function expectSitePage(html: string) {
  expect(html).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
  expect(html).toMatch(
    /<a class="brand" href="\/video-production-milton-keynes"><svg[^]*?<\/svg><span>Gridline <span class="light">Films<\/span><span class="visually-hidden"> home<\/span><\/span><\/a>/,
  );
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain("#0b1d3a"); // the site's ink, from the theme
  expect(html).not.toMatch(/<script|\son[a-z]+=/i);
}

describe("a contact form posted without scripts", () => {
  it("stores the message, emails it and sends the browser to the thank-you page with 303, nothing personal in the address", async () => {
    const { db, send } = setUp();
    const fields = visitorFields();

    const response = await send(formPost(fields));

    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/thank-you");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("");
    const [stored] = await storedMessages(db);
    expect(stored).toMatchObject({ status: "sent", fields });
    expect(stored.id).toMatch(UUID);
    expect(servers.mail.received).toHaveLength(1);
    expect(parseMail(servers.mail.received[0].raw).text).toContain(fields.message);
    for (const value of Object.values(fields)) expect(headerText(response)).not.toContain(value);
  });

  it.each([
    ["Cyrillic", "Ж"],
    ["Chinese", "中"],
  ])("stores and emails a message of the longest length allowed in %s, every field at its limit", async (_, letter) => {
    const { db, send } = setUp({ allowedOrigins: [SITE] });
    const longest = (count: number) => letter.repeat(count);
    const fields = visitorFields({
      firstName: longest(100),
      lastName: longest(100),
      company: longest(200),
      email: `${"a".repeat(60)}@${longest(40)}.${longest(20)}.com`,
      message: longest(5000),
    });
    const request = formPost(fields);
    expect((await request.clone().arrayBuffer()).byteLength).toBeGreaterThan(5000 * encodeURIComponent(letter).length);

    const response = await send(request);

    expect(response.status).toBe(303);
    const [stored] = await storedMessages(db);
    expect(stored.fields.message).toBe(fields.message);
    expect(stored.fields.company).toBe(fields.company);
    expect(parseMail(servers.mail.received[0].raw).text).toContain(fields.message);
  });

  it("accepts a post from one of the site's own pages served without a referrer (Origin: null, Sec-Fetch-Site: same-origin)", async () => {
    const { db, send } = setUp({ allowedOrigins: [SITE] });
    const response = await send(formPost(visitorFields(), { Origin: "null", "Sec-Fetch-Site": "same-origin" }));
    expect(response.status).toBe(303);
    expect(await storedMessages(db)).toHaveLength(1);
  });

  it("takes the hidden submission id when the page carries one", async () => {
    const { db, send } = setUp();
    const submissionId = randomUUID();
    expect((await send(formPost({ ...visitorFields(), submissionId }))).status).toBe(303);
    expect(await storedMessage(db, submissionId)).toMatchObject({ status: "sent" });
  });

  it("keeps one message and sends one email when the same form is posted twice (a double click without scripts)", async () => {
    const { db, send } = setUp();
    const first = await send(formPost(visitorFields()));
    const second = await send(formPost(visitorFields()));
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(await storedMessages(db)).toHaveLength(1);
    expect(servers.mail.received).toHaveLength(1);
  });

  it("answers a post with errors with the form again: a summary linking to each field, each message beside its field, every entry kept", async () => {
    const { db, send } = setUp();
    const entries = visitorFields({
      firstName: "",
      email: "priya@northfield",
      company: 'Smith & Sons <script>alert("x")</script>',
      message: 'Line one\nLine two with "quotes" & </textarea><b>bold</b>',
    });

    const response = await send(formPost(entries));
    const html = await response.text();

    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("location")).toBeNull();
    expectSitePage(html);
    expect(html).toContain(`<title>Error: ${formCopy.errorPage.title} | Gridline Films</title>`);

    // The summary lists the problems in the form's order, each a link to its field.
    const summary = html.slice(html.indexOf('class="error-summary"'), html.indexOf("</div>", html.indexOf('class="error-summary"')));
    expect([...summary.matchAll(/<a href="#([\w-]+)">([^<]+)<\/a>/g)].map(([, target, text]) => [target, text])).toEqual([
      ["contact-firstName", contactErrorMessages.firstNameRequired],
      ["contact-email", contactErrorMessages.emailInvalid],
    ]);
    expect(html).toMatch(/<input id="contact-firstName" name="firstName" aria-invalid="true" aria-describedby="contact-firstName-error"/);
    expect(html).toContain(
      `<p class="error-message" id="contact-email-error"><span class="visually-hidden">Error: </span>${contactErrorMessages.emailInvalid}</p>`,
    );

    // Entries come back as typed, escaped, so the markup in them stays text.
    expect(html).toContain('name="lastName" required type="text" autocomplete="family-name" maxlength="100" value="Shah"');
    expect(html).toContain('value="priya@northfield"');
    expect(html).toContain('value="Smith &amp; Sons &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"');
    expect(html).toContain("Line one\nLine two with &quot;quotes&quot; &amp; &lt;/textarea&gt;&lt;b&gt;bold&lt;/b&gt;</textarea>");
    expect(html).toContain("<option selected>Pharmaceutical</option>");
    expect(html).toContain("<option selected>Training Videos</option>");
    expect(html).toContain(`<label for="contact-firstName">${formCopy.labels.firstName}`);
    expect(html).toContain('<form method="post" action="/.netlify/functions/send-contact-email"');

    expect(await enquiryRows(db)).toBe(0);
    expect(servers.mail.received).toHaveLength(0);
  });

  it("lists a problem without a field of its own (an id that is not a real one) as text, and drops the id so the next post works", async () => {
    const { send } = setUp();
    const response = await send(formPost({ ...visitorFields(), submissionId: "00000000-0000-0000-0000-000000000000" }));
    const html = await response.text();
    expect(response.status).toBe(422);
    expect(html).toContain(`<li>${contactErrorMessages.submissionIdInvalid}</li>`);
    expect(html).not.toContain('name="submissionId"');
    expect(html).toContain('value="Priya"');
  });

  const bigForm = () => formPost(visitorFields({ message: "x".repeat(CONTACT_MAX_BODY_BYTES) }));
  const refusals: Array<[string, number, () => Request, () => Partial<ContactHandlerDependencies>, RegExp]> = [
    [
      "a form sent as multipart",
      415,
      () => formPost(visitorFields(), { "Content-Type": "multipart/form-data; boundary=x" }),
      () => ({}),
      /send the form from the website/,
    ],
    ["a form over the size limit", 413, bigForm, () => ({}), /too large/],
    [
      "a form from another site",
      403,
      () => formPost(visitorFields(), { Origin: "https://spam.example" }),
      () => ({ allowedOrigins: [SITE] }),
      /only be sent from the Gridline Films website/,
    ],
    [
      "a form from another site's page that sends no referrer",
      403,
      () => formPost(visitorFields(), { Origin: "null", "Sec-Fetch-Site": "cross-site" }),
      () => ({ allowedOrigins: [SITE] }),
      /only be sent from the Gridline Films website/,
    ],
    [
      "a visit to the function's address",
      405,
      () => new Request(CONTACT_URL, { headers: { Accept: "text/html" } }),
      () => ({}),
      /only accepts form submissions sent with POST/,
    ],
  ];

  it.each(refusals)("answers %s with %i and a page saying why, with a way back", async (_, status, request, overrides, sentence) => {
    const { db, send } = setUp(overrides());
    const response = await send(request());
    const html = await response.text();

    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expectSitePage(html);
    expect(html).toMatch(sentence);
    expect(html).toContain(`<a href="/contact#send-message">${formCopy.refusalPage.backToContact}</a>`);
    expect(await enquiryRows(db)).toBe(0);
    expect(servers.mail.received).toHaveLength(0);
  });

  it("keeps the visitor's entries in the form when the message can be neither stored nor emailed, so trying again is one click (503)", async () => {
    const { send } = setUp({ messages: createMessageStore(servers.database.unreachable()) });
    await servers.mail.stop();
    let response: Response;
    try {
      response = await send(formPost(visitorFields()));
    } finally {
      await servers.mail.restart();
    }
    const html = await response.text();
    expect(response.status).toBe(503);
    expectSitePage(html);
    expect(html).toMatch(/try again in a few minutes, call us on 01632 960 418, or email us at hello@gridlinefilms\.co\.uk/);
    expect(html).toContain('value="Northfield Pharma"');
    expect(html).toContain("01632 960 418");
  });

  it("answers a connection dropped mid-post with a page, not JSON (500)", async () => {
    const { send } = setUp();
    const dropped = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("firstName=Pri"));
        controller.error(new Error("socket hang up"));
      },
    });
    const response = await send(
      new Request(CONTACT_URL, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: dropped,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(500);
    expectSitePage(await response.text());
  });

  it("keeps a form post with the honeypot filled on the spam list and sends the browser to the thank-you page like any other", async () => {
    const { db, send } = setUp();
    const response = await send(formPost({ ...visitorFields(), website: "https://cheap-seo.example" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/thank-you");
    expect(await enquiryRows(db)).toBe(1);
    expect(await storedMessages(db)).toEqual([]);
    expect(servers.mail.received).toHaveLength(0);
  });
});

describe("contact messages sent as JSON", () => {
  it("accepts the seven fields alone: the server makes the id, stores and emails the message", async () => {
    const { db, send } = setUp();
    const response = await send(jsonPost(visitorFields()));

    expect(response.status).toBe(202);
    const body = await response.json();
    expect(body).toMatchObject({ ok: true, status: "queued" });
    expect(body.id).toMatch(UUID);
    expect(await storedMessage(db, body.id)).toMatchObject({ status: "sent", fields: visitorFields() });
    expect(servers.mail.received).toHaveLength(1);
  });

  it("stores a repeated id with different content as a new message under a new id, and that one only once", async () => {
    const { db, send } = setUp();
    const submissionId = randomUUID();
    const first = await (await send(jsonPost({ ...visitorFields(), submissionId }))).json();
    const changed = { ...visitorFields({ message: "Actually, make that eight videos." }), submissionId };
    const second = await (await send(jsonPost(changed))).json();
    const repeated = await (await send(jsonPost(changed))).json();

    expect(first.id).toBe(submissionId);
    expect(second.id).toMatch(UUID);
    expect(second.id).not.toBe(submissionId);
    expect(repeated.id).toBe(second.id);
    expect((await storedMessage(db, submissionId))?.fields.message).toBe(visitorFields().message);
    expect((await storedMessage(db, second.id))?.fields.message).toBe("Actually, make that eight videos.");
    expect(await storedMessages(db)).toHaveLength(2);
    expect(servers.mail.received.map(({ raw }) => parseMail(raw).text.includes("eight videos"))).toEqual([false, true]);
  });

  it("stores a different message reusing the id of one on the spam list as a new message, and emails it", async () => {
    const { db, send } = setUp();
    const submissionId = randomUUID();
    await send(jsonPost({ ...visitorFields({ message: "Cheap links, click here." }), submissionId, website: "https://cheap-seo.example" }));

    const real = await (await send(jsonPost({ ...visitorFields(), submissionId }))).json();

    expect(real.id).toMatch(UUID);
    expect(real.id).not.toBe(submissionId);
    expect(await storedMessage(db, real.id)).toMatchObject({ status: "sent", spam_reason: null, fields: visitorFields() });
    expect(servers.mail.received).toHaveLength(1);
  });

  it("keeps a honeypot-caught message whose fields hold control characters, without them and within the form's limits", async () => {
    const { send, deps } = setUp();
    const submissionId = randomUUID();
    const response = await send(
      jsonPost({
        ...visitorFields({ firstName: "Bot\u0000\u0007", message: `Line one\nline two\u0000${"x".repeat(6_000)}` }),
        submissionId,
        website: "https://cheap-seo.example/\u0000",
      }),
    );

    expect(response.status).toBe(202);
    const kept = await inList(deps.messages, "spam", submissionId);
    expect(kept).toMatchObject({ honeypot: "https://cheap-seo.example/", fields: { firstName: "Bot" } });
    expect(kept?.fields.message.startsWith("Line one\nline two")).toBe(true);
    expect(kept?.fields.message).toHaveLength(5_000);
  });

  it("refuses the nil UUID as an id", async () => {
    const { db, send } = setUp();
    const response = await send(jsonPost({ ...visitorFields(), submissionId: "00000000-0000-0000-0000-000000000000" }));
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({ submissionId: contactErrorMessages.submissionIdInvalid });
    expect(await enquiryRows(db)).toBe(0);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf", "colour"])(
    "answers a key named %s with the 422 any unknown key gets, naming it",
    async (key) => {
      const { db, send } = setUp();
      // Written by hand: JSON.stringify of an object cannot carry an own `__proto__` key.
      const raw = `${JSON.stringify(visitorFields()).slice(0, -1)},${JSON.stringify(key)}:"x"}`;
      const response = await send(jsonPost(raw));
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.ok).toBe(false);
      expect(Object.entries(body.fields)).toEqual([[key, UNKNOWN_FIELD_MESSAGE]]);
      expect(await enquiryRows(db)).toBe(0);
      expect(servers.mail.received).toHaveLength(0);
    },
  );

  it("keeps a message with the honeypot filled apart on the spam list, unsent, even without an id", async () => {
    const { db, send, deps } = setUp();
    const response = await send(jsonPost({ ...visitorFields(), website: "https://cheap-seo.example" }));
    const body = await response.json();
    expect(response.status).toBe(202);
    expect(body).toMatchObject({ ok: true, status: "queued" });
    expect(await enquiryRows(db)).toBe(1);
    expect(await inList(deps.messages, "inbox", body.id)).toBeNull();
    expect(await inList(deps.messages, "spam", body.id)).toMatchObject({ fields: visitorFields() });
    expect(servers.mail.received).toHaveLength(0);
  });
});
