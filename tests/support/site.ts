import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { articles } from "./content";

/** One page of each template, for the checks that look the same on every page of a template. */
export const ONE_PAGE_PER_TEMPLATE = {
  landing: "/video-production-milton-keynes",
  service: "/training-video-production-milton-keynes",
  "case studies": "/case-studies",
  "blog index": "/blog",
  article: articles()[0].path,
  legal: "/privacy-policy",
  contact: "/contact",
  "not found": "/this-page-does-not-exist",
};

/** The paths of every page the built sitemap lists, read through the local server. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const parser = new XMLParser({ isArray: (name) => name === "sitemap" || name === "url" });
  const index = parser.parse(await (await request.get("/sitemap-index.xml")).text());
  const paths: string[] = [];
  for (const { loc } of index.sitemapindex.sitemap as { loc: string }[]) {
    const sitemap = parser.parse(await (await request.get(new URL(loc).pathname)).text());
    paths.push(...(sitemap.urlset.url as { loc: string }[]).map((entry) => new URL(entry.loc).pathname));
  }
  return paths;
}

/** The addresses of a srcset, read as the HTML standard reads them: an address may hold commas (a data: address does). */
export function srcsetCandidates(srcset: string): string[] {
  const addresses: string[] = [];
  let rest = srcset;
  while ((rest = rest.replace(/^[\s,]+/, ""))) {
    const [address] = /^\S+/.exec(rest) ?? [""];
    rest = rest.slice(address.length);
    addresses.push(address.replace(/,+$/, ""));
    // Without a trailing comma, descriptors ("480w") follow up to the next comma.
    if (!address.endsWith(",")) rest = rest.includes(",") ? rest.slice(rest.indexOf(",") + 1) : "";
  }
  return addresses;
}

/**
 * The pages of the build in `public/`, as the Netlify adapter leaves them: each page in its
 * pretty-URL file (`blog.html` for `/blog`, `index.html` for `/`). Error pages and Gatsby's
 * slices are not pages a visitor browses to.
 */
export function builtPages(publicDir: string): { path: string; html: string }[] {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error(`No built site in ${publicDir}: run npm run build:test first`);
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !/^(404|500)\.html$|^_gatsby\/|^404\//.test(file))
    .map((file) => ({
      path: file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`,
      html: fs.readFileSync(path.join(publicDir, file), "utf8"),
    }));
}
