/**
 * `npm run test:cms-newest`: the editor's specs on Decap's API (tests/e2e/cms-decap.spec.ts) run
 * against the newest 3.x release of Decap CMS as well as the one the site pins, so that an upgrade
 * is a version bump. The newest release is asked of the npm registry; when it is the pinned one,
 * the specs have already run against it and this says so. Otherwise it is installed in a folder of
 * its own, the editor's script is built from it (the editor's patches of Decap included: the build
 * stops, naming the patch, if the release no longer has what a patch changes), and the specs run
 * with that script in place of the site's.
 *
 * CMS_DECAP_VERSION names another release to try instead (3.15.1, say), to see what an upgrade or
 * a downgrade would meet.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const pinned = JSON.parse(fs.readFileSync(path.join(root, "node_modules/decap-cms/package.json"), "utf8")).version;

const asked = spawnSync(npm, ["view", "decap-cms@3", "version", "--json", "--fetch-timeout=20000", "--fetch-retries=1"], {
  cwd: root,
  encoding: "utf8",
});
if (asked.status !== 0) {
  console.error(`The npm registry did not say which decap-cms 3.x is newest:\n${asked.stderr}`);
  process.exit(1);
}
const versions = [JSON.parse(asked.stdout)].flat().filter((version) => /^3\.\d+\.\d+$/.test(version));
const byNumber = (a, b) => {
  const [x, y] = [a, b].map((version) => version.split(".").map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};
const newest = process.env.CMS_DECAP_VERSION ?? versions.sort(byNumber).at(-1);

if (newest === pinned) {
  console.log(
    `decap-cms ${pinned} is both the release the site pins and the newest 3.x release: the editor's specs have run against it, so there is no other release to try.`,
  );
  process.exit(0);
}

const began = Date.now();
console.log(
  `Trying the editor on decap-cms ${newest}, ${process.env.CMS_DECAP_VERSION ? "as CMS_DECAP_VERSION asks" : "the newest 3.x release"} (the site pins ${pinned})`,
);
if (!process.env.CMS_DECAP_VERSION)
  process.on("exit", () =>
    console.warn(
      `\nDecap CMS ${newest} is out and the site pins ${pinned}: the editor's specs ran on both, which added ${Math.round((Date.now() - began) / 1000)} s to this run. Once they pass on ${newest}, pin it (npm install --save-exact decap-cms@${newest}) and every run is that much shorter again.`,
    ),
  );
const folder = fs.mkdtempSync(path.join(os.tmpdir(), `decap-${newest}-`));
const remove = () => fs.rmSync(folder, { recursive: true, force: true });
try {
  const installed = spawnSync(
    npm,
    ["install", "--prefix", folder, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `decap-cms@${newest}`],
    { cwd: folder, stdio: "inherit" },
  );
  if (installed.status !== 0) throw new Error(`npm could not install decap-cms ${newest}`);
  const modules = path.join(folder, "node_modules");
  const admin = path.join(folder, "admin");
  process.env.CMS_DECAP_MODULES = modules;
  const { buildEditor } = await createJiti(import.meta.url).import(path.join(root, "gatsby/cms-editor-bundle.ts"));
  await buildEditor(root, admin);
  const specs = spawnSync(path.join(root, "node_modules/.bin/playwright"), ["test", "tests/e2e/cms-decap.spec.ts", "--project", "editor"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CMS_EDITOR_DIR: admin },
  });
  process.exitCode = specs.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  remove();
}
