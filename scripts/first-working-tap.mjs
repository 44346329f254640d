/**
 * "First working tap": how long after navigation starts a tap on the header's menu button, at phone
 * width, first opens the menu, under Lighthouse's phone conditions (4x CPU slowdown, 150 ms round
 * trip, 1.6 Mbps down). The first tap is sent the moment the browser reports the first contentful
 * paint (when a visitor first sees the button), straight through the DevTools protocol so nothing
 * waits on the page; taps repeat every 100 ms until one opens the menu. The time reported is when
 * the page received the tap that worked, on the page's own clock. Used by bench.mjs.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { openSlowPhone, PHONE } from "./phone.mjs";
const MBPS = (1024 * 1024) / 8;
const RETAP_MS = 100;
const GIVE_UP_MS = 30_000;

export async function launchPhoneBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}

/** Where the menu button sits at phone width, read once from an unthrottled load of the page. */
export async function menuButtonCentre(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.getByRole("button", { name: "Open menu" }).boundingBox();
    if (!box) throw new Error(`${url}: no menu button at phone width`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/** One cold visit: the first contentful paint and the first working tap, in ms after navigation start. */
export async function measureFirstWorkingTap(browser, url, button) {
  const { context, page, cdp } = await openSlowPhone(browser);
  try {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6 * MBPS,
      uploadThroughput: 0.75 * MBPS,
    });
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    // When each tap reached the page, on the page's own clock (0 = navigation start).
    await page.addInitScript(() => {
      window.__taps = [];
      addEventListener("pointerdown", () => window.__taps.push(performance.now()), true);
    });
    const painted = new Promise((resolve) =>
      cdp.on("Page.lifecycleEvent", (event) => {
        if (event.name === "firstContentfulPaint") resolve();
      }),
    );
    const navigation = page.goto(url, { waitUntil: "commit", timeout: GIVE_UP_MS });
    await painted;
    const menuOpen = () =>
      page.evaluate(() => {
        const menu = document.querySelector('nav[aria-label="Mobile"]');
        return Boolean(menu && menu.checkVisibility());
      });
    const started = Date.now();
    while (Date.now() - started < GIVE_UP_MS) {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [button] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      const retap = Date.now() + RETAP_MS;
      let open = await menuOpen();
      while (!open && Date.now() < retap) open = await menuOpen();
      if (open) {
        await navigation;
        return await page.evaluate(() => ({
          fcp: performance.getEntriesByName("first-contentful-paint")[0].startTime,
          tap: window.__taps[window.__taps.length - 1],
          taps: window.__taps.length,
        }));
      }
    }
    throw new Error(`${url}: the menu did not open within ${GIVE_UP_MS / 1000} s of taps`);
  } finally {
    await context.close();
  }
}
