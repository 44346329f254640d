/** After the pages are built: robots.txt, then the HTML rewrite, in that order. */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { rewriteBuiltHtml } from "./html-rewrite";
import { writeRobotsTxt } from "./robots-txt";

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const publicDir = path.resolve("public");
  await writeRobotsTxt(args, publicDir);
  await rewriteBuiltHtml(publicDir);
};
