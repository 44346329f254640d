/**
 * The copy of one person's data the owner downloads from the Data requests page and sends them
 * (their rights of access and portability): every record the site keeps about the address, every
 * field of each, under plain names. docs/data-requests.md documents each field; a test holds the
 * two together.
 */
import { siteFiles } from "../../../src/content-model/site-files";
import type { Enquiry } from "../contact/message-store";
import type { Found, Person } from "./data-requests-store";

const { site } = siteFiles;

/** What Mailchimp holds, as the page found it: null when the site does not use Mailchimp. */
export type MailchimpFinding = { status: string | null } | null;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function enquiryOf(row: Enquiry) {
  const { visitor, source } = row;
  return {
    reference: row.id,
    receivedAt: iso(row.received_at),
    list: row.spam_reason ? "spam" : "inbox",
    form: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      company: row.company,
      industry: row.industry,
      projectType: row.project_type,
      message: row.message,
    },
    source: source
      ? {
          page: source.page ?? null,
          landingPage: source.landingPage ?? null,
          referrerHost: source.referrerHost ?? null,
          campaign: source.campaign ?? null,
        }
      : null,
    spamFilter: {
      checked: row.spam_checked,
      ipAddress: visitor?.ip ?? null,
      browser: visitor?.userAgent ?? null,
      referrer: visitor?.referrer ?? null,
    },
    delivery: {
      status: row.status,
      attempts: row.attempts,
      firstAttemptAt: iso(row.first_attempt_at),
      nextAttemptAt: iso(row.next_attempt_at),
      sentAt: iso(row.sent_at),
      failedAt: iso(row.failed_at),
      failure: row.failure,
      lastError: row.last_error,
      dismissedAt: iso(row.dismissed_at),
    },
    spamList: row.spam_reason
      ? { reason: row.spam_reason, markedAt: iso(row.spam_marked_at), trapFieldText: row.honeypot, discardAdvised: row.discard }
      : null,
  };
}

/** The download: `found` read with every enquiry. */
export function personalData(person: Person, found: Found, mailchimp: MailchimpFinding, now: Date) {
  const [subscriber] = found.subscribers;
  const [unsubscribed] = found.unsubscribes;
  return {
    about: `The personal data ${site.legalName} keeps about one email address, through its website`,
    controller: { name: site.legalName, email: site.email },
    emailAddress: person.address,
    addressFingerprint: person.key,
    exportedAt: now.toISOString(),
    enquiries: found.enquiries.map(enquiryOf),
    spamChecks: found.spamChecks.map((check) => ({
      checkedAt: iso(check.checked_at),
      outcome: check.outcome,
      reference: check.reference,
    })),
    newsletter: {
      subscription: subscriber
        ? {
            email: subscriber.email,
            form: subscriber.source,
            status: subscriber.status,
            subscribedAt: iso(subscriber.subscribed_at),
            confirmationSentAt: iso(subscriber.confirmation_sent_at),
            confirmedAt: iso(subscriber.confirmed_at),
            heldAsSpamAt: iso(subscriber.held_as_spam_at),
            waitingForMailchimp: subscriber.provider_sync_pending,
          }
        : null,
      subscriptionIds: found.subscriptionIds,
      unsubscribed: unsubscribed
        ? { unsubscribedAt: iso(unsubscribed.unsubscribed_at), mailchimpArchivePending: unsubscribed.provider_removal_pending !== null }
        : null,
      mailchimp,
    },
  };
}

export type PersonalData = ReturnType<typeof personalData>;
