/**
 * Security and caching headers for every page, computed from the built pages at the end of the
 * build and handed to the Netlify adapter, which writes them into `_headers` (see
 * `gatsby/site-headers-adapter.ts`). Pure functions, so the rules are unit-tested.
 *
 * Each page gets a Content-Security-Policy that allows exactly its own inline scripts, by their
 * SHA-256 hashes: no script runs that the build did not write for that page.
 */
import { createHash } from "crypto";
import { GOOGLE_REVIEWS_MARKER, GOOGLE_REVIEW_PHOTO_HOSTS } from "../src/lib/google-reviews";
import { ADMIN_PATH, CSP_REPORT_ENDPOINT } from "../src/lib/routes";

/** Hosts the page may talk to, each only once its category is allowed (see the consent provider). */
const thirdParties = {
  scripts: ["https://www.googletagmanager.com", "https://snap.licdn.com"],
  connections: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
    "https://px.ads.linkedin.com",
  ],
  images: ["https://vumbnail.com", "https://*.google-analytics.com", "https://*.googletagmanager.com", "https://px.ads.linkedin.com"],
  frames: ["https://player.vimeo.com"],
  /** Without script, a player frame's own play button loads the player into the frame by a form. */
  forms: ["https://player.vimeo.com"],
};

/** The Reporting API group name that `report-to` names and `Reporting-Endpoints` defines. */
export const CSP_REPORT_GROUP = "csp";

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Types of inline script the policy's `script-src` governs: classic and module scripts, and
 * speculation rules (gatsby/speculation-rules.ts). Data blocks such as JSON-LD are not scripts.
 */
const POLICED_SCRIPT_TYPES = new Set(["module", "text/javascript", "speculationrules"]);

/** Hashes of the inline scripts the page's policy must allow. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !POLICED_SCRIPT_TYPES.has(type)) continue;
    if (!body) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** What a page's HTML needs of the policy beyond its own inline scripts. */
export interface PageNeeds {
  /** The page shows the company's Google reviews, whose authors' photos Google serves. */
  googleReviewPhotos: boolean;
}

export function pageNeeds(html: string): PageNeeds {
  return { googleReviewPhotos: html.includes(GOOGLE_REVIEWS_MARKER) };
}

export function contentSecurityPolicy(scriptHashes: Iterable<string>, needs: PageNeeds = { googleReviewPhotos: false }): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const images = [...thirdParties.images, ...(needs.googleReviewPhotos ? GOOGLE_REVIEW_PHOTO_HOSTS.map((host) => `https://${host}`) : [])];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...thirdParties.scripts].join(" ")}`,
    // Emotion writes component styles into <style> elements, and inline styles size the pictures.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${images.join(" ")}`,
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self' ${thirdParties.connections.join(" ")}`,
    `frame-src ${thirdParties.frames.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${thirdParties.forms.join(" ")}`,
    "frame-ancestors 'none'",
    // Browsers that know the Reporting API use report-to and ignore report-uri; older ones use it.
    `report-to ${CSP_REPORT_GROUP}`,
    `report-uri ${CSP_REPORT_ENDPOINT}`,
  ].join("; ");
}

const MUST_REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * The content editor's own policy, on /admin/ only. Decap CMS needs more than a page of the site:
 * its bundle compiles its configuration's schema at run time ('unsafe-eval') and WebAssembly,
 * previews uploads from blob: addresses and draws its preview pane in a same-origin frame; it
 * talks to the local backend (decap-server on this machine) or to GitHub's API, signing in
 * through Netlify's OAuth provider.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self' blob: http://localhost:8081 https://api.github.com https://api.netlify.com",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-to ${CSP_REPORT_GROUP}`,
    `report-uri ${CSP_REPORT_ENDPOINT}`,
  ].join("; ");
}

/** The editor is for the company's authors: kept out of search results, its pages never cached. */
export const adminHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": adminContentSecurityPolicy(),
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-cache",
};

/**
 * Sent with every response. HTML and page data are revalidated on every visit (hashed assets
 * override this with their own immutable rule, as the adapter writes it).
 *
 * No Cross-Origin-Opener-Policy: the site keeps nothing of a visitor's for another window to
 * reach, and the header costs every first visit. Chrome gives a COOP page a renderer process of
 * its own (on Android too), and starting that process cold measured 100-300 ms more blocking time
 * per page (Lighthouse mobile, privacy policy, 4 runs with and without the header).
 *
 * The Permissions-Policy names only features current browsers recognise (an unknown one earns a
 * console warning on every page and protects nothing).
 */
