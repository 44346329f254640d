/**
 * What the editor's bundle gives the site's modules for `gatsby`, which only Gatsby's own build can
 * bundle. The site's pages and components use three things from it: `graphql` (a page's query,
 * which the build runs; a preview hands the page its data instead), `useStaticQuery` (never reached:
 * src/hooks/use-site-data.ts reads the data a preview gives it) and `StaticQueryContext` (which an
 * island hands on to its section).
 */
import { createContext } from "react";

export const graphql = (..._query: unknown[]): string => "";

export const StaticQueryContext = createContext<Record<string, unknown>>({});

export function useStaticQuery(): never {
  throw new Error("A preview gives the site's data through GivenSiteData (src/hooks/use-site-data.ts); nothing should query it");
}
