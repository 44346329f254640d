/**
 * Gatsby exports the context that holds a page's static query results at run time, without a
 * type. Islands (src/hydration/island.tsx) hand it on to the React roots they hydrate.
 */
import "gatsby";
import type { Context } from "react";

declare module "gatsby" {
  export const StaticQueryContext: Context<Record<string, { data: unknown }>>;
}
