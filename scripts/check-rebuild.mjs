/**
 * The README's commands run twice, as people and Netlify run them: `npm start` over an earlier
 * build must serve the same pages, policies and functions as a build from nothing, whatever
 * Netlify's build cache holds from before. Run by `npm test` once the test build (the build from
 * nothing) is made, beside the end-to-end tests, which serve that build:
 *
 * 1. A copy of the site is made with the test build in it (tests/support/site-copy.ts), so nothing
 *    here touches the repository's build, Netlify's state or npm start's records. Its Netlify
 *    build cache (`.netlify/build-cache`) is filled from the test build the way the Netlify adapter
 *    stores it at the end of every `npm start` (its `@netlify/cache-utils` save of `.cache` and
 *    `public`), so the start below is a second start. Into that cache go what an earlier commit's
 *    start would have left: a compiled gatsby-node that stops any build running it (a build must
 *    run the checkout's own code), and a `_headers` with another build's security policy and the
 *    block gatsby-plugin-netlify wrote before the adapter (a build must write its own rules,
 *    nothing of those).
 * 2. `npm start` in the copy, standing at the repository's own path where Linux allows it (so its
 *    build is as warm as a second start in the repository), with the test build's settings as an
 *    owner would set them, builds from that cache and serves. Every page of the test build must be
 *    served as the test build made it, its policy must allow each of the landing page's inline
 *    scripts and nothing of the older one, and a function must answer.
 * 3. Its header and redirect rules must equal the test build's.
 *
 * One thing may differ: webpack's compilation hash, which every page carries in an inline script
 * that the security policy allows by its hash. Webpack's persistent cache can give the same code a
 * different compilation hash when the build cache came from other code (an earlier commit's
 * `npm start`) while every script file comes out the same. Each build's `_headers` must allow its
 * own compilation hash's script; rules and pages are compared without it.
 *
 * `npm start` listens on port 8888 (and 3999 for its static files), so nothing else may be serving
 * there while this runs.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createJiti } from "jiti";
import { TEST_BUILD_ENV } from "./test-build-env.mjs";

const PORT = 8888;
/** Netlify's local server also serves the static files on a port of its own. */
const STATIC_PORT = 3999;
const ORIGIN = `http://localhost:${PORT}`;
const START_TIMEOUT_MS = 10 * 60_000;
/** Where Netlify's local build keeps its cache, in the folder it builds; the adapter restores `.cache` and `public` from it. */
const BUILD_CACHE = ".netlify/build-cache";
/** The compiled gatsby-node that a start leaves in Netlify's build cache. */
const CACHED_GATSBY_NODE = `${BUILD_CACHE}/cwd/.cache/compiled/gatsby-node.js`;
const CACHED_HEADERS = `${BUILD_CACHE}/cwd/public/_headers`;

const files = ["_headers", "_redirects"];

/** A hash no build's page has: the policy an earlier build's `_headers` gave every page. */
const OUTDATED_SCRIPT_HASH = `'sha256-${createHash("sha256").update("an earlier build's inline script").digest("base64")}'`;

const fresh = { rules: builtRules("public"), pages: builtPages("public") };

const { copySite } = await createJiti(import.meta.url).import("../tests/support/site-copy.ts");
const site = copySite({ withBuild: true, prefix: "gridline-rebuild-" });
process.on("exit", () => site.remove());
await seedBuildCache(site.root);
const seconds = await startServeAndStop();
console.log(
  `npm start over the test build's cache${site.atRepositoryPath ? "" : " (in a folder of its own, so from nothing: this machine has no mount namespaces)"}: built and served all ${fresh.pages.size} pages as the test build made them in ${seconds} s.`,
);

