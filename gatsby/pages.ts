/**
 * The pages made from content: one per service, one per MDX file (articles and legal pages), the
 * blog index and one page per blog category; and, for a build, the redirects (./redirects).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteFiles } from "../src/content-model/reader";
import { blogCategoryPath } from "../src/lib/routes";
import { contentNodesCompleted } from "./content-nodes";
import { siteRedirects } from "./redirects";

const templates = {
  service: path.resolve("src/templates/service.tsx"),
  blogPost: path.resolve("src/templates/blog-post.tsx"),
  blogIndex: path.resolve("src/templates/blog-index.tsx"),
  legal: path.resolve("src/templates/legal.tsx"),
};

interface PagesQuery {
  services: { nodes: { id: string; fields: { path: string } }[] };
  mdx: {
    nodes: {
      id: string;
      fields: { collection: string; slug: string; path: string };
    }[];
  };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // Under `gatsby develop` this runs as soon as a saved file has changed a node, while its artwork may still be drawn.
  await contentNodesCompleted();
  // The development server answers the redirects itself (./develop-redirects.ts): Gatsby's own
  // following of them in the browser draws a blank page.
  if (process.env.gatsby_executing_command !== "develop") {
    for (const redirect of siteRedirects(siteFiles.redirects)) actions.createRedirect(redirect);
  }

  const result = await graphql<PagesQuery>(`
    query CreatePages {
      services: allService(sort: { order: ASC }) {
        nodes {
          id
          fields {
            path
          }
        }
      }
      mdx: allMdx {
        nodes {
          id
          fields {
            collection
            slug
            path
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query content to create pages", result.errors);
    return;
  }

  for (const { id, fields } of result.data.services.nodes) {
    actions.createPage({ path: fields.path, component: templates.service, context: { id } });
  }
  for (const page of result.data.mdx.nodes) {
    const template = page.fields.collection === "blog" ? templates.blogPost : templates.legal;
    // The template alone: the page's text comes from its file (src/components/ui/MdxBody.tsx).
    actions.createPage({ path: page.fields.path, component: template, context: { id: page.id } });
  }
  actions.createPage({ path: "/blog", component: templates.blogIndex, context: { category: null } });
  for (const category of siteFiles.blog.categories) {
    actions.createPage({ path: blogCategoryPath(category), component: templates.blogIndex, context: { category } });
  }
};
