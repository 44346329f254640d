/**
 * Newsletter subscribers in Netlify Blobs. Three kinds of entry, none with an address in its key:
 * - `subscribers/<address key>`: one per address, pending until confirmed, then confirmed;
 * - `ids/<subscription id>`: which address key a link's subscription id belongs to;
 * - `unsubscribed/<address key>`: all that is left of someone who unsubscribed (the key and a date).
 * The address key is a SHA-256 of the trimmed, lower-cased address: signing up twice, in any letter
 * case, finds the same entry.
 */
import { createHash } from "node:crypto";
import type { Store } from "@netlify/blobs";
import type { SubscribeSource } from "../../../src/lib/subscribe-schema";
import { setJSONIfNew } from "../common/blobs";

export const NEWSLETTER_SUBSCRIBERS_STORE = "newsletter-subscribers";

export type SubscriberStatus = "pending" | "confirmed";

export interface Subscriber {
  /** Random; confirmation and unsubscribe links name the subscription by it. */
  id: string;
  email: string;
  /** The form the visitor used, which showed the consent wording they agreed to. */
  source: SubscribeSource;
  status: SubscriberStatus;
  subscribedAt: string;
  /** When the latest confirmation email went out; at most one a day. */
  confirmationSentAt?: string;
  confirmedAt?: string;
  /** Set while the mailing-list provider has not yet been told of the confirmation. */
  providerSyncPending?: boolean;
  /**
   * When Akismet judged the sign-up spam, so no confirmation email went out. It is deleted with the
   * other unconfirmed sign-ups; signing up again is checked again.
   */
  heldAsSpamAt?: string;
}

export interface UnsubscribeRecord {
  unsubscribedAt: string;
  /** The provider's member id (an MD5 of the address) while the provider has not yet archived it. */
  providerRemovalPending?: string;
}

export interface SubscriberStore {
  /** Stores a new pending subscriber; false when the address already has an entry, which stays as it was. */
  addNew(subscriber: Subscriber): Promise<boolean>;
  get(email: string): Promise<Subscriber | null>;
  /** The subscriber a link's subscription id belongs to, with its address key. */
  findById(id: string): Promise<{ addressKey: string; subscriber: Subscriber | null } | null>;
  save(subscriber: Subscriber): Promise<void>;
  /** Deletes the entry and its id; nothing of the address is left. */
  remove(subscriber: Subscriber): Promise<void>;
  /**
   * Removes the entry and keeps only the address key, the date and, while the provider has yet
   * to archive the member, its member id. The subscription id keeps pointing at the address key,
   * so an unsubscribe link from an older email still finds a later subscription of the address.
   */
  unsubscribe(subscriber: Subscriber, record: UnsubscribeRecord): Promise<void>;
  saveUnsubscribed(addressKey: string, record: UnsubscribeRecord): Promise<void>;
  listUnsubscribed(): Promise<Array<{ addressKey: string; record: UnsubscribeRecord }>>;
  unsubscribedRecord(email: string): Promise<UnsubscribeRecord | null>;
  /** A fresh, confirmed subscription replaces an earlier unsubscribe. */
  clearUnsubscribed(email: string): Promise<void>;
  list(): Promise<Subscriber[]>;
}

export function subscriberKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

const entryKey = (addressKey: string) => `subscribers/${addressKey}`;
const idKey = (id: string) => `ids/${id}`;
const unsubscribedKey = (addressKey: string) => `unsubscribed/${addressKey}`;
const isSubscriptionId = (id: string) => /^[A-Za-z0-9_-]{16,64}$/.test(id);

export function createSubscriberStore(blobs: Store): SubscriberStore {
  const getEntry = async (addressKey: string) => (await blobs.get(entryKey(addressKey), { type: "json" })) as Subscriber | null;
  return {
    async addNew(subscriber) {
      const addressKey = subscriberKey(subscriber.email);
      // The id's index first: an entry without it would be pending with a link that leads nowhere.
      await blobs.setJSON(idKey(subscriber.id), { addressKey });
      const created = await setJSONIfNew(blobs, entryKey(addressKey), subscriber);
      if (!created) await blobs.delete(idKey(subscriber.id));
      return created;
    },
    get: (email) => getEntry(subscriberKey(email)),
    async findById(id) {
      if (!isSubscriptionId(id)) return null;
      const index = (await blobs.get(idKey(id), { type: "json" })) as { addressKey: string } | null;
      if (!index) return null;
      return { addressKey: index.addressKey, subscriber: await getEntry(index.addressKey) };
    },
    async save(subscriber) {
      await blobs.setJSON(entryKey(subscriberKey(subscriber.email)), subscriber);
    },
    async remove(subscriber) {
      await blobs.delete(entryKey(subscriberKey(subscriber.email)));
      await blobs.delete(idKey(subscriber.id));
    },
    async unsubscribe(subscriber, record) {
      const addressKey = subscriberKey(subscriber.email);
      await blobs.setJSON(unsubscribedKey(addressKey), record);
      await blobs.delete(entryKey(addressKey));
    },
    async saveUnsubscribed(addressKey, record) {
      await blobs.setJSON(unsubscribedKey(addressKey), record);
    },
    async listUnsubscribed() {
      const { blobs: entries } = await blobs.list({ prefix: "unsubscribed/" });
      const records = await Promise.all(
        entries.map(async ({ key }) => ({
          addressKey: key.slice("unsubscribed/".length),
          record: (await blobs.get(key, { type: "json" })) as UnsubscribeRecord | null,
        })),
      );
      return records.filter((entry): entry is { addressKey: string; record: UnsubscribeRecord } => entry.record !== null);
    },
    async unsubscribedRecord(email) {
      return (await blobs.get(unsubscribedKey(subscriberKey(email)), { type: "json" })) as UnsubscribeRecord | null;
    },
    async clearUnsubscribed(email) {
      await blobs.delete(unsubscribedKey(subscriberKey(email)));
    },
    async list() {
      const { blobs: entries } = await blobs.list({ prefix: "subscribers/" });
      const subscribers = await Promise.all(entries.map(({ key }) => blobs.get(key, { type: "json" }) as Promise<Subscriber | null>));
      return subscribers.filter((subscriber): subscriber is Subscriber => subscriber !== null);
    },
  };
}
