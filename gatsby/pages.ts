/**
 * The pages made from content (src/lib/routes.ts: `contentPages`): one per service, one per MDX
 * file (articles and legal pages), the blog index and one page per blog category; and, for a
 * build, the redirects (./redirects).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteFiles } from "../src/content-model/reader";
import { CONTENT_PAGES_QUERY, contentPages, type ContentPagesAnswer, type PageTemplate } from "../src/lib/routes";
import { contentNodesCompleted } from "./content-nodes";
import { siteRedirects } from "./redirects";

const templates: Record<PageTemplate, string> = {
  service: path.resolve("src/templates/service.tsx"),
  "blog-post": path.resolve("src/templates/blog-post.tsx"),
  "blog-index": path.resolve("src/templates/blog-index.tsx"),
  legal: path.resolve("src/templates/legal.tsx"),
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // Under `gatsby develop` this runs as soon as a saved file has changed a node, while its artwork may still be drawn.
  await contentNodesCompleted();
  // The development server answers the redirects itself (./develop-redirects.ts): Gatsby's own
  // following of them in the browser draws a blank page.
  if (process.env.gatsby_executing_command !== "develop") {
    for (const redirect of siteRedirects(siteFiles.redirects)) actions.createRedirect(redirect);
  }

  const result = await graphql<ContentPagesAnswer>(CONTENT_PAGES_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query content to create pages", result.errors);
    return;
  }
  // An article's text comes from its file (src/components/ui/MdxBody.tsx), not from the page's context.
  for (const page of contentPages(result.data))
    actions.createPage({ path: page.path, component: templates[page.template], context: page.context });
};
