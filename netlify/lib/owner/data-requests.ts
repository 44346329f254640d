/**
 * The owner's Data requests page: everything the site keeps about one email address, found in
 * one search, handed over as a JSON file (and the page prints as a readable copy), and erased
 * with one button. Behind the owner's secret like the inbox (owner-page.ts), and like it every
 * page is HTML made on the server, with no script. The address travels only in the bodies of
 * posts, never in an address a browser keeps in its history, and never in a log line: the record
 * of requests handled keeps the address's fingerprint.
 *
 * GET                        the search form and the requests handled, newest first (?older=<time>_<id>)
 * POST action=search         what is kept about `email`, grouped by where it is kept
 * POST action=export         the same as a JSON file (data-requests-export.ts)
 * POST action=review-erase   what an erase would delete and what would stay, with the button that erases
 * POST action=erase          deletes it all, Mailchimp's copy first when Mailchimp is configured, then searches again
 */
import * as yup from "yup";
import { siteFiles } from "../../../src/content-model/site-files";
import { contactErrorMessages, contactFieldLimits, contactFieldNames, emailAddressSchema } from "../../../src/lib/contact-schema";
import { colors, radii } from "../../../src/styles/theme";
import type { Db } from "../common/database";
import { escapeHtml } from "../common/escape";
import { KIBIBYTE, readFormOrJsonRequest } from "../common/http";
import { describeError, type Logger } from "../common/logger";
import { validate } from "../common/validation";
import { describeSource } from "../contact/enquiry-source-labels";
import { fieldsOf, SPAM_KEPT_DAYS, MESSAGE_KEPT_MONTHS, type Enquiry } from "../contact/message-store";
import type { NewsletterProvider } from "../newsletter/mailchimp";
import {
  createDataRequestStore,
  personOf,
  recordsIn,
  REQUEST_LOG_KEPT_YEARS,
  type DataRequestStore,
  type Found,
  type HandledRequest,
  type Person,
  type RecordCounts,
  type RequestAction,
} from "./data-requests-store";
import { personalData, type MailchimpFinding } from "./data-requests-export";
import { spamReasonCell, stateLabel } from "./owner-inbox";
import { OWNER_FUNCTIONS } from "../../../src/lib/routes";
import { isFromOwnPages, ownerNav, ownerNotice, ownerPage, PRIVATE_HEADERS, refuseUnlessOwner, ukDateTime, when } from "./owner-page";

const { contactForm: formCopy, site } = siteFiles;

export interface DataRequestsDependencies {
  /** OWNER_SECRET; undefined when the deploy has none, and then the page opens for nobody. */
  ownerSecret: string | undefined;
  /** Every table of the site's records, read and erased by one person's address. */
  records: Db;
  /**
   * DATA_REQUESTS_SECRET, the key of the request log's fingerprints (data-requests-store.ts):
   * undefined in a production deploy without it, and then the page handles no request.
   */
  dataRequestsSecret: string | undefined;
  /** Mailchimp, when MAILCHIMP_API_KEY and MAILCHIMP_AUDIENCE_ID are set. */
  provider?: NewsletterProvider;
  now: () => Date;
  log: Logger;
}

/** Enquiries shown on the page, newest first: a person with more finds every one in the download. */
export const ENQUIRIES_SHOWN = 100;
/** Requests handled shown a page. */
const HANDLED_PAGE_SIZE = 50;

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

const page = (title: string, body: string, status = 200) => ownerPage(title, body, { status, style: PAGE_STYLE });

/** What the owner types, refused in the owner's words: the contact form's rule, not its visitor's messages. */
const OWNER_MESSAGES: Record<string, string> = {
  [contactErrorMessages.emailRequired]: "Enter the email address the request is about",
  [contactErrorMessages.emailInvalid]: "Enter a whole email address, like name@company.co.uk",
  [contactErrorMessages.emailTooLong]: `No address kept here is longer than ${contactFieldLimits.email} characters: check what was pasted`,
  [contactErrorMessages.emailUnreadable]: "The address holds invisible control characters: type it again",
};
const addressForm = yup.object({ email: emailAddressSchema });

