/**
 * The Data requests page's answer to a search: everything kept about one address, grouped by where
 * it is kept (the inbox, the spam list, the spam filter's checks, the newsletter, Mailchimp), what
 * is kept without an address, what lies outside the site, and the requests about it handled before.
 * It prints as the readable copy the person may be sent.
 */
import { siteFiles } from "../../../src/content-model/site-files";
import { contactFieldNames } from "../../../src/lib/contact-schema";
import { OWNER_FUNCTIONS } from "../../../src/lib/routes";
import { escapeHtml } from "../common/escape";
import { describeSource } from "../contact/enquiry-source-labels";
import { fieldsOf, SPAM_KEPT_DAYS, MESSAGE_KEPT_MONTHS, type Enquiry } from "../contact/message-store";
import { recordsIn, type Found, type HandledRequest, type Person, type RecordCounts } from "./data-requests-store";
import { mailchimpWord, type MailchimpLookUp } from "./data-requests-mailchimp";
import { actionForm, COUNT_WORDS, handledTable, page, searchForm } from "./data-requests-page";
import { spamReasonCell, stateLabel } from "./owner-inbox";
import { ownerNav, when } from "./owner-page";

const { contactForm: formCopy, site } = siteFiles;

function mailchimpSentence(mailchimp: MailchimpLookUp): string {
  if (!mailchimp.used) return "Not used: the site keeps the list itself.";
  if ("failed" in mailchimp) return `Could not be asked just now (${mailchimp.failed}). Search again in a minute.`;
  if (mailchimp.status === null) return "Not in the audience: Mailchimp keeps nothing of this address.";
  if (mailchimp.status === "archived")
    return "Archived in the audience: Mailchimp mails it nothing, and still holds the address until it is erased.";
  return `In the audience, as ${mailchimp.status}.`;
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

export function resultsPage(
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
