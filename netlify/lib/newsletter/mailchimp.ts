/**
 * The mailing-list provider, when one is configured: Mailchimp's Marketing API (v3). Confirmed
 * subscribers are put into the audience as `subscribed` (they have already confirmed with us, so
 * Mailchimp's own double opt-in would ask twice); an unsubscribe archives them there
 * (DELETE /lists/{list_id}/members/{subscriber_hash}), after which Mailchimp mails them nothing.
 */
import { createHash } from "node:crypto";

export interface NewsletterProvider {
  readonly name: string;
  addConfirmed(subscriber: { email: string; confirmedAt: string }): Promise<void>;
  /** Archives the member with this id (see `mailchimpSubscriberHash`). */
  remove(subscriberHash: string): Promise<void>;
}

export interface MailchimpSettings {
  apiKey: string;
  audienceId: string;
  /** Overrides the address derived from the key's data centre (tests use a local stand-in). */
  baseUrl?: string;
  timeoutMs?: number;
}

export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderError";
  }
}

/** Mailchimp's id for a member: the MD5 of the lower-cased address. */
export function mailchimpSubscriberHash(email: string): string {
  return createHash("md5").update(email.trim().toLowerCase()).digest("hex");
}

/** `…-us21` keys live at https://us21.api.mailchimp.com/3.0. */
export function mailchimpBaseUrl(apiKey: string): string {
  const dataCentre = /-([a-z]+\d+)$/.exec(apiKey.trim())?.[1];
  if (!dataCentre) throw new ProviderError("MAILCHIMP_API_KEY does not end in a data centre such as -us21");
  return `https://${dataCentre}.api.mailchimp.com/3.0`;
}

export function createMailchimpProvider(settings: MailchimpSettings): NewsletterProvider {
  const base = (settings.baseUrl ?? mailchimpBaseUrl(settings.apiKey)).replace(/\/$/, "");
  const authorization = `Basic ${Buffer.from(`gridline:${settings.apiKey}`).toString("base64")}`;
  const member = (subscriberHash: string) => `${base}/lists/${encodeURIComponent(settings.audienceId)}/members/${subscriberHash}`;
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(url, {
      method,
      headers: { Authorization: authorization, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 8000),
    });
    return response;
  };

  return {
    name: "mailchimp",
    async addConfirmed({ email, confirmedAt }) {
      const response = await call("PUT", member(mailchimpSubscriberHash(email)), {
        email_address: email,
        status_if_new: "subscribed",
        status: "subscribed",
        timestamp_opt: confirmedAt,
      });
      if (!response.ok) throw new ProviderError(`Mailchimp answered ${response.status} when adding a member`);
    },
    async remove(subscriberHash) {
      const response = await call("DELETE", member(subscriberHash));
      // 404: not in the audience (never synced, or already archived): the outcome wanted.
      if (!response.ok && response.status !== 404) throw new ProviderError(`Mailchimp answered ${response.status} when archiving a member`);
    },
  };
}
