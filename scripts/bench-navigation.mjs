/**
 * Click to next heading: how long after a visitor's click the next page's main heading is on the
 * screen, on a throttled phone connection (150 ms round trip, 1.6 Mbps down), the visitor's pointer
 * having rested on the link first (as it does before a click; the site's speculation rules act on
 * it). Chromium also runs at 4x CPU slowdown (DevTools' CPU throttling); Firefox, driven over
 * WebDriver BiDi as tests/engines does, has no CPU throttling to offer, so it gets the connection
 * only. Both through puppeteer-core. Used by bench.mjs.
 *
 * The connection is throttled by a small proxy in front of each build, not by the browser: the
 * browser's own throttling applies to the tab, and a page Chromium prerenders runs apart from it.
 * Through the proxy every request, speculative or not, waits a round trip and shares the bandwidth.
 *
 * The heading's moment is the next page's first contentful paint, read on its own clock (the
 * page's CSS is inline and nothing above its heading waits for a script, so the heading is in that
 * paint; a prerendered page first paints once it is shown), against the wall-clock moment the
 * click was sent. Each visit is a fresh browser, so nothing is cached from an earlier one.
 */
import http from "node:http";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const MBPS = (1024 * 1024) / 8;
const ROUND_TRIP_MS = 150;
const DOWNLOAD_BYTES_PER_S = 1.6 * MBPS;
const CHUNK = 4096;
const PHONE_WINDOW = { width: 412, height: 915 };
/** How long the pointer rests on the link before the click, per run (NAV_DWELL_MS="300,1000"). */
const DWELLS = (process.env.NAV_DWELL_MS ?? "300,1000").split(",").map(Number);

/**
 * The three routes measured: a link on the first page to the second, as a visitor takes it. The
 * `link` is a CSS selector for the first such link on the page.
 */
export const ROUTES = [
  { name: "landing → service", from: "/video-production-milton-keynes", link: 'main a[href="/training-video-production-milton-keynes"]' },
  { name: "blog → article", from: "/blog", link: 'main a[href^="/blog/"]:not([href^="/blog/category/"])' },
  { name: "landing → case studies", from: "/video-production-milton-keynes", link: 'footer a[href="/case-studies"]' },
];

/** One link of throttled bandwidth shared by every response through it, as a phone's connection is. */
function startThrottle(listenPort, targetPort) {
  let linkFreeAt = 0;
  const sendThrottled = async (response, body) => {
    for (let offset = 0; offset < body.length; offset += CHUNK) {
      const chunk = body.subarray(offset, offset + CHUNK);
      const start = Math.max(Date.now(), linkFreeAt);
      linkFreeAt = start + (chunk.length / DOWNLOAD_BYTES_PER_S) * 1000;
      const wait = linkFreeAt - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      response.write(chunk);
    }
    response.end();
  };
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      { host: "localhost", port: targetPort, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", async () => {
          await new Promise((resolve) => setTimeout(resolve, ROUND_TRIP_MS));
          const headers = { ...answer.headers };
          delete headers["transfer-encoding"];
          response.writeHead(answer.statusCode ?? 502, headers);
          await sendThrottled(response, Buffer.concat(chunks));
        });
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(listenPort, () => resolve(server)));
}

/** When the page first painted, on the wall clock (a prerendered page paints once it is shown). */
const paintedAt = () => {
  const [paint] = performance.getEntriesByName("first-contentful-paint");
  const [entry] = performance.getEntriesByType("navigation");
  return paint
    ? { at: performance.timeOrigin + paint.startTime, prerendered: (entry.activationStart ?? 0) > 0, delivery: entry.deliveryType ?? "" }
    : null;
};

/**
 * One visit: the first page, left to settle as a visitor has it before moving on; the pointer
 * rested on the link; the click; ms from the click to the next page's first paint. Chromium is
 * driven by puppeteer-core, as Playwright's way of attaching to it keeps it from prerendering.
 */
async function run(browserName, origin, route, dwell) {
  const { default: puppeteer } = await import("puppeteer-core");
  const browser =
    browserName === "firefox"
      ? await puppeteer.launch({ browser: "firefox", executablePath: "/usr/bin/firefox-esr", headless: true })
      : await puppeteer.launch({
          executablePath: CHROMIUM_PATH,
          headless: true,
          args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless")),
        });
  try {
    const page = await browser.newPage();
    await page.setViewport(PHONE_WINDOW);
    if (browserName === "chromium") await page.emulateCPUThrottling(4);
    await page.goto(`${origin}${route.from}`, { waitUntil: "load", timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const link = await page.$(route.link);
    if (!link) throw new Error(`no link ${route.link}`);
    await link.scrollIntoView();
    await link.hover();
    await new Promise((resolve) => setTimeout(resolve, dwell));
    const clickedAt = Date.now();
    await Promise.all([page.waitForNavigation({ waitUntil: "load", timeout: 30_000 }), link.click()]);
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, { timeout: 30_000 });
    const { at, prerendered, delivery } = await page.evaluate(paintedAt);
    return { ms: at - clickedAt, served: prerendered ? "prerendered" : delivery || "network" };
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Measures every route for every build, in turns (the order swapped every run), and prints a
 * Markdown table of medians. `served` are the builds as bench.mjs serves them ({ name, origin }).
 */
export async function benchNavigation(served, runs, { firefox = process.env.NAV_FIREFOX !== "0" } = {}) {
  const throttled = [];
  for (const [index, build] of served.entries()) {
    const targetPort = Number(new URL(build.origin).port);
    const listenPort = targetPort + 5 + index;
    throttled.push({ name: build.name, origin: `http://localhost:${listenPort}`, server: await startThrottle(listenPort, targetPort) });
  }
  const rows = [];
  try {
    const engines = [["Chromium", "chromium"]];
    if (firefox) engines.push(["Firefox ESR", "firefox"]);
    for (const [engine, browserName] of engines) {
      for (const dwell of engine === "Chromium" ? DWELLS : [DWELLS.at(-1)]) {
        for (const route of ROUTES) {
          const results = Object.fromEntries(throttled.map((build) => [build.name, []]));
          for (let turn = 0; turn < runs; turn++) {
            for (const build of turn % 2 === 0 ? throttled : [...throttled].reverse()) {
              try {
                results[build.name].push(await run(browserName, build.origin, route, dwell));
              } catch (error) {
                console.error(`${engine} ${route.name} ${build.name}: ${error.message.split("\n")[0]}`);
              }
            }
          }
          for (const [name, measured] of Object.entries(results)) {
            if (measured.length === 0) continue;
            const servedAs = [...new Set(measured.map((result) => result.served))].join(", ");
            rows.push(
              `| ${engine} | ${route.name} | ${dwell} ms | ${name} | ${Math.round(median(measured.map((result) => result.ms)))} ms | ${measured.map((result) => Math.round(result.ms)).join(", ")} | ${servedAs} |`,
            );
          }
        }
      }
    }
  } finally {
    for (const build of throttled) build.server.close();
  }
  console.log(
    `\nClick to next heading, 150 ms round trip and 1.6 Mbps through a throttling proxy; Chromium at 4x CPU slowdown; pointer rested on the link before the click (median of ${runs} runs, builds in turns)\n`,
  );
  console.log("| Browser | Route | Rest before click | Build | Median | Runs | Served |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
}
