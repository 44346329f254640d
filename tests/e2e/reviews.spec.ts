/**
 * The company's live Google reviews in the reviews section, as a visitor meets them, with the
 * reviews function answered by the local Places stand-in (tests/support/google-places-stand-in.mjs,
 * started by playwright.config.ts; the test build is given a Google place by npm run build:test).
 * The tests set the stand-in's next answer, so they run one after another.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, type Page, type Request } from "@playwright/test";
import { siteFiles } from "../../src/content-model/reader";
import { landing, reviews as testimonials } from "../support/content";
import { expect, scrollThroughPage, test as deniedTest, visit } from "../support/fixtures";
import { GOOGLE_MAPS_ATTRIBUTION } from "../../src/lib/google-reviews";
import { GOOGLE_REVIEWS_ENDPOINT, LANDING_PATH } from "../../src/lib/routes";

const { consent } = siteFiles;

base.describe.configure({ mode: "serial" });

const STAND_IN = `http://127.0.0.1:${Number(process.env.GOOGLE_STAND_IN_PORT ?? Number(process.env.E2E_PORT ?? 8800) + 17)}`;
const copy = landing.reviews;
const WCAG_A_AND_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** A one-pixel PNG, answering for Google's photo host (the tests never reach Google). */
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

async function nextGoogleAnswer(page: Page, kind: "reviews" | "empty" | "error", delayMs = 0) {
  const response = await page.request.post(`${STAND_IN}/__answer`, { data: { kind, delayMs } });
  expect(response.ok()).toBe(true);
}

