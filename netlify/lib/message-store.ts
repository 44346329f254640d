/**
 * Contact messages in Netlify Blobs. Each message lives at `messages/<id>` for good: nothing here
 * deletes a message. A small marker at `pending/<id>` lists the messages still to be emailed, so
 * the retry job reads only those instead of every message ever received.
 *
 * Only creation is conditional (`onlyIfNew`, atomic on Netlify). Later writes are plain: a message
 * is only written by whoever holds its delivery lease (see `nextAttemptAt`), and the local Blobs
 * emulation returns no ETags on reads, so compare-and-swap could not be relied on everywhere.
 */
import type { Store } from "@netlify/blobs";
import type { ContactMessage } from "../../src/lib/contact-schema";
import { setJSONIfNew } from "./blobs";

export const CONTACT_MESSAGES_STORE = "contact-messages";

export type ContactFields = Omit<ContactMessage, "submissionId" | "website">;

export interface StoredContactMessage {
  id: string;
  receivedAt: string;
  status: "pending" | "sent";
  /** Delivery attempts made so far, successful or not. */
  attempts: number;
  /**
   * When a pending message may next be attempted. Whoever attempts it first pushes this forward by
   * the delivery lease, so no one else tries meanwhile.
   */
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  fields: ContactFields;
}

/**
 * A message whose honeypot was filled. Bots fill every field, but so, now and then, does a
 * browser's autofill, so these are kept apart (never emailed) rather than thrown away, for the
 * owner to look through and promote. Fields are kept as sent, cut to the form's limits.
 */
export interface StoredSpamMessage {
  id: string;
  receivedAt: string;
  /** What was in the hidden field, cut short: usually a URL a bot advertises. */
  honeypot: string;
  fields: Record<keyof ContactFields, string>;
}

export interface PendingMarker {
  id: string;
  markedAt: string;
}

const messageKey = (id: string) => `messages/${id}`;
const pendingKey = (id: string) => `pending/${id}`;
const PENDING_PREFIX = "pending/";
export const SPAM_PREFIX = "spam/";
const spamKey = (id: string) => `${SPAM_PREFIX}${id}`;

export interface MessageStore {
  /**
   * Stores a new message and marks it pending. Returns false when a message with this id already
   * exists, in which case nothing changes: storing twice is a no-op.
   */
  addNew(message: StoredContactMessage): Promise<boolean>;
  get(id: string): Promise<StoredContactMessage | null>;
  /** Records a new state of a pending message: a lease taken, or a failed attempt. */
  update(message: StoredContactMessage): Promise<void>;
  /** Records a delivered message and takes it off the pending list. */
  recordSent(message: StoredContactMessage): Promise<void>;
  listPending(): Promise<PendingMarker[]>;
  /** Takes an id off the pending list (after delivery, or when its message was never stored). */
  clearPending(id: string): Promise<void>;
  /** Keeps a honeypot-caught message on the spam list; false when one with this id is already there. */
  addSpam(message: StoredSpamMessage): Promise<boolean>;
  getSpam(id: string): Promise<StoredSpamMessage | null>;
}

export function createMessageStore(blobs: Store): MessageStore {
  return {
    async addNew(message) {
      // A repeat must not touch the marker: it would put a sent message back on the pending list.
      if (await blobs.getMetadata(messageKey(message.id))) return false;
      // The marker goes first: a crash between the two writes then leaves a marker the retry job
      // tidies away, never a pending message that nothing would ever retry. Two copies racing past
      // the check may both write it; a marker beside a sent message is tidied away the same way.
      await blobs.set(pendingKey(message.id), message.receivedAt);
      return setJSONIfNew(blobs, messageKey(message.id), message);
    },

    async get(id) {
      return (await blobs.get(messageKey(id), { type: "json" })) as StoredContactMessage | null;
    },

    async update(message) {
      await blobs.setJSON(messageKey(message.id), message);
    },

    async recordSent(message) {
      await blobs.setJSON(messageKey(message.id), message);
      await blobs.delete(pendingKey(message.id));
    },

    async listPending() {
      const { blobs: markers } = await blobs.list({ prefix: PENDING_PREFIX });
      return Promise.all(
        markers.map(async ({ key }) => ({
          id: key.slice(PENDING_PREFIX.length),
          markedAt: (await blobs.get(key, { type: "text" })) ?? "",
        })),
      );
    },

    async clearPending(id) {
      await blobs.delete(pendingKey(id));
    },

    async addSpam(message) {
      return setJSONIfNew(blobs, spamKey(message.id), message);
    },

    async getSpam(id) {
      return (await blobs.get(spamKey(id), { type: "json" })) as StoredSpamMessage | null;
    },
  };
}
