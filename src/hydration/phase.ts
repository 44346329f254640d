/**
 * Whether the page's first render in the browser is taking over the server's HTML. Islands
 * (island.tsx) rendered then keep the server's HTML until they are needed; an island first
 * rendered after it (a page drawn in the browser, as `gatsby develop` draws every page) renders
 * its section at once.
 */
let takingOverServerHtml = false;

export function beginTakeOver(): void {
  takingOverServerHtml = true;
}

export function endTakeOver(): void {
  takingOverServerHtml = false;
}

export function isTakingOverServerHtml(): boolean {
  return takingOverServerHtml;
}
