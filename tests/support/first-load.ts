import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { builtPages } from "./site";

interface Stats {
  namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>;
}

/**
 * The script a built page loads before anything hydrates on demand, as webpack recorded the build
 * of the site in `root` (`.cache/webpack.stats.json`, kept beside the build): Gatsby's runtime and
 * the site's shared code (the `app` group) plus the page's template group. Each page's scripts,
 * and their sizes compressed as the CDN sends them at its best (gzip -9).
 */
export function firstLoadOfBuild(root: string) {
  const publicDir = path.join(root, "public");
  const statsFile = path.join(root, ".cache/webpack.stats.json");
  const pagePaths = builtPages(publicDir).map((page) => page.path);
  if (!fs.existsSync(statsFile)) throw new Error(`No record of the build's scripts in ${statsFile}: run npm run build:test first`);
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as Stats;

  const scriptsOf = (group: string): string[] =>
    (stats.namedChunkGroups[group]?.assets ?? [])
      .map((asset) => (typeof asset === "string" ? asset : asset.name))
      .filter((name) => name.endsWith(".js"));
  const gzipped = new Map<string, number>();
  const gzippedSize = (script: string): number => {
    let size = gzipped.get(script);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(publicDir, script)), { level: 9 }).length;
      gzipped.set(script, size);
    }
    return size;
  };
  const pageDataFile = (pagePath: string) => path.join(publicDir, "page-data", pagePath === "/" ? "index" : pagePath, "page-data.json");
  /** The template a built page was made from, as Gatsby names its script group. */
  const templateOf = (pagePath: string): string =>
    (JSON.parse(fs.readFileSync(pageDataFile(pagePath), "utf8")) as { componentChunkName: string }).componentChunkName;
  /** Every page Gatsby built (a static file such as the editor's page has no page data). */
  const pages = pagePaths.concat("/404").filter((pagePath) => fs.existsSync(pageDataFile(pagePath)));
  const firstLoadScripts = (pagePath: string) => [...new Set([...scriptsOf("app"), ...scriptsOf(templateOf(pagePath))])];
  const firstLoadBytes = (pagePath: string) => firstLoadScripts(pagePath).reduce((sum, script) => sum + gzippedSize(script), 0);
  return { publicDir, stats, pages, scriptsOf, gzippedSize, firstLoadScripts, firstLoadBytes };
}