const again = builtRules(path.join(site.root, "public"));
const changed = files.filter((_file, index) => fresh.rules[index] !== again[index]);
if (changed.length > 0) {
  console.error(`npm start over the test build's cache changed ${changed.join(" and ")}.`);
  for (const index of files.keys()) {
    if (fresh.rules[index] === again[index]) continue;
    const before = new Set(fresh.rules[index].split("\n"));
    const after = new Set(again[index].split("\n"));
    console.error(
      `${files[index]}:\n${[...before]
        .filter((line) => !after.has(line))
        .map((line) => `- ${line}`)
        .join("\n")}\n${[...after]
        .filter((line) => !before.has(line))
        .map((line) => `+ ${line}`)
        .join("\n")}`,
    );
  }
  process.exit(1);
}
const rules = again[0].split("\n").filter((line) => line.startsWith("/")).length;
console.log(`npm start's build: the same ${rules} header rules and the same redirects as the test build's.`);

/** The inline script carrying this build's webpack compilation hash, and its hash as the policy allows it. */
function compilationScript(publicDir) {
  const { webpackCompilationHash } = JSON.parse(readFileSync(path.join(publicDir, "page-data/app-data.json"), "utf8"));
  const script = `window.___webpackCompilationHash="${webpackCompilationHash}";`;
  return { script, allowed: ` 'sha256-${createHash("sha256").update(script).digest("base64")}'` };
}

/**
 * The build's header and redirect rules, without the policy's hash of the inline script that
 * carries webpack's compilation hash (see above); fails unless every page's policy has it.
 */
function builtRules(publicDir) {
  const { script, allowed } = compilationScript(publicDir);
  const [headers, redirects] = files.map((file) => readFileSync(path.join(publicDir, file), "utf8"));
  // Pages' policies allow their inline scripts by hash; the editor's allows none.
  const policies = headers.split("\n").filter((line) => /^\s+content-security-policy:.*'sha256-/i.test(line));
  if (policies.length === 0 || policies.some((policy) => !policy.includes(allowed))) {
    console.error(`${publicDir}/_headers: a page's security policy does not allow its build's ${script}`);
    process.exit(1);
  }
  return [headers.replaceAll(allowed, ""), redirects];
}

/** Every page of the build by the address it is served at, without its compilation hash. */
function builtPages(publicDir) {
  const { script } = compilationScript(publicDir);
  const pages = new Map();
  for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    const name = path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (!entry.isFile() || !name.endsWith(".html")) continue;
    const address = `/${name.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`;
    pages.set(address, readFileSync(path.join(publicDir, name), "utf8").replace(script, ""));
  }
  return pages;
}

/**
 * Fills Netlify's build cache from the test build as the adapter's own save does, then leaves in
 * it what an earlier commit's start would have: its compiled gatsby-node, and its `_headers`.
 */
async function seedBuildCache(root) {
  // The adapter's own cache library, as the adapter finds it.
  const adapter = createRequire(path.resolve("package.json")).resolve("gatsby-adapter-netlify");
  const cacheUtils = await import(pathToFileURL(createRequire(adapter).resolve("@netlify/cache-utils")).href);
  const cache = cacheUtils.bindOpts({ cacheDir: path.join(root, BUILD_CACHE), cwd: root });
  if (!(await cache.save([".cache", "public"]))) fail(`the test build left no .cache or public for ${BUILD_CACHE}`);
  if (!existsSync(path.join(root, CACHED_GATSBY_NODE))) {
    fail(`the test build has no ${CACHED_GATSBY_NODE.slice(`${BUILD_CACHE}/cwd/`.length)}: where does Gatsby keep its compiled code now?`);
  }
  writeFileSync(
    path.join(root, CACHED_GATSBY_NODE),
    'throw new Error("This is the gatsby-node of an earlier build, restored from the build cache");\n',
  );
  writeFileSync(
    path.join(root, CACHED_HEADERS),
    [
      "## Created with gatsby-plugin-netlify",
      "",
      "/*",
      `  Content-Security-Policy: default-src 'self'; script-src 'self' ${OUTDATED_SCRIPT_HASH}`,
      "  X-XSS-Protection: 1; mode=block",
      "",
    ].join("\n"),
  );
}

/**
 * Fails unless the page's served policy allows each of its inline scripts by hash, and holds
 * nothing of an older build's.
 */
