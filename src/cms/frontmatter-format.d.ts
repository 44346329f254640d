/** Types of frontmatter-format.js, a browser module the editor imports as it is. */
import type * as YAMLModule from "yaml";

/** An article as the editor holds it: its frontmatter's fields and its body. */
export type ArticleData = { body: string } & Record<string, unknown>;

export function splitArticle(text: string): { frontmatter: string; body: string };

export function frontmatterFormat(YAML: typeof YAMLModule): {
  fromFile(text: string): ArticleData;
  toFile(data: Record<string, unknown>, raw: string): string;
};
