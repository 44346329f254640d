/**
 * Newsletter subscribers in Netlify Blobs. Three kinds of entry, none with an address in its key:
 * - `subscribers/<address key>`: one per address, pending until confirmed, then confirmed;
 * - `ids/<subscription id>`: which address key a link's subscription id belongs to;
 * - `unsubscribed/<address key>`: all that is left of someone who unsubscribed (the key and a date);
 * - `pending/<YYYY-MM-DD>/<address key>`: a pending entry by the day its confirmation email went
 *   out, so the cleanup lists only the days past the link's 7 days, not every subscriber;
 * - `provider-sync/<address key>`: a confirmation the mailing-list provider has yet to hear of;
 * - `provider-removal/<address key>`: an unsubscribe the provider has yet to hear of.
 * The daily job works from these markers a page at a time, so it never reads every subscriber or
 * every unsubscribe record to find the few it must act on.
 * The markers are written with each state and checked against the entry before anything is deleted,
 * so a marker left behind by a later state is only tidied away.
 * The address key is a SHA-256 of the trimmed, lower-cased address: signing up twice, in any letter
 * case, finds the same entry.
 */
import { createHash } from "node:crypto";
import type { Store } from "@netlify/blobs";
import type { SubscribeSource } from "../../../src/lib/subscribe-schema";
import { setJSONIfNew } from "../common/blobs";
import { addSweeps, DELETIONS_AT_ONCE, listPeriods, sweepPrefix, walkKeys, type Deadline, type SweepCount } from "../common/sweep";

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
  /** The unsubscribes the mailing-list provider has yet to hear of, a page of markers at a time. */
  pendingProviderRemovals(): AsyncIterable<{ addressKey: string; record: Required<UnsubscribeRecord> }>;
  unsubscribedRecord(email: string): Promise<UnsubscribeRecord | null>;
  /** A fresh, confirmed subscription replaces an earlier unsubscribe. */
  clearUnsubscribed(email: string): Promise<void>;
  /** Every subscriber, pending or confirmed, read a page at a time. */
  all(): AsyncIterable<Subscriber>;
  /** Deletes pending entries whose confirmation email went out at or before `cutoff`, until `deadline`. */
  removeExpiredPending(cutoff: Date, deadline: Deadline): Promise<SweepCount>;
  /** The confirmed subscribers the mailing-list provider has yet to hear of, a page of markers at a time. */
  pendingProviderAdditions(): AsyncIterable<Subscriber>;
  /** Writes the markers of entries and unsubscribe records stored before there were any, until `deadline`. */
  markLegacy(deadline: Deadline): Promise<SweepCount>;
}

export function subscriberKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

const entryKey = (addressKey: string) => `subscribers/${addressKey}`;
const idKey = (id: string) => `ids/${id}`;
const unsubscribedKey = (addressKey: string) => `unsubscribed/${addressKey}`;
const isSubscriptionId = (id: string) => /^[A-Za-z0-9_-]{16,64}$/.test(id);
const PENDING_PREFIX = "pending/";
const PROVIDER_SYNC_PREFIX = "provider-sync/";
const PROVIDER_REMOVAL_PREFIX = "provider-removal/";
const MARKED_LEGACY = "migrations/subscriber-markers";
const MARKED_LEGACY_UNSUBSCRIBES = "migrations/unsubscribe-markers";
const sentAtOf = (subscriber: Subscriber) => Date.parse(subscriber.confirmationSentAt ?? subscriber.subscribedAt);
const pendingKey = (addressKey: string, subscriber: Subscriber) =>
  `${PENDING_PREFIX}${new Date(sentAtOf(subscriber)).toISOString().slice(0, 10)}/${addressKey}`;

/** The markers an entry's state needs, written before the entry so a crash never leaves one unmarked. */
async function writeMarkers(blobs: Store, addressKey: string, subscriber: Subscriber): Promise<void> {
  if (subscriber.status === "pending") await blobs.set(pendingKey(addressKey, subscriber), "");
  if (subscriber.providerSyncPending) await blobs.set(`${PROVIDER_SYNC_PREFIX}${addressKey}`, "");
}

/** An unsubscribe record's marker, before the record, so that no pending removal is ever left unmarked. */
async function writeUnsubscribed(blobs: Store, addressKey: string, record: UnsubscribeRecord): Promise<void> {
  if (record.providerRemovalPending) await blobs.set(`${PROVIDER_REMOVAL_PREFIX}${addressKey}`, "");
  await blobs.setJSON(unsubscribedKey(addressKey), record);
  if (!record.providerRemovalPending) await blobs.delete(`${PROVIDER_REMOVAL_PREFIX}${addressKey}`);
}

/**
 * Reads what the keys under `prefix` lead to, a page of keys and then a batch of reads at a time,
 * yielding as it goes: a caller that stops early (its budget spent) has read no more than it used.
 */
async function* readByPages<T>(blobs: Store, prefix: string, read: (key: string) => Promise<T | null>): AsyncIterable<T> {
  for await (const page of blobs.list({ prefix, paginate: true })) {
    const keys = page.blobs.map(({ key }) => key);
    for (let start = 0; start < keys.length; start += DELETIONS_AT_ONCE) {
      const batch = await Promise.all(keys.slice(start, start + DELETIONS_AT_ONCE).map(read));
      for (const item of batch) if (item !== null) yield item;
    }
  }
}

