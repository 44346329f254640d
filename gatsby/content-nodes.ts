/**
 * Each content node as Gatsby creates it: checked against its content type (the build fails
 * naming the file, also when a file changes under `gatsby develop`), and given the fields the
 * pages query: its address, and its artwork found by convention so an author adds a file rather
 * than typing its path.
 */
import type { GatsbyNode } from "gatsby";
import { contentTypeOfFile, withSlug } from "../src/content-model/files";
import { entryProblems } from "../src/content-model/validation";
import { articleReadTime } from "../src/lib/read-time";

interface FileNode {
  relativeDirectory: string;
  relativePath: string;
  name: string;
  sourceInstanceName: string;
}

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode, reporter }) => {
  const parent = node.parent ? (getNode(node.parent) as unknown as FileNode | undefined) : undefined;
  if (!parent || parent.sourceInstanceName !== "content") return;
  const type = contentTypeOfFile(parent.relativePath);
  if (!type) return;
  const file = `content/${parent.relativePath}`;
  const isMdx = node.internal.type === "Mdx";
  if (!isMdx && node.internal.type !== type.typeName) return;

  const problems = entryProblems(type, isMdx ? node.frontmatter : node);
  if (problems.length) reporter.panicOnBuild(`${file} is not valid content:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);

  const slug = type.slug ? parent.name : undefined;
  if (isMdx) {
    actions.createNodeField({ node, name: "collection", value: parent.relativeDirectory });
    actions.createNodeField({ node, name: "slug", value: parent.name });
    actions.createNodeField({ node, name: "path", value: withSlug(type.pagePath ?? `/${parent.name}`, parent.name) });
    // What an article shows ("8 min read"): computed from its body, or the frontmatter's override.
    const frontmatter = node.frontmatter as { readTime?: string | null } | undefined;
    actions.createNodeField({ node, name: "readTime", value: articleReadTime(String(node.body ?? ""), frontmatter?.readTime) });
    return;
  }
  if (slug === undefined) return;
  if (type.slug?.field && node[type.slug.field] !== slug) {
    reporter.panicOnBuild(
      `${file}: "${type.slug.field}" is "${String(node[type.slug.field])}" but the file is named "${parent.name}.json"; they must match.`,
    );
  }
  if (type.imagePath) actions.createNodeField({ node, name: "imagePath", value: withSlug(type.imagePath, slug) });
  if (type.pagePath) actions.createNodeField({ node, name: "path", value: withSlug(type.pagePath, slug) });
};
