import { test as base, expect, type Page } from "@playwright/test";
import consent from "../../content/site/consent.json";

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

export { expect };
