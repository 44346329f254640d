/**
 * `npm run bench`: Lighthouse (mobile defaults) on one page of each template of the existing build,
 * served locally the way Netlify serves it, then the first working tap of each (first-working-tap.mjs:
 * when a tap on the phone menu button first opens the menu, against the first contentful paint).
 * Builds nothing. Prints Markdown tables of the medians of 3 runs and writes every JSON report to
 * reports/lighthouse/ (git-ignored).
 *
 *   npm run build && npm run bench            # BUILD_SECONDS=224 adds the build's wall time
 *   RUNS=5 npm run bench                      # more runs per page
 *   COMPRESS=0 npm run bench                  # text sent uncompressed
 *   LIGHTHOUSE=0 npm run bench                # the first working tap only
 *
 * The pages go through a small stand-in for Netlify's CDN (startEdgeCache below): the local
 * Netlify server sends every file uncompressed and does a good deal of work per request, while the
 * CDN sends text with Brotli from its edge cache. Each page is loaded once, unmeasured, first.
 */
import { spawn } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { launchPhoneBrowser, measureFirstWorkingTap, menuButtonCentre } from "./first-working-tap.mjs";

const serverPort = Number(process.env.BENCH_PORT ?? 8890);
const compress = process.env.COMPRESS !== "0";
const port = serverPort + 1;
const runs = Number(process.env.RUNS ?? 3);
const withLighthouse = process.env.LIGHTHOUSE !== "0";
const origin = `http://localhost:${port}`;
const reportsDir = path.resolve("reports/lighthouse");
const templates = {
  landing: "/video-production-milton-keynes",
  service: "/training-video-production-milton-keynes",
  "case studies": "/case-studies",
  "blog index": "/blog",
  article: "/blog/why-every-company-milton-keynes-needs-training-video-strategy",
  legal: "/privacy-policy",
  contact: "/contact",
  // Lighthouse refuses to score a page answered with 404, so the not-found page is audited at the
  // address of its file, which answers 200 with the same HTML.
  "not found": "/404.html",
};

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Stands in front of the local Netlify server as Netlify's CDN stands in front of a deploy: text
 * is sent with Brotli, and each answer is kept after the first request and served from memory
 * (the CDN keeps a deploy's files at its edge until the next deploy, whatever their
 * Cache-Control says to browsers). Without this, the local server's work on every request would
 * compete with the page being measured for the same CPUs.
 */
function startEdgeCache(listenPort, targetPort) {
  const cache = new Map();
  const fetchUpstream = (request, wantsBrotli) =>
    new Promise((resolve, reject) => {
      const upstream = http.request(
        {
          host: "localhost",
          port: targetPort,
          path: request.url,
          method: "GET",
          headers: { ...request.headers, "accept-encoding": "identity" },
        },
        (answer) => {
          const chunks = [];
          answer.on("data", (chunk) => chunks.push(chunk));
          answer.on("error", reject);
          answer.on("end", async () => {
            const headers = { ...answer.headers };
            let body = Buffer.concat(chunks);
            if (compress && wantsBrotli && COMPRESSIBLE.test(String(headers["content-type"] ?? "")) && !headers["content-encoding"]) {
              body = await promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
              headers["content-encoding"] = "br";
              headers.vary = "Accept-Encoding";
            }
            delete headers["transfer-encoding"];
            delete headers.connection;
            headers["content-length"] = String(body.length);
            resolve({ status: answer.statusCode ?? 502, headers, body });
          });
        },
      );
      upstream.on("error", reject);
      upstream.end();
    });
  const server = http.createServer(async (request, response) => {
    if (request.method !== "GET") {
      response.writeHead(405).end();
      return;
    }
    const wantsBrotli = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
    const key = `${request.url} ${wantsBrotli}`;
    if (!cache.has(key)) cache.set(key, fetchUpstream(request, wantsBrotli));
    try {
      const { status, headers, body } = await cache.get(key);
      response.writeHead(status, headers).end(body);
    } catch {
      cache.delete(key);
      response.writeHead(502).end();
    }
  });
  return new Promise((resolve) => server.listen(listenPort, () => resolve(server)));
}

