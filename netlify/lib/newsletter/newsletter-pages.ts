/**
 * Small HTML pages the newsletter functions answer with themselves: the Confirm and Unsubscribe
 * buttons behind an emailed link, a link that cannot be used, and a signup form posted without
 * scripts that needs correcting. They need no script and load nothing but the site's favicon, and
 * they wear the site's colours, wordmark and type so a visitor knows where they are.
 */
import { escapeHtml } from "../shared/escape";
import { htmlResponse, page } from "../shared/function-page";
import { NO_STORE_HEADERS } from "../shared/http";

/** The headers of every newsletter function response. */
export const noStoreHeaders = NO_STORE_HEADERS;

export interface PageOptions {
  status: number;
  title: string;
  /** Trusted HTML: callers escape what they put in. */
  body: string;
}

export function htmlPage({ status, title, body }: PageOptions): Response {
  return htmlResponse(status, page({ title, body: `<div class="card"><h1>${escapeHtml(title)}</h1>\n${body}\n</div>` }));
}

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

export const linkButton = (href: string, label: string) => `<p><a class="button" href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;

/** A form of one button that POSTs the link's token back to the address that served the page. */
export function tokenForm(action: string, token: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="button" type="submit">${escapeHtml(label)}</button>
</form>`;
}

/** A plain-text answer, for clients that are not people with a browser (one-click unsubscribes). */
export function textResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...noStoreHeaders, "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

/** Adds the newsletter's headers to a response made by the shared request rules. */
export function withNoStoreHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(noStoreHeaders)) response.headers.set(name, value);
  return response;
}

export function redirectTo(location: string): Response {
  return new Response(null, { status: 303, headers: { ...noStoreHeaders, Location: location } });
}