/** The largest post the page makes: an action and an address at its longest, percent-encoded. */
const MAX_BODY_BYTES = 4 * KIBIBYTE;

export async function handleDataRequest(request: Request, deps: DataRequestsDependencies): Promise<Response> {
  const refused = refuseUnlessOwner(request, deps.ownerSecret, deps.log, "data-requests");
  if (refused) return refused;
  const store = createDataRequestStore(deps.records);
  try {
    if (request.method === "POST") return await act(request, store, deps);
    if (request.method !== "GET" && request.method !== "HEAD") return ownerNotice(405, "Not allowed", "Use the page's form and buttons.");
    return await startPage(store, new URL(request.url).searchParams.get("older"));
  } catch (error) {
    deps.log.error("data-request-failed", { error: describeError(error) });
    return ownerNotice(
      503,
      "Something went wrong",
      "The records could not be read or changed just now: nothing was erased by halves. Try again in a minute.",
    );
  }
}

/** A form of one button posting `action` about `address`: the address rides in the body, never in a URL. */
function actionForm(action: string, address: string, label: string, className = ""): string {
  return `<form class="inline" method="post" action="${OWNER_FUNCTIONS.dataRequests}"><input type="hidden" name="action" value="${action}"><input type="hidden" name="email" value="${escapeHtml(address)}"><button type="submit"${className ? ` class="${className}"` : ""}>${escapeHtml(label)}</button></form>`;
}

function searchForm(typed = "", error?: string): string {
  const described = error ? ' aria-invalid="true" aria-describedby="email-error"' : "";
  return `<form class="search" method="post" action="${OWNER_FUNCTIONS.dataRequests}" novalidate>
<input type="hidden" name="action" value="search">
<div class="field${error ? " has-error" : ""}"><label for="email">Email address the request is about</label>${error ? `<p class="error-message" id="email-error">${escapeHtml(error)}</p>` : ""}<input id="email" name="email" type="email" autocomplete="off" spellcheck="false" value="${escapeHtml(typed)}"${described}></div>
<button type="submit">Search</button>
</form>`;
}

const COUNT_WORDS: Record<keyof RecordCounts, [string, string]> = {
  inbox: ["enquiry in the inbox", "enquiries in the inbox"],
  spam: ["enquiry on the spam list", "enquiries on the spam list"],
  spamChecks: ["spam filter check", "spam filter checks"],
  subscribers: ["newsletter subscription", "newsletter subscriptions"],
  subscriptionIds: ["subscription link id", "subscription link ids"],
  unsubscribes: ["unsubscribe record", "unsubscribe records"],
};
const counted = (count: number, kind: keyof RecordCounts) => `${count.toLocaleString("en-GB")} ${COUNT_WORDS[kind][count === 1 ? 0 : 1]}`;
const describeCounts = (counts: RecordCounts) =>
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

