/**
 * Where enquiries come from, as the owner reads it back from the outbox, and the conversion events
 * a consenting visitor's actions send: in Chromium against the build (made with the test analytics
 * ids). Google's and LinkedIn's scripts are answered locally, every other request to another host
 * is blocked, and every one is logged.
 */
import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { siteFiles } from "../../src/content-model/reader";
import { answerCookieBanner, enhancedContactForm, visit } from "../support/fixtures";

const { consent: consentCopy, site } = siteFiles;

const outbox = path.resolve(__dirname, "../../outbox/e2e");
const LANDING = "/video-production-milton-keynes";
const SERVICE = "/training-video-production-milton-keynes";
const GTAG_LIBRARY = "https://www.googletagmanager.com/gtag/js?id=G-TEST123";
const INSIGHT_TAG = "https://snap.licdn.com/li.lms-analytics/insight.min.js";
const CONSENT_KEYS = ["cookieConsent", "cookieConsentVersion", "cookiePreferences"];

/** The email of the enquiry carrying `marker`, with quoted-printable line breaks joined. */
function enquiryMail(marker: string): string | undefined {
  if (!fs.existsSync(outbox)) return undefined;
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => fs.readFileSync(path.join(outbox, file), "utf8").replace(/=\r?\n/g, ""))
    .find((mail) => mail.includes(marker));
}

async function storedEnquiry(marker: string): Promise<string> {
  await expect.poll(() => enquiryMail(marker) !== undefined, { timeout: 15_000 }).toBe(true);
  return enquiryMail(marker)!;
}

/** Logs every request for another host and answers Google's and LinkedIn's scripts locally. */
async function watchThirdParty(context: BrowserContext, baseURL: string): Promise<string[]> {
  const siteHost = new URL(baseURL).host;
  const isThirdParty = (url: URL) => (url.protocol === "http:" || url.protocol === "https:") && url.host !== siteHost;
  const requests: string[] = [];
  context.on("request", (request) => {
    if (isThirdParty(new URL(request.url()))) requests.push(request.url());
  });
  await context.route(isThirdParty, (route) => {
    const url = route.request().url();
    if (url === GTAG_LIBRARY || url === INSIGHT_TAG) return route.fulfill({ contentType: "text/javascript", body: "" });
    return route.abort("blockedbyclient");
  });
  return requests;
}

const test = base.extend<{ thirdParty: string[] }>({
  thirdParty: [
    async ({ context, baseURL }, use) => use(await watchThirdParty(context, baseURL ?? "http://localhost:8800")),
    { auto: true },
  ],
});

async function sendEnquiry(page: Page, marker: string) {
  const form = await enhancedContactForm(page);
  await form.getByLabel("First name").fill("Nadia");
  await form.getByLabel("Last name").fill("Okafor");
  await form.getByLabel("Email").fill("nadia.okafor@example.co.uk");
  await form.getByLabel("Company").fill("Wolverton Rail Academy");
  await form.getByLabel("Message").fill(`Twelve short safety refreshers for depot staff. Reference ${marker}.`);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("toast")).toContainText("Message sent successfully!");
}

/** The GA4 events queued in the page, as `[name, parameters]`. */
function analyticsEvents(page: Page) {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [];
    return layer.map((entry) => Array.from(entry)).filter((entry) => entry[0] === "event") as [string, string, Record<string, string>][];
  });
}

const eventNames = async (page: Page) => (await analyticsEvents(page)).map(([, name]) => name);

/**
 * The keys of local and session storage, leaving out Gatsby's own scroll positions (`@@scroll|…`),
 * which its router keeps in session storage for the back button and which say nothing about the visitor.
 */
const storageKeys = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage)
      .filter((key) => !key.startsWith("@@scroll|"))
      .sort(),
  }));

const visitRecord = (page: Page) => page.evaluate(() => sessionStorage.getItem("visitSource"));

test.describe("without consent", () => {
  test.beforeEach(async ({ page }) => answerCookieBanner(page));

  test("an enquiry sent from the landing page it arrived on by a campaign records the page and campaign, and nothing else happens", async ({
    page,
    thirdParty,
  }) => {
    const marker = `source-denied-${Date.now()}`;
    await visit(page, `${LANDING}?utm_source=newsletter&utm_campaign=spring#contact`);
    await sendEnquiry(page, marker);

    const mail = await storedEnquiry(marker);
    expect(mail).toContain(`Sent from page: ${LANDING}`);
    expect(mail).toContain(`Visit began on: ${LANDING}`);
    expect(mail).toContain("Campaign: spring (newsletter)");
    expect(mail).not.toContain("Referred by:");

    expect(await storageKeys(page)).toEqual({ local: CONSENT_KEYS, session: [] });
    expect(thirdParty).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0)).toBe(0);
  });

  test("an enquiry sent after moving on from the landing page records its own page only", async ({ page }) => {
    const marker = `source-moved-${Date.now()}`;
    await visit(page, `${SERVICE}?utm_source=linkedin&utm_campaign=autumn`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL("**/contact");
    await sendEnquiry(page, marker);

    const mail = await storedEnquiry(marker);
    expect(mail).toContain("Sent from page: /contact");
    expect(mail).not.toContain("Visit began on:");
    expect(mail).not.toContain("Campaign:");
  });
});

