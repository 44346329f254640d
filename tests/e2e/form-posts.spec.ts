/**
 * Every form the site and its functions serve, sent as a real browser sends it, with the origin
 * rule production uses (it is on wherever the functions run): the pages the functions answer with
 * (a form's error page, the newsletter's Confirm page, the owner inbox and its Data requests page)
 * must post, and the same posts from another site must be refused, with a page for a person, never
 * JSON.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { Client } from "pg";
import { contactErrorMessages } from "../../src/lib/contact-schema";
import { parseMail } from "../support/functions/servers";
import { enhancedContactForm, expect, test, visit } from "../support/fixtures";

/** The served site writes mail here, and the owner inbox opens with this password (playwright.config.ts). */
const outbox = path.resolve(__dirname, "../../outbox/e2e");
const OWNER_PASSWORD = process.env.E2E_OWNER_SECRET ?? "e2e-owner-password";
const INBOX = "/.netlify/functions/contact-inbox";
const CONTACT = "/.netlify/functions/send-contact-email";
const ELSEWHERE = "https://elsewhere.example";

function mails() {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => parseMail(fs.readFileSync(path.join(outbox, file), "utf8")));
}
const mailsContaining = (text: string) => mails().filter((mail) => mail.text.includes(text));

async function fillPlainForm(
  page: Page,
  marker: string,
  message = `We need six forklift safety modules before April. Reference ${marker}.`,
) {
  const form = page.locator("#send-message form");
  await form.getByLabel(/^First name/).fill("Priya");
  await form.getByLabel(/^Last name/).fill("Marsh");
  await form.getByLabel(/^Email/).fill("priya.marsh@example.co.uk");
  await form.getByLabel(/^Company/).fill("Stantonbury Logistics");
  await form.getByLabel(/^Message/).fill(message);
  return form;
}

/** A form post as another website's page would make it in a visitor's browser. */
const postFromElsewhere = (request: APIRequestContext, url: string, form: Record<string, string>) =>
  request.post(url, { form, headers: { Origin: ELSEWHERE, Accept: "text/html", "Sec-Fetch-Site": "cross-site" }, maxRedirects: 0 });

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a message corrected on the function's error page and sent from there arrives", async ({ page }) => {
    const marker = `corrected-${Date.now()}`;
    await page.goto("/contact");
    const form = await fillPlainForm(page, marker);
    await form.getByLabel(/^Email/).fill("priya@stantonbury");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("link", { name: contactErrorMessages.emailInvalid })).toBeVisible();

    await page.getByLabel(/^Email/).fill("priya.marsh@stantonbury-logistics.co.uk");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect.poll(() => mailsContaining(marker).length, { timeout: 15_000 }).toBe(1);
  });

  for (const [script, letters] of [
    ["Cyrillic", "Здравствуйте, нам нужно шесть обучающих видео для склада. "],
    ["Chinese", "我们需要为仓库团队制作六个培训视频，请与我们联系。"],
  ] as const) {
    test(`a message of 5,000 characters in ${script} is stored and mailed`, async ({ page }) => {
      const marker = `long-${script}-${Date.now()}`;
      const body = `${marker} ${letters.repeat(Math.ceil(5000 / letters.length))}`.slice(0, 5000);
      await page.goto("/contact");
      const form = await fillPlainForm(page, marker, body);
      await expect(form.getByLabel(/^Message/)).toHaveValue(body);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/contact\/thank-you$/);
      await expect.poll(() => mailsContaining(marker).length, { timeout: 15_000 }).toBe(1);
      expect(mailsContaining(marker)[0].text).toContain(body);
    });
  }
});

