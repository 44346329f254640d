/**
 * Security and caching headers for Netlify's `_headers` file, computed at build time: the
 * Content-Security-Policy allows Gatsby's inline scripts by their SHA-256 hashes, so no script
 * runs that the build did not write. Node-only (used by gatsby-node's onPostBuild).
 */
import { createHash } from "crypto";

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

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** Hashes of the inline scripts a browser would run (data blocks such as JSON-LD are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    if (!body) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...thirdParties.scripts].join(" ")}`,
    // Emotion writes component styles into <style> elements at runtime.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${thirdParties.images.join(" ")}`,
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self' ${thirdParties.connections.join(" ")}`,
    `frame-src ${thirdParties.frames.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${thirdParties.forms.join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * No Cross-Origin-Opener-Policy: the site keeps nothing of a visitor's for another window to
 * reach, and the header costs every first visit. Chrome gives a COOP page a renderer process of
 * its own (on Android too), and starting that process cold measured here at 100-300 ms more
 * blocking time per page (Lighthouse mobile, privacy policy, 4 runs with and without the header).
 */
export const securityHeaders = (csp: string): Record<string, string> => ({
  "Content-Security-Policy": csp,
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
});

const NO_CACHE = "public, max-age=0, must-revalidate";

/**
 * Replaces the site-wide block gatsby-plugin-netlify wrote with ours, and adds no-cache rules for
 * every HTML page and for page data (hashed assets keep the plugin's immutable caching).
 */
export function headersFile(existing: string, input: { csp: string; htmlPaths: readonly string[] }): string {
  const lines = existing.split("\n");
  const kept: string[] = [];
  let inSiteWideBlock = false;
  for (const line of lines) {
    if (/^\S/.test(line)) inSiteWideBlock = line.trim() === "/*";
    if (!inSiteWideBlock) kept.push(line);
  }
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const rules = [
    block("/*", securityHeaders(input.csp)),
    block("/page-data/*", { "Cache-Control": NO_CACHE }),
    ...input.htmlPaths.map((path) => block(path, { "Cache-Control": NO_CACHE })),
  ];
  return `${kept.join("\n").trimEnd()}\n${rules.join("\n")}\n`;
}