function handledTable(requests: HandledRequest[], caption: string): string {
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

async function startPage(store: DataRequestStore, older: string | null, form = searchForm(), status = 200): Promise<Response> {
  const position = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d+)$/.exec(older ?? "");
  const before = position ? { handled_at: new Date(position[1]), id: position[2] } : undefined;
  const handled = await store.handled({ limit: HANDLED_PAGE_SIZE + 1, before });
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

async function act(request: Request, store: DataRequestStore, deps: DataRequestsDependencies): Promise<Response> {
  if (!isFromOwnPages(request)) return ownerNotice(403, "Not allowed", "Requests can only be handled from the owner's own pages.");
  const parsed = await readFormOrJsonRequest(request, { maxBodyBytes: MAX_BODY_BYTES });
  if (!parsed.ok)
    return ownerNotice(parsed.response.status, "Not handled", "The form could not be read: search again from the Data requests page.");
  const action = String(parsed.body.action);
  if (!["search", "export", "review-erase", "erase"].includes(action))
    return ownerNotice(400, "Unknown action", "The page can search an address, download what is kept, and erase it.");
  const checked = await validate(addressForm, { email: parsed.body.email });
  if (!checked.ok) {
    const typed = typeof parsed.body.email === "string" ? parsed.body.email.slice(0, contactFieldLimits.email + 50) : "";
    const message = OWNER_MESSAGES[checked.fields.email] ?? checked.fields.email;
    return startPage(store, null, `${errorSummary(message)}${searchForm(typed, message)}`, 422);
  }
  if (!deps.dataRequestsSecret)
    return ownerNotice(
      503,
      "Not set up",
      "Set DATA_REQUESTS_SECRET for this site's functions (a long random value, kept secret): the record of requests is keyed with it.",
    );
  const person = personOf(checked.value.email, deps.dataRequestsSecret);
  const now = deps.now();
  if (action === "erase") return erase(person, store, deps, now);
  if (action === "export") return download(person, store, deps, now);
  const [found, mailchimp] = await Promise.all([store.find(person, { limit: ENQUIRIES_SHOWN }), lookUp(person, deps)]);
  if (action === "review-erase") return reviewErase(person, found, mailchimp);
  await store.record(person, now, { action: "search", counts: found.counts, mailchimp: mailchimpWord(mailchimp), outcome: "done" });
  deps.log.info("data-request-searched", { records: recordsIn(found.counts) });
  return resultsPage(person, found, mailchimp, await store.handled({ limit: 20, fingerprint: person.fingerprint }), now);
}

const errorSummary = (message: string) =>
  `<div class="error-summary" role="alert" aria-labelledby="summary-heading" tabindex="-1"><h2 id="summary-heading">There is a problem</h2><ul><li><a href="#email">${escapeHtml(message)}</a></li></ul></div>`;

/** Why a call failed, in the words of its error (Mailchimp's status, a time-out), without the error's type. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type MailchimpLookUp = { used: false } | { used: true; status: string | null } | { used: true; failed: string };

/** What Mailchimp holds of the person: their member's status, when the site uses Mailchimp. */
async function lookUp(person: Person, deps: DataRequestsDependencies): Promise<MailchimpLookUp> {
  if (!deps.provider) return { used: false };
  try {
    const statuses = await Promise.all(person.mailchimpHashes.map((hash) => deps.provider!.status(hash)));
    return { used: true, status: statuses.find((status) => status !== null) ?? null };
  } catch (error) {
    deps.log.warn("data-request-mailchimp-unreachable", { error: describeError(error) });
    return { used: true, failed: reasonOf(error) };
  }
}

const mailchimpWord = (mailchimp: MailchimpLookUp) =>
  !mailchimp.used ? null : "failed" in mailchimp ? "could not be asked" : (mailchimp.status ?? "not in the audience");

function mailchimpSentence(mailchimp: MailchimpLookUp): string {
  if (!mailchimp.used) return "Not used: the site keeps the list itself.";
  if ("failed" in mailchimp) return `Could not be asked just now (${mailchimp.failed}). Search again in a minute.`;
  if (mailchimp.status === null) return "Not in the audience: Mailchimp keeps nothing of this address.";
  if (mailchimp.status === "archived")
    return "Archived in the audience: Mailchimp mails it nothing, and still holds the address until it is erased.";
  return `In the audience, as ${mailchimp.status}.`;
}

async function download(person: Person, store: DataRequestStore, deps: DataRequestsDependencies, now: Date): Promise<Response> {
  const [found, mailchimp] = await Promise.all([store.find(person, { limit: 0 }), lookUp(person, deps)]);
  if (mailchimp.used && "failed" in mailchimp)
    return failurePage(
      person,
      "Mailchimp could not be asked",
      `Mailchimp could not be asked what it holds (${mailchimp.failed}), so the file would not be complete: nothing was downloaded.`,
      "export",
      "Download again",
    );
  found.enquiries = [];
  for await (const row of store.enquiriesOf(person)) found.enquiries.push(row);
  const finding: MailchimpFinding = mailchimp.used ? { status: mailchimp.status } : null;
  await store.record(person, now, { action: "export", counts: found.counts, mailchimp: mailchimpWord(mailchimp), outcome: "done" });
  deps.log.info("data-request-exported", { records: recordsIn(found.counts) });
  return new Response(`${JSON.stringify(personalData(person, found, finding, now), null, 2)}\n`, {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${now.toISOString().slice(0, 10)}.json"`,
    },
  });
}

