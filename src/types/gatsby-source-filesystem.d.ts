/**
 * The File node maker of gatsby-source-filesystem, which its public entry does not export
 * (gatsby-plugin-image imports it from here too): a File node for a file already on disk, such as
 * a drawing the build keeps in its cache.
 */
declare module "gatsby-source-filesystem/create-file-node" {
  import type { Node } from "gatsby";

  export function createFileNode(
    pathToFile: string,
    createNodeId: (input: string) => string,
    pluginOptions?: Record<string, unknown>,
  ): Promise<Node & { absolutePath: string }>;
}
