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
import { firstLoadOfBuild } from "../support/first-load";

const KIB = 1024;
/** The same budget as what a phone downloads (tests/e2e/quality-weight.spec.ts), here as the build names it. */
const FIRST_LOAD_BUDGET = 88 * KIB;

const { publicDir, stats, pages, scriptsOf, gzippedSize, firstLoadScripts } = firstLoadOfBuild(path.resolve(__dirname, "../.."));

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
/** A chunk's name without its content hash: `framework`, `component---src-templates-service-tsx`, `869`. */
const chunkName = (script: string) => script.replace(/-[0-9a-f]{20}\.js$/, "");

describe("first-load script", () => {
  it.each(pages)(
    `%s loads at most ${FIRST_LOAD_BUDGET / KIB} KiB of script, compressed, before anything hydrates on demand`,
    (pagePath) => {
      const scripts = firstLoadScripts(pagePath);
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

  /** This build's scripts: each group's, and every chunk webpack's runtime can load by its hash. */
  function scriptsOfThisBuild(): string[] {
    // public/ may still hold an earlier build's chunks for pages opened before a deploy.
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
    return scripts;
  }
  const carrying = (pattern: RegExp) =>
    scriptsOfThisBuild().filter((script) => pattern.test(fs.readFileSync(path.join(publicDir, script), "utf8")));

  it("no script of this build carries React's server renderer", () => {
    expect(carrying(/renderToStaticMarkup|renderToReadableStream|ReactDOMServer/)).toEqual([]);
  });

  it("the browser runs the components on React (a build with GATSBY_BROWSER_RUNTIME=preact is the owner's choice, not this one)", () => {
    // Every production build of React and ReactDOM names its error decoder, in the framework chunk every page loads.
    expect(carrying(/reactjs\.org\/docs\/error-decoder|react\.dev\/errors/)).toEqual([expect.stringMatching(/^framework-/)]);
    // preact/compat maps React's event props to the DOM's own names; nothing else writes these.
    expect(carrying(/"oninputCapture"|"ondoubleclick"/)).toEqual([]);
  });
});
