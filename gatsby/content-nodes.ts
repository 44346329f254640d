/**
 * Each content node as Gatsby creates it: checked against its content type (the build fails
 * naming the file, also when a file changes under `gatsby develop`), and given the fields the
 * pages query: its address, and the picture it shows with its alt text: the author's picture, or
 * for an entry without one the artwork the build draws for it (gatsby/artwork/), so a new entry
 * saved in the editor builds with a picture.
 */
import path from "node:path";
import type { GatsbyCache, GatsbyNode, Node } from "gatsby";
import { createFileNodeFromBuffer } from "gatsby-source-filesystem";
import fs from "node:fs";
import { contentTypeOfFile, withSlug } from "../src/content-model/files";
import type { ContentType } from "../src/content-model/types";
import { entryProblems } from "../src/content-model/validation";
import { articleReadTime } from "../src/lib/read-time";
import { cachedDrawing } from "./artwork/cache";
import { entryArtwork } from "./artwork/entries";

interface FileNode {
  absolutePath: string;
  relativeDirectory: string;
  relativePath: string;
  name: string;
  sourceInstanceName: string;
}

/** The value at a dotted path of an entry ("whoWeWorkWith.image"). */
function valueAt(entry: unknown, dotted: string): unknown {
  return dotted
    .split(".")
    .reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), entry);
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

type Helpers = Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0];

/** The picture an entry shows: the file it names, or its artwork, drawn (or found in the cache) and made a File node. */
async function pictureOf(
  picture: NonNullable<ContentType["picture"]>,
  entry: unknown,
  slug: string,
  file: FileNode,
  node: Node,
  { actions, cache, createNodeId, getCache }: Pick<Helpers, "actions" | "cache" | "createNodeId" | "getCache">,
): Promise<{ picturePath: string; pictureAlt: string }> {
  const image = text(valueAt(entry, picture.image));
  if (image) return { picturePath: path.resolve(path.dirname(file.absolutePath), image), pictureAlt: text(valueAt(entry, picture.alt)) };
  const name = picture.artwork === "service" ? valueAt(entry, "name") : valueAt(entry, "title");
  const artwork = entryArtwork(picture.artwork, { slug, name: text(name), category: text(valueAt(entry, "category")) });
  const drawn = await cachedDrawing(path.join((cache as GatsbyCache).directory, "artwork"), artwork.name, artwork.inputs, artwork.draw);
  const fileNode = await createFileNodeFromBuffer({
    buffer: await fs.promises.readFile(drawn),
    getCache,
    createNode: actions.createNode,
    createNodeId,
    parentNodeId: node.id,
    name: artwork.name,
    ext: ".png",
  });
  return { picturePath: fileNode.absolutePath, pictureAlt: artwork.alt };
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async (helpers) => {
  const { node, actions, getNode, reporter } = helpers;
  const parent = node.parent ? (getNode(node.parent) as unknown as FileNode | undefined) : undefined;
  if (!parent || parent.sourceInstanceName !== "content") return;
  const type = contentTypeOfFile(parent.relativePath);
  if (!type) return;
  const file = `content/${parent.relativePath}`;
  const isMdx = node.internal.type === "Mdx";
  if (!isMdx && node.internal.type !== type.typeName) return;

  const entry = isMdx ? node.frontmatter : node;
  const problems = entryProblems(type, entry);
  if (problems.length) reporter.panicOnBuild(`${file} is not valid content:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);

  const slug = type.slug ? parent.name : undefined;
  if (slug !== undefined && type.picture) {
    const { picturePath, pictureAlt } = await pictureOf(type.picture, entry, slug, parent, node, helpers);
    actions.createNodeField({ node, name: "picturePath", value: picturePath });
    actions.createNodeField({ node, name: "pictureAlt", value: pictureAlt });
  }
  if (isMdx) {
    actions.createNodeField({ node, name: "collection", value: parent.relativeDirectory });
    actions.createNodeField({ node, name: "slug", value: parent.name });
    if (!type.pagePath) reporter.panicOnBuild(`${file}: its content type "${type.id}" declares no pagePath, so its page has no address`);
    actions.createNodeField({ node, name: "path", value: withSlug(type.pagePath ?? "", parent.name) });
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
  if (type.pagePath) actions.createNodeField({ node, name: "path", value: withSlug(type.pagePath, slug) });
};
