/**
 * What Mailchimp holds of the person a data request is about, asked once per request
 * (data-requests-steps.ts), and the word the record of requests and the page give it.
 */
import { describeError, type Logger } from "../common/logger";
import type { NewsletterProvider } from "../newsletter/mailchimp";
import type { Person } from "./data-requests-store";

export interface MailchimpDependencies {
  /** Mailchimp, when MAILCHIMP_API_KEY and MAILCHIMP_AUDIENCE_ID are set. */
  provider?: NewsletterProvider;
  log: Logger;
}

/** Why a call failed, in the words of its error (Mailchimp's status, a time-out), without the error's type. */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type MailchimpLookUp = { used: false } | { used: true; status: string | null } | { used: true; failed: string };

/** What Mailchimp holds of the person: their member's status, when the site uses Mailchimp. */
export async function lookUp(person: Person, deps: MailchimpDependencies): Promise<MailchimpLookUp> {
  if (!deps.provider) return { used: false };
  try {
    const statuses = await Promise.all(person.mailchimpHashes.map((hash) => deps.provider!.status(hash)));
    return { used: true, status: statuses.find((status) => status !== null) ?? null };
  } catch (error) {
    deps.log.warn("data-request-mailchimp-unreachable", { error: describeError(error) });
    return { used: true, failed: reasonOf(error) };
  }
}

export const mailchimpWord = (mailchimp: MailchimpLookUp) =>
  !mailchimp.used ? null : "failed" in mailchimp ? "could not be asked" : (mailchimp.status ?? "not in the audience");
