/**
 * "First working tap": how long after navigation starts a tap on the header's menu button, at phone
 * width, first opens the menu, under Lighthouse's phone conditions (4x CPU slowdown, 150 ms round
 * trip, 1.6 Mbps down). Tapping starts at the first contentful paint, when a visitor first sees the
 * button, and repeats until the menu opens. Used by bench.mjs.
 */
import { chromium } from "@playwright/test";

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const MBPS = (1024 * 1024) / 8;
/** How long a tap is given to open the menu before the next tap. */
const ANSWER_MS = 100;
const GIVE_UP_MS = 30_000;

export async function launchPhoneBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

/** One cold visit: the first contentful paint and the first working tap, in ms after navigation start. */
export async function measureFirstWorkingTap(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 1.6 * MBPS, uploadThroughput: 0.75 * MBPS });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // When each tap reached the page, on the page's own clock (0 = navigation start).
    await page.addInitScript(() => {
      window.__taps = [];
      addEventListener("pointerdown", () => window.__taps.push(performance.now()), true);
    });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, { polling: 10, timeout: GIVE_UP_MS });
    const button = page.getByRole("button", { name: "Open menu" });
    const menuOpen = () =>
      page.evaluate(() => {
        const menu = document.querySelector('nav[aria-label="Mobile"]');
        return Boolean(menu && menu.checkVisibility());
      });
    const started = Date.now();
    while (Date.now() - started < GIVE_UP_MS) {
      await button.tap({ timeout: GIVE_UP_MS });
      const deadline = Date.now() + ANSWER_MS;
      let open = await menuOpen();
      while (!open && Date.now() < deadline) open = await menuOpen();
      if (open) {
        return page.evaluate(() => ({
          fcp: performance.getEntriesByName("first-contentful-paint")[0].startTime,
          tap: window.__taps[window.__taps.length - 1],
          taps: window.__taps.length,
        }));
      }
    }
    throw new Error(`The menu did not open within ${GIVE_UP_MS / 1000} s of taps`);
  } finally {
    await context.close();
  }
}
