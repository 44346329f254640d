import { MDXProvider } from "@mdx-js/react";
import { createContext, createElement, lazy, useContext, type ComponentProps, type ComponentType } from "react";

type MdxComponents = ComponentProps<typeof MDXProvider>["components"];

/**
 * The body of an MDX file in content/ (an article, a legal page), each compiled by
 * gatsby-plugin-mdx into a script chunk of its own. A page's template does not carry its text:
 * the text is in the page's HTML, and its code is loaded only where the page is drawn in the
 * browser (`gatsby develop`), never where the server's HTML is on screen.
 */
const bodies = new Map<string, ComponentType>();

function bodyOf(collection: string, slug: string): ComponentType {
  const key = `${collection} ${slug}`;
  let body = bodies.get(key);
  if (!body) {
    body = lazy(() => import(/* webpackInclude: /\.mdx$/ */ `../../../content/${collection}/${slug}.mdx`));
    bodies.set(key, body);
  }
  return body;
}

/**
 * A body given as a component instead of read from its file: the editor's preview of the text an
 * author is writing, compiled in the editor. A page never sets it.
 */
export const GivenMdxBody = createContext<ComponentType | null>(null);

/** `collection` and `slug` are the MDX node's fields: the file is content/<collection>/<slug>.mdx. */
export function MdxBody({ collection, slug, components }: { collection: string; slug: string; components: MdxComponents }) {
  const given = useContext(GivenMdxBody);
  // One component per file, made once and kept (bodyOf), not a new one at each render.
  return <MDXProvider components={components}>{createElement(given ?? bodyOf(collection, slug))}</MDXProvider>;
}
