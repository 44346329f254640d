/**
 * Weight budgets, measured in Chromium on the built site: the JavaScript a first visit downloads
 * per template (compressed as the CDN sends it), the size of every page's HTML, and images never
 * sent at more than twice the pixels they are shown at.
 */
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { ONE_PAGE_PER_TEMPLATE, sitemapPaths, srcsetCandidates } from "../support/site";
import { answerCookieBanner, scrollThroughPage, visit } from "../support/fixtures";

const KIB = 1024;
const HTML_BUDGET = 40 * KIB;

/** Compressed size of the scripts a visit has downloaded: the local server sends them uncompressed. */
/**
 * The scripts a page loads, by path, with their compressed sizes. A script counts from the moment
 * its response arrives (its size follows once the body is read), so a count taken right after the
 * page used a script already includes it.
 */
async function scriptsLoaded(page: Page, path: string) {
  const scripts = new Map<string, number>();
  const sizes: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script" || !response.ok()) return;
    const script = new URL(response.url()).pathname;
    scripts.set(script, 0);
    sizes.push(response.body().then((body) => void scripts.set(script, gzipSync(body).length)));
  });
  await visit(page, path);
  await page.waitForLoadState("networkidle");
  await Promise.all(sizes);
  return scripts;
}

/**
 * What a phone downloads at first: every script a 390 px window has requested by 2.5 s after
 * `load` (an island that hydrates in sight loads at once if it is on the first screen), each
 * compressed as the CDN would at its best (gzip -9). The cookie banner is left unanswered, as a
 * first visitor finds it, so its chunk counts. The browser runs React: its framework chunk is
 * 44.6 KiB of every page's figure (docs/testing.md has each template's figure and what waits).
 */
const PHONE_FIRST_LOAD_BUDGET = 88 * KIB;
const AFTER_LOAD_MS = 2500;

test.describe("first-load JavaScript", () => {
  for (const [template, path] of Object.entries(ONE_PAGE_PER_TEMPLATE)) {
    test(`${template} page: a phone downloads at most ${PHONE_FIRST_LOAD_BUDGET / KIB} KiB of script, compressed, by ${AFTER_LOAD_MS / 1000} s after load`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const scripts = new Map<string, number>();
      const sizes: Promise<void>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script" || !response.ok()) return;
        const script = new URL(response.url()).pathname;
        scripts.set(script, 0);
        sizes.push(response.body().then((body) => void scripts.set(script, gzipSync(body, { level: 9 }).length)));
      });
      await page.goto(path, { waitUntil: "load" });
      await page.waitForTimeout(AFTER_LOAD_MS);
      const counted = [...scripts.keys()];
      await Promise.all(sizes);
      const total = counted.reduce((sum, script) => sum + scripts.get(script)!, 0);
      const listing = counted.map((name) => `${name} ${(scripts.get(name)! / KIB).toFixed(1)} KiB`).join(", ");
      test.info().annotations.push({ type: "first-load JS", description: `${(total / KIB).toFixed(1)} KiB: ${listing}` });
      expect(counted.length, "the page loads its scripts").toBeGreaterThan(2);
      expect(total, `${(total / KIB).toFixed(1)} KiB of script: ${listing}`).toBeLessThanOrEqual(PHONE_FIRST_LOAD_BUDGET);
    });
  }

  test("every template paints before its scripts are requested, then becomes interactive", async ({ page }) => {
    for (const [template, path] of Object.entries(ONE_PAGE_PER_TEMPLATE)) {
      await visit(page, path);
      const { firstPaint, scriptStarts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scriptStarts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).origin === location.origin && entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(scriptStarts.length, `${template}: scripts loaded`).toBeGreaterThan(0);
      expect(
        Math.min(...scriptStarts),
        `${template}: first script request vs first contentful paint at ${firstPaint} ms`,
      ).toBeGreaterThanOrEqual(firstPaint);
    }
  });

  for (const [path, width] of [
    ["/video-production-milton-keynes", 390],
    ["/video-production-milton-keynes", 1440],
    ["/contact", 390],
    ["/contact", 1440],
  ] as const) {
    test(`${path} at ${width} px: the contact form is in the page from the start, and its code waits until the visitor goes into a field, then takes over without moving anything`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await answerCookieBanner(page);
      const scripts = await scriptsLoaded(page, path);
      const form = page.locator("#send-message form");
      const hydrated = () => form.evaluate((element) => element.closest("[data-island]")?.hasAttribute("data-hydrated"));
      await expect(form).toHaveAttribute("method", "post");
      const plainHeight = await form.evaluate((element) => element.getBoundingClientRect().height);
      // In sight, for as long as the visitor only reads, the form is the page's HTML and loads nothing.
      await form.scrollIntoViewIfNeeded();
      await page.waitForTimeout(1000);
      await page.waitForLoadState("networkidle");
      expect(await hydrated(), "not hydrated on sight").toBe(false);
      await expect(page.locator("#send-message form[novalidate]"), "not enhanced on sight").toHaveCount(0);
      const countInSight = scripts.size;
      // The first touch of any field brings the section's code and the form's enhancement.
      await form.getByRole("textbox").last().focus();
      await expect(page.locator("#send-message form[novalidate]")).toBeVisible();
      expect(await hydrated()).toBe(true);
      expect(scripts.size).toBeGreaterThanOrEqual(countInSight + 2);
      // What follows the form does not jump when the enhanced form takes its place.
      const enhancedHeight = await form.evaluate((element) => element.getBoundingClientRect().height);
      expect(Math.abs(enhancedHeight - plainHeight), `plain ${plainHeight} px, enhanced ${enhancedHeight} px`).toBeLessThanOrEqual(1);
    });
  }
});

