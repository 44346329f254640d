/**
 * Main-thread script time: how long a phone's main thread spends running script from navigation
 * until the page is idle, under DevTools' 4x CPU slowdown (`Emulation.setCPUThrottlingRate`). Unlike
 * Lighthouse's simulated Total Blocking Time, which collapses to zero on a fast machine, it counts
 * every millisecond of script the page runs, so two builds measured in turns on one machine can be
 * compared. Read from Chromium's own counters (`Performance.getMetrics`: `ScriptDuration`, and
 * `TaskDuration` for all main-thread work) once the network has been quiet for 500 ms and the counters
 * have not moved for a second. The cookie banner is left unanswered, as a first visitor finds it.
 * Used by bench.mjs.
 */
import { openSlowPhone } from "./phone.mjs";

const QUIET_MS = 1000;
const GIVE_UP_MS = 30_000;

/** One cold visit: script and task time on the main thread, in ms, until the page is idle. */
export async function measureMainThreadTime(browser, url) {
  const { context, page, cdp } = await openSlowPhone(browser);
  try {
    await cdp.send("Performance.enable");
    await page.goto(url, { waitUntil: "load", timeout: GIVE_UP_MS });
    await page.waitForLoadState("networkidle", { timeout: GIVE_UP_MS });
    const read = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      const value = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
      return { script: value("ScriptDuration") * 1000, tasks: value("TaskDuration") * 1000 };
    };
    const started = Date.now();
    let last = await read();
    while (Date.now() - started < GIVE_UP_MS) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      const now = await read();
      // Idle: nothing ran on the main thread for a second but the counters' own reading.
      if (now.tasks - last.tasks < 5) return now;
      last = now;
    }
    throw new Error(`${url}: the main thread was not idle within ${GIVE_UP_MS / 1000} s`);
  } finally {
    await context.close();
  }
}
