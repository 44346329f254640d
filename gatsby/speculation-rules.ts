/**
 * The site's speculation rules: Chromium prepares the page behind a link of the site when the
 * visitor shows they mean to follow it (a pointer resting on it, or pressed on it: "moderate"
 * eagerness), so the click shows a page already drawn. Browsers without the Speculation Rules API
 * ignore them. Pages are plain documents, so preparing one is loading it early, never a different
 * path through the site.
 *
 * The rules are an inline `<script type="speculationrules">` at the end of every page
 * (gatsby-ssr.tsx), allowed by the page's Content-Security-Policy by their hash like every inline
 * script (gatsby/security-headers.ts). Not a `Speculation-Rules` header naming a file: that file
 * must be served as `application/speculationrules+json`, and Netlify's local server, which the
 * tests drive, serves every `.json` file as `application/json` whatever `_headers` says.
 *
 * A prerendered page runs its scripts before the click, and perhaps never shown, so nothing on
 * a page may act for the visitor before it is shown (src/lib/browser/page-shown.ts); and no address is
 * prepared whose loading does something by itself.
 */
import { ADMIN_PATH } from "../src/lib/routes";

/**
 * Addresses never prepared:
 * - everything Netlify serves under `/.netlify/`: the site's functions (forms, the owner's inbox,
 *   the newsletter's confirm, unsubscribe and export links, CSP reports), whose every request
 *   does something;
 * - the content editor;
 * - any address naming a file (`/rss.xml`, the sitemaps, pictures, films): a download, not a page
 *   (no page of the site has a dot in its address).
 */
export const NEVER_PREPARED_PATTERNS: readonly string[] = ["/.netlify/*", ADMIN_PATH.slice(0, -1), `${ADMIN_PATH}*`, "/*.*"];

/**
 * Links never prepared whatever their address: a download, and any address with a query, which
 * on this site marks a one-off (the newsletter's confirmed page counts a sign-up once when it
 * carries its marker).
 */
export const NEVER_PREPARED_LINKS = "[download], [href*='?']";

/** The links of the site's pages: every same-site link but those above. */
const pageLinks = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: [...NEVER_PREPARED_PATTERNS] } },
    { not: { selector_matches: NEVER_PREPARED_LINKS } },
  ],
} as const;

/**
 * Two steps, by how sure the visitor seems. The page's HTML alone is fetched as soon as the
 * pointer comes to a link (`eager`: Chromium waits a moment of rest on a desktop, and on a phone
 * takes the links in view), and the page is prerendered once it rests there (`moderate`: 200 ms)
 * or is pressed, from that fetched HTML. On a phone's connection the HTML takes a round trip and
 * its download, 250 ms or more; begun only at 200 ms of rest, it had not arrived when a visitor
 * who rests 300 ms let go, and the page they clicked waited for it.
 */
export const speculationRules = {
  prefetch: [{ source: "document", where: pageLinks, eagerness: "eager" }],
  prerender: [{ source: "document", where: pageLinks, eagerness: "moderate" }],
} as const;
