/**
 * Invoker commands (`<button commandfor command="show-modal">`) open the site's film dialogs with no
 * script at all, in every browser that has them: Chrome 135, Firefox 144, Safari 26.2 and later.
 * An older browser shows a link to the film's page instead (see VideoDialog), and, once scripts
 * run, the same button as everyone else: a small script at the end of each page with a film gives
 * such a browser Keith Cirkel's polyfill of the proposal (`invokers-polyfill`, written out by the
 * build as a file of its own, gatsby/invoker-commands-polyfill.ts) and marks the document when it
 * has run. A browser that has invoker commands never asks for the polyfill.
 */

/** Set on the root element once invoker commands work in the page: `native` or `polyfilled`. */
export const INVOKER_COMMANDS_ATTRIBUTE = "data-invoker-commands";

/** Matches the root once scripts have made invoker commands work, natively or by the polyfill. */
export const INVOKER_COMMANDS_WORK = `html[${INVOKER_COMMANDS_ATTRIBUTE}]`;

/**
 * The inline script, placed after the page's content: on a page with an invoker button, it marks
 * the root `native` where the browser has invoker commands (Safari 26.2 to 26.4 have them but fail
 * the stylesheet's test for them, INVOKER_COMMANDS_QUERY), and elsewhere loads the polyfill from
 * `polyfillPath` and marks the root `polyfilled` once it has run. If the polyfill cannot load, the
 * link stays.
 */
export function invokerCommandsLoader(polyfillPath: string): string {
  const mark = (value: string) => `r.setAttribute(${JSON.stringify(INVOKER_COMMANDS_ATTRIBUTE)},${JSON.stringify(value)})`;
  return (
    `(function(){var d=document,r=d.documentElement;if(!d.querySelector("button[commandfor]"))return;` +
    `if("command" in HTMLButtonElement.prototype){${mark("native")};return}` +
    `var s=d.createElement("script");s.src=${JSON.stringify(polyfillPath)};s.onload=function(){${mark("polyfilled")}};d.head.appendChild(s)})();`
  );
}
