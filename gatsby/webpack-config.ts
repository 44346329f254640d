import { realpathSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

/** The parts of Gatsby's webpack configuration changed here. */
interface WebpackConfig {
  resolve?: { alias?: Record<string, string | false> };
  optimization?: { splitChunks?: { cacheGroups?: { framework?: { test?: unknown } } } };
}

/** What React's browser entry points are replaced with (exact requests only, so nothing else moves silently). */
const PREACT_FOR_REACT: Record<string, string> = {
  react$: "preact/compat",
  "react-dom$": "preact/compat",
  "react-dom/client$": "preact/compat/client",
  "react/jsx-runtime$": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime$": "preact/compat/jsx-dev-runtime",
};

/** The framework chunk takes Preact as it took React: one long-cached chunk every page shares. */
const FRAMEWORK = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|scheduler|prop-types)[\\/]/;

/**
 * The browser bundles run React's components on Preact (through preact/compat): React and
 * ReactDOM were 44.6 KiB of every page's 85-94 KiB first script, Preact with its compat layer is
 * about 11. The HTML is still rendered by React at build (gatsby-ssr.tsx), and Preact takes it
 * over as it is (see docs/architecture.md, "Preact in the browser"). Gatsby aliases `react` and
 * `react-dom` to React's own folders ahead of anything added after, so those aliases are replaced,
 * not added to.
 */
function withPreact(config: WebpackConfig): WebpackConfig {
  const alias = { ...config.resolve?.alias };
  delete alias.react;
  delete alias["react-dom"];
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework;
  if (framework) framework.test = FRAMEWORK;
  return { ...config, resolve: { ...config.resolve, alias: { ...PREACT_FOR_REACT, ...alias } } };
}

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
  if (stage !== "build-javascript") return;
  actions.replaceWebpackConfig(withPreact(getConfig() as WebpackConfig));
  actions.setWebpackConfig({
    devtool: false,
    optimization: { splitChunks: { cacheGroups: { commons: false } } },
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
