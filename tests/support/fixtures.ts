import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { siteFiles } from "../../src/content-model/reader";

const { consent } = siteFiles;

/**
 * Visitors in these tests have already answered the cookie banner (denied), so it does not cover
 * what they click. The consent spec tests the banner itself with the plain Playwright `test`.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await answerCookieBanner(page);
    await use(page);
  },
});

export async function answerCookieBanner(page: Page) {
  await page.addInitScript((version) => {
    window.localStorage.setItem("cookieConsent", "denied");
    window.localStorage.setItem("cookiePreferences", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    window.localStorage.setItem("cookieConsentVersion", version);
  }, consent.version);
}

/** Opens a page and waits until React has hydrated it, as a visitor would before interacting. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  return response;
}

/**
 * Scrolls from top to bottom half a screen at a time (or `screensPerStep`), so that everything
 * drawn or loaded only near the screen has been. Instantly: the site scrolls smoothly, which would
 * leave a loop of `scrollTo` calls far behind its target. A whole screen a step still brings every
 * part of the page into the window once, for a check that needs no more than that.
 */
export async function scrollThroughPage(page: Page, screensPerStep = 0.5) {
  await page.evaluate(async (share) => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight * share) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 60)));
    }
  }, screensPerStep);
}

/**
 * The contact form once its script has taken it over, as it does when a visitor first goes into
 * it (here, its first field). Before that it is a plain form that posts; tests of the in-place
 * behaviour wait for this.
 */
export async function enhancedContactForm(page: Page) {
  await page.locator("#send-message form").getByRole("textbox").first().focus();
  await expect(page.locator("#send-message form[novalidate]")).toHaveCount(1, { timeout: 15_000 });
  return page.getByRole("form", { name: "Send us a message" });
}

/** Fills the contact form as one prospective client would, naming `marker` in the message so a test can find it again. */
export async function fillEnquiry(form: Locator, marker: string) {
  await form.getByLabel("First name").fill("Priya");
  await form.getByLabel("Last name").fill("Marsh");
  await form.getByLabel("Email").fill("priya.marsh@example.co.uk");
  await form.getByLabel("Company").fill("Stantonbury Logistics");
  await form.getByLabel("Industry").selectOption("Manufacturing");
  await form.getByLabel("Project type").selectOption("Training Videos");
  await form.getByLabel("Message").fill(`We need six forklift safety modules before April. Reference ${marker}.`);
  return form;
}

/** Waits until `milliseconds` have passed since the load event, measured in the page. */
export async function waitSinceLoad(page: Page, milliseconds: number) {
  await page.waitForFunction((wanted) => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return navigation.loadEventEnd > 0 && performance.now() - navigation.loadEventEnd >= wanted;
  }, milliseconds);
}

export { expect };
