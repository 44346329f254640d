import type { Context } from "react";

/**
 * The contexts a section may read from above it, which an island's own root must provide again
 * (island.tsx), besides Gatsby's own static query results. The page's setup names them
 * (gatsby-browser.tsx: the consent store), since it is the setup that provides them around every page; each value must stay
 * the same for the whole life of the page. A module of its own, so the page's setup can name them
 * without carrying the island's code into every page's first script.
 */
export const carriedContexts: Context<unknown>[] = [];

/**
 * Names contexts every island's own root provides again, with the values they have where the
 * island is. Called as the page's setup loads, before any page renders.
 */
export function carryIntoIslands<Values extends unknown[]>(...contexts: { [Index in keyof Values]: Context<Values[Index]> }): void {
  for (const context of contexts as Context<unknown>[]) if (!carriedContexts.includes(context)) carriedContexts.push(context);
}