export function createSubscriberStore(blobs: Store): SubscriberStore {
  const getEntry = async (addressKey: string) => (await blobs.get(entryKey(addressKey), { type: "json" })) as Subscriber | null;
  const getUnsubscribed = async (addressKey: string) =>
    (await blobs.get(unsubscribedKey(addressKey), { type: "json" })) as UnsubscribeRecord | null;
  return {
    async addNew(subscriber) {
      const addressKey = subscriberKey(subscriber.email);
      // The id's index first: an entry without it would be pending with a link that leads nowhere;
      // then its marker, so that no pending entry is ever left where the cleanup would not find it.
      await blobs.setJSON(idKey(subscriber.id), { addressKey });
      await writeMarkers(blobs, addressKey, subscriber);
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
      const addressKey = subscriberKey(subscriber.email);
      await writeMarkers(blobs, addressKey, subscriber);
      await blobs.setJSON(entryKey(addressKey), subscriber);
      if (!subscriber.providerSyncPending) await blobs.delete(`${PROVIDER_SYNC_PREFIX}${addressKey}`);
    },
    async remove(subscriber) {
      const addressKey = subscriberKey(subscriber.email);
      await blobs.delete(entryKey(addressKey));
      await blobs.delete(idKey(subscriber.id));
      await blobs.delete(`${PROVIDER_SYNC_PREFIX}${addressKey}`);
    },
    async unsubscribe(subscriber, record) {
      const addressKey = subscriberKey(subscriber.email);
      await writeUnsubscribed(blobs, addressKey, record);
      await blobs.delete(entryKey(addressKey));
      await blobs.delete(`${PROVIDER_SYNC_PREFIX}${addressKey}`);
    },
    async saveUnsubscribed(addressKey, record) {
      await writeUnsubscribed(blobs, addressKey, record);
    },
    async *pendingProviderRemovals() {
      const entries = readByPages(blobs, PROVIDER_REMOVAL_PREFIX, async (key) => {
        const addressKey = key.slice(PROVIDER_REMOVAL_PREFIX.length);
        const record = await getUnsubscribed(addressKey);
        // A marker outlived by its record's state (a crash between the writes, or signed up again) is only tidied away.
        if (!record?.providerRemovalPending) {
          await blobs.delete(key);
          return null;
        }
        return { addressKey, record: { unsubscribedAt: record.unsubscribedAt, providerRemovalPending: record.providerRemovalPending } };
      });
      yield* entries;
    },
    async unsubscribedRecord(email) {
      return (await blobs.get(unsubscribedKey(subscriberKey(email)), { type: "json" })) as UnsubscribeRecord | null;
    },
    async clearUnsubscribed(email) {
      const addressKey = subscriberKey(email);
      await blobs.delete(unsubscribedKey(addressKey));
      await blobs.delete(`${PROVIDER_REMOVAL_PREFIX}${addressKey}`);
    },
    all() {
      return readByPages(blobs, "subscribers/", (key) => blobs.get(key, { type: "json" }) as Promise<Subscriber | null>);
    },
    async removeExpiredPending(cutoff, deadline) {
      const cutoffDay = cutoff.toISOString().slice(0, 10);
      let count: SweepCount = { removed: 0, left: 0, finished: true };
      // Counted are the sign-ups deleted, not the markers tidied away with them.
      let deleted = 0;
      for (const day of await listPeriods(blobs, PENDING_PREFIX)) {
        if (day > cutoffDay) continue;
        const swept = await sweepPrefix(blobs, `${PENDING_PREFIX}${day}/`, deadline, {
          remove: async (key) => {
            const addressKey = key.slice(key.lastIndexOf("/") + 1);
            const entry = await getEntry(addressKey);
            if (entry?.status === "pending") {
              // Sent again since: the later day's marker covers it, and this one goes unless it is that day's.
              if (sentAtOf(entry) > cutoff.getTime()) {
                if (pendingKey(addressKey, entry) !== key) await blobs.delete(key);
                return;
              }
              await blobs.delete(entryKey(addressKey));
              await blobs.delete(idKey(entry.id));
              deleted += 1;
            }
            await blobs.delete(key);
          },
        });
        count = addSweeps(count, swept);
        if (!swept.finished) break;
      }
      return { ...count, removed: deleted };
    },
    async *pendingProviderAdditions() {
      const entries = readByPages(blobs, PROVIDER_SYNC_PREFIX, (key) => getEntry(key.slice(PROVIDER_SYNC_PREFIX.length)));
      for await (const entry of entries) if (entry.status === "confirmed" && entry.providerSyncPending) yield entry;
    },
    async markLegacy(deadline) {
      const subscribers = await walkKeys(blobs, "subscribers/", MARKED_LEGACY, deadline, (keys) =>
        Promise.all(
          keys.map(async (key) => {
            const entry = (await blobs.get(key, { type: "json" })) as Subscriber | null;
            if (entry) await writeMarkers(blobs, key.slice("subscribers/".length), entry);
          }),
        ),
      );
      if (!subscribers.finished) return subscribers;
      const unsubscribes = await walkKeys(blobs, "unsubscribed/", MARKED_LEGACY_UNSUBSCRIBES, deadline, (keys) =>
        Promise.all(
          keys.map(async (key) => {
            const record = (await blobs.get(key, { type: "json" })) as UnsubscribeRecord | null;
            if (record?.providerRemovalPending) await blobs.set(`${PROVIDER_REMOVAL_PREFIX}${key.slice("unsubscribed/".length)}`, "");
          }),
        ),
      );
      return addSweeps(subscribers, unsubscribes);
    },
  };
}
