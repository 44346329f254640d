/**
 * What the editor's bundle gives the site's modules for `gatsby`, which only Gatsby's own build can
 * bundle. The site's pages and components use three things from it: `graphql` (a page's query,
 * kept as its text with its fragments, ./query-texts.ts, for a preview to run it over the content
 * being edited), `useStaticQuery` (never reached: src/hooks/use-site-data.ts reads the data a
 * preview gives it) and `StaticQueryContext` (which an island hands on to its section).
 */
import { createContext } from "react";

export { graphql } from "./query-texts";

export const StaticQueryContext = createContext<Record<string, unknown>>({});

export function useStaticQuery(): never {
  throw new Error("A preview gives the site's data through GivenSiteData (src/hooks/use-site-data.ts); nothing should query it");
}
