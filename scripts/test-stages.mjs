/**
 * `npm test`: every check of the project, in stages that start as soon as what they read exists,
 * so the two cores are never idle while something could run. One cold production build (the test
 * build) serves every stage that reads a build; the rebuild check makes the one more, warm.
 *
 *   lint
 *   unit                  (jest: every suite that reads no build)
 *   build ──┬─> e2e       (Playwright: Chromium, Firefox and WebKit, against this build)
 *           ├─> built     (jest: the suites that read the build)
 *           ├─> typecheck
 *           └─> rebuild   (npm start over this build's cache, in a copy of the site)
 *
 * The builds, lint, the type check and the suites that read the build time nothing a visitor
 * waits for, so they run at a lower priority (`nice`) than the tests beside them, which do (a
 * burst of enquiries waiting for a free database connection, a page's first paint): the tests get
 * a core when they need one, and the rest every moment the tests leave, which on two cores is most
 * of them. A stage that fails, or outlives its limit, stops every other at once: the run ends
 * naming it, with its last lines, instead of waiting for the rest. Each stage's seconds are printed
 * at the end (and kept in test-results/stages.tsv for .ci/run's table).
 *
 *   node scripts/test-stages.mjs            every stage
 *   node scripts/test-stages.mjs lint unit  those stages alone, without what they come after
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const minutes = (count) => count * 60_000;
/** The jest suites that read the build (public/ and .cache/): run once the build the tests use is there. */
const BUILT_SUITES = "/tests/unit/built-";

/**
 * Each stage: its command, the stages whose output it reads, whether it runs at a lower priority,
 * and how long it may take before the run is stopped as hung.
 */
const STAGES = {
  lint: { command: ["npm", "run", "--silent", "lint"], after: [], lowered: true, limit: minutes(6) },
  unit: { command: [bin("jest"), "--maxWorkers=2", `--testPathIgnorePatterns=${BUILT_SUITES}`], after: [], limit: minutes(12) },
  build: { command: ["npm", "run", "--silent", "build:test"], after: [], lowered: true, limit: minutes(15) },
  rebuild: { command: ["node", "scripts/check-rebuild.mjs"], after: ["build"], lowered: true, limit: minutes(10) },
  // The build writes src/gatsby-types.d.ts, the types of the site's queries.
  typecheck: { command: [bin("tsc"), "--noEmit"], after: ["build"], lowered: true, limit: minutes(5) },
  // Given more than jest's 20 s a test: at a lower priority beside the browsers, a page's preview can wait for a core.
  built: {
    command: [bin("jest"), "--maxWorkers=1", "--testTimeout=60000", BUILT_SUITES],
    after: ["build"],
    lowered: true,
    limit: minutes(10),
  },
  e2e: { command: [bin("playwright"), "test"], after: ["build"], limit: minutes(42) },
  // Decap's newest 3.x release, when it is not the one the site pins: the editor's specs again on it.
  "decap-newest": { command: ["node", "scripts/cms-newest.mjs"], after: ["e2e"], limit: minutes(10) },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in STAGES));
if (unknown.length > 0) {
  console.error(`No stage ${unknown.join(", ")}; the stages are ${Object.keys(STAGES).join(", ")}.`);
  process.exit(2);
}
const chosen = asked.length > 0 ? asked : Object.keys(STAGES);

const began = Date.now();
const seconds = (from, to = Date.now()) => Math.round((to - from) / 1000);
/** name → { state: "waiting" | "running" | "passed" | "failed" | "stopped", startedAt, endedAt, child, tail } */
const runs = Object.fromEntries(chosen.map((name) => [name, { state: "waiting", tail: [] }]));
let failure;

const width = Math.max(...chosen.map((name) => name.length));
const label = (name) => `${name.padEnd(width)} │ `;

function start(name) {
  const stage = STAGES[name];
  const run = runs[name];
  run.state = "running";
  run.startedAt = Date.now();
  // Run under bash, whose `times` then gives the processor time of the stage and everything it
  // started and waited for: a figure that, unlike the seconds, a busy machine barely changes.
  run.cpuFile = path.join(os.tmpdir(), `test-stage-${process.pid}-${name}.cpu`);
  const measured = ["bash", "-c", 'cpu="$1"; shift; "$@"; code=$?; times > "$cpu"; exit $code', "stage", run.cpuFile, ...stage.command];
  const [command, ...args] = stage.lowered ? ["nice", "-n", "10", ...measured] : measured;
  console.log(
    `${label(name)}started at ${seconds(began)} s: ${stage.command.map((part) => (part.startsWith(root) ? path.relative(root, part) : part)).join(" ")}`,
  );
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // Gatsby draws progress bars for a terminal unless told it writes to a log.
    env: {
      ...process.env,
      // As npm run gives its scripts: Netlify's local server finds its Deno there, among others.
      PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
      FORCE_COLOR: "0",
      GATSBY_LOGGER: process.env.GATSBY_LOGGER ?? "yurnalist",
    },
  });
  run.child = child;
  for (const stream of [child.stdout, child.stderr]) {
    let partial = "";
    stream.on("data", (chunk) => {
      const lines = (partial + chunk.toString()).split(/\r?\n/);
      partial = lines.pop() ?? "";
      for (const line of lines) {
        run.tail.push(line);
        if (run.tail.length > 60) run.tail.shift();
        process.stdout.write(`${label(name)}${line}\n`);
      }
    });
  }
  const timer = setTimeout(() => finish(name, `went on for more than ${stage.limit / 60_000} minutes`), stage.limit);
  child.once("exit", (code, signal) => {
    clearTimeout(timer);
    if (run.state !== "running") return;
    finish(name, code === 0 ? undefined : `ended with ${signal ?? `exit code ${code}`}`);
  });
}

