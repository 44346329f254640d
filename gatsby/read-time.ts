/**
 * `Mdx.readTime`: the read time an article shows ("8 min read"), computed from its body at build,
 * or the frontmatter's `readTime` when an author overrides it.
 */
import type { GatsbyNode } from "gatsby";
import { articleReadTime } from "../src/lib/read-time";

interface MdxSource {
  body?: string | null;
  frontmatter?: { readTime?: string | null } | null;
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: addResolvers }) => {
  addResolvers({
    Mdx: {
      readTime: {
        type: "String!",
        resolve: (source: MdxSource) => articleReadTime(source.body ?? "", source.frontmatter?.readTime),
      },
    },
  });
};
