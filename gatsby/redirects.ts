/**
 * Every redirect the site answers: the permanent ones in content/site/redirects.json (the site's
 * root included), and the two Netlify configuration files, which Netlify reads instead of
 * publishing and a local server would otherwise serve.
 */
import type { Actions } from "gatsby";

export interface ContentRedirect {
  from: string;
  to: string;
}

export type RedirectSpec = Parameters<Actions["createRedirect"]>[0];

const NOT_PUBLISHED = ["/_headers", "/_redirects"];

export function siteRedirects(fromContent: readonly ContentRedirect[]): RedirectSpec[] {
  return [
    ...fromContent.map(({ from, to }) => ({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true, force: true })),
    ...NOT_PUBLISHED.map((fromPath) => ({ fromPath, toPath: "/404.html", statusCode: 404, force: true })),
  ];
}