function finish(name, problem) {
  const run = runs[name];
  run.endedAt = Date.now();
  if (!problem) {
    run.state = "passed";
    console.log(`${label(name)}passed in ${seconds(run.startedAt)} s`);
    next();
    return;
  }
  run.state = "failed";
  stopGroup(run.child);
  if (failure) return;
  failure = { name, problem };
  for (const [other, otherRun] of Object.entries(runs)) {
    if (otherRun.state !== "running") continue;
    otherRun.state = "stopped";
    otherRun.endedAt = Date.now();
    stopGroup(otherRun.child);
    console.log(`${label(other)}stopped: ${name} failed`);
  }
  report();
}

/** Starts every waiting stage whose stages before it have passed; ends the run when none is left. */
function next() {
  if (failure) return;
  for (const [name, run] of Object.entries(runs)) {
    if (run.state !== "waiting") continue;
    const before = STAGES[name].after.filter((other) => other in runs);
    if (before.every((other) => runs[other].state === "passed")) start(name);
  }
  if (Object.values(runs).every((run) => run.state === "passed")) report();
}

/** Every process started under `pid`, however it was started (Playwright puts its servers in groups of their own). */
function processTree(pid) {
  const children = new Map();
  for (const line of execFileSync("ps", ["-A", "-o", "pid=,ppid="], { encoding: "utf8" }).trim().split("\n")) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const tree = [];
  for (const next = [pid]; next.length > 0;) {
    const one = next.pop();
    tree.push(one);
    next.push(...(children.get(one) ?? []));
  }
  return tree;
}

/** Asks a stage and everything it started to stop, and ends what has not stopped 10 s later. */
function stopGroup(child) {
  if (!child?.pid) return;
  const tree = processTree(child.pid);
  const signal = (name) => {
    for (const pid of tree) {
      try {
        process.kill(pid, name);
      } catch {
        // Gone already.
      }
    }
  };
  signal("SIGTERM");
  setTimeout(() => signal("SIGKILL"), 10_000).unref();
}

/** The processor seconds (user and system) of a stage's process and all it waited for, once it has ended. */
function cpuSeconds(run) {
  try {
    // `times` prints the shell's own times, then its children's: "1m2.500s 0m3.250s".
    const children = fs.readFileSync(run.cpuFile, "utf8").trim().split("\n")[1] ?? "";
    fs.rmSync(run.cpuFile, { force: true });
    const total = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0);
    return String(Math.round(total));
  } catch {
    return "";
  }
}

function report() {
  const rows = Object.entries(runs).map(([name, run]) => ({
    name,
    result: run.state,
    seconds: run.startedAt ? seconds(run.startedAt, run.endedAt) : 0,
    from: run.startedAt ? seconds(began, run.startedAt) : "",
    to: run.endedAt ? seconds(began, run.endedAt) : "",
    cpu: run.cpuFile ? cpuSeconds(run) : "",
  }));
  if (failure) {
    console.log(`\n${failure.name} ${failure.problem}. Its last lines:\n${runs[failure.name].tail.join("\n")}`);
  }
  console.log(`\nStage${" ".repeat(Math.max(width - 5, 0))}  Seconds  From    To  CPU s  Result`);
  for (const row of rows)
    console.log(
      `${row.name.padEnd(Math.max(width, 5))}  ${String(row.seconds).padStart(7)}  ${String(row.from).padStart(4)}  ${String(row.to).padStart(4)}  ${String(row.cpu).padStart(5)}  ${row.result}`,
    );
  console.log(`npm test: ${failure ? `failed at ${failure.name}` : "passed"} in ${seconds(began)} s`);
  fs.mkdirSync(path.join(root, "test-results"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "test-results/stages.tsv"),
    [
      ...rows.map((row) => `${row.name}\t${row.seconds}\t${row.result}${row.cpu ? ` (${row.cpu} s of processor time)` : ""}`),
      `npm test\t${seconds(began)}\t${failure ? "failed" : "passed"}`,
    ].join("\n") + "\n",
  );
  process.exitCode = failure ? 1 : 0;
  // Stages stopped above get their moment to close their servers, and then are ended.
  setTimeout(() => process.exit(process.exitCode), failure ? 11_000 : 0);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
  process.on(signal, () => {
    // A second Ctrl-C leaves at once; the first lets every stage stop (and ends it 10 s later).
    if (failure?.name === "npm test") process.exit(1);
    failure = { name: "npm test", problem: `was interrupted (${signal})` };
    for (const run of Object.values(runs)) if (run.state === "running") stopGroup(run.child);
    setTimeout(() => process.exit(1), 10_500);
  });

next();
