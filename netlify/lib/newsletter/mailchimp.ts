/**
 * The mailing-list provider, when one is configured: Mailchimp's Marketing API (v3). Confirmed
 * subscribers are put into the audience as `subscribed` (they have already confirmed with us, so
 * Mailchimp's own double opt-in would ask twice); an unsubscribe archives them there
 * (DELETE /lists/{list_id}/members/{subscriber_hash}), after which Mailchimp mails them nothing.
 * The owner's Data requests page reads a member's status and erases a person completely
 * (POST /lists/{list_id}/members/{subscriber_hash}/actions/delete-permanent): Mailchimp then keeps
 * nothing of them, and refuses to add the address again by the API; only its own signup forms can.
 */
import { createHash } from "node:crypto";

export interface NewsletterProvider {
  readonly name: string;
  addConfirmed(subscriber: { email: string; confirmedAt: Date }): Promise<void>;
  /** Archives the member with this id (see `mailchimpSubscriberHash`). */
  remove(subscriberHash: string): Promise<void>;
  /** The member's status in the audience (`subscribed`, `archived`, …); null when there is no such member. */
  status(subscriberHash: string): Promise<string | null>;
  /** Deletes the member permanently: true when there was one, false when there was none. */
  erase(subscriberHash: string): Promise<boolean>;
}

export interface MailchimpSettings {
  apiKey: string;
  audienceId: string;
  /** Overrides the address derived from the key's data centre (tests use a local stand-in). */
  baseUrl?: string;
  timeoutMs?: number;
}

export class ProviderError extends Error {
  /** True when asking again will not help: the provider refuses this member for good. */
  readonly permanent: boolean;

  constructor(message: string, { permanent = false } = {}) {
    super(message);
    this.name = "ProviderError";
    this.permanent = permanent;
  }
}

/** Mailchimp's title for an address deleted there permanently, which its API will not add back. */
const FORGOTTEN = "Forgotten Email Not Subscribed";

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
        timestamp_opt: confirmedAt.toISOString(),
      });
      if (response.status === 400 && ((await response.json().catch(() => ({}))) as { title?: unknown }).title === FORGOTTEN)
        throw new ProviderError("Mailchimp will not add back an address deleted there permanently: only its own signup forms can", {
          permanent: true,
        });
      if (!response.ok) throw new ProviderError(`Mailchimp answered ${response.status} when adding a member`);
    },
    async remove(subscriberHash) {
      const response = await call("DELETE", member(subscriberHash));
      // 404: not in the audience (never synced, or already archived): the outcome wanted.
      if (!response.ok && response.status !== 404) throw new ProviderError(`Mailchimp answered ${response.status} when archiving a member`);
    },
    async status(subscriberHash) {
      const response = await call("GET", `${member(subscriberHash)}?fields=status`);
      if (response.status === 404) return null;
      if (!response.ok) throw new ProviderError(`Mailchimp answered ${response.status} when asked for a member`);
      const { status } = (await response.json()) as { status?: unknown };
      if (typeof status !== "string") throw new ProviderError("Mailchimp's answer about a member named no status");
      return status;
    },
    async erase(subscriberHash) {
      const response = await call("POST", `${member(subscriberHash)}/actions/delete-permanent`);
      // 404: no such member (never added, or erased before).
      if (response.status === 404) return false;
      if (!response.ok) throw new ProviderError(`Mailchimp answered ${response.status} when deleting a member permanently`);
      return true;
    },
  };
}
