/**
 * A working copy of the site: the repository's source and content (node_modules shared), so what a
 * check writes (an author's saves, a build, Netlify's local state) never touches the repository,
 * its build or the other tests' server. Gatsby writes public/ and .cache/ beside its
 * configuration, so the copy holds the code too, not only content/. Used by the editor's specs
 * (tests/support/cms.ts) and the rebuild check (scripts/check-rebuild.mjs).
 *
 * A copy made `withBuild` also holds the repository's build (public/ and .cache/, Gatsby's record
 * of every page and picture it made). Gatsby's records name absolute paths (each picture by the
 * folder it was made in), so a build in the copy's own folder would make everything again:
 * `command` runs Gatsby, or `npm start`, with the copy standing at the repository's own path where
 * Linux's namespaces allow it (./as-repository.sh), and the build there is warm, making only what
 * the copy changed. Where they do not (macOS), the command runs in the copy's folder and builds
 * from nothing: slower, and the same proof.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const repository = path.resolve(__dirname, "../..");
/** Build output, tools' state and local data: never part of the copy. */
const NOT_COPIED = new Set([
  "node_modules",
  "public",
  ".cache",
  ".git",
  ".netlify",
  "outbox",
  "test-results",
  "playwright-report",
  "reports",
  "coverage",
]);

export interface SiteCopy {
  root: string;
  content: string;
  /** Whether `command` runs with the copy at the repository's path (and so builds warm). */
  atRepositoryPath: boolean;
  /** How to run a command over the copy (see above). */
  command(command: string, args: readonly string[]): { command: string; args: string[]; cwd: string };
  remove(): void;
}

let unshareFlags: string[] | false | undefined;
/**
 * How this machine runs a command in a mount namespace of its own: as root directly, otherwise in
 * a user namespace of its own (Debian and most Linux allow it); none on macOS and Windows.
 */
function unshare(): string[] | undefined {
  if (unshareFlags === undefined) {
    const flags = process.getuid?.() === 0 ? ["--mount", "--propagation", "private"] : ["--user", "--map-root-user", "--mount"];
    unshareFlags = spawnSync("unshare", [...flags, "true"], { stdio: "ignore" }).status === 0 ? flags : false;
  }
  return unshareFlags || undefined;
}

export function copySite({ withBuild = false, prefix = "gridline-copy-" } = {}): SiteCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of fs.readdirSync(repository)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(repository, entry), path.join(root, entry), { recursive: true });
  }
  if (withBuild)
    for (const built of ["public", ".cache"]) {
      if (!fs.existsSync(path.join(repository, built)))
        throw new Error(`No ${built}/ in the repository to copy: run npm run build:test first`);
      fs.cpSync(path.join(repository, built), path.join(root, built), { recursive: true });
    }
  const flags = withBuild ? unshare() : undefined;
  // At the repository's path the repository's node_modules is mounted on this folder; elsewhere it is linked.
  if (flags) fs.mkdirSync(path.join(root, "node_modules"));
  else fs.symlinkSync(path.join(repository, "node_modules"), path.join(root, "node_modules"), "dir");
  return {
    root,
    content: path.join(root, "content"),
    atRepositoryPath: Boolean(flags),
    command: (command, args) =>
      flags
        ? {
            command: "unshare",
            args: [...flags, "sh", path.join(__dirname, "as-repository.sh"), root, repository, command, ...args],
            cwd: root,
          }
        : { command, args: [...args], cwd: root },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
