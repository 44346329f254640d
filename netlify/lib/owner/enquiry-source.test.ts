/**
 * Every enquiry records where it came from, and a bad source never costs a message: the contact
 * function with real Requests against a real SMTP server and a real Postgres, then the
 * owner inbox's list, CSV and sources page reading back what was stored.
 */
import { randomUUID } from "node:crypto";
import { emptyContactMessage } from "../../../src/lib/contact-schema";
import { inList, contactParts, formPost, jsonPost, SITE } from "../../../tests/support/functions/contact";
import { createSmtpMailer } from "../common/mailer";
import { handleOwnerRequest } from "./owner-inbox";
import { parseMail, useDatabaseAndMail } from "../../../tests/support/functions/servers";

const INBOX = `${SITE}/.netlify/functions/contact-inbox`;
const SECRET = "owner-secret-for-the-source-tests-0042";

const servers = useDatabaseAndMail();

const visitorMessage = (overrides: Record<string, unknown> = {}) => ({
  ...emptyContactMessage(randomUUID()),
  firstName: "Tomasz",
  lastName: "Nowak",
  email: "tomasz.nowak@brickhill-trust.org.uk",
  company: "Brickhill Academy Trust",
  message: "We would like a short film for our staff induction, ready for September.",
  ...overrides,
});

function setUp() {
  const {
    deps: contactDeps,
    send,
    clock,
  } = contactParts(servers.db, createSmtpMailer(servers.mail.url, 2_000), {
    start: "2026-11-20T10:00:00.000Z",
    addresses: { to: "hello@gridlinefilms.co.uk", from: '"Gridline Films website" <website@gridlinefilms.co.uk>' },
  });
  const deps = { ...contactDeps, ownerSecret: SECRET };
  const sendJson = (body: unknown, headers: Record<string, string> = {}) => send(jsonPost(body, headers));
  const sendForm = (fields: Record<string, string>, headers: Record<string, string> = {}) => send(formPost(fields, headers));
  const owner = (query: string) =>
    handleOwnerRequest(new Request(`${INBOX}${query}`, { headers: { Authorization: `Bearer ${SECRET}` } }), deps);
  const stored = async (id: string) => (await inList(deps.messages, "inbox", id))!;
  return { deps, clock, sendJson, sendForm, owner, stored };
}

const campaign = { source: "newsletter", medium: "email", campaign: "spring", term: "training video", content: "header-link" };

