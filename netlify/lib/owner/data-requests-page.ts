/**
 * The markup of the owner's Data requests page (data-requests-handler.ts answers with it): its
 * style, its forms, the start page with the requests handled, the review before an erase, what an
 * erase did, and a step that stopped. What is kept about an address is data-requests-results.ts.
 * Every form posts the address in its body, never in a URL.
 */
import { OWNER_FUNCTIONS } from "../../../src/lib/routes";
import { colors, radii } from "../../../src/styles/theme";
import { escapeHtml } from "../common/escape";
import {
  recordsIn,
  REQUEST_LOG_KEPT_YEARS,
  type Found,
  type HandledRequest,
  type Person,
  type RecordCounts,
  type RequestAction,
} from "./data-requests-store";
import type { MailchimpLookUp } from "./data-requests-mailchimp";
import { ownerNav, ownerPage, ukDateTime, when } from "./owner-page";

const PAGE_STYLE = `
.search{display:flex;flex-wrap:wrap;align-items:flex-end;gap:0.75rem 1rem;background:${colors.surface};border:1px solid ${colors.line};border-radius:${radii.lg};padding:1.25rem;margin:0 0 2rem}
.search .field{flex:1 1 18rem}
.search button{flex:none}
h1{overflow-wrap:anywhere}
h2{color:${colors.ink};font-size:1.3rem;margin:2.25rem 0 0.75rem}
h3{color:${colors.ink};font-size:1.05rem;margin:1.25rem 0 0.6rem}
.record h3{margin-top:0}
.handled td:first-child{white-space:nowrap}
.history{margin-top:2.25rem}
.record{background:${colors.surface};border:1px solid ${colors.line};border-radius:${radii.md};padding:1rem 1.25rem;margin:0 0 1rem}
.record dl{padding:0;background:none}
.empty{color:${colors.muted};margin:0}
.summary td:last-child,.summary th:last-child{text-align:right;font-variant-numeric:tabular-nums}
.summary{min-width:0;max-width:36rem}
.actions .danger{background:${colors.danger};color:#fff;box-shadow:none}.actions .danger:hover{background:#8f1c13}
.fingerprint{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:0.875rem;overflow-wrap:anywhere}
.print-only{display:none}
@media print{.print-only{display:block}}
ul.plain{padding-left:1.25rem}
`;

export const page = (title: string, body: string, status = 200) => ownerPage(title, body, { status, style: PAGE_STYLE });

/** A form of one button posting `action` about `address`: the address rides in the body, never in a URL. */
export function actionForm(action: string, address: string, label: string, className = ""): string {
  return `<form class="inline" method="post" action="${OWNER_FUNCTIONS.dataRequests}"><input type="hidden" name="action" value="${action}"><input type="hidden" name="email" value="${escapeHtml(address)}"><button type="submit"${className ? ` class="${className}"` : ""}>${escapeHtml(label)}</button></form>`;
}

export function searchForm(typed = "", error?: string): string {
  const described = error ? ' aria-invalid="true" aria-describedby="email-error"' : "";
  return `<form class="search" method="post" action="${OWNER_FUNCTIONS.dataRequests}" novalidate>
<input type="hidden" name="action" value="search">
<div class="field${error ? " has-error" : ""}"><label for="email">Email address the request is about</label>${error ? `<p class="error-message" id="email-error">${escapeHtml(error)}</p>` : ""}<input id="email" name="email" type="email" autocomplete="off" spellcheck="false" value="${escapeHtml(typed)}"${described}></div>
<button type="submit">Search</button>
</form>`;
}

export const COUNT_WORDS: Record<keyof RecordCounts, [string, string]> = {
  inbox: ["enquiry in the inbox", "enquiries in the inbox"],
  spam: ["enquiry on the spam list", "enquiries on the spam list"],
  spamChecks: ["spam filter check", "spam filter checks"],
  subscribers: ["newsletter subscription", "newsletter subscriptions"],
  subscriptionIds: ["subscription link id", "subscription link ids"],
  unsubscribes: ["unsubscribe record", "unsubscribe records"],
};
export const counted = (count: number, kind: keyof RecordCounts) =>
  `${count.toLocaleString("en-GB")} ${COUNT_WORDS[kind][count === 1 ? 0 : 1]}`;
