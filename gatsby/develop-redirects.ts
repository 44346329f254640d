/**
 * The site's redirects under `gatsby develop`, answered by the development server as Netlify
 * answers them from `_redirects` in production: a permanent redirect before any page is looked at.
 *
 * Gatsby's development server answers no redirect itself. Given them, its browser runtime follows
 * them after the page has started, and there it loads the target's page while the router still
 * holds the old address, so the address changes and nothing is drawn (the root's page was a blank
 * screen); for the root, which also has a page of its own (the fallback for hosts without
 * redirects, src/pages/index.tsx), Gatsby warns that the page takes precedence. So development
 * gives Gatsby none of them (./pages.ts) and answers them here, read from content on each request
 * so a redirect an author saves applies at once.
 */
import path from "node:path";
import { rawJson } from "../src/content-model/reader";
import { redirect as redirectType } from "../src/content-model/redirects";
import type { ContentRedirect } from "./redirects";

interface Request {
  method: string;
  path: string;
  originalUrl: string;
}
interface Response {
  redirect(status: number, location: string): void;
}
interface DevelopApp {
  use(handler: (request: Request, response: Response, next: () => void) => void): void;
}

/** Where a request for `pathname` (with its query, kept as Netlify keeps it) is sent, or null for none. */
export function redirectTarget(redirects: readonly ContentRedirect[], pathname: string, search: string): string | null {
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const found = redirects.find((redirect) => redirect.from === bare);
  if (!found) return null;
  return search && !found.to.includes("?") && !found.to.includes("#") ? `${found.to}${search}` : found.to;
}

export function answerRedirectsInDevelop(app: DevelopApp): void {
  const contentDir = path.resolve("content");
  app.use((request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const search = request.originalUrl.includes("?") ? request.originalUrl.slice(request.originalUrl.indexOf("?")) : "";
    const target = redirectTarget(rawJson<ContentRedirect[]>(contentDir, redirectType.source.file), request.path, search);
    if (target) response.redirect(301, target);
    else next();
  });
}
