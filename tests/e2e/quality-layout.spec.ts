/**
 * Nothing on the page moves while it loads or while the cookie banner appears: Chromium's
 * layout-shift entries, observed from before the first paint (`buffered: true`), must be empty
 * on one page of each template, on a phone and a desktop screen. A shift is reported with the
 * elements that moved and where from, so it can be traced to its component.
 */
import { expect, test, type Page } from "@playwright/test";
import copy from "../../content/site/consent.json";
import { articles } from "../support/content";

const ONE_PER_TEMPLATE = {
  landing: "/video-production-milton-keynes",
  service: "/training-video-production-milton-keynes",
  "case studies": "/case-studies",
  "blog index": "/blog",
  article: `/blog/${articles()[0].slug}`,
  legal: "/privacy-policy",
  contact: "/contact",
  "not found": "/this-page-does-not-exist",
};

/** The banner appears 2 s after load; half a second more lets its entrance finish. */
const WATCH_AFTER_LOAD_MS = 2500;

interface RecordedShift {
  value: number;
  atMs: number;
  moved: { element: string; from: string; to: string }[];
}

async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    interface LayoutShiftEntry extends PerformanceEntry {
      value: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const describe = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return "a node removed since";
      const anchor = element.closest("[id], [data-testid], section[aria-labelledby], header, footer, nav");
      const label = element.getAttribute("aria-label") ?? element.textContent?.trim().replace(/\s+/g, " ").slice(0, 60) ?? "";
      const inside = anchor && anchor !== element ? ` inside <${anchor.tagName.toLowerCase()}${anchor.id ? `#${anchor.id}` : ""}>` : "";
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${label}"${inside}`;
    };
    const rect = (box: DOMRectReadOnly) => `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
    const shifts: RecordedShift[] = [];
    (window as unknown as { layoutShifts: RecordedShift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.value === 0) continue;
        shifts.push({
          value: entry.value,
          atMs: Math.round(entry.startTime),
          moved: entry.sources.map((source) => ({ element: describe(source.node), from: rect(source.previousRect), to: rect(source.currentRect) })),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function waitSinceLoad(page: Page, milliseconds: number) {
  await page.waitForFunction((wanted) => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return navigation.loadEventEnd > 0 && performance.now() - navigation.loadEventEnd >= wanted;
  }, milliseconds);
}

test.beforeEach(async ({ page, baseURL }) => {
  const siteHost = new URL(baseURL ?? "http://localhost:8888").host;
  await page.route((url) => url.host !== siteHost && url.protocol.startsWith("http"), (route) => route.abort("blockedbyclient"));
  await recordLayoutShifts(page);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    for (const [template, path] of Object.entries(ONE_PER_TEMPLATE)) {
      test(`${template} page: no layout shift while it loads and the cookie banner appears`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("region", { name: copy.banner.title })).toBeVisible({ timeout: 5000 });
        await waitSinceLoad(page, WATCH_AFTER_LOAD_MS);
        const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: RecordedShift[] }).layoutShifts);
        expect(shifts).toEqual([]);
      });
    }
  });
}
