/**
 * `npm run bench`: Lighthouse (mobile defaults) on one page of each template of the existing build,
 * served locally the way Netlify serves it, then the first working tap of each (first-working-tap.mjs:
 * when a tap on the phone menu button first opens the menu, against the first contentful paint).
 * then click to next heading on three routes (bench-navigation.mjs). Prints Markdown tables of the
 * medians of 3 runs and writes every JSON report to reports/lighthouse/ (git-ignored).
 *
 *   npm run build:test && npm run bench                      # this build alone; builds nothing
 *   npm run bench -- --baseline 36a5ecc                      # and that commit, side by side
 *   RUNS=5 npm run bench                                     # more runs per page
 *   COMPRESS=0 npm run bench                                 # text sent uncompressed
 *   LIGHTHOUSE=0 npm run bench                               # no Lighthouse: the first working tap, main-thread time and navigation only
 *   TAPS=0 npm run bench                                     # no first working tap
 *   MAIN_THREAD=0 npm run bench                              # no main-thread time
 *   BASELINE_DIR=../old npm run bench -- --baseline 36a5ecc  # that checkout, already built, as the baseline
 *   NAVIGATION=0 npm run bench                               # no click to next heading
 *   BENCH_TEMPLATES=landing,contact npm run bench            # those templates alone
 *
 * Then the main-thread script time of each (main-thread-time.mjs: script run on the main thread
 * until the page is idle at 4x CPU slowdown), the figure that still compares builds when
 * Lighthouse's simulated blocking time reads zero for both.
 *
 * With `--baseline <commit>`, the commit is checked out in a temporary worktree and built there
 * the way `npm run build:test` builds (BENCH_BUILD names another npm script), then both builds are
 * served at once and measured in turns, page by page and run by run, the order swapped every run.
 * On a shared machine timings drift within minutes; only a comparison made in one run, as this
 * one, says which build is faster, so the tables give each figure for both and their ratio.
 *
 * The pages go through a small stand-in for Netlify's CDN (startEdgeCache in edge-cache.mjs): the local
 * Netlify server sends every file uncompressed and does a good deal of work per request, while the
 * CDN sends text with Brotli from its edge cache. Each page is loaded once, unmeasured, first.
 */