test("the same forms posted from another site are refused with a page saying why", async ({ request }) => {
  const contact = await postFromElsewhere(request, "/.netlify/functions/send-contact-email", {
    firstName: "Priya",
    lastName: "Marsh",
    email: "priya.marsh@example.co.uk",
    company: "Stantonbury Logistics",
    message: "Sent from a page on another site.",
  });
  expect(contact.status()).toBe(403);
  expect(contact.headers()["content-type"]).toMatch(/^text\/html/);
  expect(await contact.text()).toContain("This form can only be sent from the Gridline Films website.");

  const subscribe = await postFromElsewhere(request, "/.netlify/functions/subscribe", { email: "reader@example.co.uk", source: "footer" });
  expect(subscribe.status()).toBe(403);
  expect(subscribe.headers()["content-type"]).toMatch(/^text\/html/);
  expect(await subscribe.text()).toContain("This form can only be sent from the Gridline Films website.");
});

test("a subscription is confirmed by the Confirm button of the page its link opens, and not by a post from another site", async ({
  page,
  request,
}) => {
  const address = `reader-confirm-${Date.now()}@example.co.uk`;
  await visit(page, "/blog");
  const form = page.getByTestId("subscribe-blog");
  await form.getByRole("textbox", { name: "Email address" }).fill(address);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toContainText("Check your inbox");
  await expect.poll(() => mails().some((mail) => mail.header("to") === address), { timeout: 15_000 }).toBe(true);
  const confirmUrl = /https?:\/\/\S+\/newsletter-confirm\?token=[\w.-]+/.exec(
    mails().find((mail) => mail.header("to") === address)!.text,
  )![0];

  const forged = await postFromElsewhere(request, confirmUrl.split("?")[0], { token: new URL(confirmUrl).searchParams.get("token")! });
  expect(forged.status()).toBe(403);
  expect(forged.headers()["content-type"]).toMatch(/^text\/html/);

  await page.goto(confirmUrl);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
});

