/**
 * Builds the content editor's script, public/admin/editor.js, from src/cms/editor/index.ts and
 * Decap's npm package (decap-cms-app, its ES modules), with esbuild.
 *
 * Decap brings its own React (19), installed beside its packages under node_modules/decap-cms/;
 * the site runs React 18. Two sides are kept apart: Decap's modules and the editor's own
 * (src/cms/editor/), which Decap draws, get Decap's React, and a package both sides use from the
 * top of node_modules (Emotion, say) is bundled once for each side, so Decap's copy hooks into
 * Decap's React. Every other module (the site's components, which the icon picker and the
 * previews draw with) keeps the site's React.
 */
import { promises as fs, realpathSync } from "fs";
import path from "path";
import { build, type Loader, type Plugin } from "esbuild";
import { EDITOR_HOOKS, patchedFiles, patchedModule } from "./cms-decap-patches";

/**
 * Where npm installed Decap's packages and their React: beside the pinned `decap-cms`, or
 * `CMS_DECAP_MODULES` (a node_modules folder holding `decap-cms-app` and Decap's React), which
 * scripts/cms-newest.mjs sets to try the editor on Decap's newest release.
 */
export const decapModules = (root: string) => process.env.CMS_DECAP_MODULES ?? path.join(root, "node_modules/decap-cms/node_modules");
const DECAP = "decap";
const LEFT_OUT = "left-out";
const LOADERS: Record<string, Loader> = { ".js": "js", ".mjs": "js", ".cjs": "js", ".json": "json", ".css": "css" };

function decapSide(root: string): Plugin {
  // esbuild names modules by their real paths (node_modules may be a link).
  const modules = realpathSync(decapModules(root)) + path.sep;
  const editorDir = realpathSync(path.join(root, "src/cms/editor")) + path.sep;
  const shared = realpathSync(path.join(root, "node_modules")) + path.sep;
  return {
    name: "decap-side",
    setup(esbuild) {
      // What Decap's patched modules call in the editor's own code.
      const hooks = path.join(editorDir, "decap-hooks.ts");
      esbuild.onResolve({ filter: new RegExp(`^${EDITOR_HOOKS}$`) }, () => ({ path: hooks }));
      esbuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === DECAP) return undefined;
        const isDecapSide = args.namespace === DECAP || args.importer.startsWith(modules) || args.importer.startsWith(editorDir);
        if (!isDecapSide) return undefined;
        // Decap's React for everything on Decap's side, whoever asks.
        const fromDecap = /^(react|react-dom|decap-cms-app)(\/.*)?$/.test(args.path);
        const result = await esbuild.resolve(args.path, {
          resolveDir: fromDecap ? modules : args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: DECAP,
        });
        if (result.errors.length) return { errors: result.errors };
        if (result.external) return { path: args.path, external: true };
        // A Node built-in a package's `browser` field leaves out (gray-matter's fs): an empty module, as esbuild makes it.
        if (!path.isAbsolute(result.path)) return { path: args.path, namespace: LEFT_OUT };
        const isShared = result.namespace === "file" && result.path.startsWith(shared) && !result.path.startsWith(modules);
        if (!isShared)
          return { path: result.path, namespace: result.namespace, external: result.external, sideEffects: result.sideEffects };
        return { path: result.path, namespace: DECAP, sideEffects: result.sideEffects };
      });
      // Decap's modules the editor's patches change (./cms-decap-patches.ts).
      const patched = new RegExp(
        `decap-cms-core[\\\\/](${patchedFiles.map((file) => file.replace(/[.]/g, "\\.").replace(/\//g, "[\\\\/]")).join("|")})$`,
      );
      esbuild.onLoad({ filter: patched }, async (args) => {
        const core = args.path.slice(0, args.path.lastIndexOf(`decap-cms-core${path.sep}`) + "decap-cms-core".length);
        const file = path.relative(core, args.path).split(path.sep).join("/");
        const { version } = JSON.parse(await fs.readFile(path.join(core, "package.json"), "utf8")) as { version: string };
        return { contents: patchedModule(file, await fs.readFile(args.path, "utf8"), version), loader: "js" };
      });
      esbuild.onLoad({ filter: /.*/, namespace: LEFT_OUT }, () => ({ contents: "module.exports = {};", loader: "js" }));
      esbuild.onLoad({ filter: /.*/, namespace: DECAP }, async (args) => ({
        contents: await fs.readFile(args.path),
        loader: LOADERS[path.extname(args.path)] ?? "js",
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

export async function buildEditor(root: string, outDir: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, "src/cms/editor/index.ts")],
    outfile: path.join(outDir, "editor.js"),
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "linked",
    define: {
      "process.env.NODE_ENV": '"production"',
      global: "globalThis",
      // The site's modules read these at build; in the editor no page is built and no tracker runs.
      "process.env.BUILD_STAGE": "undefined",
      "process.env.GATSBY_GA_MEASUREMENT_ID": "undefined",
      "process.env.GATSBY_LINKEDIN_PARTNER_ID": "undefined",
    },
    // The site's modules, which the previews draw with, import `gatsby`, which only Gatsby's build
    // bundles: they get what they use of it (src/cms/previews/gatsby-stand-in.ts).
    alias: { gatsby: path.join(root, "src/cms/previews/gatsby-stand-in.ts") },
    // The typeface is served beside the editor's script; MDX files are compiled by Gatsby only
    // (a preview compiles the body the author is writing, src/cms/previews/mdx.ts).
    loader: { ".woff2": "file", ".mdx": "empty" },
    publicPath: "/admin/",
    assetNames: "[name]-[hash]",
    tsconfig: path.join(root, "tsconfig.json"),
    plugins: [decapSide(root)],
    logLevel: "warning",
  });
}
