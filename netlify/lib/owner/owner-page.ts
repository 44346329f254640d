/**
 * What the owner's pages share (the inbox, its Spam and Sources pages, the Data requests page):
 * one sign-in (OWNER_SECRET, as the password of HTTP Basic authentication with any user name, or
 * as a Bearer token), one navigation between them, one look, the same private headers, and the
 * rule that a post acts only when it comes from their own pages. Every page is HTML made on the
 * server, with no script.
 */
import { siteFiles } from "../../../src/content-model/site-files";
import { OWNER_FUNCTIONS } from "../../../src/lib/routes";
import { colors, radii } from "../../../src/styles/theme";
import { escapeHtml } from "../common/escape";
import { functionPage } from "../common/function-page";
import { isFromSite, NO_STORE_HEADERS } from "../common/http";
import type { Logger } from "../common/logger";
import { isOwner } from "../common/owner-secret";
import { SOURCE_CHART_STYLE } from "./source-chart";

const { site } = siteFiles;

/** One realm for every owner page, so the browser asks for the password once for all of them. */
const REALM = `${site.name} inbox`;

/**
 * Headers of every answer (pages add the page policy): personal data is never cached, framed,
 * sniffed or sent on as a referrer to another site (`same-origin`, so the pages' own buttons post
 * with their origin; see PAGE_HEADERS).
 */
export const PRIVATE_HEADERS = { ...NO_STORE_HEADERS, "Referrer-Policy": "same-origin", "X-Frame-Options": "DENY" };

const OWNER_STYLE = `
main{max-width:72rem}
/* Positioned, so that a visually hidden heading inside holds its place in the scrolled table, not past the page's edge. */
.table-scroll{overflow-x:auto;position:relative}
table{min-width:40rem;width:100%;border-collapse:collapse;background:#fff;font-size:0.9375rem}
th,td{text-align:left;padding:0.55rem 0.75rem;border-bottom:1px solid #dde3ec;vertical-align:top}
th{font-size:0.8125rem;text-transform:uppercase;letter-spacing:0.04em;color:#4a5568}
.state{display:inline-block;padding:0.1rem 0.55rem;border-radius:999px;font-size:0.8125rem;font-weight:650}
.state-sent{background:#e3f1e9;color:#1e7a46}.state-pending{background:#fdf4ef;color:#a33a14}.state-failed{background:#fde8e7;color:#b42318}
nav ul{display:flex;flex-wrap:wrap;gap:0.5rem 1.5rem;list-style:none;padding:0;margin:0 0 1.5rem}
nav [aria-current="page"]{font-weight:700;text-decoration-thickness:0.15em}
dl{display:grid;grid-template-columns:max-content 1fr;gap:0.4rem 1.25rem;background:#fff;padding:1.25rem;border-radius:10px}
dt{font-weight:650;color:#0b1d3a}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.inline{display:inline}
.source{color:#4a5568;font-size:0.875rem}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:0.5rem 1rem;margin:1.5rem 0}
.actions button{background:#fff;color:#0b1d3a;box-shadow:inset 0 0 0 2px #0b1d3a}.actions button:hover{background:#e8edf4}
td button{white-space:nowrap}
.counts{margin:0 0 2rem;table-layout:fixed}
.pager{color:#4a5568}
.counts th:first-child{width:60%}
.counts td,.counts th:not(:first-child){text-align:right;font-variant-numeric:tabular-nums}
.counts tbody th{text-transform:none;letter-spacing:0;font-size:0.9375rem;font-weight:500;color:#1a202c;overflow-wrap:anywhere}
caption{text-align:left;font-weight:700;color:#0b1d3a;font-size:1.125rem;padding:0 0 0.5rem}
@media (max-width:30rem){dl{grid-template-columns:1fr;gap:0.1rem}dd{margin-bottom:0.6rem}}
@media print{
body{background:#fff;font-size:11pt}
.site-header,.site-footer,nav,form,.actions,.no-print{display:none!important}
main{max-width:none;padding:0}
dl,table{background:#fff}
a{color:inherit;text-decoration:none}
article,tr{break-inside:avoid}
h2,h3{break-after:avoid}
}
.notice{border-left:4px solid ${colors.success};background:${colors.surface};border-radius:${radii.md};padding:1rem 1.25rem;margin:0 0 1.5rem}
.notice p{margin:0}.notice p+p{margin-top:0.5rem}
`;

