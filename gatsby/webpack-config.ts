import path from "node:path";
import type { GatsbyNode } from "gatsby";

/**
 * The browser bundles of a production build:
 * - no source maps: Netlify publishes everything in public/, and a map carries the full source of
 *   every module to anyone who asks;
 * - without Gatsby's internal Partytown plugin, which acts only under `gatsby develop` (it returns
 *   at once in production) yet would put Partytown's loader in every page's first script;
 * - without Gatsby's service worker registration, which runs only for a plugin that asks for a
 *   service worker (none does);
 * - without hoist-non-react-statics (and the react-is it brings) unless a component uses it:
 *   Emotion imports it for its side effects, which it has none of, so it would be in every page.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    devtool: false,
    module: { rules: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
    resolve: {
      alias: {
        [path.resolve("node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js")]: false,
        [path.resolve(".cache/register-service-worker.js")]: false,
      },
    },
  });
};
