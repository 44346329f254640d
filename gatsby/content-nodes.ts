/**
 * Each content node as Gatsby creates it: checked against its content type (the build fails
 * naming the file, also when a file changes under `gatsby develop`), and given the fields the
 * pages query: its address, and the picture it shows with its alt text: the author's picture, or
 * for an entry without one the artwork the build draws for it (gatsby/artwork/), so a new entry
 * saved in the editor builds with a picture.
 *
 * Every field is set at once, before anything is awaited. `gatsby develop` does not wait for this
 * API when a saved file changes a node: it creates the pages again straight away, so a field set
 * after drawing the artwork was missing when the pages were queried, the query failed ("Cannot
 * return null for non-nullable field Service.fields") and every page made from content was
 * taken down. The artwork's file is named before it is drawn (its place in the cache follows
 * from what it shows), and `createPages` waits for the drawings still under way
 * (`contentNodesCompleted`), so pages are made from finished nodes.
 */
import path from "node:path";
import type { GatsbyCache, GatsbyNode, Node } from "gatsby";
import { createFileNode } from "gatsby-source-filesystem/create-file-node";
import { contentTypeOfFile } from "../src/content-model/files";
import { nodeFields, type NodeFields } from "../src/content-model/nodes";
import { entryProblems } from "../src/content-model/validation";
import { cachedDrawing, drawingFile } from "./artwork/cache";
import { entryArtwork } from "./artwork/entries";

interface FileNode {
  absolutePath: string;
  relativeDirectory: string;
  relativePath: string;
  name: string;
  sourceInstanceName: string;
}

/** Drawings under way for content nodes, which createPages waits for. */
const drawings = new Set<Promise<unknown>>();

/** Resolves once every content node created so far has its picture's file node. */
export async function contentNodesCompleted(): Promise<void> {
  while (drawings.size) await Promise.allSettled([...drawings]);
}

type Helpers = Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0];

interface Picture {
  picturePath: string;
  pictureAlt: string;
  /** For an entry without a picture of its own: the artwork to draw into picturePath. */
  artwork?: ReturnType<typeof entryArtwork>;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The picture an entry shows: the file it names, or the file its artwork is (or will be) drawn to in the build's cache. */
function pictureOf(
  picture: NonNullable<NodeFields["picture"]>,
  entry: Record<string, unknown>,
  slug: string,
  file: FileNode,
  cache: GatsbyCache,
): Picture {
  if ("image" in picture) return { picturePath: path.resolve(path.dirname(file.absolutePath), picture.image), pictureAlt: picture.alt };
  const name = picture.artwork === "service" ? entry.name : entry.title;
  const artwork = entryArtwork(picture.artwork, { slug, name: text(name), category: text(entry.category) });
  return {
    picturePath: drawingFile(path.join(cache.directory, "artwork"), artwork.name, artwork.inputs),
    pictureAlt: artwork.alt,
    artwork,
  };
}

/** Draws the artwork (unless an earlier build did) and makes its file a File node, so the image pipeline picks it up. */
async function drawArtwork(
  artwork: NonNullable<Picture["artwork"]>,
  node: Node,
  { actions, cache, createNodeId }: Pick<Helpers, "actions" | "cache" | "createNodeId">,
): Promise<void> {
  const drawn = await cachedDrawing(path.join((cache as GatsbyCache).directory, "artwork"), artwork.name, artwork.inputs, artwork.draw);
  const fileNode = await createFileNode(drawn, createNodeId, {});
  fileNode.parent = node.id;
  await actions.createNode(fileNode, { name: "gatsby-source-filesystem" });
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

  const entry = (isMdx ? node.frontmatter : node) as Record<string, unknown>;
  const problems = entryProblems(type, entry);
  if (problems.length) reporter.panicOnBuild(`${file} is not valid content:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);

  const slug = type.slug ? parent.name : undefined;
  if (isMdx && !type.pagePath)
    reporter.panicOnBuild(`${file}: its content type "${type.id}" declares no pagePath, so its page has no address`);
  if (!isMdx && slug !== undefined && type.slug?.field && entry[type.slug.field] !== slug) {
    reporter.panicOnBuild(
      `${file}: "${type.slug.field}" is "${String(entry[type.slug.field])}" but the file is named "${parent.name}.json"; they must match.`,
    );
  }
  const { picture: shown, ...fields } = nodeFields(type, entry, slug, isMdx ? String(node.body ?? "") : undefined);
  const picture = shown && slug !== undefined ? pictureOf(shown, entry, slug, parent, helpers.cache as GatsbyCache) : undefined;
  if (picture) {
    actions.createNodeField({ node, name: "picturePath", value: picture.picturePath });
    actions.createNodeField({ node, name: "pictureAlt", value: picture.pictureAlt });
  }
  for (const [name, value] of Object.entries(fields)) actions.createNodeField({ node, name, value });
  if (picture?.artwork) {
    const drawing = drawArtwork(picture.artwork, node, helpers);
    drawings.add(drawing);
    try {
      await drawing;
    } finally {
      drawings.delete(drawing);
    }
  }
};
