/**
 * Runs a command under the project's Node.js: the major version named in .nvmrc, the one Netlify
 * builds with (NODE_VERSION in netlify.toml) and the functions run on.
 *
 *   node scripts/project-node.mjs <command> [arguments...]
 *
 * When the Node running this script is of that major version, the command runs with it as it is.
 * Otherwise the newest release of that version is brought from the npm registry (the `node`
 * package, kept in npm's cache after the first time) and put first on PATH, so the command, every
 * npm script it runs and every program those start (Gatsby, Jest, Playwright, Netlify's local
 * server) run on it. The package.json scripts a person runs go through here, so a machine whose
 * own Node is older or newer needs nothing installed by hand.
 *
 * Written for any Node from 18 on: it is what runs before the project's Node is there.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const wanted = readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Usage: node scripts/project-node.mjs <command> [arguments...]");
  process.exit(2);
}

const majorOf = (version) => version.replace(/^v/, "").split(".")[0];
/** Where the path of the Node last brought is noted, so asking npm (seconds) happens once per install. */
const noted = path.join(root, "node_modules/.cache/project-node");

/** The major version of the Node at `file`, or undefined when there is none. */
function majorAt(file) {
  try {
    return majorOf(execFileSync(file, ["--version"], { encoding: "utf8" }).trim());
  } catch {
    return undefined;
  }
}

/** The path of a Node of the wanted major version: this one, or one from the registry. */
function projectNode() {
  if (majorOf(process.version) === majorOf(wanted)) return process.execPath;
  try {
    const last = readFileSync(noted, "utf8").trim();
    if (majorAt(last) === majorOf(wanted)) return last;
  } catch {
    // Nothing noted yet: ask npm below.
  }
  console.error(
    `This machine runs Node ${process.version}; the project runs on Node ${wanted}, bringing it from the npm registry (kept in npm's cache after the first time)...`,
  );
  const found = execFileSync(
    "npm",
    ["exec", "--yes", "--loglevel=error", "--prefer-offline", `--package=node@${wanted}`, "--", "node", "-p", "process.execPath"],
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    },
  ).trim();
  if (majorAt(found) !== majorOf(wanted)) throw new Error(`npm brought ${found}, which is not Node ${wanted}`);
  mkdirSync(path.dirname(noted), { recursive: true });
  writeFileSync(noted, `${found}\n`);
  return found;
}

const node = projectNode();
const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
if (node !== process.execPath) console.error(`Running \`${[command, ...args].join(" ")}\` on Node ${version} (${node})`);

const child = spawn(command, args, {
  cwd: process.cwd(),
  stdio: "inherit",
  env: {
    ...process.env,
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ""}`,
    // npm records the Node that runs it for the scripts it starts; make that the project's Node.
    NODE: node,
    npm_node_execpath: node,
    // Gatsby's dependencies still load Node's deprecated `punycode` module; on Node 22 and later
    // that prints a deprecation warning, which Gatsby's build reports as "ERROR UNKNOWN".
    NODE_OPTIONS: [process.env.NODE_OPTIONS, "--disable-warning=DEP0040"].filter(Boolean).join(" "),
  },
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
