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
import { createHash } from "crypto";
import { promises as fs, realpathSync } from "fs";
import path from "path";
import { build, version as esbuildVersion, type BuildOptions, type Loader, type Metafile, type Plugin } from "esbuild";
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

/**
 * Where the last editor script is kept beside what it was built from. esbuild keeps nothing between
 * runs, and a build over an earlier one (every `npm start` after the first, the editor's test
 * builds) would otherwise bundle the same 7.5 MB again: 15 s of a 2-core machine, and more when
 * it is busy. The script is taken from here only when every file esbuild read, the bundler's own
 * code and its settings are as they were; any change builds it afresh.
 */
const KEPT = ".cache/editor-script";
/** The modules whose code decides how the script is built, beside what esbuild reads. */
const BUILDER_SOURCES = ["gatsby/cms-editor-bundle.ts", "gatsby/cms-decap-patches.ts", "tsconfig.json", "package-lock.json"];

interface KeptScript {
  /** The builder's code, its settings and esbuild's version, as one digest. */
  builder: string;
  /** Every file esbuild read (relative to the repository or absolute), with its content's digest. */
  inputs: Record<string, string>;
  /** The files it wrote, relative to the output folder. */
  outputs: string[];
}

const digestOf = (content: string | Buffer) => createHash("sha256").update(content).digest("hex");

async function builderDigest(root: string, options: BuildOptions): Promise<string> {
  const sources = await Promise.all(BUILDER_SOURCES.map((file) => fs.readFile(path.join(root, file), "utf8").catch(() => "")));
  const { plugins: _plugins, ...settings } = options;
  return digestOf(JSON.stringify({ esbuildVersion, decap: decapModules(root), settings, sources }));
}

/** The files esbuild read, by the names the metafile gives them (a plugin's namespace before an absolute path). */
function filesRead(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs)
    .map((input) => input.replace(new RegExp(`^(${DECAP}):`), ""))
    .filter((input) => !input.startsWith(`${LEFT_OUT}:`));
}

async function inputDigests(root: string, files: readonly string[]): Promise<Record<string, string> | undefined> {
  try {
    const digests = await Promise.all(files.map(async (file) => [file, digestOf(await fs.readFile(path.resolve(root, file)))] as const));
    return Object.fromEntries(digests);
  } catch {
    // A file read last time is gone.
    return undefined;
  }
}

/** Copies the kept script into `outDir` when nothing it was built from has changed; false otherwise. */
export async function reuseKept(root: string, outDir: string, builder: string): Promise<boolean> {
  const kept = path.join(root, KEPT);
  const record = await fs
    .readFile(path.join(kept, "record.json"), "utf8")
    .then((text) => JSON.parse(text) as KeptScript)
    .catch(() => undefined);
  if (!record || record.builder !== builder) return false;
  const now = await inputDigests(root, Object.keys(record.inputs));
  if (!now || Object.entries(record.inputs).some(([file, digest]) => now[file] !== digest)) return false;
  await fs.mkdir(outDir, { recursive: true });
  await Promise.all(record.outputs.map((file) => fs.copyFile(path.join(kept, "files", file), path.join(outDir, file))));
  return true;
}

/** Keeps the script just built in `outDir` with the digests of what it was built from. */
export async function keep(root: string, outDir: string, builder: string, metafile: Metafile): Promise<void> {
  const kept = path.join(root, KEPT);
  const inputs = await inputDigests(root, filesRead(metafile));
  if (!inputs) return;
  const outputs = Object.keys(metafile.outputs).map((file) => path.relative(outDir, path.resolve(root, file)));
  await fs.rm(kept, { recursive: true, force: true });
  await fs.mkdir(path.join(kept, "files"), { recursive: true });
  await Promise.all(outputs.map((file) => fs.copyFile(path.join(outDir, file), path.join(kept, "files", file))));
  await fs.writeFile(path.join(kept, "record.json"), JSON.stringify({ builder, inputs, outputs } satisfies KeptScript));
}

/** Builds the editor's script into `outDir`, or copies the one kept from a build of the same files. */
export async function buildEditor(root: string, outDir: string): Promise<"built" | "kept"> {
  const options = editorBuildOptions(root, outDir);
  const builder = await builderDigest(root, options);
  if (await reuseKept(root, outDir, builder)) return "kept";
  const { metafile } = await build({ ...options, metafile: true });
  await keep(root, outDir, builder, metafile);
  return "built";
}

function editorBuildOptions(root: string, outDir: string): BuildOptions {
  return {
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
  };
}