function checkServedPolicy(html, policy, fail) {
  if (!policy) fail("served the landing page without a Content-Security-Policy");
  if (policy.includes(OUTDATED_SCRIPT_HASH)) fail("served the landing page with the security policy of the build before");
  // Data blocks (structured data) are not scripts the policy governs.
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, body]) => body)
    .filter(Boolean);
  const refused = inline.filter((body) => !policy.includes(`'sha256-${createHash("sha256").update(body).digest("base64")}'`));
  if (refused.length > 0)
    fail(
      `served a policy that refuses ${refused.length} of the landing page's ${inline.length} inline scripts (first: ${refused[0].slice(0, 80)})`,
    );
}

/** Fails unless every page is served as the test build made it (its compilation hash aside). */
async function checkServedPages(fail) {
  const { script } = compilationScript(path.join(site.root, "public"));
  const differing = [];
  for (const [address, html] of fresh.pages) {
    const answer = await fetch(`${ORIGIN}${address}`, { redirect: "manual" });
    // An address the redirect rules send elsewhere (the root) is served as its rule says; the rules are compared below.
    if (answer.status >= 300 && answer.status < 400) continue;
    const served = (await answer.text()).replace(script, "");
    if (served !== html)
      differing.push({ address, at: [...served].findIndex((character, index) => character !== html[index]), served, html });
  }
  if (differing.length > 0) {
    const [{ address, at, served, html }] = differing;
    fail(
      `served ${differing.length} of ${fresh.pages.size} pages otherwise than the test build made them (${differing.map((page) => page.address).join(", ")}); ${address} from character ${at}:\n  test build: ${html.slice(at - 80, at + 160)}\n  npm start:  ${served.slice(at - 80, at + 160)}`,
    );
  }
}

function fail(why) {
  console.error(`The rebuild check failed: ${why}.`);
  process.exit(1);
}

/** Runs `npm start` as a person would, waits until it serves the landing page, checks it, and stops it. */
async function startServeAndStop() {
  for (const port of [PORT, STATIC_PORT]) {
    // A server stopped a moment ago may still be closing its ports.
    if (await waitUntilFree(port)) continue;
    fail(`port ${port} is in use: stop the server there (an earlier npm start or netlify dev?) and run this again`);
  }
  const began = Date.now();
  const output = [];
  const { command, args, cwd } = site.command("npm", ["start"]);
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...TEST_BUILD_ENV, BROWSER: "none", GATSBY_TELEMETRY_DISABLED: "1", NETLIFY_TELEMETRY_DISABLED: "1" },
  });
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
  let stillRunning = true;
  void exited.then(() => (stillRunning = false));

  const failStarted = (why) => {
    stop(child);
    console.error(`npm start's last output:\n${output.join("").split("\n").slice(-40).join("\n")}`);
    fail(`npm start ${why}`);
  };

  while (stillRunning) {
    if (Date.now() - began > START_TIMEOUT_MS) failStarted(`did not serve within ${START_TIMEOUT_MS / 60_000} minutes`);
    const page = await fetch(`${ORIGIN}/video-production-milton-keynes`).catch(() => undefined);
    if (page?.ok) {
      const html = await page.text();
      if (!html.includes("</html>")) failStarted("served a landing page that is not a whole page");
      checkServedPolicy(html, page.headers.get("content-security-policy"), failStarted);
      await checkServedPages(failStarted);
      const health = await fetch(`${ORIGIN}/.netlify/functions/contact-health`).catch(() => undefined);
      if (health?.status !== 200) failStarted(`served the site but not its functions (contact-health answered ${health?.status})`);
      stop(child);
      await exited;
      return Math.round((Date.now() - began) / 1000);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  failStarted(`stopped before serving (exit code ${await exited})`);
}

function stop(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "localhost");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Whether the port is free now or within half a minute. */
async function waitUntilFree(port) {
  for (let tries = 0; tries < 60; tries++) {
    if (!(await portInUse(port))) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
