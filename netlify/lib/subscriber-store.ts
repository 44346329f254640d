/**
 * Newsletter subscribers in Netlify Blobs, one entry per address. The key is a hash of the
 * lower-cased address: signing up twice, in any letter case, finds the same key, and listing the
 * store shows no addresses.
 */
import { createHash } from "node:crypto";
import type { Store } from "@netlify/blobs";
import type { SubscribeSource } from "../../src/lib/subscribe-schema";
import { setJSONIfNew } from "./blobs";

export const NEWSLETTER_SUBSCRIBERS_STORE = "newsletter-subscribers";

export interface Subscriber {
  email: string;
  /** The form the visitor used, which showed the consent wording they agreed to. */
  source: SubscribeSource;
  subscribedAt: string;
}

export interface SubscriberStore {
  /** Stores a new subscriber; false when the address was already subscribed, which stays as it was. */
  addNew(subscriber: Subscriber): Promise<boolean>;
  get(email: string): Promise<Subscriber | null>;
}

export function subscriberKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

export function createSubscriberStore(blobs: Store): SubscriberStore {
  return {
    async addNew(subscriber) {
      return setJSONIfNew(blobs, subscriberKey(subscriber.email), subscriber);
    },
    async get(email) {
      return (await blobs.get(subscriberKey(email), { type: "json" })) as Subscriber | null;
    },
  };
}
