/**
 * The owner's inbox: every stored contact message, whatever happened to its email. Behind one
 * secret from the environment (OWNER_SECRET), sent as the password of HTTP Basic authentication
 * (the browser asks for it; any user name) or as a Bearer token. Without the secret configured,
 * nothing is shown to anyone.
 *
 * GET                  the messages, newest first, with their delivery state, 50 to a page (?page=2 …)
 * GET ?id=<id>         one message in full
 * GET ?format=csv      every message as CSV, written as it is read; a file that would pass Netlify's
 *                      limits stops before them, its last row linking to the rest (&older=<time>_<id>)
 * GET ?format=json     a page (or one message) as JSON
 * GET ?list=spam       spam, apart, 50 to a page: what the honeypot, Akismet or the owner kept out of the inbox, and why
 * GET ?view=sources    enquiries per week over 12 months by kind of source (a chart drawn on the
 *                      server), and how many each page and campaign brought in 30 and 90 days (?format=json too)
 * POST action=resend&id=<id>   emails a failed message again (after the mail setup is fixed)
 * POST action=dismiss&id=<id>  takes a failed message off what needs attention, reporting nothing to anyone
 * POST action=spam&id=<id>     moves a message to the spam list (and reports it to Akismet)
 * POST action=promote&id=<id>  moves a spam message back to the inbox, emails it unless it was
 *                              emailed before, and tells Akismet it was not spam
 */
import { siteFiles } from "../../../src/content-model/site-files";
import { contactFieldNames, contactMessageSchema } from "../../../src/lib/contact-schema";
import { describeCampaign } from "../../../src/lib/enquiry-source";
import { attemptDelivery, type DeliveryDependencies } from "../contact/contact-delivery";
import { describeSource } from "../contact/enquiry-source-labels";
import { escapeHtml } from "../common/escape";
import { jsonResponse, readFormOrJsonRequest, seeOther } from "../common/http";
import { describeError } from "../common/logger";
import type { SpamFilter } from "../common/spam-filter";
import { fieldsOf, SPAM_KEPT_DAYS, spamSubmissionOf, type Enquiry, type ListPage } from "../contact/message-store";
import type { WorkSignal } from "../contact/work-signal";
import { CSV_LIMITS, messagesCsv, type CsvLimits } from "./owner-csv";
import { DELIVERY_LEASE_MS, isOverdue } from "../contact/retry-policy";
import { summariseSources, SUMMARY_PERIODS_DAYS, type SourceSummary, type SummaryDimension } from "./source-summary";
import { CHART_WEEKS, sourceChart, weeklyKinds, type WeeklyKinds } from "./source-chart";
import {
  isFromOwnPages,
  ownerNav,
  ownerNotice,
  ownerPage,
  PRIVATE_HEADERS,
  refuseUnlessOwner,
  ukDate,
  ukDateTime,
  when,
} from "./owner-page";
import { isUuid, validate } from "../common/validation";

const { contactForm: formCopy } = siteFiles;

export interface OwnerInboxDependencies extends DeliveryDependencies {
  /** OWNER_SECRET; undefined when the deploy has none, and then the inbox opens for nobody. */
  ownerSecret: string | undefined;
  /** Akismet, told of every message the owner moves; undefined without AKISMET_API_KEY. */
  spamFilter?: SpamFilter;
  /** Where one CSV download stops (CSV_LIMITS); smaller in tests. */
  csvLimits?: CsvLimits;
  /** Tells the retry job that a resent or promoted message may wait for it. */
  signal?: WorkSignal;
}

/** A message's delivery state, as a coloured label. */
export function stateLabel(message: Enquiry, now: Date): string {
  const overdue = message.status === "pending" && isOverdue(message.received_at, now);
  const text =
    message.status === "failed"
      ? `failed (${message.failure === "refused" ? "refused by the mail server" : "unsent for 48 hours"}${message.dismissed_at ? ", dismissed" : ""})`
      : overdue
        ? "pending, overdue"
        : message.status;
  return `<span class="state state-${message.status}">${escapeHtml(text)}</span>`;
}