/** A page of the owner's, in the site's look, with the owner's private headers. */
export const ownerPage = (title: string, body: string, { status = 200, style = "" } = {}) =>
  functionPage({ status, title, body, extraStyle: OWNER_STYLE + SOURCE_CHART_STYLE + style, headers: PRIVATE_HEADERS });

export type OwnerPageName = "messages" | "sources" | "spam" | "data-requests";

const NAV_LINKS: ReadonlyArray<readonly [OwnerPageName | "csv", string, string]> = [
  ["messages", "Messages", OWNER_FUNCTIONS.inbox],
  ["sources", "Sources", `${OWNER_FUNCTIONS.inbox}?view=sources`],
  ["spam", "Spam", `${OWNER_FUNCTIONS.inbox}?list=spam`],
  ["data-requests", "Data requests", OWNER_FUNCTIONS.dataRequests],
  ["csv", "Download CSV", `${OWNER_FUNCTIONS.inbox}?format=csv`],
];

/** The links between the owner's pages, the one shown marked as the current page. */
export function ownerNav(current?: OwnerPageName): string {
  const items = NAV_LINKS.map(
    ([name, label, href]) =>
      `<li><a href="${escapeHtml(href)}"${name === current ? ' aria-current="page"' : ""}>${escapeHtml(label)}</a></li>`,
  ).join("");
  return `<nav aria-label="Owner's pages"><ul>${items}</ul></nav>`;
}

/** A page of one sentence under its heading, with the navigation. */
export const ownerNotice = (status: number, title: string, sentence: string) =>
  ownerPage(title, `<h1>${escapeHtml(title)}</h1>${ownerNav()}<p>${escapeHtml(sentence)}</p>`, { status });

/**
 * The answer to a request that is not the owner's, or null when it is: without OWNER_SECRET the
 * pages open for nobody; without the secret, or with a wrong one, the browser is asked for it.
 */
export function refuseUnlessOwner(request: Request, ownerSecret: string | undefined, log: Logger, page: string): Response | null {
  if (!ownerSecret) return ownerNotice(503, "Inbox not set up", "Set OWNER_SECRET for this site's functions to open the owner inbox.");
  if (isOwner(request, ownerSecret)) return null;
  log.warn(`${page}-refused`);
  return functionPage({
    status: 401,
    title: "Sign in",
    body: "<h1>Sign in</h1><p>This inbox is for the site's owner.</p>",
    headers: { ...PRIVATE_HEADERS, "WWW-Authenticate": `Basic realm="${REALM}", charset="UTF-8"` },
  });
}

/**
 * Whether a post may act. A form posted from another site would carry the browser's saved
 * credentials: only the owner's own pages may act, and a post saying nothing of where it was sent
 * from (as only a browser too old to send either header would) is refused.
 */
export function isFromOwnPages(request: Request): boolean {
  const saysWhereFrom = request.headers.has("origin") || request.headers.has("sec-fetch-site");
  return saysWhereFrom && isFromSite(request, [new URL(request.url).origin]);
}

const ukTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });
const ukDay = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/London" });

/** A time as the owner reads it (UK time), escaped; empty for none. */
export const when = (time: Date | string | null | undefined) => (time ? escapeHtml(ukTime.format(new Date(time))) : "");

/** A day as the owner reads it (UK time), as text. */
export const ukDate = (date: Date | string) => ukDay.format(new Date(date));

/** A time as text (not escaped), for sentences escaped as a whole. */
export const ukDateTime = (date: Date | string) => ukTime.format(new Date(date));
