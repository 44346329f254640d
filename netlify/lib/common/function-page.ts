/**
 * The shell of every page a function answers with itself (a form posted without scripts, an
 * emailed link's button, the owner inbox): the site's colours, type and wordmark, the company name
 * linking home, its email and phone at the foot. Self-contained: no script, no external stylesheet.
 */
import { siteFiles } from "../../../src/content-model/site-files";
import { LANDING_PATH, PRIVACY_POLICY_PATH } from "../../../src/lib/routes";
import { mailtoHref, telHref } from "../../../src/lib/site-details";
import { colors, fonts, radii, selectField, widths } from "../../../src/styles/theme";
import { escapeHtml } from "./escape";
import { PAGE_HEADERS } from "./http";

const { site } = siteFiles;

/** The grid-road junction mark of the site's wordmark (src/components/layout/Logo.tsx), on ink. */
const logoMark = `<svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false"><rect width="34" height="34" rx="8" fill="${colors.inkRaised}"/><path d="M0 12.5h34M0 22h34M12.5 0v34M22 0v34" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"/><circle cx="22" cy="12.5" r="4.2" fill="${colors.accentOnInk}"/><path d="M20.4 10.3v4.4l3.6-2.2z" fill="${colors.ink}"/></svg>`;

const PAGE_STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${fonts.body};font-size:1.0625rem;line-height:1.6;color:${colors.text};background:${colors.surfaceAlt}}
a{color:${colors.ink};text-underline-offset:0.18em}
a:hover{color:${colors.accent}}
:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}
.site-header{background:${colors.ink};padding:1rem 1.25rem}
.brand{display:inline-flex;align-items:center;gap:0.6rem;color:${colors.onInk};font-weight:750;font-size:1.2rem;text-decoration:none;letter-spacing:-0.02em}
.brand:hover{color:${colors.onInk}}
.brand .light{font-weight:450}
main{max-width:${widths.prose};margin:0 auto;padding:2rem 1.25rem 3rem}
h1{color:${colors.ink};font-size:clamp(1.75rem,1.4rem + 1.6vw,2.4rem);line-height:1.2;margin:0 0 1rem;letter-spacing:-0.02em}
.lead{color:${colors.muted};margin:0 0 1.5rem}
.error-summary{border:4px solid ${colors.danger};background:${colors.surface};border-radius:${radii.md};padding:1rem 1.25rem;margin:0 0 1.5rem}
.error-summary h2{font-size:1.25rem;margin:0 0 0.5rem;color:${colors.ink}}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:${colors.danger};font-weight:600}
.error-summary p{margin:0;color:${colors.danger};font-weight:600}
.card{background:${colors.surface};border:1px solid ${colors.line};border-radius:${radii.lg};padding:1.5rem 1.25rem;margin:1rem 0 0}
form{display:grid;gap:1.1rem}
.field{display:flex;flex-direction:column;gap:0.3rem}
.field.has-error{border-left:4px solid ${colors.danger};padding-left:0.85rem}
label{font-weight:600;font-size:0.9375rem;color:${colors.ink}}
.optional{font-weight:400;color:${colors.muted}}
.error-message{margin:0;font-size:0.9375rem;font-weight:600;color:${colors.danger}}
input,select,textarea{font:inherit;width:100%;min-height:2.875rem;padding:0.6rem 0.85rem;border:1px solid #8a94a6;border-radius:${radii.sm};background:${colors.surface};color:${colors.text}}
select{${selectField}}
textarea{resize:vertical}
[aria-invalid="true"]{border-color:${colors.danger};box-shadow:0 0 0 1px ${colors.danger}}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
button{font:inherit;font-weight:650;justify-self:start;min-height:2.875rem;padding:0.7rem 1.35rem;border:0;border-radius:${radii.pill};background:${colors.accent};color:#fff;cursor:pointer}
button:hover{background:${colors.accentHover}}
.links{display:flex;flex-wrap:wrap;gap:0.5rem 1.5rem;margin:1.5rem 0 0;padding:0;list-style:none}
.site-footer{border-top:1px solid ${colors.line};padding:1.5rem 1.25rem;text-align:center;color:${colors.muted};font-size:0.9375rem}
.site-footer a{color:${colors.muted}}
/* The newsletter's pages: one card, a button, a short form with its message straight under the label. */
.card p{margin:0 0 1rem}
.card form{display:block}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.875rem;padding:.7rem 1.35rem;border-radius:${radii.pill};border:2px solid transparent;background:${colors.accent};color:#fff;font:inherit;font-weight:650;line-height:1.2;text-decoration:none;cursor:pointer}
.button:hover{background:${colors.accentHover};color:#fff}
.card .error-summary a{font-weight:700}
.card label{display:block;margin-bottom:.25rem}
form>.error-message{display:block;font-size:inherit;font-weight:650;margin:0 0 .5rem}
.card input[type=email]{margin-bottom:1rem}
`;

interface FunctionPage {
  title: string;
  /** Trusted HTML: callers escape what they put in. */
  body: string;
  status?: number;
  /** The title as the page's heading, and the body under it, in one card (the newsletter's short pages). */
  card?: boolean;
  /** More rules after the site's own, for pages with more than a form (the owner inbox). */
  extraStyle?: string;
  /** Headers beyond the page policy (PAGE_HEADERS), such as Allow or WWW-Authenticate. */
  headers?: Record<string, string>;
}

/** A page in the site's colours and type, with the company name linking home, as a function's answer. */
export function functionPage({ title, body, status = 200, card = false, extraStyle = "", headers = {} }: FunctionPage): Response {
  const main = card ? `<div class="card"><h1>${escapeHtml(title)}</h1>\n${body}\n</div>` : body;
  const [firstWord, ...otherWords] = site.name.split(" ");
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${PAGE_STYLE}${extraStyle}</style>
</head>
<body>
<header class="site-header"><a class="brand" href="${LANDING_PATH}">${logoMark}<span>${escapeHtml(firstWord)} <span class="light">${escapeHtml(otherWords.join(" "))}</span><span class="visually-hidden"> home</span></span></a></header>
<main id="main">
${main}
</main>
<footer class="site-footer"><a href="${escapeHtml(mailtoHref(site.email))}">${escapeHtml(site.email)}</a> · <a href="${escapeHtml(telHref(site.phone))}">${escapeHtml(site.phone)}</a> · <a href="${PRIVACY_POLICY_PATH}">Privacy Policy</a></footer>
</body>
</html>
`;
  return new Response(html, { status, headers: { ...PAGE_HEADERS, ...headers } });
}

export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

export const linkButton = (href: string, label: string) => `<p><a class="button" href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;
