/**
 * `npm run bench`: Lighthouse (mobile defaults) on one page of each template of the existing build,
 * served locally the way Netlify serves it. Builds nothing. Prints a Markdown table of the medians
 * of 3 runs and writes every JSON report to reports/lighthouse/ (git-ignored).
 *
 *   npm run build && npm run bench            # BUILD_SECONDS=224 adds the build's wall time
 *   RUNS=5 npm run bench                      # more runs per page
 *   COMPRESS=0 npm run bench                  # without the compressing proxy
 *
 * The local Netlify server sends every file uncompressed, while Netlify's CDN sends text with
 * Brotli. Lighthouse's throttled network makes that difference weigh heavily, so by default the
 * pages go through a small proxy that compresses text the way the CDN does.
 */
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const serverPort = Number(process.env.BENCH_PORT ?? 8890);
const compress = process.env.COMPRESS !== "0";
const port = compress ? serverPort + 1 : serverPort;
const runs = Number(process.env.RUNS ?? 3);
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

/** Forwards to the local Netlify server and Brotli-compresses text, as Netlify's CDN does. */
function startCompressingProxy(listenPort, targetPort) {
  const proxy = http.createServer((request, response) => {
    const upstream = http.request(
      { host: "localhost", port: targetPort, path: request.url, method: request.method, headers: { ...request.headers, "accept-encoding": "identity" } },
      (answer) => {
        const headers = { ...answer.headers };
        const wantsBrotli = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
        if (!wantsBrotli || !COMPRESSIBLE.test(String(headers["content-type"] ?? "")) || headers["content-encoding"]) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        delete headers["content-length"];
        headers["content-encoding"] = "br";
        headers.vary = "Accept-Encoding";
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })).pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(listenPort, () => resolve(proxy)));
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

try {
  const proxy = compress ? await startCompressingProxy(port, serverPort) : null;
  await waitForServer(`${origin}/video-production-milton-keynes`);
  await mkdir(reportsDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const rows = [];
  for (const [template, pagePath] of Object.entries(templates)) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const { lhr } = await lighthouse(`${origin}${pagePath}`, { port: chrome.port, output: "json", logLevel: "error" });
      lighthouseVersion = lhr.lighthouseVersion;
      await writeFile(path.join(reportsDir, `${template.replace(/\s+/g, "-")}-${run}.json`), JSON.stringify(lhr));
      if (lhr.runtimeError) {
        results.push({ error: lhr.runtimeError.code });
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
    if (results[0]?.error) {
      rows.push(`| ${template} | not audited: ${results[0].error} |||||||||`);
      continue;
    }
    const pick = (key) => median(results.map((result) => result[key]));
    rows.push(
      `| ${template} | ${pick("performance")} | ${pick("accessibility")} | ${pick("bestPractices")} | ${pick("seo")} | ${(pick("lcp") / 1000).toFixed(2)} s | ${Math.round(pick("tbt"))} ms | ${pick("cls").toFixed(3)} | ${(pick("total") / 1024).toFixed(0)} KiB | ${(pick("script") / 1024).toFixed(0)} KiB |`,
    );
  }
  await chrome.kill();
  proxy?.close();
  console.log(
    `Lighthouse ${lighthouseVersion}, ${runs === 1 ? "single run" : `median of ${runs} runs`}, mobile defaults, local server ${compress ? "behind a Brotli proxy (as the CDN compresses)" : "uncompressed"}\n`,
  );
  console.log("| Template | Perf | A11y | Best practices | SEO | LCP | TBT | CLS | Total | JS |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  if (process.env.BUILD_SECONDS) console.log(`\nBuild wall time: ${process.env.BUILD_SECONDS} s`);
  console.log(`\nJSON reports: ${path.relative(process.cwd(), reportsDir)}/`);
} finally {
  stopServer();
}