test.describe("with analytics consent", () => {
  test("the enquiry is credited to the landing page and the page it was sent from; leads and link clicks are events until consent is withdrawn", async ({
    page,
  }) => {
    const marker = `source-consent-${Date.now()}`;
    await page.goto(`${SERVICE}?utm_source=linkedin&utm_medium=paid-social&utm_campaign=autumn-training`);
    const gtagLoaded = page.waitForRequest(GTAG_LIBRARY);
    await page.getByRole("region", { name: consentCopy.banner.title }).getByRole("button", { name: consentCopy.banner.accept }).click();
    await gtagLoaded;
    await expect.poll(() => visitRecord(page)).not.toBeNull();

    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL("**/contact");
    await sendEnquiry(page, marker);

    const mail = await storedEnquiry(marker);
    expect(mail).toContain("Sent from page: /contact");
    expect(mail).toContain(`Visit began on: ${SERVICE}`);
    expect(mail).toContain("Campaign: autumn-training (linkedin / paid-social)");
    await expect
      .poll(() => analyticsEvents(page))
      .toContainEqual(["event", "generate_lead", { lead_source: "contact_form", form_page: "/contact" }]);

    // Links are followed nowhere in this test: the page's own listener still sees each click.
    await page.evaluate(() =>
      window.addEventListener("click", (event) => {
        if (event.target instanceof Element && event.target.closest("a")) event.preventDefault();
      }),
    );
    const main = page.getByRole("main");
    await main.locator(`a[href="${site.bookingUrl}"]`).first().click();
    await main.locator('a[href^="tel:"]').first().click();
    await main.locator('a[href^="mailto:"]').first().click();
    await expect.poll(() => eventNames(page)).toEqual(expect.arrayContaining(["book_call_click", "phone_click", "email_click"]));
    const events = await analyticsEvents(page);
    expect(events.filter(([, name]) => name === "phone_click")).toEqual([["event", "phone_click", { link_placement: "main" }]]);
    for (const [, , parameters] of events) expect(JSON.stringify(parameters)).not.toMatch(/Nadia|Okafor|nadia\.okafor|Wolverton/);

    // Withdraw analytics in the footer's Cookie settings.
    await page.getByRole("contentinfo").getByRole("button", { name: consentCopy.settingsLink }).click();
    const dialog = page.getByRole("dialog", { name: consentCopy.dialog.title });
    await dialog.getByRole("switch", { name: consentCopy.dialog.categories.analytics.name, exact: true }).uncheck();
    await dialog.getByRole("button", { name: consentCopy.dialog.save }).click();
    await expect(dialog).toBeHidden();

    expect(await visitRecord(page)).toBeNull();
    const before = (await eventNames(page)).length;
    await main.locator('a[href^="tel:"]').first().click();
    await main.locator(`a[href="${site.bookingUrl}"]`).first().click();
    await page.waitForTimeout(300);
    expect((await eventNames(page)).length).toBe(before);
  });

  test("the confirmed-subscription page counts a new sign-up once", async ({ page }) => {
    await page.addInitScript((version) => {
      localStorage.setItem("cookieConsent", "customized");
      localStorage.setItem("cookiePreferences", JSON.stringify({ necessary: true, analytics: true, marketing: false }));
      localStorage.setItem("cookieConsentVersion", version);
    }, consentCopy.version);
    await page.goto("/newsletter/confirmed?new=1");

    await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
    await expect.poll(() => analyticsEvents(page)).toContainEqual(["event", "sign_up", { method: "email" }]);

    const reloaded = page.waitForRequest(GTAG_LIBRARY);
    await page.reload();
    await reloaded;
    await page.waitForTimeout(300);
    expect(await eventNames(page)).not.toContain("sign_up");
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a posted form records the page it was sent from", async ({ page }) => {
    const marker = `source-noscript-${Date.now()}`;
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("First name").fill("Nadia");
    await form.getByLabel("Last name").fill("Okafor");
    await form.getByLabel("Email").fill("nadia.okafor@example.co.uk");
    await form.getByLabel("Company").fill("Wolverton Rail Academy");
    await form.getByLabel("Message").fill(`A welcome film for new apprentices. Reference ${marker}.`);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);

    const mail = await storedEnquiry(marker);
    expect(mail).toContain("Sent from page: /contact");
    expect(mail).not.toContain("Visit began on:");
    expect(mail).not.toContain("Campaign:");
  });

  test("a form posted from the landing page a campaign's link opened records the campaign", async ({ page }) => {
    const marker = `source-noscript-campaign-${Date.now()}`;
    await page.goto(`${LANDING}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`);
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("First name").fill("Nadia");
    await form.getByLabel("Last name").fill("Okafor");
    await form.getByLabel("Email").fill("nadia.okafor@example.co.uk");
    await form.getByLabel("Company").fill("Wolverton Rail Academy");
    await form.getByLabel("Message").fill(`Induction films for two depots. Reference ${marker}.`);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);

    const mail = await storedEnquiry(marker);
    expect(mail).toContain(`Sent from page: ${LANDING}`);
    expect(mail).toContain(`Visit began on: ${LANDING}`);
    expect(mail).toContain("Campaign: spring (newsletter / email)");
  });
});
