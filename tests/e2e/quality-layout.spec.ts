/**
 * Nothing on the page moves while it loads or while the cookie banner appears: Chromium's
 * layout-shift entries, observed from before the first paint (`buffered: true`), must be empty
 * on one page of each template, on a phone and a desktop screen. A shift is reported with the
 * elements that moved and where from, so it can be traced to its component.
 *
 * Web fonts are held back until the page has painted its text once, as on a slow connection. From
 * a local server they sometimes arrive before that paint and sometimes after, so without holding
 * them a font swap that moves text would fail the test only now and then.
 */
import { expect, test, type Browser, type Page, type ViewportSize } from "@playwright/test";
import { siteFiles } from "../../src/content-model/reader";
import { ONE_PAGE_PER_TEMPLATE } from "../support/site";
import { answerCookieBanner, scrollThroughPage, visit, waitSinceLoad } from "../support/fixtures";

const { consent: copy } = siteFiles;

/** The banner appears 2 s after load; half a second more lets its entrance finish. */
const WATCH_AFTER_LOAD_MS = 2500;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

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
    const tag = (element: Element) => {
      const name = ["id", "data-testid", "aria-labelledby"].find((attribute) => element.hasAttribute(attribute));
      return `<${element.tagName.toLowerCase()}${name ? ` ${name}="${element.getAttribute(name)}"` : ""}>`;
    };
    const describe = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return "a node removed since";
      const anchor = element.closest("[id], [data-testid], section[aria-labelledby], header, footer, nav");
      const label =
        element.getAttribute("aria-label") ?? (element as HTMLElement).innerText?.trim().replace(/\s+/g, " ").slice(0, 60) ?? "";
      const inside = anchor && anchor !== element ? ` inside ${tag(anchor)}` : "";
      return `${tag(element)} "${label}"${inside}`;
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
          moved: entry.sources.map((source) => ({
            element: describe(source.node),
            from: rect(source.previousRect),
            to: rect(source.currentRect),
          })),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Lets web fonts through only once the page has painted its text in the fallback font. */
async function holdWebFontsUntilFirstPaint(page: Page) {
  let reportPaint = () => {};
  const firstContentfulPaint = new Promise<void>((resolve) => (reportPaint = resolve));
  await page.exposeFunction("reportFirstContentfulPaint", () => reportPaint());
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      (window as unknown as { reportFirstContentfulPaint: () => void }).reportFirstContentfulPaint();
    }).observe({ type: "paint", buffered: true });
  });
  await page.route(/\.(woff2?|ttf|otf)$/, async (route) => {
    await firstContentfulPaint;
    await route.continue();
  });
}

/** The shifts a first visit meets at this width, from the first paint until the banner has settled. */
async function shiftsOnFirstVisit(browser: Browser, baseURL: string | undefined, viewport: ViewportSize, path: string) {
  const context = await browser.newContext({ baseURL, viewport });
  try {
    const page = await context.newPage();
    await holdWebFontsUntilFirstPaint(page);
    await recordLayoutShifts(page);
    await page.goto(path);
    await expect(page.getByRole("region", { name: copy.banner.title })).toBeVisible({ timeout: 10_000 });
    await waitSinceLoad(page, WATCH_AFTER_LOAD_MS);
    return await page.evaluate(() => (window as unknown as { layoutShifts: RecordedShift[] }).layoutShifts);
  } finally {
    await context.close();
  }
}

for (const [template, path] of Object.entries(ONE_PAGE_PER_TEMPLATE)) {
  // Both widths load side by side: the test mostly waits on timers, so this halves its time.
  test(`${template} page: no layout shift at 390 or 1440 px while it loads and the cookie banner appears`, async ({ browser, baseURL }) => {
    const [phone, desktop] = await Promise.all([PHONE, DESKTOP].map((viewport) => shiftsOnFirstVisit(browser, baseURL, viewport, path)));
    expect({ "390 px": phone, "1440 px": desktop }).toEqual({ "390 px": [], "1440 px": [] });
  });
}

/**
 * Nothing a phone visitor scrolls past runs off the side of the screen. Checked element by element:
 * a section that skips drawing its content until it is near clips what overflows it, so the page's
 * own scroll width would not show it. Content inside a box that scrolls or clips on purpose (the
 * client logo strip) and things parked far off screen on purpose (the forms' spam traps) are left
 * out.
 */
test("at 390 px, nothing on any template is wider than the screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await answerCookieBanner(page);
  for (const [template, path] of Object.entries(ONE_PAGE_PER_TEMPLATE)) {
    await visit(page, path);
    await scrollThroughPage(page);
    const overflowing = await page.evaluate(() => {
      const insideAClippingBox = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (parent.tagName !== "SECTION" && getComputedStyle(parent).overflowX !== "visible") return true;
        }
        return false;
      };
      return Array.from(document.querySelectorAll("body *"))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const onScreen = box.width > 0 && box.height > 0 && box.right > 0 && box.left < innerWidth;
          return onScreen && (box.right > innerWidth + 1 || box.left < -1) && !insideAClippingBox(element);
        })
        .slice(0, 5)
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 40)}" spans ${Math.round(element.getBoundingClientRect().left)}-${Math.round(element.getBoundingClientRect().right)} px`,
        );
    });
    expect(overflowing, `${template} page`).toEqual([]);
  }
});
