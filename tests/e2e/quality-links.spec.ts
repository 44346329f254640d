/**
 * A crawler, as a search engine or a visitor clicking everything would be: from `/` (and the
 * not-found page, which has links of its own) it follows every internal address a page names in
 * `href`, `src`, `srcset`, social-image meta tags, inline CSS and JSON-LD, and every `url()` in the
 * site's stylesheets. Addresses on the production origin (canonical and social links) are checked
 * on the local server. No browser is needed: the server's HTML is what is crawled.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { JSDOM } from "jsdom";
import { redirects as legacyRedirects } from "../support/content";
import { srcsetCandidates } from "../support/site";

const START = "/";
const NOT_FOUND = "/this-page-does-not-exist";
const PARALLEL_REQUESTS = 8;
const UNFETCHABLE = /^(mailto|tel|javascript|data|blob):/i;
/** The only addresses that may answer with a redirect: old article links, and the root. */
const EXPECTED_REDIRECTS = new Set([START, ...legacyRedirects.map((redirect) => redirect.from)]);

interface Site {
  local: string;
  /** Where canonical and social links point; their pages are checked on the local server. */
  production: string;
}

/** The sitemap's pages, and the production origin its addresses are written on. */
async function readSitemap(request: APIRequestContext): Promise<{ origin: string; paths: string[] }> {
  const parser = new XMLParser({ isArray: (name) => name === "sitemap" || name === "url" });
  const index = parser.parse(await (await request.get("/sitemap-index.xml")).text());
  const children = (index.sitemapindex.sitemap as { loc: string }[]).map((entry) => entry.loc);
  const paths: string[] = [];
  for (const child of children) {
    const sitemap = parser.parse(await (await request.get(new URL(child).pathname)).text());
    paths.push(...(sitemap.urlset.url as { loc: string }[]).map((entry) => new URL(entry.loc).pathname));
  }
  return { origin: new URL(children[0]).origin, paths };
}

/** The address on the local server, or null when it belongs to someone else. */
function internal(raw: string, base: string, site: Site): URL | null {
  const value = raw.trim();
  if (!value || value === "#" || UNFETCHABLE.test(value)) return null;
  const url = new URL(value, base);
  if (url.origin === site.production) return new URL(`${url.pathname}${url.search}${url.hash}`, site.local);
  return url.origin === site.local ? url : null;
}

/** Scripts named in inline code: Gatsby's, which each page starts once it has painted (gatsby/scripts-after-first-paint.ts). */
function scriptsNamedIn(code: string): string[] {
  return Array.from(code.matchAll(/"(\/[\w.-]+\.js)"/g), (match) => match[1]);
}

function cssUrls(css: string): string[] {
  return Array.from(css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g), (match) => match[2]);
}

/** Absolute addresses anywhere in a JSON-LD value, except identifiers, which are names and not pages. */
function jsonLdUrls(value: unknown): string[] {
  if (typeof value === "string") return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(jsonLdUrls);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => (key === "@id" || key === "@context" ? [] : jsonLdUrls(inner)));
  }
  return [];
}

/** JSON-LD that does not parse is reported by the metadata spec; here it simply names no address. */
function jsonLdUrlsIn(json: string): string[] {
  try {
    return jsonLdUrls(JSON.parse(json));
  } catch {
    return [];
  }
}

interface ParsedPage {
  references: string[];
  ids: Set<string>;
}

function parsePage(html: string): ParsedPage {
  const { document } = new JSDOM(html).window;
  const all = (selector: string, attribute: string) =>
    Array.from(document.querySelectorAll(selector), (element) => element.getAttribute(attribute) ?? "");
  const references = [
    ...all("a[href], area[href], link[href]", "href"),
    ...all("[src]", "src"),
    ...Array.from(document.querySelectorAll("script:not([src]):not([type])"), (script) => script.textContent ?? "").flatMap(scriptsNamedIn),
    ...all("[data-src]", "data-src"),
    ...all("video[poster]", "poster"),
    ...[...all("[srcset]", "srcset"), ...all("[data-srcset]", "data-srcset"), ...all("link[imagesrcset]", "imagesrcset")].flatMap(
      srcsetCandidates,
    ),
    ...all('meta[property="og:image"], meta[name="twitter:image"], meta[property="og:url"]', "content"),
    ...Array.from(document.querySelectorAll("style"), (style) => style.textContent ?? "").flatMap(cssUrls),
    ...all("[style]", "style").flatMap(cssUrls),
    ...Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent ?? "").flatMap(
      jsonLdUrlsIn,
    ),
  ];
  const ids = new Set([...all("[id]", "id"), ...all("a[name]", "name")]);
  return { references, ids };
}

interface CrawlReport {
  broken: string[];
  redirectChains: string[];
  unexpectedRedirects: string[];
  missingFragments: string[];
  pagesReached: Set<string>;
  addressesChecked: number;
  notFoundStatus: number;
}

