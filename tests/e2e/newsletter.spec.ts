import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { parseMail } from "../support/functions/servers";
import { expect, test, visit } from "../support/fixtures";

/** The served site writes mail to this folder (see playwright.config.ts). */
const outbox = path.resolve(__dirname, "../../outbox/e2e");

function confirmationMailTo(address: string) {
  if (!fs.existsSync(outbox)) return undefined;
  for (const file of fs.readdirSync(outbox).filter((name) => name.endsWith(".eml"))) {
    const mail = parseMail(fs.readFileSync(path.join(outbox, file), "utf8"));
    if (mail.header("to") === address) return mail;
  }
  return undefined;
}

async function confirmLinkSentTo(address: string): Promise<string> {
  await expect.poll(() => confirmationMailTo(address) !== undefined, { timeout: 15_000 }).toBe(true);
  const mail = confirmationMailTo(address)!;
  expect(mail.header("list-unsubscribe")).toMatch(
    /^<http:\/\/localhost:\d+\/\.netlify\/functions\/newsletter-unsubscribe\?token=[\w.-]+>$/,
  );
  expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  return /https?:\/\/\S+\/newsletter-confirm\?token=[\w.-]+/.exec(mail.text)![0];
}

const uniqueAddress = (label: string) => `reader-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.uk`;

async function confirmFromEmail(page: Page, address: string) {
  await page.goto(await confirmLinkSentTo(address));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  // A new confirmation is marked `?new=1` for the sign-up event; the page's script takes the mark away.
  await expect(page).toHaveURL(/\/newsletter\/confirmed(\?new=1)?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
}

test("with scripts: subscribe from the footer in place, then confirm from the emailed link", async ({ page }) => {
  const address = uniqueAddress("js");
  await visit(page, "/case-studies");
  const form = page.getByTestId("subscribe-footer");
  await form.getByRole("textbox", { name: "Email address" }).fill(address);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toContainText("Check your inbox");
  await expect(page).toHaveURL(/\/case-studies$/);
  await confirmFromEmail(page, address);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("subscribe from the footer, see the check-your-inbox page, then confirm from the emailed link", async ({ page }) => {
    const address = uniqueAddress("nojs");
    await page.goto("/case-studies");
    const form = page.getByTestId("subscribe-footer");
    await form.getByRole("textbox", { name: "Email address" }).fill(address);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/check-your-inbox$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
    expect(page.url()).not.toContain("example.co.uk");
    await confirmFromEmail(page, address);
  });

  test("a mistyped address comes back with an error summary linking to the field, the entry kept and nothing in the URL", async ({
    page,
  }) => {
    await page.goto("/blog");
    const form = page.getByTestId("subscribe-blog");
    await form.getByRole("textbox", { name: "Email address" }).fill("reader@example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("There is a problem");
    await summary.getByRole("link", { name: "Please enter a valid email address, like name@company.co.uk" }).click();
    const field = page.getByRole("textbox", { name: "Email address" });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("reader@example");
    expect(page.url()).not.toContain("reader");

    const address = uniqueAddress("corrected");
    await field.fill(address);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/check-your-inbox$/);
    await confirmLinkSentTo(address);
  });
});

test("a signup submitted before the page's scripts have run still subscribes and leaves nothing in the URL", async ({ page }) => {
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue().catch(() => undefined);
  });
  const address = uniqueAddress("early");
  await page.goto("/case-studies", { waitUntil: "commit" });
  const form = page.getByTestId("subscribe-footer");
  await form.getByRole("textbox", { name: "Email address" }).fill(address);
  expect(await page.locator("html[data-hydrated=true]").count()).toBe(0);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter\/check-your-inbox$/);
  expect(page.url()).not.toContain("example.co.uk");
  await confirmLinkSentTo(address);
});

test("unsubscribe from the link in the email: the page's one button removes the address", async ({ page, request }) => {
  const address = uniqueAddress("leaving");
  const signup = await request.post("/.netlify/functions/subscribe", { data: { email: address, website: "", source: "blog" } });
  expect(signup.status()).toBe(200);
  await confirmFromEmail(page, address);
  const unsubscribeUrl = confirmationMailTo(address)!.header("list-unsubscribe")!.slice(1, -1);

  await page.goto(unsubscribeUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from our newsletter");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
});

test("the export answers nobody without the owner's secret", async ({ request }) => {
  const response = await request.get("/.netlify/functions/newsletter-export", { headers: { Authorization: "Bearer guess" } });
  expect([401, 503]).toContain(response.status());
  expect(await response.text()).not.toContain("@example.co.uk");
});

test("the newsletter's pages are not indexed and not in the sitemap", async ({ page, request }) => {
  for (const pagePath of ["/newsletter/check-your-inbox", "/newsletter/confirmed", "/newsletter/unsubscribed"]) {
    await page.goto(pagePath);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toContain("/blog");
  expect(sitemap).not.toContain("/newsletter/");
});

test("the pages a subscriber sees pass axe's WCAG A and AA checks", async ({ page }) => {
  const audit = async () => {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map(({ id, nodes }) => `${id} on ${page.url()}: ${nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
  };
  await visit(page, "/newsletter/check-your-inbox");
  await audit();
  await page.goto("/blog");
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('[data-testid="subscribe-blog"]')!;
    form.querySelector<HTMLInputElement>('input[name="email"]')!.value = "reader@example";
    HTMLFormElement.prototype.submit.call(form);
  });
  await expect(page.getByRole("alert")).toContainText("There is a problem");
  await audit();
  const address = uniqueAddress("axe");
  await page.getByRole("textbox", { name: "Email address" }).fill(address);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.goto(await confirmLinkSentTo(address));
  await audit();
});