/** The page a message was sent from and its campaign, in a list cell; a dash when neither is known. */
function sourceCell(message: Enquiry): string {
  const page = message.source?.page;
  const campaign = describeCampaign(message.source?.campaign);
  if (!page && !campaign) return '<span class="source">Not recorded</span>';
  return [page && escapeHtml(page), campaign && `<span class="source">${escapeHtml(campaign)}</span>`].filter(Boolean).join("<br>");
}

function actionButton(action: "resend" | "promote" | "spam" | "dismiss", id: string, label: string): string {
  return `<form class="inline" method="post"><input type="hidden" name="action" value="${action}"><input type="hidden" name="id" value="${escapeHtml(id)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

/** Entries on one page of the inbox or the spam list: a page opens quickly however long the list. */
export const OWNER_PAGE_SIZE = 50;

/**
 * Where a page is in its list, and plain links to its neighbours (they work without scripts). Each
 * link carries where this page ends, so the next page is read from there, not counted to.
 */
function pager(list: ListPage, base: string, noun: string): string {
  const first = (list.page - 1) * OWNER_PAGE_SIZE + 1;
  const shown = list.items.length ? `${first} to ${first + list.items.length - 1} of ${list.total} ${noun}` : `0 ${noun}`;
  const link = (page: number, label: string, rel: string, from: string | undefined) =>
    `<a href="?${base}page=${page}${from ? `&amp;${rel === "next" ? "older" : "newer"}=${encodeURIComponent(from)}` : ""}" rel="${rel}">${label}</a>`;
  const links = [
    list.page > 1 ? link(list.page - 1, "Newer", "prev", list.firstKey) : "",
    list.page < list.pageCount ? link(list.page + 1, "Older", "next", list.lastKey) : "",
  ].filter(Boolean);
  return `<p class="pager">Showing ${shown}, page ${list.page} of ${list.pageCount}${links.length ? `: ${links.join(" · ")}` : "."}</p>`;
}

function listPage(list: ListPage, now: Date): Response {
  const messages = list.items;
  const rows = messages
    .map(
      (message) =>
        `<tr><td><a href="?id=${encodeURIComponent(message.id)}">${when(message.received_at)}</a></td><td>${escapeHtml(`${message.first_name} ${message.last_name}`)}</td><td>${escapeHtml(message.company)}</td><td>${sourceCell(message)}</td><td>${stateLabel(message, now)}</td></tr>`,
    )
    .join("\n");
  const body = messages.length
    ? `<div class="table-scroll"><table><thead><tr><th scope="col">Received</th><th scope="col">Name</th><th scope="col">Company</th><th scope="col">Source</th><th scope="col">State</th></tr></thead><tbody>\n${rows}\n</tbody></table></div>`
    : "<p>No messages yet.</p>";
  return ownerPage("Enquiries", `<h1>Enquiries</h1>${ownerNav("messages")}${pager(list, "", "messages")}${body}`);
}

/** Markup this module built from its own escaped parts: printed as it is, where every text is escaped. */
const builtHtml = (html: string) => ({ html });

function messagePage(message: Enquiry, now: Date, filtering: boolean): Response {
  const fields = fieldsOf(message);
  const details: ReadonlyArray<readonly [string, string | { html: string }]> = [
    ...contactFieldNames.map((name) => [formCopy.labels[name], fields[name]] as const),
    ...describeSource(message.source),
    ["Received", builtHtml(when(message.received_at))],
    ["State", builtHtml(stateLabel(message, now))],
    ["Attempts", String(message.attempts)],
    ["Sent", builtHtml(when(message.sent_at))],
    ["Last error", message.last_error ?? ""],
    ["Reference", message.id],
  ];
  const list = details
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${typeof value === "string" ? escapeHtml(value) : value.html}</dd>`)
    .join("\n");
  const resend =
    message.status === "failed"
      ? `<div class="actions">${actionButton("resend", message.id, "Resend this message")}${message.dismissed_at ? "" : `${actionButton("dismiss", message.id, "Dismiss")}<span class="source">Dismiss once you have answered it another way: it stops counting as failed, and nothing is reported to anyone.</span>`}</div>`
      : "";
  const reply = `<p><a href="mailto:${escapeHtml(encodeURIComponent(message.email))}">Reply by email</a></p>`;
  // A div, not a p: a form inside a p would close the paragraph before it.
  const markSpam = `<div class="actions">${actionButton("spam", message.id, "Mark as spam")}<span class="source">Moves it to the spam list, kept ${SPAM_KEPT_DAYS} days${filtering ? ", and reports it to Akismet" : ""}.</span></div>`;
  return ownerPage(
    "Enquiry",
    `<h1>Enquiry from ${escapeHtml(message.first_name)} ${escapeHtml(message.last_name)}</h1>${ownerNav()}<dl>${list}</dl>${resend}${reply}${markSpam}`,
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a message is on the spam list, and until when it stays there. */
export function spamReasonCell(item: Enquiry): string {
  const markedAt = item.spam_marked_at ?? item.received_at;
  const why =
    item.spam_reason === "akismet"
      ? `Akismet judged it spam${item.discard ? ", and blatant: it advises discarding it unread" : ""}.`
      : item.spam_reason === "owner"
        ? `You marked it as spam on ${ukDateTime(markedAt)}.`
        : `The hidden spam-trap field was filled in${item.honeypot ? `: ${item.honeypot}` : ""}.`;
  const until = ukDate(new Date(markedAt.getTime() + SPAM_KEPT_DAYS * DAY_MS));
  return `${escapeHtml(why)}<br><span class="source">Kept until ${escapeHtml(until)}</span>`;
}

function spamPage(list: ListPage, filtering: boolean): Response {
  const spam = list.items;
  const rows = spam
    .map(
      (item) =>
        `<tr><td>${when(item.received_at)}</td><td>${escapeHtml(`${item.first_name} ${item.last_name}`)}<br>${escapeHtml(item.email)}</td><td>${escapeHtml(item.company)}</td><td>${escapeHtml(item.message.slice(0, 300))}</td><td>${spamReasonCell(item)}</td><td>${actionButton("promote", item.id, "Not spam: move to inbox")}</td></tr>`,
    )
    .join("\n");
  const intro = `<p>Messages kept out of the inbox and never emailed: those sent with the hidden spam-trap field filled in (mostly bots, now and then a browser's autofill)${filtering ? ", those Akismet judged to be spam" : ""} and those you marked as spam. Each is deleted ${SPAM_KEPT_DAYS} days after it was put here. Move a real one to the inbox and it is emailed at once, unless it was emailed before you marked it${filtering ? "; Akismet is told it was not spam" : ""}.</p>`;
  const body = spam.length
    ? `<div class="table-scroll"><table><thead><tr><th scope="col">Received</th><th scope="col">From</th><th scope="col">Company</th><th scope="col">Message</th><th scope="col">Why it is here</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead><tbody>\n${rows}\n</tbody></table></div>`
    : "<p>No spam caught.</p>";
  return ownerPage("Spam", `<h1>Spam</h1>${ownerNav("spam")}${intro}${pager(list, "list=spam&amp;", "messages")}${body}`);
}

const SUMMARY_HEADINGS: Record<SummaryDimension, { caption: string; column: string }> = {
  page: { caption: "By the page the form was sent from", column: "Page" },
  landingPage: { caption: "By the page the visit began on", column: "Landing page" },
  campaign: { caption: "By campaign", column: "Campaign" },
  referrerHost: { caption: "By referring site", column: "Site" },
};

function sourcesPage(summary: SourceSummary, weeks: WeeklyKinds): Response {
  const periodHeadings = SUMMARY_PERIODS_DAYS.map((days) => `<th scope="col">Last ${days} days</th>`).join("");
  const tables = (Object.keys(SUMMARY_HEADINGS) as SummaryDimension[])
    .map((dimension) => {
      const rows = summary.rows[dimension]
        .map((row) => `<tr><th scope="row">${escapeHtml(row.label)}</th>${row.counts.map((count) => `<td>${count}</td>`).join("")}</tr>`)
        .join("\n");
      return `<div class="table-scroll"><table class="counts"><caption>${escapeHtml(SUMMARY_HEADINGS[dimension].caption)}</caption><thead><tr><th scope="col">${escapeHtml(SUMMARY_HEADINGS[dimension].column)}</th>${periodHeadings}</tr></thead><tbody>\n${rows}\n</tbody></table></div>`;
    })
    .join("\n");
  const totals = SUMMARY_PERIODS_DAYS.map((days, index) => `${summary.totals[index]} in the last ${days} days`).join(", ");
  const intro = `<p>Enquiries received: ${escapeHtml(totals)}. The page the visit began on, its referring site and its campaign are known when the form was sent from the page the visit began on, or when the visitor allowed analytics cookies. Spam is not counted.</p>`;
  const body = summary.totals.at(-1) ? tables : "<p>No enquiries in the last 90 days.</p>";
  return ownerPage("Sources", `<h1>Where enquiries come from</h1>${ownerNav("sources")}${intro}${sourceChart(weeks)}${body}`);
}

const notice = ownerNotice;

const summaryOf = (message: Enquiry, now: Date) => ({
  id: message.id,
  receivedAt: message.received_at,
  status: message.status,
  overdue: message.status === "pending" && isOverdue(message.received_at, now),
  attempts: message.attempts,
  name: `${message.first_name} ${message.last_name}`,
  company: message.company,
  source: message.source,
});

export async function handleOwnerRequest(request: Request, deps: OwnerInboxDependencies): Promise<Response> {
  const refused = refuseUnlessOwner(request, deps.ownerSecret, deps.log, "owner-inbox");
  if (refused) return refused;
  try {
    if (request.method === "POST") return await act(request, deps);
    if (request.method !== "GET" && request.method !== "HEAD") return notice(405, "Not allowed", "Use the links and buttons of the inbox.");
    return await show(new URL(request.url), deps);
  } catch (error) {
    deps.log.error("owner-inbox-error", { error: describeError(error) });
    return notice(500, "Something went wrong", "The inbox could not be read just now. Try again in a minute.");
  }
}

async function show(url: URL, deps: OwnerInboxDependencies): Promise<Response> {
  const query = url.searchParams;
  const now = deps.now();
  const id = query.get("id");
  const format = query.get("format");
  if (id !== null) {
    const message = isUuid(id) ? await deps.messages.find(id) : undefined;
    if (!message || message.spam_reason) return notice(404, "Not found", "There is no message with that reference.");
    return format === "json" ? jsonResponse(200, message, PRIVATE_HEADERS) : messagePage(message, now, Boolean(deps.spamFilter));
  }
  const page = Math.max(1, Number.parseInt(query.get("page") ?? "1", 10) || 1);
  const asked = { page, older: query.get("older") ?? undefined, newer: query.get("newer") ?? undefined };
  if (query.get("list") === "spam") {
    const spam = await deps.messages.page("spam", asked, OWNER_PAGE_SIZE);
    return format === "json"
      ? jsonResponse(200, { spam: spam.items, total: spam.total, page: spam.page, pageCount: spam.pageCount }, PRIVATE_HEADERS)
      : spamPage(spam, Boolean(deps.spamFilter));
  }
  if (query.get("view") === "sources") {
    const [groups, weeks] = await Promise.all([
      deps.messages.sourceGroups(now, SUMMARY_PERIODS_DAYS),
      deps.messages.weekGroups(new Date(now.getTime() - CHART_WEEKS * 7 * DAY_MS), now),
    ]);
    const summary = summariseSources(groups);
    const chart = weeklyKinds(weeks, now);
    return format === "json" ? jsonResponse(200, { ...summary, weeks: chart }, PRIVATE_HEADERS) : sourcesPage(summary, chart);
  }
  if (format === "csv") {
    const older = /^(\d{4}-\d{2}-\d{2})T/.exec(asked.older ?? "")?.[1];
    const rest = (olderThan: string) => `${url.origin}${url.pathname}?format=csv&older=${encodeURIComponent(olderThan)}`;
    return new Response(messagesCsv(deps.messages.newestFirst(asked.older), rest, deps.csvLimits ?? CSV_LIMITS), {
      headers: {
        ...PRIVATE_HEADERS,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="enquiries-${now.toISOString().slice(0, 10)}${older ? `-before-${older}` : ""}.csv"`,
      },
    });
  }
  const messages = await deps.messages.page("inbox", asked, OWNER_PAGE_SIZE);
  return format === "json"
    ? jsonResponse(
        200,
        {
          messages: messages.items.map((message) => summaryOf(message, now)),
          total: messages.total,
          page: messages.page,
          pageCount: messages.pageCount,
        },
        PRIVATE_HEADERS,
      )
    : listPage(messages, now);
}

async function act(request: Request, deps: OwnerInboxDependencies): Promise<Response> {
  if (!isFromOwnPages(request)) return notice(403, "Not allowed", "Actions can only be taken from the inbox's own pages.");
  const parsed = await readFormOrJsonRequest(request, { maxBodyBytes: 2048 });
  if (!parsed.ok) return parsed.response;
  const id = typeof parsed.body.id === "string" ? parsed.body.id : "";
  const back = new URL(request.url);
  back.search = `?id=${encodeURIComponent(id)}`;
  const seeMessage = () => seeOther(`${back.pathname}${back.search}`, PRIVATE_HEADERS);
  const seeSpam = () => seeOther(`${back.pathname}?list=spam`, PRIVATE_HEADERS);
  const notFound = () => notice(404, "Not found", "There is no message with that reference.");
  const action = parsed.body.action;
  // Every action names a message by the id the inbox gave it; anything else names none.
  if (!["resend", "dismiss", "spam", "promote"].includes(String(action))) {
    return notice(
      400,
      "Unknown action",
      "The inbox can resend a failed message, dismiss it, mark a message as spam or move one out of spam.",
    );
  }
  if (!isUuid(id)) return notFound();

  if (action === "resend") {
    if (deps.mailer.mode === "unconfigured")
      return notice(503, "Mail is not set up", "Set SMTP_URL for this site's functions, then resend.");
    await deps.signal?.raise(deps.now());
    const retrying = await deps.messages.resend(id, deps.now(), DELIVERY_LEASE_MS);
    if (!retrying) {
      const message = await deps.messages.find(id);
      if (!message || message.spam_reason) return notFound();
      return notice(409, "Nothing to resend", `This message is ${message.status}: only a failed message is resent by hand.`);
    }
    const status = await attemptDelivery(retrying, deps);
    deps.log.info("owner-resent", { id, status: status ?? "not sent" });
    return seeMessage();
  }

  if (action === "dismiss") {
    if (await deps.messages.dismiss(id, deps.now())) deps.log.info("owner-dismissed", { id });
    else if (!(await deps.messages.find(id))) return notFound();
    return seeMessage();
  }

  if (action === "spam") {
    const spam = await deps.messages.markSpam(id, "owner", deps.now());
    if (!spam) return (await deps.messages.find(id)) ? seeSpam() : notFound();
    deps.log.info("owner-marked-spam", { id });
    await deps.spamFilter?.report(spamSubmissionOf(spam), "spam");
    return seeSpam();
  }

  const spam = await deps.messages.find(id);
  if (!spam?.spam_reason) return spam ? seeMessage() : notice(404, "Not found", "There is no spam message with that reference.");
  const validated = await validate(contactMessageSchema, fieldsOf(spam));
  if (!validated.ok) {
    return notice(
      422,
      "Cannot move this message",
      `It is not a complete message (${Object.values(validated.fields).join("; ")}). Reply to it by hand if it is real.`,
    );
  }
  const { submissionId: _id, website: _honeypot, ...fields } = validated.value;
  const canSend = deps.mailer.mode !== "unconfigured";
  const now = deps.now();
  await deps.signal?.raise(now);
  const message = await deps.messages.promote(id, fields, new Date(now.getTime() + (canSend ? DELIVERY_LEASE_MS : 0)));
  if (!message) return seeMessage();
  deps.log.info("owner-promoted-spam", { id });
  // Akismet is corrected where it, or the owner through it, had called this spam; the honeypot is not Akismet's.
  if (spam.spam_reason === "akismet" || spam.spam_reason === "owner") await deps.spamFilter?.report(spamSubmissionOf(spam), "ham");
  if (canSend && message.status === "pending") await attemptDelivery(message, deps);
  return seeMessage();
}