function failurePage(person: Person, title: string, sentence: string, retry: string, retryLabel: string): Response {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>${ownerNav("data-requests")}<div class="error-summary" role="alert"><p>${escapeHtml(sentence)}</p></div><div class="actions">${actionForm(retry, person.address, retryLabel)}${actionForm("search", person.address, "Back to what is kept")}</div>`,
    503,
  );
}

async function erase(person: Person, store: DataRequestStore, deps: DataRequestsDependencies, now: Date): Promise<Response> {
  // Recorded first, as pending, and settled below: no erase, here or at Mailchimp, goes unrecorded.
  const recorded = await store.begin(person, now);
  let atMailchimp: "deleted" | "absent" | null = null;
  if (deps.provider) {
    try {
      const erased = await Promise.all(person.mailchimpHashes.map((hash) => deps.provider!.erase(hash)));
      atMailchimp = erased.some(Boolean) ? "deleted" : "absent";
    } catch (error) {
      deps.log.error("data-request-mailchimp-failed", { error: describeError(error) });
      const { counts } = await store.find(person, { limit: 0 });
      await store.settle(recorded, "mailchimp-failed", "failed", counts);
      return failurePage(
        person,
        "Nothing erased yet",
        `Mailchimp could not delete the contact (${reasonOf(error)}), so nothing has been erased on the site. Try again: what Mailchimp already deleted stays deleted.`,
        "erase",
        "Try the erase again",
      );
    }
  }
  // Mailchimp first: had the site's records gone first, a failure there would leave no address to try again with.
  let erased: RecordCounts;
  try {
    erased = await store.erase(person, now, recorded, { wasAtProvider: atMailchimp === "deleted", mailchimp: atMailchimp });
  } catch (error) {
    deps.log.error("data-request-erase-failed", { mailchimp: atMailchimp ?? "not used", error: describeError(error) });
    // The record says so when it can; when it cannot, it stays pending, which the page shows as not finished.
    await store
      .find(person, { limit: 0 })
      .then(({ counts }) => store.settle(recorded, "erase-failed", atMailchimp, counts))
      .catch((settling: unknown) => deps.log.error("data-request-not-settled", { error: describeError(settling) }));
    return failurePage(
      person,
      "Not erased",
      `The site's records could not be erased just now (${reasonOf(error)}): none of them went${atMailchimp === "deleted" ? ", though the contact at Mailchimp was deleted permanently" : ""}. Try again in a minute.`,
      "erase",
      "Try the erase again",
    );
  }
  deps.log.info("data-request-erased", { records: recordsIn(erased), mailchimp: atMailchimp ?? "not used" });
  const [found, mailchimp] = await Promise.all([store.find(person, { limit: ENQUIRIES_SHOWN }), lookUp(person, deps)]);
  const done =
    recordsIn(erased) === 0 && atMailchimp !== "deleted"
      ? "Nothing was left to erase."
      : `Erased ${describeCounts(erased)}${atMailchimp === "deleted" ? ", and the contact at Mailchimp, permanently" : ""}.`;
  const kept = found.counts.unsubscribes
    ? `Kept: ${UNSUBSCRIBE_KEPT}`
    : "Nothing is kept about the address itself: it was never on the newsletter list.";
  const notice = `<div class="notice" role="status"><p>${escapeHtml(done)}</p><p>${escapeHtml(kept)}</p><p>${escapeHtml(REQUEST_KEPT)}</p><p>Delete the copies in your mailbox too: see Outside the site, below.</p></div>`;
  return resultsPage(person, found, mailchimp, await store.handled({ limit: 20, fingerprint: person.fingerprint }), now, notice);
}

