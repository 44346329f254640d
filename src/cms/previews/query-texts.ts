/**
 * The `graphql` tag outside Gatsby's build (the editor's bundle, src/cms/previews/gatsby-stand-in.ts,
 * and the unit tests' stand-in for `gatsby`): a page's query stays the text it was written as, and
 * every fragment a module declares is kept by its name, so a preview can run the page's own query
 * with the fragments it spreads, as Gatsby runs it at build.
 */

/** Every document the site's modules have declared so far, fragments among them. */
const documents = new Set<string>();

/** The tag: the query's text, kept for its fragments. */
export function graphql(strings: TemplateStringsArray | string, ...values: unknown[]): string {
  const text = typeof strings === "string" ? strings : String.raw({ raw: strings }, ...values);
  documents.add(text);
  return text;
}

/** The documents declared so far: where a query's fragments are found. */
export const declaredDocuments = (): ReadonlySet<string> => documents;
