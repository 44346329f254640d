/**
 * Click to next heading: how long after a visitor's click the next page's main heading can be read,
 * on a throttled phone connection (150 ms round trip, 1.6 Mbps down), the visitor's pointer having
 * rested on the link first (as it does before a click; the site's speculation rules act on it).
 * Chromium also runs at 4x CPU slowdown (DevTools' CPU throttling, which puppeteer carries over to
 * a page Chromium prerenders); Firefox, driven over WebDriver BiDi as tests/engines does, has no
 * CPU throttling to offer, so it gets the connection only. Both through puppeteer-core. Used by
 * bench.mjs.
 *
 * The connection is throttled by a small proxy in front of each build, not by the browser: the
 * browser's own throttling applies to the tab, and a page Chromium prerenders runs apart from it.
 * Through the proxy every request, speculative or not, waits a round trip and shares the bandwidth.
 *
 * Every moment is read in the page, on its own clock, and compared on the wall clock: the pointer
 * arriving on the link, the click (the moment the visitor let go), and the heading. Timed from the
 * bench's side instead, the click came 30 to 650 ms after the bench asked for it (the DevTools
 * round trips of finding, scrolling to and pressing the link in a renderer slowed 4x), which
 * counted as the next page's time, and the rest on the link was that much longer than intended.
 *
 * The heading's moment: on a page that arrives as a document, its first contentful paint (the
 * page's CSS is inline and nothing above its heading waits for a script, so the heading is in that
 * paint; a prerendered page first paints once it is shown), and when the browser animated the
 * change with a view transition, the end of the animation of the page's own snapshots (the
 * `root` ones): until then the new heading is fading in over the old page, not yet readable. On a
 * build that routes on the client (36a5ecc), the frame that draws the new page's heading. Each
 * visit is a fresh browser, so nothing is cached from an earlier one.
 */
import http from "node:http";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const MBPS = (1024 * 1024) / 8;
const ROUND_TRIP_MS = 150;
const DOWNLOAD_BYTES_PER_S = 1.6 * MBPS;
const CHUNK = 4096;
const PHONE_WINDOW = { width: 412, height: 915 };
/**
 * How long the pointer rests on the link before the click (NAV_DWELL_MS="300,600"): a visitor's
 * pointer typically rests 300 to 600 ms on a link before the press, the quick end and the
 * unhurried one. Chromium's `moderate` eagerness starts preparing a page after 200 ms of rest.
 */