/** What stays after an erase, in the words the page and the privacy policy use. */
const UNSUBSCRIBE_KEPT =
  "an unsubscribe record, the address's SHA-256 hash and a date, so an old copy of the list can be checked and never adds the person back. The hash is not keyed: anyone holding it can test whether it is a given address, so it is kept only for someone who was on the list, and goes if they sign up again and confirm.";
const REQUEST_KEPT = `A record of this request: the date, what was done and how many records of each kind, under a fingerprint of the address keyed with the site's secret (so the record alone cannot be matched to an address), kept ${REQUEST_LOG_KEPT_YEARS} years.`;

function reviewErase(person: Person, found: Found, mailchimp: MailchimpLookUp): Response {
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

const dl = (rows: ReadonlyArray<readonly [string, string | { html: string }]>) =>
  `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${typeof value === "string" ? escapeHtml(value) : value.html}</dd>`).join("\n")}</dl>`;
const html = (markup: string) => ({ html: markup });

function enquiryRecord(row: Enquiry, now: Date): string {
  const onSpamList = row.spam_reason !== null;
  const fields = fieldsOf(row);
  const visitor = row.visitor;
  const kept = visitor
    ? [
        ["IP address", visitor.ip ?? "Not given"],
        ["Browser", visitor.userAgent ?? "Not given"],
        ["Page it was sent from", visitor.referrer ?? "Not given"],
      ]
    : [["Kept for the spam filter", "Nothing: the spam filter was off"]];
  const rows: Array<readonly [string, string | { html: string }]> = [
    ["Received", html(when(row.received_at))],
    onSpamList ? ["On the spam list", html(spamReasonCell(row))] : ["Email to the company", html(stateLabel(row, now))],
    ...(row.sent_at ? [["Emailed", html(when(row.sent_at))] as const] : []),
    ...contactFieldNames.map((name) => [formCopy.labels[name], fields[name] || "Not given"] as const),
    ...describeSource(row.source ?? undefined),
    ...(kept as Array<[string, string]>),
    [
      "Reference",
      html(
        `${escapeHtml(row.id)}${onSpamList ? "" : ` <a class="no-print" href="${OWNER_FUNCTIONS.inbox}?id=${encodeURIComponent(row.id)}">Open in the inbox</a>`}`,
      ),
    ],
  ];
  return `<article class="record"><h3>${escapeHtml(`${fields.firstName} ${fields.lastName}`.trim() || "No name given")}, ${when(row.received_at)}</h3>${dl(rows)}</article>`;
}

function enquiriesSection(title: string, rows: Enquiry[], total: number, now: Date, retention: string): string {
  const more =
    total > rows.length
      ? `<p>The newest ${rows.length} of ${total.toLocaleString("en-GB")} are shown here; the download holds every one.</p>`
      : "";
  const body = rows.length ? rows.map((row) => enquiryRecord(row, now)).join("\n") : '<p class="empty">None.</p>';
  return `<section><h2>${escapeHtml(title)} (${total.toLocaleString("en-GB")})</h2><p class="source">${escapeHtml(retention)}</p>${more}${body}</section>`;
}

const CHECK_OUTCOMES: Record<string, string> = {
  ham: "not spam",
  spam: "spam",
  timeout: "no answer in time",
  unreachable: "Akismet unreachable",
  refused: "Akismet answered with an error",
  invalid: "Akismet refused the request",
  malformed: "answer unreadable",
};

function spamChecksSection(found: Found): string {
  const rows = found.spamChecks
    .map(
      (check) =>
        `<tr><td>${when(check.checked_at.toISOString())}</td><td>${escapeHtml(CHECK_OUTCOMES[check.outcome] ?? check.outcome)}</td><td class="fingerprint">${escapeHtml(check.reference)}</td></tr>`,
    )
    .join("\n");
  const body = rows
    ? `<div class="table-scroll"><table><thead><tr><th scope="col">Checked</th><th scope="col">Akismet's answer</th><th scope="col">Enquiry or subscription</th></tr></thead><tbody>\n${rows}\n</tbody></table></div>`
    : '<p class="empty">None.</p>';
  return `<section><h2>Spam filter checks (${found.counts.spamChecks})</h2><p class="source">When each enquiry or sign-up was checked with Akismet and what it answered, by reference; nothing the person wrote. Kept a week.</p>${body}</section>`;
}

