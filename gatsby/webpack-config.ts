import type { GatsbyNode } from "gatsby";

/**
 * No source maps in the browser bundles: Netlify publishes everything in public/, and a map
 * carries the full source of every module to anyone who asks.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false });
};