export const siteWideHeaders: Readonly<Record<string, string>> = {
  "Cache-Control": MUST_REVALIDATE,
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Reporting-Endpoints": `${CSP_REPORT_GROUP}="${CSP_REPORT_ENDPOINT}"`,
};

/** The shape Gatsby's adapters receive and write: a path pattern and its headers. */
export interface HeaderRoute {
  path: string;
  headers: { key: string; value: string }[];
}

export interface BuiltPage {
  /** The path the page is served at, e.g. `/blog` or `/404.html`. */
  path: string;
  html: string;
}

/** The page Netlify serves, with a 404 status, for any path that has no page of its own. */
export const NOT_FOUND_PATH = "/404.html";

const CSP = "content-security-policy";

/** Lower-case names throughout, so no two rules spell one header differently (as HTTP/2 sends them anyway). */
const toHeaders = (record: Readonly<Record<string, string>>) =>
  Object.entries(record).map(([key, value]) => ({ key: key.toLowerCase(), value }));

/**
 * The header rules for the whole site, in the order Netlify applies them (a later matching rule
 * overrides an earlier one's header of the same name, as with the adapter's own immutable rules
 * under its site-wide `/*`):
 * 1. `/*`: the site-wide headers, and the not-found page's policy, which is what Netlify serves
 *    for any path without a page of its own.
 * 2. The adapter's rules other than its site-wide defaults (which ours replace): hashed assets
 *    cached immutable for a year.
 * 3. Each page's own policy, with exactly its own inline scripts.
 * 4. The content editor's own policy, under /admin/ only.
 */
export function siteHeaderRoutes(adapterRoutes: readonly HeaderRoute[], pages: readonly BuiltPage[]): HeaderRoute[] {
  const notFound = pages.find((page) => page.path === NOT_FOUND_PATH);
  if (!notFound) throw new Error(`The build has no ${NOT_FOUND_PATH}, whose policy covers paths without a page`);
  const policy = (page: BuiltPage) => contentSecurityPolicy(inlineScriptHashes(page.html), pageNeeds(page.html));
  return [
    { path: "/*", headers: toHeaders({ ...siteWideHeaders, [CSP]: policy(notFound) }) },
    ...adapterRoutes
      .filter((route) => route.path !== "/*")
      .map((route) => ({
        path: route.path,
        headers: toHeaders(
          Object.fromEntries(
            route.headers.filter((header) => !isSiteWide(header.key)).map((header) => [header.key.toLowerCase(), header.value]),
          ),
        ),
      }))
      .filter((route) => route.headers.length > 0),
    ...pageRules(pages, policy),
    // Last, so its policy replaces the site's for the editor's files.
    ...[ADMIN_PATH.slice(0, -1), `${ADMIN_PATH}*`].map((adminPath) => ({ path: adminPath, headers: toHeaders(adminHeaders) })),
  ];
}

/**
 * The file the Netlify adapter serves a page from: with no trailing slashes it moves
 * `blog/index.html` to `blog.html`, Netlify's pretty URLs. Netlify's local server matches header
 * rules against that file's path, so each page's policy is given for both.
 */
export function servedFile(pagePath: string): string {
  if (pagePath.endsWith(".html")) return pagePath;
  return pagePath.endsWith("/") ? `${pagePath}index.html` : `${pagePath}.html`;
}

function pageRules(pages: readonly BuiltPage[], policy: (page: BuiltPage) => string): HeaderRoute[] {
  const rules = new Map<string, string>();
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  for (const page of sorted) rules.set(page.path, policy(page));
  // A page's own path wins over another page's file of the same name (`/404` is served from `/404.html`).
  for (const page of sorted) if (!rules.has(servedFile(page.path))) rules.set(servedFile(page.path), policy(page));
  return [...rules].map(([path, value]) => ({ path, headers: [{ key: CSP, value }] }));
}

const siteWideNames = new Set(
  Object.keys(siteWideHeaders)
    .map((name) => name.toLowerCase())
    .filter((name) => name !== "cache-control"),
);
/** Gatsby's defaults add older headers (X-XSS-Protection, a stricter Referrer-Policy) to some routes. */
const isSiteWide = (name: string) => siteWideNames.has(name.toLowerCase()) || name.toLowerCase() === "x-xss-protection";
