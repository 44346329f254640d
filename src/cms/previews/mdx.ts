import { evaluateSync } from "@mdx-js/mdx";
import { useMDXComponents } from "@mdx-js/react";
import { createElement, type ComponentType } from "react";
import * as runtime from "react/jsx-runtime";

/**
 * An MDX body compiled in the editor, as gatsby-plugin-mdx compiles it at build: the same MDX
 * (version 2), its components taken from the page's MDXProvider (`<Fact />`, `<CompanyEmail />`,
 * the article's headings and links), so the text reads as the page will. Compiling is a few
 * milliseconds for an article; the last body is kept, so an edit elsewhere in the form compiles nothing.
 */
let last: { text: string; body: ComponentType } | null = null;

export function compiledBody(text: string): ComponentType {
  if (last?.text === text) return last.body;
  let body: ComponentType;
  try {
    const compiled = evaluateSync(text, { ...(runtime as object), useMDXComponents } as Parameters<typeof evaluateSync>[1]);
    body = compiled.default as ComponentType;
  } catch (error) {
    // Half-typed MDX (an unclosed tag) is not yet a body: say where, as the build would, until it is.
    const message = error instanceof Error ? error.message : String(error);
    body = function Unfinished() {
      return createElement("p", { role: "alert" }, message);
    };
  }
  last = { text, body };
  return body;
}
