/**
 * Lighthouse's accessibility, best-practices and SEO categories score 100 on one page of each
 * template. These audits read the page as it stands, not timings, so unlike Performance they give
 * the same answer on a busy machine; Performance is measured by `npm run bench` instead.
 */
import { expect, test as base } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { ONE_PAGE_PER_TEMPLATE } from "../support/site";

const CATEGORIES = ["accessibility", "best-practices", "seo"] as const;

// Lighthouse will not audit a page answered with 404, so the not-found page is read from its file,
// which answers 200. It is `noindex` on purpose, so its SEO score does not count.
const PAGES: Record<string, string> = {
  ...ONE_PAGE_PER_TEMPLATE,
  "blog category": "/blog/category/training-videos",
  "not found": "/404.html",
};
const categoriesOf = (template: string) => (template === "not found" ? CATEGORIES.filter((category) => category !== "seo") : CATEGORIES);

/** One Chromium for every page a worker scores: Lighthouse gives each run a tab of its own with its storage reset. */
const test = base.extend<object, { chrome: chromeLauncher.LaunchedChrome }>({
  chrome: [
    // Playwright reads a fixture's dependencies from its first argument's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
      await use(chrome);
      chrome.kill();
    },
    { scope: "worker" },
  ],
});

for (const [template, path] of Object.entries(PAGES)) {
  const categories = categoriesOf(template);
  test(`${template} page: Lighthouse ${categories.join(", ")} at 100`, async ({ baseURL, chrome }) => {
    test.setTimeout(90_000);
    const { default: lighthouse } = await import("lighthouse");
    const result = await lighthouse(`${baseURL}${path}`, { port: chrome.port, onlyCategories: [...categories], logLevel: "error" });
    const lhr = result?.lhr;
    expect(lhr?.runtimeError, "Lighthouse could not load the page").toBeUndefined();
    const scores = Object.fromEntries(categories.map((category) => [category, Math.round((lhr?.categories[category]?.score ?? 0) * 100)]));
    // Every audit that costs points, with what it found, so a failure says what to fix.
    const failing = categories.flatMap((category) =>
      (lhr?.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id} ${JSON.stringify(lhr?.audits[ref.id]?.details ?? {}).slice(0, 300)}`),
    );
    expect({ scores, failing }).toEqual({ scores: Object.fromEntries(categories.map((category) => [category, 100])), failing: [] });
  });
}