function newsletterSection(found: Found, mailchimp: MailchimpLookUp): string {
  const [subscriber] = found.subscribers;
  const [unsubscribed] = found.unsubscribes;
  const subscription = subscriber
    ? dl([
        ["Address", subscriber.email],
        ["State", subscriber.status === "confirmed" ? "Confirmed" : "Signed up, not confirmed"],
        ["Signed up", html(when(subscriber.subscribed_at.toISOString()))],
        ["Through the form", subscriber.source === "blog" ? "The blog's" : "The footer's"],
        ["Confirmation email sent", html(when(subscriber.confirmation_sent_at?.toISOString()) || "Not sent")],
        ["Confirmed", html(when(subscriber.confirmed_at?.toISOString()) || "Not yet")],
        ...(subscriber.held_as_spam_at ? [["Held as spam", html(when(subscriber.held_as_spam_at.toISOString()))] as const] : []),
        ...(subscriber.provider_sync_pending ? [["Waiting for Mailchimp", "Yes: the daily job adds it"] as const] : []),
        ["Subscription link ids", found.subscriptionIds.join(", ") || "None"],
      ])
    : `<p class="empty">No subscription${found.subscriptionIds.length ? `; ${found.subscriptionIds.length} link id${found.subscriptionIds.length === 1 ? "" : "s"} of an earlier one: ${escapeHtml(found.subscriptionIds.join(", "))}` : ""}.</p>`;
  const unsubscribe = unsubscribed
    ? dl([
        ["Left the list", html(when(unsubscribed.unsubscribed_at.toISOString()))],
        ["Kept", "The address's SHA-256 hash and this date, found by that hash"],
        ...(unsubscribed.provider_removal_pending ? [["Mailchimp", "Still to be archived there: the daily job tries again"] as const] : []),
      ])
    : '<p class="empty">None.</p>';
  return `<section><h2>Newsletter</h2><h3>Subscription</h3>${subscription}<h3>Unsubscribe record</h3>${unsubscribe}<h3>Mailchimp</h3><p>${escapeHtml(mailchimpSentence(mailchimp))}</p></section>`;
}

const NOT_SEARCHABLE = `<section><h2>Kept, but not about an address</h2><ul class="plain">
<li>The Google reviews' counts: how often each connection asked for the reviews in an hour, under a one-way code made from its IP address with a key that changes daily. No address is in them, and the codes, counts and key are deleted the next day, so nothing there can be found or handed over.</li>
<li>The functions' logs at Netlify: they name events and references, never an address or what a person wrote.</li>
</ul></section>`;

function outsideSection(mailchimp: MailchimpLookUp): string {
  return `<section class="no-print"><h2>Outside the site</h2><ul class="plain">
<li><strong>Your mailbox.</strong> Every enquiry was also emailed to ${escapeHtml(site.email)} (or the address set as CONTACT_TO), with your replies beside it. Search the mailbox for the address and delete those emails there; the site cannot reach them.</li>
<li><strong>Mailchimp.</strong> ${mailchimp.used ? "Erasing here deletes the contact there permanently. Lists or reports you exported from Mailchimp are files of your own: delete the person from those too." : "The site does not use Mailchimp now. If you ever imported the list there, delete the contact in Mailchimp by hand."}</li>
<li><strong>Database backups.</strong> Netlify backs the site's database up every day and at every published deploy, and keeps each backup for a time that depends on the plan. An erased person stays in those backups until they expire: if a backup is ever restored, erase them again at once.</li>
<li><strong>Deploy previews.</strong> Each preview's database branch starts as a copy of the live records, and its build empties it before the preview is published; a branch made before the site worked this way may still hold them. Delete old preview branches in Netlify's database dashboard.</li>
</ul></section>`;
}

