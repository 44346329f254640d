/**
 * Small HTML pages the newsletter functions answer with themselves: the Confirm and Unsubscribe
 * buttons behind an emailed link, a link that cannot be used, and a signup form posted without
 * scripts that needs correcting. They need no script and load nothing but the site's favicon, and
 * they wear the site's colours, wordmark and type so a visitor knows where they are.
 */
import site from "../../content/site/site.json";
import { colors, fonts, radii } from "../../src/styles/theme";
import { LANDING_PATH } from "../../src/lib/routes";
import { escapeHtml } from "./escape";
import { NO_STORE_HEADERS, PAGE_HEADERS } from "./http";

/** The headers of every newsletter function response. */
export const noStoreHeaders = NO_STORE_HEADERS;

const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${fonts.body};color:${colors.text};background:${colors.surfaceAlt};line-height:1.6;font-size:1.0625rem}
header{background:${colors.ink};padding:1rem 1.25rem}
header a{display:inline-flex;align-items:center;gap:.6rem;color:#fff;text-decoration:none;font-weight:750;font-size:1.2rem;letter-spacing:-0.02em}
header .light{font-weight:450}
main{width:calc(100% - 2rem);max-width:40rem;margin:3rem auto;padding:2rem 1.5rem;background:${colors.surface};border-radius:${radii.lg};box-shadow:0 1px 2px rgba(11,29,58,.06),0 4px 16px rgba(11,29,58,.06)}
h1{font-size:clamp(1.6rem,1.2rem + 1.6vw,2.1rem);line-height:1.2;color:${colors.ink};margin:0 0 1rem}
p{margin:0 0 1rem}
a{color:${colors.cool}}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.875rem;padding:.7rem 1.35rem;border-radius:${radii.pill};border:2px solid transparent;background:${colors.accent};color:#fff;font:inherit;font-weight:650;line-height:1.2;text-decoration:none;cursor:pointer}
.button:hover{background:${colors.accentHover}}
:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}
.summary{border:4px solid ${colors.danger};padding:1rem 1.25rem;margin:0 0 1.5rem;border-radius:${radii.sm}}
.summary h2{font-size:1.25rem;margin:0 0 .5rem;color:${colors.text}}
.summary ul{margin:0;padding-left:1.25rem}
.summary a{color:${colors.danger};font-weight:700}
label{display:block;font-weight:650;margin-bottom:.25rem}
.error{display:block;color:${colors.danger};font-weight:650;margin-bottom:.5rem}
input[type=email]{width:100%;min-height:2.875rem;padding:.6rem 1rem;border-radius:${radii.pill};border:1px solid ${colors.muted};font:inherit;margin-bottom:1rem}
input[aria-invalid=true]{border-color:${colors.danger};box-shadow:0 0 0 2px ${colors.danger}}
.hidden{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
footer{text-align:center;font-size:.9375rem;color:${colors.muted};padding:0 1rem 2rem}
`;

/** The grid-road junction mark of the site's wordmark (src/components/layout/Logo.tsx), on ink. */
export const logoMark = `<svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false"><rect width="34" height="34" rx="8" fill="${colors.inkRaised}"/><path d="M0 12.5h34M0 22h34M12.5 0v34M22 0v34" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"/><circle cx="22" cy="12.5" r="4.2" fill="${colors.accentOnInk}"/><path d="M20.4 10.3v4.4l3.6-2.2z" fill="${colors.ink}"/></svg>`;

export interface PageOptions {
  status: number;
  title: string;
  /** Trusted HTML: callers escape what they put in. */
  body: string;
}

export function htmlPage({ status, title, body }: PageOptions): Response {
  const [firstWord, ...otherWords] = site.name.split(" ");
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${styles}</style>
</head>
<body>
<header><a href="${LANDING_PATH}">${logoMark}<span>${escapeHtml(firstWord)} <span class="light">${escapeHtml(otherWords.join(" "))}</span><span class="hidden"> home</span></span></a></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
<footer><p>${escapeHtml(site.legalName)} · <a href="/privacy-policy">Privacy Policy</a></p></footer>
</body>
</html>`;
  return new Response(html, { status, headers: PAGE_HEADERS });
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