export const describeCounts = (counts: RecordCounts) =>
  (Object.keys(COUNT_WORDS) as Array<keyof RecordCounts>)
    .filter((kind) => counts[kind] > 0)
    .map((kind) => counted(counts[kind], kind))
    .join(", ") || "nothing";

const ACTION_WORDS: Record<RequestAction, string> = { search: "Searched", export: "Downloaded", erase: "Erased" };
/** Mailchimp's part of a request as the record keeps it, in words; a member's status reads as it is. */
const MAILCHIMP_WORDS: Record<string, string> = {
  "": "not used",
  deleted: "deleted permanently",
  absent: "had nothing to delete",
  failed: "could not be reached",
};

/** An erase that did not finish, by how its record was settled. */
const STOPPED_WORDS: Partial<Record<HandledRequest["outcome"], string>> = {
  "mailchimp-failed": "Erase stopped: Mailchimp could not be reached",
  "erase-failed": "Erase stopped: the site's records could not be erased",
  pending: "Erase started, not finished: erase again",
};

export function handledTable(requests: HandledRequest[], caption: string): string {
  const rows = requests
    .map((request) => {
      const stopped = request.outcome !== "done";
      const done = STOPPED_WORDS[request.outcome] ?? ACTION_WORDS[request.action];
      const records = stopped
        ? `nothing erased${request.outcome === "pending" ? "" : ` (found ${describeCounts(request.counts)})`}`
        : describeCounts(request.counts);
      return `<tr><td>${when(request.handled_at)}</td><td>${escapeHtml(done)}</td><td>${escapeHtml(records)}</td><td>${escapeHtml(MAILCHIMP_WORDS[request.mailchimp ?? ""] ?? request.mailchimp ?? "")}</td><td class="fingerprint">${request.address_key.slice(0, 12)}…</td></tr>`;
    })
    .join("\n");
  return `<div class="table-scroll"><table class="handled"><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">When</th><th scope="col">Done</th><th scope="col">Records</th><th scope="col">Mailchimp</th><th scope="col">Address fingerprint</th></tr></thead><tbody>\n${rows}\n</tbody></table></div>`;
}

const INTRO = `<p>Answer a request about someone's personal data: confirm who is asking, then search their email address. Download what is kept to send them, print it as a readable copy, or erase it. Each request handled is recorded below (its date, what was done and how many records of each kind) under a fingerprint of the address keyed with the site's secret (DATA_REQUESTS_SECRET), never the address, and kept ${REQUEST_LOG_KEPT_YEARS} years as evidence that it was answered.</p>`;

/** Requests handled shown a page. */
export const HANDLED_PAGE_SIZE = 50;

/**
 * The page a GET opens: the search form (or `form`, the search refused) over the requests handled,
 * `handled` being up to one more than a page of them, read before `before` when paging on.
 */
export function startPage(handled: HandledRequest[], before: boolean, form = searchForm(), status = 200): Response {
  const shown = handled.slice(0, HANDLED_PAGE_SIZE);
  const last = shown.at(-1);
  const next =
    handled.length > HANDLED_PAGE_SIZE && last
      ? `<p class="pager"><a href="${OWNER_FUNCTIONS.dataRequests}?older=${encodeURIComponent(`${last.handled_at.toISOString()}_${last.id}`)}" rel="next">Older requests</a></p>`
      : "";
  const log = shown.length
    ? `${handledTable(shown, before ? "Requests handled, older" : "Requests handled")}${next}`
    : `<h2>Requests handled</h2><p class="empty">${before ? "No older requests." : "None yet."}</p>`;
  return page("Data requests", `<h1>Data requests</h1>${ownerNav("data-requests")}${INTRO}${form}${log}`, status);
}

export const errorSummary = (message: string) =>
  `<div class="error-summary" role="alert" aria-labelledby="summary-heading" tabindex="-1"><h2 id="summary-heading">There is a problem</h2><ul><li><a href="#email">${escapeHtml(message)}</a></li></ul></div>`;

