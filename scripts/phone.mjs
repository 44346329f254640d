/**
 * The phone the measuring scripts load pages on: 390 px wide at three device pixels per CSS pixel,
 * with touch, and DevTools' 4x CPU slowdown (`Emulation.setCPUThrottlingRate`), the cache off so
 * every visit is a first one. Used by first-working-tap.mjs and main-thread-time.mjs.
 */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** A new phone-sized context with one page and its DevTools session, its cache off and its CPU slowed 4x. Close `context` when done. */
export async function openSlowPhone(browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page, cdp };
}
