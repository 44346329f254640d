/**
 * Puts pages back where Gatsby wrote them before a build starts.
 *
 * With no trailing slashes, the Netlify adapter moves each page from `blog/index.html` to
 * `blog.html` (Netlify's pretty URLs) as the build's last step. Gatsby does not know: the next
 * build over the same `public/` skips pages that did not change and then fails stitching them
 * (`ENOENT .../blog/index.html`). On Netlify the adapter restores a copy of `public/` taken before
 * the move; anywhere else (a second `npm start`, `npm test` over an earlier build) nothing does, so
 * the move is undone here.
 */
import { promises as fs } from "fs";
import path from "path";

/**
 * Files already where Gatsby writes pages (any `index.html`, which is also what Netlify's build
 * cache restores), Netlify's error pages at the top (the adapter copies rather than moves those),
 * and slices.
 */
const NOT_MOVED = /(^|\/)index\.html$|^(404|500)\.html$|^_gatsby\//;

/** `blog.html` -> `blog/index.html`; undefined for files the adapter does not move. */
export function gatsbyPagePath(file: string): string | undefined {
  if (!file.endsWith(".html") || NOT_MOVED.test(file)) return undefined;
  return `${file.slice(0, -".html".length)}/index.html`;
}

export async function restoreGatsbyPagePaths(publicDir: string, staticDir: string): Promise<number> {
  const list = async (directory: string) =>
    (await fs.readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  const staticFiles = new Set(await list(staticDir));
  let moved = 0;
  for (const file of await list(publicDir)) {
    const target = staticFiles.has(file) ? undefined : gatsbyPagePath(file);
    if (!target) continue;
    await fs.mkdir(path.dirname(path.join(publicDir, target)), { recursive: true });
    await fs.rename(path.join(publicDir, file), path.join(publicDir, target));
    moved += 1;
  }
  // The not-found page is also written to 404/index.html, and the adapter serves that from 404.html.
  const notFound = path.join(publicDir, "404.html");
  const notFoundPage = path.join(publicDir, "404/index.html");
  if ((await exists(notFound)) && !(await exists(notFoundPage))) {
    await fs.mkdir(path.dirname(notFoundPage), { recursive: true });
    await fs.copyFile(notFound, notFoundPage);
  }
  return moved;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