describe("an enquiry's source", () => {
  it("is stored with the message, emailed with it and shown in the owner inbox", async () => {
    const { sendJson, stored, owner } = setUp();
    const message = visitorMessage({
      source: { page: "/contact", landingPage: "/training-video-production-milton-keynes", referrerHost: "www.linkedin.com", campaign },
    });

    const response = await sendJson(message);

    expect(response.status).toBe(202);
    expect((await stored(message.submissionId)).source).toEqual({
      page: "/contact",
      landingPage: "/training-video-production-milton-keynes",
      referrerHost: "www.linkedin.com",
      campaign,
    });
    const email = parseMail(servers.mail.received.at(-1)!.raw);
    expect(email.text).toContain("Sent from page: /contact");
    expect(email.text).toContain("Visit began on: /training-video-production-milton-keynes");
    expect(email.text).toContain("Referred by: www.linkedin.com");
    expect(email.text).toContain("Campaign: spring (newsletter / email) [term: training video, content: header-link]");

    const list = await (await owner("")).text();
    expect(list).toContain("/contact");
    expect(list).toContain("spring (newsletter / email)");
    const detail = await (await owner(`?id=${message.submissionId}`)).text();
    expect(detail).toContain("<dt>Visit began on</dt><dd>/training-video-production-milton-keynes</dd>");
    expect(detail).toContain("<dt>Referred by</dt><dd>www.linkedin.com</dd>");
  });

  it("drops over-long, malformed and unknown values and still stores and sends the message", async () => {
    const { sendJson, stored } = setUp();
    const message = visitorMessage({
      source: {
        page: "/contact",
        landingPage: "https://elsewhere.example/page",
        referrerHost: "https://www.google.com/search?q=priya",
        campaign: {
          source: "x".repeat(101),
          medium: "email\u0000",
          campaign: "spring",
          term: "priya@example.co.uk",
          content: { nested: true },
          id: "unknown-key",
        },
        visitorId: "unknown-key",
      },
    });

    const response = await sendJson(message);

    expect(response.status).toBe(202);
    expect((await stored(message.submissionId)).source).toEqual({ page: "/contact", campaign: { campaign: "spring" } });
  });

  it("of the wrong type altogether is dropped and the message is still stored", async () => {
    const { sendJson, stored } = setUp();
    for (const source of ["/contact", 42, ["/contact"], null]) {
      const message = visitorMessage({ source });
      expect((await sendJson(message)).status).toBe(202);
      expect((await stored(message.submissionId)).source).toBeNull();
    }
  });

  it("from a form posted without scripts is the page's hidden field, and survives the form coming back with errors", async () => {
    const { sendForm, deps } = setUp();
    const fields = {
      firstName: "Tomasz",
      lastName: "Nowak",
      email: "tomasz.nowak@brickhill-trust.org.uk",
      company: "Brickhill Academy Trust",
      message: "",
      sourcePage: "/video-production-milton-keynes",
    };

    const refused = await sendForm(fields);
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(page).toContain('<input type="hidden" name="sourcePage" value="/video-production-milton-keynes">');

    const sent = await sendForm({ ...fields, message: "A safety induction film for new site staff, please." });
    expect(sent.status).toBe(303);
    const [message] = (await deps.messages.page("inbox", { page: 1 }, 50)).items;
    expect(message.source).toEqual({ page: "/video-production-milton-keynes" });
  });

  it("from a form posted without scripts on the page a campaign's link opened records that campaign from the page's address", async () => {
    const { sendForm, sendJson, deps } = setUp();
    const landing = "/video-production-milton-keynes";
    const fields = (reference: string) => ({
      firstName: "Tomasz",
      lastName: "Nowak",
      email: "tomasz.nowak@brickhill-trust.org.uk",
      company: "Brickhill Academy Trust",
      message: `A safety induction film for new site staff, please. ${reference}`,
      sourcePage: landing,
    });
    const sourceOf = async (reference: string) =>
      (await deps.messages.page("inbox", { page: 1 }, 50)).items.find((message) => message.message.endsWith(reference))?.source;
    const tagged = `?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=${encodeURIComponent("training video")}&utm_content=header-link`;

    expect((await sendForm(fields("A"), { Referer: `${SITE}${landing}${tagged}` })).status).toBe(303);
    expect(await sourceOf("A")).toEqual({ page: landing, landingPage: landing, campaign });

    // The same rules as the script's: a tag holding an email address is dropped, the others kept.
    await sendForm(fields("B"), { Referer: `${SITE}${landing}?utm_source=newsletter&utm_campaign=tomasz.nowak@brickhill-trust.org.uk` });
    expect(await sourceOf("B")).toEqual({ page: landing, landingPage: landing, campaign: { source: "newsletter" } });

    // Another site's address, another page of the site, or an address without a campaign says nothing of how the visit began.
    await sendForm(fields("C"), { Referer: `https://elsewhere.example${landing}${tagged}` });
    await sendForm(fields("D"), { Referer: `${SITE}/contact${tagged}` });
    await sendForm(fields("E"), { Referer: `${SITE}${landing}` });
    await sendForm(fields("F"), { Referer: "not an address" });
    for (const reference of ["C", "D", "E", "F"]) expect(await sourceOf(reference)).toEqual({ page: landing });

    // The script's own account of the visit stands.
    const scripted = visitorMessage({ message: "A safety induction film for new site staff, please. G", source: { page: landing } });
    await sendJson(scripted, { Referer: `${SITE}${landing}${tagged}` });
    expect(await sourceOf("G")).toEqual({ page: landing });
  });

  it("a malformed hidden page field is dropped and the plain post is still stored", async () => {
    const { sendForm, deps } = setUp();
    const sent = await sendForm({
      firstName: "Tomasz",
      lastName: "Nowak",
      email: "tomasz.nowak@brickhill-trust.org.uk",
      company: "Brickhill Academy Trust",
      message: "A safety induction film for new site staff, please.",
      sourcePage: "/contact?email=tomasz.nowak@brickhill-trust.org.uk",
    });
    expect(sent.status).toBe(303);
    const [message] = (await deps.messages.page("inbox", { page: 1 }, 50)).items;
    expect(message.company).toBe("Brickhill Academy Trust");
    expect(message.source).toBeNull();
  });
});

describe("a message the spam trap caught", () => {
  it("keeps its source, and a real one moved to the inbox arrives with it", async () => {
    const { sendJson, stored, deps } = setUp();
    const message = visitorMessage({ website: "Brickhill Academy Trust", source: { page: "/contact", campaign: { campaign: "spring" } } });
    expect((await sendJson(message)).status).toBe(202);
    expect(await inList(deps.messages, "inbox", message.submissionId)).toBeNull();

    const promoted = await handleOwnerRequest(
      new Request(INBOX, {
        method: "POST",
        headers: { Authorization: `Bearer ${SECRET}`, "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
        body: new URLSearchParams({ action: "promote", id: message.submissionId }).toString(),
      }),
      deps,
    );

    expect(promoted.status).toBe(303);
    expect((await stored(message.submissionId)).source).toEqual({ page: "/contact", campaign: { campaign: "spring" } });
  });
});

describe("the owner's CSV", () => {
  it("has a column for the page, the landing page, the referring site and each campaign parameter", async () => {
    const { sendJson, owner } = setUp();
    await sendJson(visitorMessage({ source: { page: "/contact", landingPage: "/blog", referrerHost: "www.google.com", campaign } }));
    await sendJson(visitorMessage({ firstName: "Ada", source: { page: "/video-production-milton-keynes" } }));

    const csv = await (await owner("?format=csv")).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const cells = (row: string) => [...row.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1].replace(/""/g, '"'));
    const columns = cells(header);
    expect(columns).toEqual(
      expect.arrayContaining([
        "Sent from page",
        "Visit began on",
        "Referred by",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
      ]),
    );
    const cellsOf = (row: string) => Object.fromEntries(cells(row).map((cell, index) => [columns[index], cell]));
    const byName = Object.fromEntries(rows.map((row) => cellsOf(row)).map((cells) => [cells["First name"], cells]));
    expect(byName.Tomasz).toMatchObject({
      "Sent from page": "/contact",
      "Visit began on": "/blog",
      "Referred by": "www.google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: "training video",
      utm_content: "header-link",
    });
    expect(byName.Ada).toMatchObject({ "Sent from page": "/video-production-milton-keynes", "Visit began on": "", utm_campaign: "" });
  });
});