test("every page's HTML is at most 40 KiB compressed", async ({ request }) => {
  const paths = await sitemapPaths(request);
  const sizes = await Promise.all(paths.map(async (path) => ({ path, bytes: gzipSync(await (await request.get(path)).body()).length })));
  const largest = [...sizes].sort((a, b) => b.bytes - a.bytes)[0];
  test.info().annotations.push({ type: "largest HTML", description: `${largest.path} ${(largest.bytes / KIB).toFixed(1)} KiB` });
  expect(sizes.filter(({ bytes }) => bytes > HTML_BUDGET).map(({ path, bytes }) => `${path}: ${(bytes / KIB).toFixed(1)} KiB`)).toEqual([]);
});

test.describe("images", () => {
  test("on a phone, long lists fetch only the pictures near the first screen until the visitor scrolls", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await answerCookieBanner(page);
    for (const { path, item } of [
      { path: "/case-studies", item: "case-study" },
      { path: "/blog", item: "post-card" },
    ]) {
      await visit(page, path);
      await page.waitForLoadState("networkidle");
      /** How many of the list's entries have had their picture requested, in any of its widths. */
      const fetched = async () => {
        const { requested, entries } = await page.getByTestId(item).evaluateAll((elements) => ({
          requested: performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
          entries: elements.map((element) =>
            Array.from(element.querySelectorAll("img, source"), (picture) => [
              picture.getAttribute("src") ?? "",
              picture.getAttribute("srcset") ?? "",
            ]),
          ),
        }));
        const origin = new URL(page.url()).origin;
        const addresses = (sources: string[][]) =>
          sources
            .flatMap(([src, srcset]) => [src, ...srcsetCandidates(srcset)])
            .filter(Boolean)
            .map((address) => new URL(address, origin).pathname);
        return entries.filter((sources) => addresses(sources).some((address) => requested.includes(address))).length;
      };
      const entries = await page.getByTestId(item).count();
      const firstScreen = await fetched();
      expect(firstScreen, `${path}: pictures fetched before scrolling, of ${entries}`).toBeGreaterThan(0);
      expect(firstScreen, `${path}: pictures fetched before scrolling, of ${entries}`).toBeLessThanOrEqual(3);
      // A visitor who brings each entry on screen sees its picture.
      for (let index = 0; index < entries; index++) {
        const entry = page.getByTestId(item).nth(index);
        await entry.scrollIntoViewIfNeeded();
        await expect
          .poll(
            // The picture the visitor sees (a case study also carries a copy for browsers without invoker commands).
            () =>
              entry
                .locator("img")
                .filter({ visible: true })
                .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
            `${path}: picture ${index + 1}`,
          )
          .toBe(true);
      }
      expect(await fetched(), `${path}: pictures fetched once every entry was on screen`).toBe(entries);
    }
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px, no image is sent at more than twice the width it is shown at`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await answerCookieBanner(page);
      const oversized: string[] = [];
      for (const path of Object.values(ONE_PAGE_PER_TEMPLATE)) {
        await visit(page, path);
        // Every lazy image loads on the way down; then the last ones finish.
        await scrollThroughPage(page);
        await page.waitForLoadState("networkidle");
        const found = await page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0)
            .filter((image) => !/\.svg($|\?)|^data:image\/svg/.test(image.currentSrc))
            .map((image) => {
              // An image cropped to cover its box is shown at the width its height implies.
              const box = image.getBoundingClientRect();
              const cover = getComputedStyle(image).objectFit === "cover";
              const shownWidth = cover ? Math.max(box.width, (box.height * image.naturalWidth) / image.naturalHeight) : box.width;
              return { src: image.currentSrc, natural: image.naturalWidth, shown: Math.round(shownWidth * devicePixelRatio) };
            })
            .filter(({ natural, shown }) => natural > 2 * shown),
        );
        oversized.push(
          ...found.map(({ src, natural, shown }) => `${path}: ${new URL(src).pathname} is ${natural} px wide, shown at ${shown} px`),
        );
      }
      expect(oversized).toEqual([]);
    });
  }
});