async function crawl(request: APIRequestContext, site: Site): Promise<CrawlReport> {
  const linkedFrom = new Map<string, Set<string>>();
  const fragmentLinks: { from: string; target: string; fragment: string }[] = [];
  const redirects = new Map<string, string>();
  const idsByPage = new Map<string, Set<string>>();
  const report: CrawlReport = {
    broken: [],
    redirectChains: [],
    unexpectedRedirects: [],
    missingFragments: [],
    pagesReached: new Set(),
    addressesChecked: 0,
    notFoundStatus: 0,
  };
  const notFoundUrl = new URL(NOT_FOUND, site.local).href;
  const queue: string[] = [];

  const path = (address: string) => {
    const url = new URL(address);
    return `${url.pathname}${url.search}${url.hash}`;
  };
  const origins = (address: string) => {
    const pages = [...(linkedFrom.get(address) ?? [])].sort();
    return pages.length > 3 ? `${pages.slice(0, 3).join(", ")} and ${pages.length - 3} more` : pages.join(", ");
  };
  const follow = (raw: string, from: string) => {
    let url: URL | null;
    let fragment: string;
    try {
      url = internal(raw, from, site);
      fragment = decodeURIComponent(url?.hash.slice(1) ?? "");
    } catch {
      report.broken.push(`malformed address ${JSON.stringify(raw)} (on ${path(from)})`);
      return;
    }
    if (!url) return;
    url.hash = "";
    if (fragment) fragmentLinks.push({ from: path(from), target: url.href, fragment });
    if (!linkedFrom.has(url.href)) {
      linkedFrom.set(url.href, new Set());
      queue.push(url.href);
    }
    linkedFrom.get(url.href)?.add(path(from));
  };

  const visit = async (address: string) => {
    const response = await request.get(address, { maxRedirects: 0 });
    const status = response.status();
    const type = response.headers()["content-type"] ?? "";
    report.addressesChecked += 1;
    if (status >= 300 && status < 400) {
      const target = new URL(response.headers()["location"] ?? "", address);
      redirects.set(address, target.href.replace(/#.*$/, ""));
      if (!EXPECTED_REDIRECTS.has(path(address))) {
        report.unexpectedRedirects.push(`${path(address)} → ${path(target.href)} (linked from ${origins(address)})`);
      }
      const internalTarget = internal(target.href, address, site);
      if (internalTarget) {
        const hop = await request.get(internalTarget.href, { maxRedirects: 0 });
        if (hop.status() >= 300 && hop.status() < 400) {
          report.redirectChains.push(
            `${path(address)} → ${path(target.href)} → ${hop.headers()["location"]} (linked from ${origins(address)})`,
          );
        }
        await hop.dispose();
      }
      follow(target.href, address);
    } else if (address === notFoundUrl) {
      report.notFoundStatus = status;
      for (const reference of parsePage(await response.text()).references) follow(reference, address);
    } else if (status >= 400) {
      report.broken.push(`${status} ${path(address)} (linked from ${origins(address)})`);
    } else if (type.includes("text/html")) {
      report.pagesReached.add(new URL(address).pathname);
      const page = parsePage(await response.text());
      idsByPage.set(address, page.ids);
      for (const reference of page.references) follow(reference, address);
    } else if (type.includes("text/css")) {
      for (const reference of cssUrls(await response.text())) follow(reference, address);
    }
    await response.dispose();
  };

  for (const seed of [START, NOT_FOUND]) {
    const url = new URL(seed, site.local).href;
    linkedFrom.set(url, new Set(["(start)"]));
    queue.push(url);
  }
  while (queue.length > 0) {
    await Promise.all(queue.splice(0, PARALLEL_REQUESTS).map(visit));
  }

  for (const { from, target, fragment } of fragmentLinks) {
    const ids = idsByPage.get(redirects.get(target) ?? target);
    if (ids && !ids.has(fragment)) report.missingFragments.push(`${path(target)}#${fragment} (linked from ${from})`);
  }
  report.broken.sort();
  report.missingFragments = [...new Set(report.missingFragments)].sort();
  return report;
}

/**
 * The loopback address of the server. Each new connection to `localhost` asks the DNS server for
 * an IPv6 address, since the hosts file has none, and on this network about one lookup in a
 * hundred waits 5 s for a lost reply; a crawl opens hundreds of connections.
 */
function loopbackOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://localhost:8800");
  if (url.hostname === "localhost") url.hostname = "127.0.0.1";
  return url.origin;
}

test("a crawl from / finds no broken link, missing asset, missing anchor or needless redirect", async ({
  playwright,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const sitemap = await readSitemap(request);
  const site: Site = { local: loopbackOrigin(baseURL), production: sitemap.origin };

  const crawler = await playwright.request.newContext();
  const report = await crawl(crawler, site).finally(() => crawler.dispose());

  expect(report.notFoundStatus, "an unknown address answers with the not-found page").toBe(404);
  expect.soft(report.broken, "internal addresses that answer with an error").toEqual([]);
  expect.soft(report.redirectChains, "redirects that lead to another redirect").toEqual([]);
  expect.soft(report.unexpectedRedirects, "links that go through a redirect other than the legacy addresses and /").toEqual([]);
  expect.soft(report.missingFragments, "links to a #fragment the target page does not have").toEqual([]);
  const unreached = sitemap.paths.filter((sitemapPath) => !report.pagesReached.has(sitemapPath));
  expect.soft(unreached, "pages in the sitemap that no link leads to").toEqual([]);
  test.info().annotations.push({ type: "crawl", description: `${report.pagesReached.size} pages, ${report.addressesChecked} addresses` });
});