test.describe("the owner inbox", () => {
  test.use({ httpCredentials: { username: "owner", password: OWNER_PASSWORD } });

  test("moves a real message out of spam by its button, and it is emailed", async ({ page }) => {
    const marker = `autofilled-${Date.now()}`;
    await visit(page, "/contact");
    const form = await enhancedContactForm(page);
    await fillPlainForm(page, marker);
    // A browser's autofill put something in the hidden spam trap.
    await form.locator('input[name="website"]').fill("https://priya.example", { force: true });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("toast")).toContainText("Message sent successfully!");
    expect(mailsContaining(marker)).toHaveLength(0);

    await page.goto(`${INBOX}?list=spam`);
    const row = page.getByRole("row").filter({ hasText: marker });
    await row.getByRole("button", { name: "Not spam: move to inbox" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiry from Priya Marsh");
    await expect(page.locator("dd").filter({ hasText: /^sent$/ })).toHaveCount(1);
    await expect.poll(() => mailsContaining(marker).length, { timeout: 15_000 }).toBe(1);
  });

  test("resends a message the mail server refused, by its button, and refuses the same post from another site", async ({
    page,
    request,
  }) => {
    const marker = `refused-${Date.now()}`;
    await visit(page, "/contact");
    const form = await enhancedContactForm(page);
    await fillPlainForm(page, marker);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("toast")).toContainText("Message sent successfully!");
    await expect.poll(() => mailsContaining(marker).length, { timeout: 15_000 }).toBe(1);
    const id = await markRefusedByMailServer(marker);

    const forged = await request.post(`${INBOX}?id=${id}`, {
      form: { action: "resend", id },
      headers: {
        Origin: ELSEWHERE,
        "Sec-Fetch-Site": "cross-site",
        Authorization: `Basic ${Buffer.from(`owner:${OWNER_PASSWORD}`).toString("base64")}`,
      },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);

    // The email keeps its Message-ID when resent, so the outbox writes the same file again.
    const mailFile = fs
      .readdirSync(outbox)
      .map((file) => path.join(outbox, file))
      .find((file) => fs.readFileSync(file, "utf8").includes(marker))!;
    const firstWritten = fs.statSync(mailFile).mtimeMs;

    await page.goto(`${INBOX}?id=${id}`);
    await expect(page.getByText("failed (refused by the mail server)")).toBeVisible();
    await page.getByRole("button", { name: "Resend this message" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiry from Priya Marsh");
    await expect(page.locator("dd").filter({ hasText: /^sent$/ })).toHaveCount(1);
    await expect.poll(() => fs.statSync(mailFile).mtimeMs, { timeout: 15_000 }).toBeGreaterThan(firstWritten);
    expect(mailsContaining(marker)).toHaveLength(1);
  });

  test("answers a data request: finds a visitor's enquiry by their address in any case, downloads it, erases it, and finds nothing left", async ({
    page,
    baseURL,
  }) => {
    const marker = `data-request-${Date.now()}`;
    const address = `priya.${marker}@stantonbury-logistics.co.uk`;
    // The visitor's enquiry, as the form's script sends it (the form itself is tested above).
    const sent = await page.request.post(CONTACT, {
      headers: { Origin: baseURL! },
      data: {
        submissionId: randomUUID(),
        firstName: "Priya",
        lastName: "Marsh",
        email: address,
        company: "Stantonbury Logistics",
        message: `We need six forklift safety modules before April. Reference ${marker}.`,
        source: { page: "/contact" },
      },
    });
    expect(sent.status()).toBe(202);
    // Checked for spam and emailed: nothing of the enquiry is still being written.
    await expect.poll(() => mailsContaining(marker).length, { timeout: 15_000 }).toBe(1);

    await page.goto(INBOX);
    await page.getByRole("navigation", { name: "Owner's pages" }).getByRole("link", { name: "Data requests" }).click();
    const search = async (typed: string) => {
      await page.getByLabel("Email address the request is about").fill(typed);
      await page.getByRole("button", { name: "Search" }).click();
    };
    await search(`  ${address.toUpperCase()} `);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Personal data kept about ${address}`);
    await expect(page.getByRole("heading", { name: "In the inbox (1)" })).toBeVisible();
    await expect(page.locator("dd").filter({ hasText: `Reference ${marker}.` })).toHaveCount(1);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download as JSON" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const copy = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
    expect(copy.emailAddress).toBe(address);
    expect(copy.enquiries).toEqual([
      expect.objectContaining({
        list: "inbox",
        form: expect.objectContaining({ email: address, message: expect.stringContaining(marker) }),
      }),
    ]);

    await page.getByRole("button", { name: "Erase everything…" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Erase everything kept about ${address}?`);
    await page.getByRole("button", { name: "Erase permanently" }).click();
    await expect(page.getByRole("status")).toContainText("Erased 1 enquiry in the inbox");
    // The page has searched again; and so does the owner, from its form.
    await expect(page.getByText(`Nothing is kept about ${address}`)).toBeVisible();
    await search(address);
    await expect(page.getByText(`Nothing is kept about ${address}`)).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Erase everything…" })).toHaveCount(0);
  });
});

/**
 * Records the message holding `marker` as the mail server's permanent refusal leaves it (failed,
 * refused), in the local database the served functions use (`netlify dev` notes its address in
 * `.netlify/state.json`), and returns its id. The outbox the local site mails to never refuses,
 * and this state is what the inbox must act on.
 */
async function markRefusedByMailServer(marker: string): Promise<string> {
  const state = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../.netlify/state.json"), "utf8")) as { dbConnectionString: string };
  const address = new URL(state.dbConnectionString);
  address.username ||= "postgres";
  const client = new Client({ connectionString: address.href });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `UPDATE enquiries SET status = 'failed', next_attempt_at = NULL, sent_at = NULL, failed_at = now(), failure = 'refused',
         last_error = '550 5.7.1 Message rejected by content filter'
       WHERE position($1 in message) > 0 RETURNING id`,
      [marker],
    );
    if (rows.length !== 1) throw new Error(`${rows.length} messages hold ${marker} in the local database at ${address.host}`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}
