import { realpathSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

/** The stage that builds what visitors' browsers run (Gatsby's name). */
const BROWSER_STAGE = "build-javascript";

/** The parts of Gatsby's webpack configuration changed here. */
export interface WebpackConfig {
  resolve?: { alias?: Record<string, string | false> };
  optimization?: { splitChunks?: { cacheGroups?: { framework?: { test?: unknown } } } };
}

/**
 * The runtime visitors' browsers run the components on. React, as the site was asked to be built,
 * unless the owner opts into Preact with `GATSBY_BROWSER_RUNTIME=preact` at build time
 * (docs/architecture.md, "Preact as an opt-in", has the measured trade-off and its rules).
 */
export type BrowserRuntime = "react" | "preact";

/** The runtime a build's environment asks for; anything but `preact` (or nothing) is React. */
export function browserRuntimeOf(env: NodeJS.ProcessEnv): BrowserRuntime {
  const asked = env.GATSBY_BROWSER_RUNTIME?.trim().toLowerCase();
  if (asked && asked !== "react" && asked !== "preact")
    throw new Error(`GATSBY_BROWSER_RUNTIME is "${env.GATSBY_BROWSER_RUNTIME}": set it to "preact", or leave it unset for React`);
  return asked === "preact" ? "preact" : "react";
}

/** What React's browser entry points are replaced with under Preact (exact requests only, so nothing else moves silently). */
const PREACT_FOR_REACT: Record<string, string> = {
  react$: "preact/compat",
  "react-dom$": "preact/compat",
  "react-dom/client$": "preact/compat/client",
  "react/jsx-runtime$": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime$": "preact/compat/jsx-dev-runtime",
};

/** Under Preact, the framework chunk takes Preact as it takes React: one long-cached chunk every page shares. */
const PREACT_FRAMEWORK = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|scheduler|prop-types)[\\/]/;

/**
 * Under Preact, the browser bundles run React's components on Preact (through preact/compat):
 * React and ReactDOM are 44.6 KiB of every page's first script, Preact with its compat layer
 * about 10. The HTML is still rendered by React at build (gatsby-ssr.tsx), and Preact takes it
 * over as it is. Gatsby aliases `react` and `react-dom` to React's own folders ahead of anything
 * added after, so those aliases are replaced, not added to.
 */
function withPreact(config: WebpackConfig): WebpackConfig {
  const alias = { ...config.resolve?.alias };
  delete alias.react;
  delete alias["react-dom"];
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework;
  if (framework) framework.test = PREACT_FRAMEWORK;
  return { ...config, resolve: { ...config.resolve, alias: { ...PREACT_FOR_REACT, ...alias } } };
}

/** The browser bundle's configuration for a runtime: Gatsby's own for React, Preact's aliases for Preact. */
export function forBrowserRuntime(config: WebpackConfig, runtime: BrowserRuntime): WebpackConfig {
  return runtime === "preact" ? withPreact(config) : config;
}

/**
 * What nearly every chunk draws with: the theme, the style patterns and the button styles, Emotion's
 * `css` and `Global`, and the icon set's shared code. Gatsby's `shared` group makes a chunk of what
 * several chunks share only from 20 kB, so these small modules were copied into each chunk using
 * them instead: a first visit downloaded the theme and Emotion twice (the layout's group and the
 * cookie banner's chunk) and the button and patterns in the template's chunk again. In one chunk
 * of their own, every page loads them once and the browser keeps them between pages.
 */
const SITE_CORE = {
  name: "site-core",
  test: /[\\/](src[\\/]styles[\\/]|src[\\/]components[\\/]ui[\\/]Button\.tsx$|node_modules[\\/]@emotion[\\/]react[\\/]dist[\\/]emotion-react\.browser|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|Icon\.mjs|createLucideIcon\.mjs|context\.mjs))/,
  chunks: "all",
  priority: 15,
  enforce: true,
  reuseExistingChunk: true,
} as const;

/**
 * The browser bundles of a production build:
 * - no source maps: Netlify publishes everything in public/, and a map carries the full source of
 *   every module to anyone who asks;
 * - without Gatsby's internal Partytown plugin, which acts only under `gatsby develop` (it returns
 *   at once in production) yet would put Partytown's loader in every page's first script;
 * - without Gatsby's service worker registration, which runs only for a plugin that asks for a
 *   service worker (none does);
 * - without hoist-non-react-statics (and the react-is it brings) unless a component uses it:
 *   Emotion imports it for its side effects, which it has none of, so it would be in every page;
 * - without Gatsby's `commons` chunk, which every page loads and which takes any module found in
 *   as many chunks as there are page components. Content makes chunks (each article's and legal
 *   page's text is one), so an author adding an article pushed modules only some pages use over
 *   that line and into every page's first script. Without it, a module shared by several chunks
 *   goes into a chunk shared by exactly those (Gatsby's `shared` group), and a page loads the
 *   modules its own template uses, however many entries the site has.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== BROWSER_STAGE) return;
  const runtime = browserRuntimeOf(process.env);
  if (runtime !== "react") actions.replaceWebpackConfig(forBrowserRuntime(getConfig() as WebpackConfig, runtime));
  actions.setWebpackConfig({
    devtool: false,
    optimization: { splitChunks: { cacheGroups: { commons: false, siteCore: SITE_CORE } } },
    module: { rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
    resolve: {
      alias: {
        // Resolved as webpack resolves it: through a node_modules that is a link to another folder too.
        [realpathSync(path.resolve("node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js"))]: false,
        [path.resolve(".cache/register-service-worker.js")]: false,
      },
    },
  });
};

/**
 * The pages' `Head` exports are left out of the browser bundles. Every page is loaded as a document
 * with its head complete from the build (nothing routes on the client), yet Gatsby's browser
 * runtime would render each page's `Head` again after loading (into a hidden element, inside the
 * root wrapper, then compare it with the head the server wrote): code for the SEO tags and
 * structured data in every page's first script, and work on the main thread that changes
 * nothing. Gatsby's own Babel plugin removes named exports from page components (it removes
 * `getServerData` and `config` this way); it is given `Head` for the browser's build only. Gatsby
 * asks for the Babel configuration of each stage in turn but applies a plugin to every stage
 * unless the plugin names its own: without `stage`, the build's HTML lost its head.
 */
export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ stage, actions }) => {
  if (stage !== BROWSER_STAGE) return;
  const plugin = {
    name: path.resolve("node_modules/gatsby/dist/utils/babel/babel-plugin-remove-api.js"),
    options: { apis: ["Head"] },
    stage,
  };
  actions.setBabelPlugin(plugin);
};