const DWELLS = (process.env.NAV_DWELL_MS ?? "300,600").split(",").map(Number);

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
function startThrottle(listenPort, targetPort, requests) {
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
    // What a speculation asked for and when, as Chromium marks it (`Sec-Purpose: prefetch;prerender`).
    const record = { path: request.url, speculative: String(request.headers["sec-purpose"] ?? "").startsWith("prefetch"), at: Date.now() };
    requests.push(record);
    response.on("finish", () => (record.done = Date.now()));
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

/**
 * Installed in every document of the visit: reports, on the wall clock, the pointer arriving on a
 * link, the click, whether the browser is animating the page change (`pageswap`), and on a build
 * that routes on the client, the frame that draws a new heading.
 */
function recordMoments() {
  const wall = (pageTime) => performance.timeOrigin + pageTime;
  addEventListener(
    "pointerover",
    (event) => event.target.closest?.("a[href]") && window.__navMoment("hovered", wall(event.timeStamp)),
    true,
  );
  addEventListener("click", (event) => window.__navMoment("clicked", wall(event.timeStamp)), true);
  addEventListener("pageswap", (event) => window.__navMoment("animated", Boolean(event.viewTransition)));
  addEventListener("DOMContentLoaded", () => {
    const heading = () => document.querySelector("h1")?.textContent ?? "";
    const first = heading();
    new MutationObserver((_, observer) => {
      if (heading() === first) return;
      observer.disconnect();
      requestAnimationFrame((frame) => window.__navMoment("routed", wall(frame)));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** The next document's first paint on the wall clock, and how it was served. */
const firstPaint = () => {
  const [paint] = performance.getEntriesByName("first-contentful-paint");
  const [entry] = performance.getEntriesByType("navigation");
  return paint
    ? { at: performance.timeOrigin + paint.startTime, prerendered: (entry.activationStart ?? 0) > 0, delivery: entry.deliveryType ?? "" }
    : null;
};

/**
 * How long the animation of the page's own snapshots lasts on this page, read by starting a view
 * transition within it: the page's CSS styles `::view-transition-old(root)` and `-new(root)` for
 * both kinds alike.
 */
const rootAnimationMs = async () => {
  if (!document.startViewTransition) return 0;
  const transition = document.startViewTransition(() => undefined);
  try {
    await transition.ready;
    const ends = document
      .getAnimations()
      .filter((animation) => /view-transition-(old|new)\(root\)/.test(animation.effect?.pseudoElement ?? ""))
      .map((animation) => animation.effect.getComputedTiming().endTime);
    return Math.max(0, ...ends);
  } finally {
    transition.skipTransition();
  }
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One visit: the first page, left to settle as a visitor has it before moving on; the pointer
 * rested on the link; the press; ms from the click to the next page's heading. Chromium is
 * driven by puppeteer-core, as Playwright's way of attaching to it keeps it from prerendering.
 */
async function run(browserName, build, route, dwell) {
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
    const moments = {};
    await page.exposeFunction("__navMoment", (name, value) => {
      // The first pointer arrival and click only: later ones belong to no measurement.
      if (!(name in moments)) moments[name] = value;
    });
    await page.evaluateOnNewDocument(recordMoments);
    await page.goto(`${build.origin}${route.from}`, { waitUntil: "load", timeout: 60_000 });
    await sleep(3000);
    const link = await page.$(route.link);
    if (!link) throw new Error(`no link ${route.link}`);
    const href = await link.evaluate((element) => new URL(element.href).pathname);
    // Scrolled at once, not smoothly: the site scrolls smoothly once hydrated, and a pointer placed
    // while the page still moved came to rest beside the link, so nothing was prepared on hover.
    await link.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await sleep(300);
    const box = await link.boundingBox();
    if (!box) throw new Error(`link ${route.link} has no box`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    build.requests.length = 0;
    await page.mouse.move(x, y);
    for (const started = Date.now(); !("hovered" in moments); await sleep(10)) {
      if (Date.now() - started > 5000) throw new Error("the pointer never reached the link");
    }
    await sleep(Math.max(0, moments.hovered + dwell - Date.now()));
    await page.mouse.down();
    await page.mouse.up();
    for (const started = Date.now(); !("clicked" in moments); await sleep(10)) {
      if (Date.now() - started > 5000) throw new Error("the click never reached the page");
    }
    // Polled from here, not waited for in the page: a prerendered page takes the place of the
    // page's whole frame tree when it is shown, and a wait set in the old one never ends.
    const arrived = (path) => location.pathname.replace(/\/$/, "") === path.replace(/\/$/, "") && document.readyState === "complete";
    for (const started = Date.now(); !(await page.evaluate(arrived, href).catch(() => false)); await sleep(50)) {
      if (Date.now() - started > 30_000) throw new Error(`${href} never arrived`);
    }
    await sleep(500);
    let heading;
    let served;
    let animatedMs = 0;
    if ("routed" in moments) {
      heading = moments.routed;
      served = "client-side route";
    } else {
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, { timeout: 30_000 });
      const paint = await page.evaluate(firstPaint);
      if (moments.animated) animatedMs = await page.evaluate(rootAnimationMs);
      heading = paint.at + animatedMs;
      served = paint.prerendered ? "prerendered" : paint.delivery || "network";
    }
    const speculation = build.requests.find((request) => request.speculative && request.path.replace(/\/$/, "") === href);
    // NAV_DEBUG=1: each visit's moments and requests, in ms from the click, on stderr.
    if (process.env.NAV_DEBUG) {
      const at = (t) => (t === undefined ? "-" : Math.round(t - moments.clicked));
      console.error(
        `${route.name} rest ${at(moments.hovered)} spec ${at(speculation?.at)}..${at(speculation?.done)} heading ${at(heading)} anim ${animatedMs}`,
      );
      for (const request of build.requests)
        console.error(`   ${request.speculative ? "S" : " "} ${at(request.at)}..${at(request.done)} ${request.path.slice(0, 60)}`);
    }
    return {
      ms: heading - moments.clicked,
      rested: moments.clicked - moments.hovered,
      served,
      animatedMs,
      // Whether the next page's HTML had fully arrived before the click.
      readyBeforeClick: Boolean(speculation?.done && speculation.done <= moments.clicked),
    };
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
    const requests = [];
    throttled.push({
      name: build.name,
      origin: `http://localhost:${listenPort}`,
      requests,
      server: await startThrottle(listenPort, targetPort, requests),
    });
  }
  const rows = [];
  try {
    const engines = process.env.NAV_CHROMIUM === "0" ? [] : [["Chromium", "chromium"]];
    if (firefox) engines.push(["Firefox ESR", "firefox"]);
    for (const [engine, browserName] of engines) {
      for (const dwell of engine === "Chromium" ? DWELLS : [DWELLS.at(-1)]) {
        for (const route of ROUTES) {
          const results = Object.fromEntries(throttled.map((build) => [build.name, []]));
          for (let turn = 0; turn < runs; turn++) {
            for (const build of turn % 2 === 0 ? throttled : [...throttled].reverse()) {
              try {
                results[build.name].push(await run(browserName, build, route, dwell));
              } catch (error) {
                console.error(`${engine} ${route.name} ${build.name}: ${error.message.split("\n")[0]}`);
              }
            }
          }
          for (const [name, measured] of Object.entries(results)) {
            if (measured.length === 0) continue;
            const servedAs = [...new Set(measured.map((result) => result.served))].join(", ");
            const ready = measured.filter((result) => result.readyBeforeClick).length;
            const animated = [...new Set(measured.map((result) => Math.round(result.animatedMs)))].join(", ");
            rows.push(
              `| ${engine} | ${route.name} | ${dwell} ms (${Math.round(median(measured.map((result) => result.rested)))}) | ${name} | ${Math.round(median(measured.map((result) => result.ms)))} ms | ${measured.map((result) => Math.round(result.ms)).join(", ")} | ${servedAs} | ${ready} of ${measured.length} | ${animated} ms |`,
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
  console.log(
    "Rest before click: asked for (median measured in the page). HTML before click: visits where a speculation had the next page's HTML in hand when the visitor let go. Animation: the view transition's fade of the page, counted in the median.\n",
  );
  console.log("| Browser | Route | Rest before click | Build | Median | Runs | Served | HTML before click | Animation |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
}
