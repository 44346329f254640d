/**
 * Files in `public/` that no visitor needs, removed once the adapter has run (the last step of a
 * build), since Netlify publishes all of `public/`:
 * - what Gatsby keeps for its own use during a build: source maps (which carry the full sources),
 *   webpack's stats and the chunk map;
 * - pages a previous build left behind: Netlify restores `public/` from its cache, and the
 *   adapter has moved each page to its pretty-URL file (`blog/x.html`), which Gatsby does not
 *   delete when the page goes, so a removed article would stay online.
 */
import { promises as fs } from "fs";
import path from "path";

const BUILD_ONLY_FILES = new Set(["webpack.stats.json", "chunk-map.json"]);

/**
 * Webpack's record of the scripts each template loads, kept out of the deploy but beside the
 * build for the test of each template's script budget (tests/unit/built-script-budget.test.ts).
 */
export const SCRIPT_GROUPS_FILE = path.resolve(".cache/webpack.stats.json");
/** Netlify's error pages, and the slices Gatsby stitches into pages on its next build. */
const KEPT_HTML = /^\/(404|500)\.html$|^\/_gatsby\//;

export function isUnpublished(file: string, pageFiles: ReadonlySet<string>, staticFiles: ReadonlySet<string>): boolean {
  if (file.endsWith(".map") || BUILD_ONLY_FILES.has(path.posix.basename(file))) return true;
  return file.endsWith(".html") && !pageFiles.has(file) && !staticFiles.has(file) && !KEPT_HTML.test(file);
}

const filesUnder = async (directory: string) =>
  (await fs.readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);

/** Removes them and returns how many there were. `pageFiles` are this build's pages, as `/blog.html`. */
export async function removeUnpublishedFiles(
  publicDir: string,
  pageFiles: ReadonlySet<string>,
  staticDir = path.resolve("static"),
): Promise<number> {
  const staticFiles = new Set(await filesUnder(staticDir));
  await fs.copyFile(path.join(publicDir, "webpack.stats.json"), SCRIPT_GROUPS_FILE).catch(() => undefined);
  const unpublished = (await filesUnder(publicDir)).filter((file) => isUnpublished(file, pageFiles, staticFiles));
  await Promise.all(unpublished.map((file) => fs.rm(path.join(publicDir, file))));
  return unpublished.length;
}