async function waitForServer(url, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not start at ${url}`);
}

let lighthouseVersion = "";

const METRICS = ["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"];
const traceLost = (lhr) =>
  Boolean(lhr.runtimeError) ||
  lhr.categories.performance.score === null ||
  METRICS.some((id) => typeof lhr.audits[id]?.numericValue !== "number");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = spawn("npx", ["netlify", "dev", "--offline", "--port", String(serverPort), "--dir", "public"], {
  env: { ...process.env, BROWSER: "none", NETLIFY_TELEMETRY_DISABLED: "1" },
  stdio: "ignore",
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already stopped
  }
};
process.on("exit", stopServer);

let chrome;
try {
  const proxy = await startEdgeCache(port, serverPort);
  await waitForServer(`${origin}/video-production-milton-keynes`);
  // Only this run's reports: an earlier run with more RUNS would leave extra files beside them.
  await rm(reportsDir, { recursive: true, force: true });
  await mkdir(reportsDir, { recursive: true });
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const rows = [];
  for (const [template, pagePath] of withLighthouse ? Object.entries(templates) : []) {
    const results = [];
    // One unmeasured load first, so the local server has read and compressed the page's files.
    await lighthouse(`${origin}${pagePath}`, { port: chrome.port, output: "json", logLevel: "error" });
    for (let run = 1; run <= runs; run++) {
      // Chromium now and then loses a trace ("NO_NAVSTART", or a metric without a value); such a run
      // is repeated, up to twice, rather than counted.
      let lhr;
      for (let attempt = 1; attempt <= 3; attempt++) {
        ({ lhr } = await lighthouse(`${origin}${pagePath}`, { port: chrome.port, output: "json", logLevel: "error" }));
        if (!traceLost(lhr)) break;
      }
      lighthouseVersion = lhr.lighthouseVersion;
      await writeFile(path.join(reportsDir, `${template.replace(/\s+/g, "-")}-${run}.json`), JSON.stringify(lhr));
      if (traceLost(lhr)) {
        results.push({ error: lhr.runtimeError?.code ?? "a metric without a value" });
        break;
      }
      const bytes = (type) => lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        total: bytes("total"),
        script: bytes("script"),
      });
    }
    const failed = results.find((result) => result.error);
    if (failed) {
      rows.push(`| ${template} | not audited: ${failed.error} |||||||||`);
      continue;
    }
    const pick = (key) => median(results.map((result) => result[key]));
    rows.push(
      `| ${template} | ${pick("performance")} | ${pick("accessibility")} | ${pick("bestPractices")} | ${pick("seo")} | ${(pick("lcp") / 1000).toFixed(2)} s | ${Math.round(pick("tbt"))} ms | ${pick("cls").toFixed(3)} | ${(pick("total") / 1024).toFixed(0)} KiB | ${(pick("script") / 1024).toFixed(0)} KiB |`,
    );
  }
  await chrome.kill();
  chrome = undefined;

  const tapRows = [];
  const phone = await launchPhoneBrowser();
  try {
    for (const [template, pagePath] of Object.entries(templates)) {
      const results = [];
      const button = await menuButtonCentre(phone, `${origin}${pagePath}`);
      for (let run = 1; run <= runs; run++) results.push(await measureFirstWorkingTap(phone, `${origin}${pagePath}`, button));
      const fcp = median(results.map((result) => result.fcp));
      const tap = median(results.map((result) => result.tap));
      const gap = median(results.map((result) => result.tap - result.fcp));
      const taps = median(results.map((result) => result.taps));
      tapRows.push(`| ${template} | ${(fcp / 1000).toFixed(2)} s | ${(tap / 1000).toFixed(2)} s | ${Math.round(gap)} ms | ${taps} |`);
    }
  } finally {
    await phone.close();
  }

  proxy.close();
  const over = `${runs === 1 ? "single run" : `median of ${runs} runs`}, local Netlify server behind an edge cache${compress ? " that sends text with Brotli, as the CDN does" : ", uncompressed"}`;
  if (withLighthouse) {
    console.log(`Lighthouse ${lighthouseVersion}, mobile defaults, ${over}\n`);
    console.log("| Template | Perf | A11y | Best practices | SEO | LCP | TBT | CLS | Total | JS |");
    console.log("|---|---|---|---|---|---|---|---|---|---|");
    for (const row of rows) console.log(row);
    console.log("");
  }
  console.log(`First working tap at 390 px, 4x CPU slowdown, 150 ms round trip, 1.6 Mbps, ${over}\n`);
  console.log("| Template | FCP | First working tap | Tap after FCP | Taps needed |");
  console.log("|---|---|---|---|---|");
  for (const row of tapRows) console.log(row);
  if (process.env.BUILD_SECONDS) console.log(`\nBuild wall time: ${process.env.BUILD_SECONDS} s`);
  console.log(`\nJSON reports: ${path.relative(process.cwd(), reportsDir)}/`);
} finally {
  // Also after a failure: a Chromium left running would slow every later measurement.
  await chrome?.kill();
  stopServer();
}
