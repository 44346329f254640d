/**
 * `npm run bench`: Lighthouse (mobile defaults) on one page of each template of the existing build,
 * served locally the way Netlify serves it. Builds nothing. Prints a Markdown table of the medians
 * of 3 runs and writes every JSON report to reports/lighthouse/ (git-ignored).
 *
 *   npm run build && npm run bench            # BUILD_SECONDS=224 adds the build's wall time
 *   RUNS=5 npm run bench                      # more runs per page
 */
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const port = Number(process.env.BENCH_PORT ?? 8890);
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
  "not found": "/this-page-does-not-exist",
};

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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = spawn("npx", ["netlify", "dev", "--offline", "--port", String(port), "--dir", "public"], {
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
      await writeFile(path.join(reportsDir, `${template.replace(/\s+/g, "-")}-${run}.json`), JSON.stringify(lhr));
      if (lhr.runtimeError) {
        results.push({ error: lhr.runtimeError.code });
        break;
      }
      const bytes = (type) => lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
      results.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories["best-practices"].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        total: bytes("total"),
        script: bytes("script"),
      });
    }
    if (results[0]?.error) {
      rows.push(`| ${template} | not audited: ${results[0].error} (Lighthouse does not score pages answered with 404) |||||||||`);
      continue;
    }
    const pick = (key) => median(results.map((result) => result[key]));
    rows.push(
      `| ${template} | ${pick("performance")} | ${pick("accessibility")} | ${pick("bestPractices")} | ${pick("seo")} | ${(pick("lcp") / 1000).toFixed(2)} s | ${Math.round(pick("tbt"))} ms | ${pick("cls").toFixed(3)} | ${(pick("total") / 1024).toFixed(0)} KiB | ${(pick("script") / 1024).toFixed(0)} KiB |`,
    );
  }
  await chrome.kill();
  console.log(`Lighthouse ${runs === 1 ? "single run" : `median of ${runs} runs`}, mobile defaults, ${origin} (local server, uncompressed)\n`);
  console.log("| Template | Perf | A11y | Best practices | SEO | LCP | TBT | CLS | Total | JS |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  if (process.env.BUILD_SECONDS) console.log(`\nBuild wall time: ${process.env.BUILD_SECONDS} s`);
  console.log(`\nJSON reports: ${path.relative(process.cwd(), reportsDir)}/`);
} finally {
  stopServer();
}