function resultsPage(
  person: Person,
  found: Found,
  mailchimp: MailchimpLookUp,
  history: HandledRequest[],
  now: Date,
  notice = "",
): Response {
  const { counts } = found;
  const inbox = found.enquiries.filter((row) => row.spam_reason === null);
  const spam = found.enquiries.filter((row) => row.spam_reason !== null);
  const atMailchimp = mailchimp.used && !("failed" in mailchimp) && mailchimp.status !== null;
  const nothing = recordsIn(counts) === 0 && !atMailchimp;
  const summaryRows = (Object.keys(COUNT_WORDS) as Array<keyof RecordCounts>)
    .map(
      (kind) =>
        `<tr><th scope="row">${escapeHtml(COUNT_WORDS[kind][1][0].toUpperCase() + COUNT_WORDS[kind][1].slice(1))}</th><td>${counts[kind]}</td></tr>`,
    )
    .join("");
  const summary = nothing
    ? `<p><strong>Nothing is kept about ${escapeHtml(person.address)}</strong>: no enquiry, spam entry, spam filter check or newsletter record${mailchimp.used && !("failed" in mailchimp) ? ", and nothing at Mailchimp" : ""}.</p>`
    : `<div class="table-scroll"><table class="counts summary"><caption>Where it is kept</caption><thead><tr><th scope="col">Records</th><th scope="col">How many</th></tr></thead><tbody>${summaryRows}<tr><th scope="row">Contact at Mailchimp</th><td>${escapeHtml(mailchimpWord(mailchimp) ?? "not used")}</td></tr></tbody></table></div>`;
  // What the policy keeps after an erase (the unsubscribe record) is not for erasing.
  const erasable = recordsIn({ ...counts, unsubscribes: 0 }) > 0 || atMailchimp;
  const actions = `<div class="actions">${actionForm("export", person.address, "Download as JSON")}${erasable ? actionForm("review-erase", person.address, "Erase everything…") : ""}<span class="source">To keep a readable copy, print this page or save it as a PDF with your browser's Print command.</span></div>`;
  const sections = nothing
    ? ""
    : [
        enquiriesSection(
          "In the inbox",
          inbox,
          counts.inbox,
          now,
          `Enquiries sent through the contact form, kept ${MESSAGE_KEPT_MONTHS} months from their arrival.`,
        ),
        enquiriesSection(
          "On the spam list",
          spam,
          counts.spam,
          now,
          `Enquiries kept out of the inbox, kept ${SPAM_KEPT_DAYS} days from being put there.`,
        ),
        spamChecksSection(found),
        newsletterSection(found, mailchimp),
      ].join("\n");
  const earlier = history.length ? `<div class="no-print history">${handledTable(history, "Requests about this address")}</div>` : "";
  return page(
    "What is kept",
    `<h1>Personal data kept about ${escapeHtml(person.address)}</h1>${ownerNav("data-requests")}${notice}
<p class="print-only">Prepared by ${escapeHtml(site.legalName)} (${escapeHtml(site.email)}) in answer to a request about the personal data its website keeps about this email address.</p>
<p class="lead">Found on ${when(now.toISOString())}, in the site's records (Netlify Database).</p>
<div class="no-print">${searchForm(person.address)}</div>
${summary}${actions}${sections}${NOT_SEARCHABLE}${outsideSection(mailchimp)}${earlier}`,
  );
}