describe("the owner's sources page", () => {
  it("counts what was stored by page and by campaign over the last 30 and 90 days", async () => {
    const { sendJson, owner, clock } = setUp();
    const send = (source: unknown) => sendJson(visitorMessage({ source }));
    // 100 days ago: outside both periods.
    await send({ page: "/contact", campaign: { source: "newsletter", campaign: "winter" } });
    clock.advanceMinutes(40 * 24 * 60);
    // 60 days ago: in the 90 days only.
    await send({ page: "/contact", campaign: { source: "newsletter", campaign: "spring" } });
    await send({ page: "/video-production-milton-keynes" });
    clock.advanceMinutes(50 * 24 * 60);
    // 10 days ago: in both.
    await send({
      page: "/contact",
      landingPage: "/training-video-production-milton-keynes",
      campaign: { source: "newsletter", campaign: "spring" },
    });
    await send(undefined);
    clock.advanceMinutes(10 * 24 * 60);

    const summary = (await (await owner("?view=sources&format=json")).json()) as {
      totals: number[];
      rows: Record<string, { label: string; counts: number[] }[]>;
    };
    expect(summary.totals).toEqual([2, 4]);
    expect(summary.rows.page).toEqual([
      { label: "/contact", counts: [1, 2] },
      { label: "Not recorded", counts: [1, 1] },
      { label: "/video-production-milton-keynes", counts: [0, 1] },
    ]);
    expect(summary.rows.campaign).toEqual([
      { label: "No campaign", counts: [1, 2] },
      { label: "spring (newsletter)", counts: [1, 2] },
    ]);
    expect(summary.rows.landingPage).toContainEqual({ label: "/training-video-production-milton-keynes", counts: [1, 1] });

    const page = await (await owner("?view=sources")).text();
    expect(page).toContain('<th scope="row">spring (newsletter)</th><td>1</td><td>2</td>');
    expect(page).not.toContain("Tomasz");
    expect(page).not.toContain("winter");
  });

  it("draws enquiries per week over 12 months by kind of source as SVG in the page, with no script and the page's policy unchanged", async () => {
    const { sendJson, owner, clock } = setUp();
    const send = (source: unknown) => sendJson(visitorMessage({ source }));
    // 13 months ago: outside the chart. Then each kind once, 20 weeks ago, and two from search this week.
    await send({ page: "/contact", referrerHost: "www.google.co.uk" });
    clock.advanceMinutes((395 - 140) * 24 * 60);
    await send({ page: "/contact", referrerHost: "www.bing.com" });
    await send({ page: "/contact", referrerHost: "www.linkedin.com" });
    await send({ page: "/contact", referrerHost: "www.google.com", campaign: { source: "google", medium: "cpc", campaign: "spring" } });
    await send({ page: "/contact", referrerHost: "partner.example.org" });
    await send({ page: "/contact" });
    clock.advanceMinutes(140 * 24 * 60);
    await send({ page: "/contact", referrerHost: "duckduckgo.com" });
    await send({ page: "/contact", referrerHost: "www.google.de" });

    const { weeks } = (await (await owner("?view=sources&format=json")).json()) as {
      weeks: { weeks: string[]; counts: Record<string, number[]> };
    };
    expect(weeks.weeks).toHaveLength(52);
    const totals = Object.fromEntries(Object.entries(weeks.counts).map(([kind, counts]) => [kind, counts.reduce((a, b) => a + b, 0)]));
    expect(totals).toEqual({ search: 3, social: 1, campaign: 1, referral: 1, direct: 1 });
    expect(weeks.counts.search.at(-1)).toBe(2);

    const response = await owner("?view=sources");
    const page = await response.text();
    const svg = /<svg role="img"[\s\S]*?<\/svg>/.exec(page)?.[0] ?? "";
    expect(svg).toContain("Search: 3, Social: 1, Campaign: 1, Other sites: 1, Direct or not known: 1");
    // One bar segment per kind and week with enquiries: 5 kinds in one week, search in another.
    expect(svg.match(/<rect class="kind-/g)).toHaveLength(6);
    expect(page).not.toMatch(/<script/i);
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
  });
});
