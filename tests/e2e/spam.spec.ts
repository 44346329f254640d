/**
 * Spam, as the visitor and the owner meet it, with the spam filter on: the served site asks the
 * Akismet stand-in (tests/support/akismet-stand-in.mjs, started beside it by playwright.config.ts),
 * which answers by Akismet's own test conventions and records every call, so these tests read what
 * Akismet would have been told.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { parseMail } from "../support/functions/servers";
import { enhancedContactForm, expect, test, visit } from "../support/fixtures";

const outbox = path.resolve(__dirname, "../../outbox/e2e");
const OWNER_PASSWORD = process.env.E2E_OWNER_SECRET ?? "e2e-owner-password";
const INBOX = "/.netlify/functions/contact-inbox";
/** Where playwright.config.ts starts the stand-in. */
const AKISMET = `http://127.0.0.1:${process.env.AKISMET_STAND_IN_PORT ?? Number(process.env.E2E_PORT ?? 8800) + 18}`;

const mailsContaining = (text: string) =>
  fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((file) => file.endsWith(".eml"))
        .map((file) => parseMail(fs.readFileSync(path.join(outbox, file), "utf8")))
        .filter((mail) => mail.text.includes(text))
    : [];

/** What the stand-in was told about the message holding `marker`, call by call. */
async function akismetCallsAbout(request: APIRequestContext, marker: string) {
  const calls = (await (await request.get(`${AKISMET}/__requests`)).json()) as Array<{ endpoint: string; fields: Record<string, string> }>;
  return calls.filter(({ fields }) => fields.comment_content?.includes(marker));
}

async function sendEnquiry(page: Page, company: string, email: string, marker: string) {
  await visit(page, "/contact");
  const form = await enhancedContactForm(page);
  await form.getByLabel(/^First name/).fill("Priya");
  await form.getByLabel(/^Last name/).fill("Marsh");
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Company/).fill(company);
  await form.getByLabel(/^Message/).fill(`We need six forklift safety modules before April. Reference ${marker}.`);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("toast")).toContainText("Message sent successfully!");
}

test.describe("the owner inbox with the spam filter on", () => {
  test.use({ httpCredentials: { username: "owner", password: OWNER_PASSWORD } });

  test("marks a delivered message as spam and moves it back with 'Not spam', Akismet told of each, the email sent once", async ({
    page,
    request,
  }) => {
    const marker = `owner-spam-${Date.now()}`;
    const company = `Stantonbury Logistics ${marker}`;
    await sendEnquiry(page, company, "priya.marsh@example.co.uk", marker);
    await expect.poll(() => mailsContaining(marker).length, { timeout: 15_000 }).toBe(1);
    const [check] = await akismetCallsAbout(request, marker);
    expect(check.endpoint).toBe("comment-check");
    expect(check.fields).toMatchObject({ comment_type: "contact-form", comment_author: "Priya Marsh", is_test: "1" });
    expect(check.fields.user_ip).toBeTruthy();
    expect(check.fields.user_agent).toMatch(/Chrome/);
    expect(check.fields.referrer).toMatch(/\/contact$/);

    await page.goto(INBOX);
    await page.getByRole("row").filter({ hasText: company }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiry from Priya Marsh");
    await page.getByRole("button", { name: "Mark as spam" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spam");
    const row = page.getByRole("row").filter({ hasText: company });
    await expect(row).toContainText("You marked it as spam on");
    await expect
      .poll(async () => (await akismetCallsAbout(request, marker)).map(({ endpoint }) => endpoint))
      .toEqual(["comment-check", "submit-spam"]);

    await row.getByRole("button", { name: "Not spam: move to inbox" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiry from Priya Marsh");
    await expect(page.locator("dd").filter({ hasText: /^sent$/ })).toHaveCount(1);
    const calls = await akismetCallsAbout(request, marker);
    expect(calls.map(({ endpoint }) => endpoint)).toEqual(["comment-check", "submit-spam", "submit-ham"]);
    for (const report of calls.slice(1)) {
      expect(report.fields).toMatchObject({
        user_ip: check.fields.user_ip,
        user_agent: check.fields.user_agent,
        referrer: check.fields.referrer,
      });
    }
    expect(mailsContaining(marker)).toHaveLength(1);
  });

  test("keeps a message Akismet calls spam out of the inbox, thanks its sender like any other, and shows the owner why", async ({
    page,
  }) => {
    const marker = `akismet-spam-${Date.now()}`;
    const company = `Guest Posts Unlimited ${marker}`;
    await sendEnquiry(page, company, "akismet-guaranteed-spam@example.com", marker);

    await page.goto(`${INBOX}?list=spam`);
    await expect(page.getByRole("row").filter({ hasText: company })).toContainText("Akismet judged it spam.");
    expect(mailsContaining(marker)).toHaveLength(0);
  });
});