import { execFileSync, spawn } from "node:child_process";
import { readFileSync, symlinkSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { benchNavigation } from "./bench-navigation.mjs";
import { startEdgeCache } from "./edge-cache.mjs";
import { launchPhoneBrowser, measureFirstWorkingTap, menuButtonCentre } from "./first-working-tap.mjs";
import { measureMainThreadTime } from "./main-thread-time.mjs";

const firstPort = Number(process.env.BENCH_PORT ?? 8890);
const compress = process.env.COMPRESS !== "0";
const runs = Number(process.env.RUNS ?? 3);
const withLighthouse = process.env.LIGHTHOUSE !== "0";
const withTaps = process.env.TAPS !== "0";
const withMainThread = process.env.MAIN_THREAD !== "0";
const withNavigation = process.env.NAVIGATION !== "0";
const buildScript = process.env.BENCH_BUILD ?? "build:test";
const baselineAt = process.argv.indexOf("--baseline");
const baselineRev = baselineAt >= 0 ? process.argv[baselineAt + 1] : null;
if (baselineAt >= 0 && !baselineRev) throw new Error("--baseline needs a commit, e.g. npm run bench -- --baseline 36a5ecc");
const reportsDir = path.resolve("reports/lighthouse");
const everyTemplate = {
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
// BENCH_TEMPLATES=landing,contact measures those templates alone.
const templates = process.env.BENCH_TEMPLATES
  ? Object.fromEntries(
      process.env.BENCH_TEMPLATES.split(",").map((name) => {
        const template = name.trim();
        if (!(template in everyTemplate))
          throw new Error(`BENCH_TEMPLATES names "${template}"; the templates are ${Object.keys(everyTemplate).join(", ")}`);
        return [template, everyTemplate[template]];
      }),
    )
  : everyTemplate;

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

/** The baseline commit checked out and built in a temporary folder; its node_modules are this checkout's when the lock files agree. */
async function buildBaseline(rev) {
  const sha = execFileSync("git", ["rev-parse", "--short", rev], { encoding: "utf8" }).trim();
  const dir = await mkdtemp(path.join(os.tmpdir(), `bench-${sha}-`));
  execFileSync("git", ["worktree", "add", "--detach", dir, sha], { stdio: "inherit" });
  const sameLock = readFileSync(path.join(dir, "package-lock.json"), "utf8") === readFileSync("package-lock.json", "utf8");
  if (sameLock) symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  else execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
  const started = Date.now();
  console.log(`Building ${sha} in ${dir} (npm run ${buildScript})`);
  execFileSync("npm", ["run", buildScript], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  console.log(`Built ${sha} in ${Math.round((Date.now() - started) / 1000)} s\n`);
  return { name: sha, dir, remove: () => execFileSync("git", ["worktree", "remove", "--force", dir]) };
}

/** A build served by Netlify's local server from its own checkout, behind its own edge cache. */
async function serve(build, index) {
  const serverPort = firstPort + index * 10;
  const server = spawn("npx", ["netlify", "dev", "--offline", "--port", String(serverPort), "--dir", "public"], {
    cwd: build.dir,
    env: { ...process.env, BROWSER: "none", NETLIFY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  };
  process.on("exit", stop);
  const proxy = await startEdgeCache(serverPort + 1, serverPort, build.dir);
  const origin = `http://localhost:${serverPort + 1}`;
  await waitForServer(`${origin}/video-production-milton-keynes`);
  return {
    ...build,
    origin,
    stop: () => {
      proxy.close();
      stop();
    },
  };
}

/** One Lighthouse run, repeated up to twice when Chromium loses the trace ("NO_NAVSTART", or a metric without a value). */
async function audit(chrome, url) {
  let lhr;
  for (let attempt = 1; attempt <= 3; attempt++) {
    ({ lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }));
    if (!traceLost(lhr)) break;
  }
  lighthouseVersion = lhr.lighthouseVersion;
  if (traceLost(lhr)) return { lhr, error: lhr.runtimeError?.code ?? "a metric without a value" };
  const bytes = (type) => lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    lhr,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    total: bytes("total"),
    script: bytes("script"),
  };
}

/** The builds in the order a run measures them: swapped every run, so neither always goes first. */
const inTurn = (builds, run) => (run % 2 === 0 ? builds : [...builds].reverse());

const builds = [{ name: "this build", dir: process.cwd() }];
// BASELINE_DIR: a checkout of the baseline already built (by an earlier run, or by hand), used as it is.
const baseline = !baselineRev
  ? null
  : process.env.BASELINE_DIR
    ? {
        name: execFileSync("git", ["rev-parse", "--short", baselineRev], { encoding: "utf8" }).trim(),
        dir: path.resolve(process.env.BASELINE_DIR),
        remove: () => undefined,
      }
    : await buildBaseline(baselineRev);
if (baseline) builds.unshift(baseline);
const served = [];
let chrome;
try {
  for (const [index, build] of builds.entries()) served.push(await serve(build, index));
  // Only this run's reports: an earlier run with more RUNS would leave extra files beside them.
  await rm(reportsDir, { recursive: true, force: true });
  await mkdir(reportsDir, { recursive: true });
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  /** results[template][build name] = each run's figures */
  const results = {};
  for (const [template, pagePath] of withLighthouse ? Object.entries(templates) : []) {
    results[template] = Object.fromEntries(served.map((build) => [build.name, []]));
    // One unmeasured load of each first, so the local servers have read and compressed the files.
    for (const build of served) await lighthouse(`${build.origin}${pagePath}`, { port: chrome.port, output: "json", logLevel: "error" });
    for (let run = 1; run <= runs; run++) {
      for (const build of inTurn(served, run)) {
        const { lhr, ...figures } = await audit(chrome, `${build.origin}${pagePath}`);
        const file = `${template.replace(/\s+/g, "-")}-${build.name.replace(/\s+/g, "-")}-${run}.json`;
        await writeFile(path.join(reportsDir, file), JSON.stringify(lhr));
        results[template][build.name].push(figures);
      }
    }
  }
  await chrome.kill();
  chrome = undefined;

  const taps = {};
  const mainThread = {};
  const phone = await launchPhoneBrowser();
  try {
    for (const [template, pagePath] of withMainThread ? Object.entries(templates) : []) {
      mainThread[template] = Object.fromEntries(served.map((build) => [build.name, []]));
      for (let run = 1; run <= runs; run++) {
        for (const build of inTurn(served, run))
          mainThread[template][build.name].push(await measureMainThreadTime(phone, `${build.origin}${pagePath}`));
      }
    }
    for (const [template, pagePath] of withTaps ? Object.entries(templates) : []) {
      taps[template] = Object.fromEntries(served.map((build) => [build.name, []]));
      const button = await menuButtonCentre(phone, `${served[0].origin}${pagePath}`);
      for (let run = 1; run <= runs; run++) {
        for (const build of inTurn(served, run))
          taps[template][build.name].push(await measureFirstWorkingTap(phone, `${build.origin}${pagePath}`, button));
      }
    }
  } finally {
    await phone.close();
  }

  const over = `${runs === 1 ? "single run" : `median of ${runs} runs`}, local Netlify server behind an edge cache${compress ? " that sends text with Brotli, as the CDN does" : ", uncompressed"}${baseline ? `, ${baseline.name} and this build measured in turns` : ""}`;
  if (withLighthouse) {
    console.log(`Lighthouse ${lighthouseVersion}, mobile defaults, ${over}\n`);
    console.log("| Template | Build | Perf | A11y | Best practices | SEO | LCP | TBT | CLS | Total | JS |");
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
    for (const [template, byBuild] of Object.entries(results)) {
      for (const [name, figures] of Object.entries(byBuild)) {
        const failed = figures.find((result) => result.error);
        if (failed) {
          console.log(`| ${template} | ${name} | not audited: ${failed.error} |||||||||`);
          continue;
        }
        const pick = (key) => median(figures.map((result) => result[key]));
        console.log(
          `| ${template} | ${name} | ${pick("performance")} | ${pick("accessibility")} | ${pick("bestPractices")} | ${pick("seo")} | ${(pick("lcp") / 1000).toFixed(2)} s | ${Math.round(pick("tbt"))} ms | ${pick("cls").toFixed(3)} | ${(pick("total") / 1024).toFixed(0)} KiB | ${(pick("script") / 1024).toFixed(0)} KiB |`,
        );
      }
    }
    if (baseline) {
      console.log(
        "\nThis build against " +
          baseline.name +
          " (ratio of medians; below 1 is better for TBT and LCP; below 10 ms no ratio is given):\n",
      );
      console.log("| Template | TBT | LCP | Perf |");
      console.log("|---|---|---|---|");
      for (const [template, byBuild] of Object.entries(results)) {
        const ok = (figures) => !figures.some((result) => result.error);
        const [before, after] = [byBuild[baseline.name], byBuild["this build"]];
        if (!ok(before) || !ok(after)) continue;
        const medianOf = (figures, key) => median(figures.map((result) => result[key]));
        // A ratio of two medians near zero is noise (0 ms against 2 ms is not "infinitely better"),
        // so below 10 ms the table gives the two figures and no ratio.
        const ratio = (key, unit) => {
          const [was, now] = [medianOf(before, key), medianOf(after, key)];
          return was < 10 ? `${Math.round(was)} → ${Math.round(now)} ${unit}, no ratio` : (now / was).toFixed(2);
        };
        console.log(
          `| ${template} | ${ratio("tbt", "ms")} | ${ratio("lcp", "ms")} | ${medianOf(before, "performance")} → ${medianOf(after, "performance")} |`,
        );
      }
    }
    console.log("");
  }
  if (withTaps) console.log(`First working tap at 390 px, 4x CPU slowdown, 150 ms round trip, 1.6 Mbps, ${over}\n`);
  if (withTaps) console.log("| Template | Build | FCP | First working tap | Tap after FCP | Taps needed |");
  if (withTaps) console.log("|---|---|---|---|---|---|");
  for (const [template, byBuild] of Object.entries(taps)) {
    for (const [name, measured] of Object.entries(byBuild)) {
      const pick = (read) => median(measured.map(read));
      console.log(
        `| ${template} | ${name} | ${(pick((result) => result.fcp) / 1000).toFixed(2)} s | ${(pick((result) => result.tap) / 1000).toFixed(2)} s | ${Math.round(pick((result) => result.tap - result.fcp))} ms | ${pick((result) => result.taps)} |`,
      );
    }
  }
  if (withMainThread) {
    console.log(`\nMain-thread time until idle at 390 px, 4x CPU slowdown (DevTools throttling), ${over}\n`);
    console.log(`| Template | Build | Script | All tasks |${baseline ? " Script against " + baseline.name + " |" : ""}`);
    console.log(`|---|---|---|---|${baseline ? "---|" : ""}`);
  }
  for (const [template, byBuild] of Object.entries(mainThread)) {
    const scriptOf = (name) => median(byBuild[name].map((result) => result.script));
    for (const [name, measured] of Object.entries(byBuild)) {
      const ratio =
        baseline && name !== baseline.name ? ` ${(scriptOf(name) / scriptOf(baseline.name)).toFixed(2)} |` : baseline ? " |" : "";
      console.log(
        `| ${template} | ${name} | ${Math.round(scriptOf(name))} ms | ${Math.round(median(measured.map((result) => result.tasks)))} ms |${ratio}`,
      );
    }
  }
  if (withNavigation) await benchNavigation(served, runs);
  if (process.env.BUILD_SECONDS) console.log(`\nBuild wall time: ${process.env.BUILD_SECONDS} s`);
  console.log(`\nJSON reports: ${path.relative(process.cwd(), reportsDir)}/`);
} finally {
  // Also after a failure: a Chromium left running would slow every later measurement.
  await chrome?.kill();
  for (const build of served) build.stop();
  baseline?.remove();
}
