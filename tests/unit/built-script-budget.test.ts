/**
 * The script a phone downloads before it can use a page, read from the build (run
 * `npm run build:test` first; `npm test` does): Gatsby's runtime and the site's shared code (the
 * `app` group) plus the page's own template group, compressed as the CDN sends them. Sections that
 * hydrate later (src/hydration/island.tsx) are chunks of their own, loaded only when needed, and
 * are not counted. Bytes do not depend on the machine, so this is a test, not a benchmark.
 * docs/testing.md says what each chunk holds.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SCRIPT_GROUPS_FILE } from "../../gatsby/unpublished-files";
import { builtPages } from "../support/site";

const KIB = 1024;
const FIRST_LOAD_BUDGET = 90 * KIB;

const publicDir = path.resolve(__dirname, "../../public");

interface Stats {
  namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>;
}

/** Every page Gatsby built (a static file such as the editor's page has no page data). */
const pages = builtPages(publicDir)
  .map((page) => page.path)
  .concat("/404")
  .filter((pagePath) => fs.existsSync(pageDataFile(pagePath)));

if (!fs.existsSync(SCRIPT_GROUPS_FILE))
  throw new Error(`No record of the build's scripts in ${SCRIPT_GROUPS_FILE}: run npm run build:test first`);
const stats = JSON.parse(fs.readFileSync(SCRIPT_GROUPS_FILE, "utf8")) as Stats;

const scriptsOf = (group: string): string[] =>
  (stats.namedChunkGroups[group]?.assets ?? [])
    .map((asset) => (typeof asset === "string" ? asset : asset.name))
    .filter((name) => name.endsWith(".js"));

const gzipped = new Map<string, number>();
function gzippedSize(script: string): number {
  let size = gzipped.get(script);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(publicDir, script)), { level: 9 }).length;
    gzipped.set(script, size);
  }
  return size;
}

/** The template a built page was made from, as Gatsby names its script group. */
function pageDataFile(pagePath: string) {
  return path.join(publicDir, "page-data", pagePath === "/" ? "index" : pagePath, "page-data.json");
}

function templateOf(pagePath: string): string {
  return (JSON.parse(fs.readFileSync(pageDataFile(pagePath), "utf8")) as { componentChunkName: string }).componentChunkName;
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
/** A chunk's name without its content hash: `framework`, `component---src-templates-service-tsx`, `869`. */
const chunkName = (script: string) => script.replace(/-[0-9a-f]{20}\.js$/, "");

describe("first-load script", () => {
  it.each(pages)(
    `%s loads at most ${FIRST_LOAD_BUDGET / KIB} KiB of script, compressed, before anything hydrates on demand`,
    (pagePath) => {
      const scripts = [...new Set([...scriptsOf("app"), ...scriptsOf(templateOf(pagePath))])];
      expect(scripts.length).toBeGreaterThan(2);
      const total = scripts.reduce((sum, script) => sum + gzippedSize(script), 0);
      const breakdown = scripts
        .map((script) => ({ script, size: gzippedSize(script) }))
        .sort((a, b) => b.size - a.size)
        .map(({ script, size }) => `  ${kib(size).padStart(9)}  ${chunkName(script)}`)
        .join("\n");
      if (total > FIRST_LOAD_BUDGET)
        throw new Error(`${pagePath}: ${kib(total)} of first-load script, over ${kib(FIRST_LOAD_BUDGET)}:\n${breakdown}`);
    },
  );

  it("no script of this build carries React's server renderer", () => {
    // This build's scripts: each group's, and every chunk webpack's runtime can load by its hash
    // (public/ may still hold an earlier build's chunks for pages opened before a deploy).
    const runtime = fs.readFileSync(
      path.join(
        publicDir,
        scriptsOf("app").find((script) => script.startsWith("webpack-runtime"))!,
      ),
      "utf8",
    );
    const grouped = new Set(Object.keys(stats.namedChunkGroups).flatMap(scriptsOf));
    const scripts = fs
      .readdirSync(publicDir)
      .filter((file) => /-[0-9a-f]{20}\.js$/.test(file))
      .filter((file) => grouped.has(file) || runtime.includes(`"${file.slice(-23, -3)}"`));
    expect(scripts.length).toBeGreaterThan(3);
    const carrying = scripts.filter((script) =>
      /renderToStaticMarkup|renderToReadableStream|ReactDOMServer/.test(fs.readFileSync(path.join(publicDir, script), "utf8")),
    );
    expect(carrying).toEqual([]);
  });
});
