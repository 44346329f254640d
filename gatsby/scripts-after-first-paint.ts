/**
 * Moves Gatsby's `<script src async>` tags out of a built page and into one inline script that
 * starts them once the page has painted. Node-only (the build's post-build step, gatsby/html-rewrite.ts, runs it on every
 * HTML file before the Content-Security-Policy hashes the inline scripts).
 *
 * The HTML, its inline CSS and its links work on their own; the scripts make the header menus,
 * dialogs, forms and consent banner interactive. Listed in the HTML, they are requested as soon as
 * the parser sees them and share a slow phone connection with the typeface and the hero image;
 * started after the first paint, the visible page has the connection first. A page opened in a
 * background tab, which does not paint, starts them at once.
 */
const gatsbyScript = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/** A starter this module wrote, in this form or the earlier one without an id. */
const earlierStarter =
  /<script(?: id="gatsby-scripts-starter")?>\(function\(\)\{var d=document,P=window\.PerformanceObserver;[^<]*<\/script>/g;

/**
 * The starter takes the place of the first tag, inside Gatsby's `_gatsby-scripts` slice. A later
 * build that leaves a page's HTML as it was (Netlify keeps the last build's files) still stitches
 * that slice in afresh, with the new build's tags; any starter from before is dropped then, as two
 * starters would start two copies of the site on one document.
 */
export function startScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(gatsbyScript)].map(([, source]) => source);
  if (sources.length === 0) return html;
  const starter = `<script id="gatsby-scripts-starter">${scriptStarter(sources)}</script>`;
  let placed = false;
  return html.replace(earlierStarter, "").replace(gatsbyScript, () => {
    if (placed) return "";
    placed = true;
    return starter;
  });
}

/** How long after the load event the scripts start when no first contentful paint was reported. */
export const START_AFTER_LOAD_MS = 1000;

/**
 * The inline starter: once the browser reports the first contentful paint (the moment the visitor
 * sees the page, which comes a little after the frame is drawn), at once in a hidden tab, and after
 * the next frame in a browser that does not report paints. A second after the load event at the
 * latest, once only: Firefox reports no contentful paint for a page opened at a section further
 * down (`/video-production-milton-keynes#contact`), which then never started its scripts.
 *
 * A page Chromium prerenders on the visitor's intent (gatsby/speculation-rules.ts) waits until it
 * is shown, then goes the same way. Started in the prerender (a second after its load event),
 * booting and hydrating took the main thread for 300 ms and more at a phone's speed, and a click
 * that came then waited for it before the page it had prepared could be drawn. The scripts it
 * needs are mostly in the browser's cache already, from the page the visitor came from.
 */
function scriptStarter(sources: readonly string[]): string {
  return `(function(){var d=document,P=window.PerformanceObserver,t=0;function s(){if(t)return;t=1;${JSON.stringify(sources)}.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})}function l(){setTimeout(s,${START_AFTER_LOAD_MS})}function g(){if(d.visibilityState==="hidden")s();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(e){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();s()}});o.observe({type:"paint",buffered:true});if(d.readyState==="complete")l();else window.addEventListener("load",l)}else requestAnimationFrame(function(){setTimeout(s,0)})}if(d.prerendering)d.addEventListener("prerenderingchange",g,{once:true});else g()})();`;
}
