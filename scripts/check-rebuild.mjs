/**
 * Builds again and again over the same checkout, the way people and Netlify do, and fails unless
 * every build works and the header and redirect rules come out the same. Run by `npm test` right
 * after the test build (`npm run build:test`):
 *
 * 1. `npm start` over the test build, whose `_headers` is first replaced by one with an older
 *    build's security policy, as after a change to a page's inline scripts: the production build
 *    under Netlify's local emulation, which restores and stores Netlify's build cache
 *    (`.netlify/build-cache`), then serves; a page and a function are fetched, the page's policy
 *    must allow each of its inline scripts and nothing of the older one, and the server is stopped.
 * 2. `npm start` again over that: this time the build starts from the cache the first one stored,
 *    whose compiled gatsby-node is first replaced by one that fails, as the code of an earlier
 *    commit would be: a build must run the checkout's own code, not the cache's.
 * 3. `npm run build:test` over both, with `_headers` replaced first by what an older build left
 *    there (gatsby-plugin-netlify's marker and a site-wide policy). Its header and redirect rules
 *    must equal the first test build's. The end-to-end tests run against this build.
 *
 * One thing may differ: webpack's compilation hash, which every page carries in an inline script
 * that the security policy allows by its hash. Webpack's persistent cache can give the same code a
 * different compilation hash when the cache Netlify's build restored came from other code (an
 * earlier commit's `npm start`) while every script file comes out the same. Each build's `_headers`
 * must allow its own compilation hash's script; the rules are compared without it.
 *
 * `npm start` listens on port 8888 (and 3999 for its static files), so nothing else may be serving
 * there while this runs.
 */
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";

const PORT = 8888;
/** Netlify's local server also serves the static files on a port of its own. */
const STATIC_PORT = 3999;
const ORIGIN = `http://localhost:${PORT}`;
const START_TIMEOUT_MS = 10 * 60_000;

const files = ["public/_headers", "public/_redirects"];
const first = builtRules();

/** The compiled gatsby-node that the first `npm start` leaves in Netlify's build cache. */
const CACHED_GATSBY_NODE = ".netlify/build-cache/cwd/.cache/compiled/gatsby-node.js";

/** A hash no build's page has: the policy an older build's `_headers` gave every page. */
const OUTDATED_SCRIPT_HASH = `'sha256-${createHash("sha256").update("an earlier build's inline script").digest("base64")}'`;

for (const run of ["after the test build", "a second time, with a changed gatsby-node"]) {
  if (run === "after the test build") plantOutdatedHeaders();
  else plantOutdatedGatsbyNode();
  const seconds = await startServeAndStop();
  console.log(`npm start ${run}: built and served in ${seconds} s.`);
}

writeFileSync(
  "public/_headers",
  [
    "## Created with gatsby-plugin-netlify",
    "",
    "/*",
    "  Content-Security-Policy: default-src *",
    "  X-XSS-Protection: 1; mode=block",
    "",
  ].join("\n"),
);

execFileSync("npm", ["run", "--silent", "build:test"], { stdio: ["ignore", "ignore", "inherit"] });

const second = builtRules();
const changed = files.filter((_file, index) => first[index] !== second[index]);
if (changed.length > 0) {
  console.error(`A test build over npm start's changed ${changed.join(" and ")}.`);
  for (const index of files.keys()) {
    if (first[index] === second[index]) continue;
    const before = new Set(first[index].split("\n"));
    const after = new Set(second[index].split("\n"));
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
const rules = second[0].split("\n").filter((line) => line.startsWith("/")).length;
console.log(`Test build over npm start's: the same ${rules} header rules and the same redirects.`);

/**
 * The build's header and redirect rules, without the policy's hash of the inline script that
 * carries webpack's compilation hash (see above); fails unless every page's policy has it.
 */
function builtRules() {
  const { webpackCompilationHash } = JSON.parse(readFileSync("public/page-data/app-data.json", "utf8"));
  const script = `window.___webpackCompilationHash="${webpackCompilationHash}";`;
  const allowed = ` 'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  const [headers, redirects] = files.map((file) => readFileSync(file, "utf8"));
  // Pages' policies allow their inline scripts by hash; the editor's allows none.
  const policies = headers.split("\n").filter((line) => /^\s+content-security-policy:.*'sha256-/i.test(line));
  if (policies.length === 0 || policies.some((policy) => !policy.includes(allowed))) {
    console.error(`public/_headers: a page's security policy does not allow its build's ${script}`);
    process.exit(1);
  }
  return [headers.replaceAll(allowed, ""), redirects];
}

/** Leaves in `public/` the rules of a build whose pages had other inline scripts. */
function plantOutdatedHeaders() {
  writeFileSync("public/_headers", `/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' ${OUTDATED_SCRIPT_HASH}\n`);
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

/** Puts a gatsby-node in the build cache that stops any build that runs it, as stale code would misbuild one. */
function plantOutdatedGatsbyNode() {
  if (!existsSync(CACHED_GATSBY_NODE)) {
    console.error(`The first npm start stored no ${CACHED_GATSBY_NODE}: where does Netlify's build cache keep Gatsby's compiled code now?`);
    process.exit(1);
  }
  writeFileSync(CACHED_GATSBY_NODE, 'throw new Error("This is the gatsby-node of an earlier build, restored from the build cache");\n');
}

/** Runs `npm start` as a person would, waits until it serves the landing page, and stops it. */
async function startServeAndStop() {
  for (const port of [PORT, STATIC_PORT]) {
    // A server stopped a moment ago may still be closing its ports.
    if (await waitUntilFree(port)) continue;
    console.error(`Port ${port} is in use: stop the server there (an earlier npm start or netlify dev?) and run this again.`);
    process.exit(1);
  }
  const began = Date.now();
  const output = [];
  const child = spawn("npm", ["start"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, BROWSER: "none", GATSBY_TELEMETRY_DISABLED: "1", NETLIFY_TELEMETRY_DISABLED: "1" },
  });
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
  let stillRunning = true;
  void exited.then(() => (stillRunning = false));

  const fail = (why) => {
    stop(child);
    console.error(`npm start ${why}. Its last output:\n${output.join("").split("\n").slice(-40).join("\n")}`);
    process.exit(1);
  };

  while (stillRunning) {
    if (Date.now() - began > START_TIMEOUT_MS) fail(`did not serve within ${START_TIMEOUT_MS / 60_000} minutes`);
    const page = await fetch(`${ORIGIN}/video-production-milton-keynes`).catch(() => undefined);
    if (page?.ok) {
      const html = await page.text();
      if (!html.includes("</html>")) fail("served a landing page that is not a whole page");
      checkServedPolicy(html, page.headers.get("content-security-policy"), fail);
      const health = await fetch(`${ORIGIN}/.netlify/functions/contact-health`).catch(() => undefined);
      if (health?.status !== 200) fail(`served the site but not its functions (contact-health answered ${health?.status})`);
      stop(child);
      await exited;
      return Math.round((Date.now() - began) / 1000);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  fail(`stopped before serving (exit code ${await exited})`);
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
