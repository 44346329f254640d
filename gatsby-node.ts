/**
 * Gatsby's Node APIs, one module each under gatsby/. Content types are declared once in
 * src/content-model/; the schema, the checks and the pages follow from there.
 */
export { onPreInit } from "./gatsby/report-deploy-settings";
export { onPostBootstrap } from "./gatsby/cms-admin";
export { onPreBootstrap } from "./gatsby/pre-bootstrap";
export { createSchemaCustomization } from "./gatsby/schema-customization";
export { onCreateNode } from "./gatsby/content-nodes";
export { createPages } from "./gatsby/pages";
export { onCreateBabelConfig, onCreateWebpackConfig } from "./gatsby/webpack-config";
export { onPostBuild } from "./gatsby/post-build";