/** Every request the page makes to the reviews function or to Google, and Google's photos answered locally. */
async function watchGoogle(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const isGoogle = (url: string) => /google(apis|usercontent)?\.com/.test(new URL(url).hostname) || url.includes(GOOGLE_REVIEWS_ENDPOINT);
  page.on("request", (request: Request) => {
    if (isGoogle(request.url())) seen.push(request.url());
  });
  await page.route(/^https:\/\/lh\d\.googleusercontent\.com\//, (route) => route.fulfill({ contentType: "image/png", body: PIXEL }));
  return seen;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("#reviews").withTags(WCAG_A_AND_AA).analyze();
  expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

const section = (page: Page) => page.locator("#reviews");
const panel = (page: Page) => page.getByTestId("google-reviews");
const sectionHeading = (page: Page) => section(page).getByRole("heading", { level: 2 });

base("no request reaches Google or the reviews function before the visitor chooses cookies or asks", async ({ page }) => {
  const seen = await watchGoogle(page);
  await visit(page, LANDING_PATH);
  await scrollThroughPage(page);
  await panel(page).scrollIntoViewIfNeeded();
  await expect(panel(page).getByRole("button", { name: copy.googleShow })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(seen).toEqual([]);
});

deniedTest("a visitor who declined cookies loads nothing from Google until they ask", async ({ page }) => {
  const seen = await watchGoogle(page);
  await visit(page, LANDING_PATH);
  await scrollThroughPage(page);
  await page.waitForTimeout(1500);
  expect(seen).toEqual([]);
});

deniedTest(
  "Show our Google reviews: the heading reads Loading Reviews..., then Google's reviews with their attribution",
  async ({ page }) => {
    const seen = await watchGoogle(page);
    await nextGoogleAnswer(page, "reviews", 1500);
    await visit(page, LANDING_PATH);
    await panel(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    const headingBox = await sectionHeading(page).boundingBox();

    // By keyboard alone: the button is reached with Tab and pressed with Enter.
    const button = panel(page).getByRole("button", { name: copy.googleShow });
    await button.focus();
    await page.keyboard.press("Enter");

    await expect(sectionHeading(page)).toHaveAccessibleName(copy.loading);
    await expect(panel(page).getByRole("status")).toHaveText(copy.loading);
    expect(await sectionHeading(page).boundingBox()).toEqual(headingBox);
    await expectNoAxeViolations(page);

    const cards = panel(page).getByTestId("google-review");
    await expect(cards).toHaveCount(3);
    await expect(sectionHeading(page)).toHaveAccessibleName(copy.heading);
    // Focus follows the visitor to what appeared in place of the button.
    await expect(panel(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("link", { name: "Test Reviewer One" })).toBeFocused();

    await expect(panel(page)).toContainText(GOOGLE_MAPS_ATTRIBUTION);
    const summary = panel(page).getByTestId("google-review-summary");
    await expect(summary).toContainText("4.7");
    await expect(summary).toContainText(`31 ${copy.totalLabel}`);
    await expect(summary.getByRole("img")).toHaveAccessibleName("Rated 4.7 out of 5");
    await expect(cards.first().getByRole("link", { name: "Test Reviewer One" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/contrib/100000000000000000001/reviews",
    );
    const firstQuote = (await cards.first().locator("blockquote").textContent()) ?? "";
    expect(firstQuote.endsWith("...")).toBe(true);
    expect(firstQuote.length).toBeLessThanOrEqual(203);
    await expect(panel(page).getByRole("link", { name: copy.googleLink })).toHaveAttribute(
      "href",
      "https://maps.google.com/?cid=1000000000000000001",
    );
    // The company's own testimonials stay.
    await expect(section(page).getByTestId("review")).toHaveCount(Math.min(6, testimonials.reviews.length));

    // Reviewers' photos come from Google's image host, allowed by this page's policy, and only now.
    await expect(cards.first().locator("img")).toHaveJSProperty("complete", true);
    expect(
      await cards
        .first()
        .locator("img")
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBe(1);
    await expect(cards.nth(2).locator("img")).toHaveCount(0);
    expect(seen.filter((url) => url.includes("googleusercontent.com"))).toHaveLength(2);
    await expectNoAxeViolations(page);
  },
);

deniedTest("when Google fails the section says reviews are unavailable and keeps the company's testimonials", async ({ page }) => {
  await watchGoogle(page);
  await nextGoogleAnswer(page, "error");
  await visit(page, LANDING_PATH);
  await panel(page).getByRole("button", { name: copy.googleShow }).click();
  await expect(panel(page).getByRole("status")).toHaveText(copy.error);
  await expect(sectionHeading(page)).toHaveAccessibleName(copy.heading);
  await expect(section(page).getByTestId("review")).toHaveCount(Math.min(6, testimonials.reviews.length));
  await expect(panel(page).getByRole("link", { name: copy.googleLink })).toBeVisible();
  await expectNoAxeViolations(page);
});

deniedTest("a place with no Google reviews yet says so", async ({ page }) => {
  await watchGoogle(page);
  await nextGoogleAnswer(page, "empty");
  await visit(page, LANDING_PATH);
  await panel(page).getByRole("button", { name: copy.googleShow }).click();
  await expect(panel(page).getByRole("status")).toHaveText(copy.empty);
  await expect(panel(page).getByTestId("google-review")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

base("a visitor who allowed marketing cookies sees the Google reviews without asking", async ({ page }) => {
  await page.addInitScript((version) => {
    window.localStorage.setItem("cookieConsent", "customized");
    window.localStorage.setItem("cookiePreferences", JSON.stringify({ necessary: true, analytics: false, marketing: true }));
    window.localStorage.setItem("cookieConsentVersion", version);
  }, consent.version);
  const seen = await watchGoogle(page);
  await nextGoogleAnswer(page, "reviews");
  await visit(page, LANDING_PATH);
  expect(seen).toEqual([]);
  await panel(page).scrollIntoViewIfNeeded();
  await expect(panel(page).getByTestId("google-review")).toHaveCount(3);
  await expect(panel(page).getByRole("button", { name: copy.googleShow })).toHaveCount(0);
  expect(seen.filter((url) => url.includes(GOOGLE_REVIEWS_ENDPOINT))).toHaveLength(1);
});

base.describe("without scripts", () => {
  base.use({ javaScriptEnabled: false });

  base("the section offers the reviews on Google Maps as a plain link, and no button that cannot work", async ({ page }) => {
    await page.goto(LANDING_PATH);
    await expect(panel(page).getByRole("link", { name: copy.googleLink })).toHaveAttribute(
      "href",
      /query_place_id=ChIJ-gridline-test-place/,
    );
    await expect(panel(page).locator("button")).toBeHidden();
    await expect(section(page).getByTestId("review")).toHaveCount(Math.min(6, testimonials.reviews.length));
  });
});

base("the landing page's structured data claims no rating from Google reviews", async ({ page }) => {
  await page.goto(LANDING_PATH);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) expect(block).not.toMatch(/aggregateRating|"review"/i);
});
