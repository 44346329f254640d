/** After the pages are built: robots.txt, the invoker commands polyfill the pages name, then the HTML rewrite. */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { rewriteBuiltHtml } from "./html-rewrite";
import { writeInvokerCommandsPolyfill } from "./invoker-commands-polyfill";
import { writeRobotsTxt } from "./robots-txt";

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const publicDir = path.resolve("public");
  await writeRobotsTxt(args, publicDir);
  await writeInvokerCommandsPolyfill(publicDir);
  await rewriteBuiltHtml(publicDir);
};