export function failurePage(person: Person, title: string, sentence: string, retry: string, retryLabel: string): Response {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>${ownerNav("data-requests")}<div class="error-summary" role="alert"><p>${escapeHtml(sentence)}</p></div><div class="actions">${actionForm(retry, person.address, retryLabel)}${actionForm("search", person.address, "Back to what is kept")}</div>`,
    503,
  );
}

/** What stays after an erase, in the words the page and the privacy policy use. */
export const UNSUBSCRIBE_KEPT =
  "an unsubscribe record, the address's SHA-256 hash and a date, so an old copy of the list can be checked and never adds the person back. The hash is not keyed: anyone holding it can test whether it is a given address, so it is kept only for someone who was on the list, and goes if they sign up again and confirm.";
export const REQUEST_KEPT = `A record of this request: the date, what was done and how many records of each kind, under a fingerprint of the address keyed with the site's secret (so the record alone cannot be matched to an address), kept ${REQUEST_LOG_KEPT_YEARS} years.`;

export function reviewErase(person: Person, found: Found, mailchimp: MailchimpLookUp): Response {
  const { counts } = found;
  const [subscriber] = found.subscribers;
  const goes = [
    counts.inbox && `${counted(counts.inbox, "inbox")}, with where each came from and what was kept for the spam filter`,
    counts.spam && counted(counts.spam, "spam"),
    counts.spamChecks && counted(counts.spamChecks, "spamChecks"),
    subscriber &&
      `the newsletter subscription (${subscriber.status === "confirmed" ? `confirmed on ${ukDateTime(subscriber.confirmed_at!)}` : "not confirmed"})`,
    counts.subscriptionIds && `${counted(counts.subscriptionIds, "subscriptionIds")} of its emails' links, which then lead nowhere`,
    mailchimp.used &&
      ("failed" in mailchimp || mailchimp.status !== null) &&
      "the contact at Mailchimp, deleted permanently: Mailchimp will not let the address be added back by the site, only through a Mailchimp signup form",
  ].filter((item): item is string => Boolean(item));
  const onList = subscriber || counts.unsubscribes || (mailchimp.used && !("failed" in mailchimp) && mailchimp.status !== null);
  const stays = [
    onList
      ? `${UNSUBSCRIBE_KEPT[0].toUpperCase()}${UNSUBSCRIBE_KEPT.slice(1)}`
      : "No unsubscribe record: the address was never on the newsletter list.",
    REQUEST_KEPT,
  ];
  const list = (items: string[]) => `<ul class="plain">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  const nothing = goes.length === 0;
  return page(
    "Erase",
    `<h1>Erase everything kept about ${escapeHtml(person.address)}?</h1>${ownerNav("data-requests")}
<p>${nothing ? "The site keeps nothing about this address now. Erasing again is harmless, and records the request." : "This cannot be undone. If the person asked for a copy, download it first."}</p>
<h2>What goes</h2>${nothing ? '<p class="empty">Nothing.</p>' : list(goes)}
<h2>What stays</h2>${list(stays)}
<h2>Not on this site</h2><p>The copies of their enquiries in your mailbox, and anything you exported from Mailchimp: delete those there.</p>
<div class="actions">${actionForm("erase", person.address, "Erase permanently", "danger")}${actionForm("search", person.address, "Cancel")}</div>`,
  );
}

/** What an erase did and what stays, over the page of what is kept after it. */
export function erasedNotice(erased: RecordCounts, atMailchimp: "deleted" | "absent" | null, unsubscribes: number): string {
  const done =
    recordsIn(erased) === 0 && atMailchimp !== "deleted"
      ? "Nothing was left to erase."
      : `Erased ${describeCounts(erased)}${atMailchimp === "deleted" ? ", and the contact at Mailchimp, permanently" : ""}.`;
  const kept = unsubscribes
    ? `Kept: ${UNSUBSCRIBE_KEPT}`
    : "Nothing is kept about the address itself: it was never on the newsletter list.";
  return `<div class="notice" role="status"><p>${escapeHtml(done)}</p><p>${escapeHtml(kept)}</p><p>${escapeHtml(REQUEST_KEPT)}</p><p>Delete the copies in your mailbox too: see Outside the site, below.</p></div>`;
}
