/**
 * Contact messages in Netlify Blobs. Each message lives at `messages/<id>` for good, unless it is
 * moved to the spam list (by the spam filter or the owner), where it is kept 30 days: nothing else
 * here deletes a message. Small markers list the messages someone must act on, with what the retry job,
 * the alerts and the health check need written into the key itself, so they work from one listing
 * of keys and read a message only when they are about to send it:
 * - `pending/<due>/<received>/<id>`: still to be emailed; `due` is when the next attempt may start;
 * - `failed/<received>/<id>`: refused for good by the mail server, or never sent within 48 hours.
 * Times are milliseconds since 1970, zero-padded so that keys sort in time order.
 * Spam lives apart at `spam/<id>`.
 *
 * Only creation is conditional (`onlyIfNew`, atomic on Netlify). Later writes are plain: a message
 * is only written by whoever holds its delivery lease (see `nextAttemptAt`), and the local Blobs
 * emulation returns no ETags on reads, so compare-and-swap could not be relied on everywhere. A
 * marker that disagrees with its message (a crash between two writes) is put right by the retry
 * job when it meets it.
 */
import type { Store } from "@netlify/blobs";
import type { ContactMessage } from "../../../src/lib/contact-schema";
import type { EnquirySource } from "../../../src/lib/enquiry-source";
import { setJSONIfNew } from "../common/blobs";
import type { SpamSubmission, VisitorDetails } from "../common/spam-filter";

export const CONTACT_MESSAGES_STORE = "contact-messages";

export type ContactFields = Omit<ContactMessage, "submissionId" | "website">;

export type DeliveryStatus = "pending" | "sent" | "failed";

export interface StoredContactMessage {
  id: string;
  receivedAt: string;
  status: DeliveryStatus;
  /** Delivery attempts made so far, successful or not. */
  attempts: number;
  /**
   * When a pending message may next be attempted. Whoever attempts it first pushes this forward by
   * the delivery lease, so no one else tries meanwhile. Null once sent or failed.
   */
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  /** When it became failed, and why: `refused` (a 5xx answer) or `expired` (48 hours unsent). */
  failedAt?: string | null;
  failure?: "refused" | "expired" | null;
  fields: ContactFields;
  /** Where the enquiry came from, as far as it is known; absent on messages stored before it was recorded. */
  source?: EnquirySource;
  /**
   * The visitor's IP address, browser and Referer (the page the form was sent from), kept only while the spam filter is on:
   * Akismet asks for them again when the owner reports the message. Deleted with the message.
   */
  visitor?: VisitorDetails;
}

/** Why a message is on the spam list: its hidden spam-trap field was filled, Akismet said so, or the owner did. */
export type SpamReason = "honeypot" | "akismet" | "owner";

/** How long the spam list keeps a message, counted from when it was put there. */
export const SPAM_KEPT_DAYS = 30;

/**
 * A message kept out of the inbox. Bots fill every field, but so, now and then, does a browser's
 * autofill, and Akismet can be wrong too, so spam is kept apart (never emailed) rather than thrown
 * away, for the owner to look through and move back. Fields are kept as sent, cut to the form's
 * limits.
 */
export interface StoredSpamMessage {
  id: string;
  receivedAt: string;
  /** Absent on messages the honeypot caught before reasons were recorded. */
  reason?: SpamReason;
  /** When it was put on the spam list; absent before that was recorded (its arrival counts then). */
  markedAt?: string;
  /** What was in the hidden field, cut short: usually a URL a bot advertises. */
  honeypot?: string;
  /** Akismet's hint that this is blatant spam, safe to discard unread; shown, never acted on. */
  discard?: boolean;
  fields: Record<keyof ContactFields, string>;
  /** Kept so that a message moved to the inbox keeps where it came from. */
  source?: EnquirySource;
  visitor?: VisitorDetails;
  /** Set when the owner marked a message already emailed: moved back, it is not emailed again. */
  emailed?: { sentAt: string; attempts: number };
}

/**
 * A stored message as the spam list keeps it, put there now for `reason`. One that had been emailed
 * says so, so that moving it back does not email it again.
 */
export function asSpam(message: StoredContactMessage, reason: "akismet" | "owner", now: Date): StoredSpamMessage {
  const { id, receivedAt, fields, source, visitor, status, sentAt, attempts } = message;
  return {
    id,
    receivedAt,
    reason,
    markedAt: now.toISOString(),
    fields,
    source,
    visitor,
    ...(status === "sent" && sentAt ? { emailed: { sentAt, attempts } } : {}),
  };
}

/** A message as the spam filter checks it and reports it, the same from the inbox and from the spam list. */
export function spamSubmissionOf(message: StoredContactMessage | StoredSpamMessage): SpamSubmission {
  const { id, receivedAt, fields, source, visitor } = message;
  return {
    form: "contact",
    id,
    receivedAt,
    name: `${fields.firstName} ${fields.lastName}`.trim(),
    email: fields.email,
    message: fields.message,
    page: source?.page,
    visitor,
  };
}

export interface ListMarker {
  key: string;
  id: string;
  /** When the message was received, ms; 0 for a marker written before times were kept in keys. */
  receivedAt: number;
}

export interface PendingMarker extends ListMarker {
  /** When the next attempt may start, ms. */
  dueAt: number;
}

export const PENDING_PREFIX = "pending/";
export const FAILED_PREFIX = "failed/";
export const SPAM_PREFIX = "spam/";
const MESSAGE_PREFIX = "messages/";

const messageKey = (id: string) => `${MESSAGE_PREFIX}${id}`;
const spamKey = (id: string) => `${SPAM_PREFIX}${id}`;
const time = (ms: number) => String(Math.max(0, ms)).padStart(15, "0");

/** The list marker a message in this state should have, or null when it needs none (sent). */
export function markerKeyOf(message: StoredContactMessage): string | null {
  const received = Date.parse(message.receivedAt);
  if (message.status === "pending")
    return `${PENDING_PREFIX}${time(Date.parse(message.nextAttemptAt ?? message.receivedAt))}/${time(received)}/${message.id}`;
  if (message.status === "failed") return `${FAILED_PREFIX}${time(received)}/${message.id}`;
  return null;
}

function parsePending(key: string): PendingMarker {
  const parts = key.slice(PENDING_PREFIX.length).split("/");
  // `pending/<id>`, as markers were first written: due at once, so the retry job rewrites it.
  if (parts.length === 1) return { key, id: parts[0], dueAt: 0, receivedAt: 0 };
  return { key, dueAt: Number(parts[0]), receivedAt: Number(parts[1]), id: parts[2] };
}

function parseFailed(key: string): ListMarker {
  const [received, id] = key.slice(FAILED_PREFIX.length).split("/");
  return { key, id, receivedAt: Number(received) };
}

export interface MessageStore {
  /**
   * Stores a new message and lists it as pending. Returns false when a message with this id already
   * exists, in which case nothing changes: storing twice is a no-op.
   */
  addNew(message: StoredContactMessage): Promise<boolean>;
  get(id: string): Promise<StoredContactMessage | null>;
  /**
   * Records a new state of a message: its record, then its list marker moved from where the
   * `previous` state had it to where the new state needs it.
   */
  save(message: StoredContactMessage, previous: StoredContactMessage): Promise<void>;
  /** The pending list, soonest due first; keys only, no message is read. */
  listPending(): Promise<PendingMarker[]>;
  /** The failed list, oldest first; keys only. */
  listFailed(): Promise<ListMarker[]>;
  /** Takes one marker away (a duplicate, or one whose message was never stored). */
  removeMarker(key: string): Promise<void>;
  /** Writes the marker the message's state needs and takes away `staleKey`. */
  repairMarker(message: StoredContactMessage, staleKey: string): Promise<void>;
  /** Every stored message, newest first. */
  listMessages(): Promise<StoredContactMessage[]>;
  /** Keeps a honeypot-caught message on the spam list; false when one with this id is already there. */
  addSpam(message: StoredSpamMessage): Promise<boolean>;
  getSpam(id: string): Promise<StoredSpamMessage | null>;
  /** The spam list, newest first. */
  listSpam(): Promise<StoredSpamMessage[]>;
  /** Takes a message off the spam list, once it has been promoted to a real message. */
  removeSpam(id: string): Promise<void>;
  /**
   * Puts a stored message on the spam list, then takes it and its list marker away: a crash in
   * between leaves it in both places, never in neither.
   */
  moveToSpam(message: StoredContactMessage, spam: StoredSpamMessage): Promise<void>;
}

/** Reads many blobs a few at a time, so a long list does not open hundreds of requests at once. */
async function readAll<T>(blobs: Store, keys: string[]): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < keys.length; start += 20) {
    const batch = await Promise.all(keys.slice(start, start + 20).map((key) => blobs.get(key, { type: "json" }) as Promise<T | null>));
    results.push(...batch.filter((item): item is Awaited<T> => item !== null));
  }
  return results;
}

const newestFirst = (a: { receivedAt: string }, b: { receivedAt: string }) => b.receivedAt.localeCompare(a.receivedAt);

export function createMessageStore(blobs: Store): MessageStore {
  const listKeys = async (prefix: string) => (await blobs.list({ prefix })).blobs.map(({ key }) => key);

  return {
    async addNew(message) {
      // A repeat must not touch the markers: it would put a sent message back on the pending list.
      if (await blobs.getMetadata(messageKey(message.id))) return false;
      // The marker goes first: a crash between the two writes then leaves a marker the retry job
      // tidies away, never a pending message that nothing would ever retry.
      const marker = markerKeyOf(message);
      if (marker) await blobs.set(marker, "");
      return setJSONIfNew(blobs, messageKey(message.id), message);
    },

    async get(id) {
      return (await blobs.get(messageKey(id), { type: "json" })) as StoredContactMessage | null;
    },

    async save(message, previous) {
      await blobs.setJSON(messageKey(message.id), message);
      const marker = markerKeyOf(message);
      const previousMarker = markerKeyOf(previous);
      if (marker && marker !== previousMarker) await blobs.set(marker, "");
      if (previousMarker && previousMarker !== marker) await blobs.delete(previousMarker);
    },

    async listPending() {
      return (await listKeys(PENDING_PREFIX)).map(parsePending).sort((a, b) => a.dueAt - b.dueAt || a.receivedAt - b.receivedAt);
    },

    async listFailed() {
      return (await listKeys(FAILED_PREFIX)).map(parseFailed).sort((a, b) => a.receivedAt - b.receivedAt);
    },

    async removeMarker(key) {
      await blobs.delete(key);
    },

    async repairMarker(message, staleKey) {
      const marker = markerKeyOf(message);
      if (marker && marker !== staleKey) await blobs.set(marker, "");
      if (marker !== staleKey) await blobs.delete(staleKey);
    },

    async listMessages() {
      return (await readAll<StoredContactMessage>(blobs, await listKeys(MESSAGE_PREFIX))).sort(newestFirst);
    },

    async addSpam(message) {
      return setJSONIfNew(blobs, spamKey(message.id), message);
    },

    async getSpam(id) {
      return (await blobs.get(spamKey(id), { type: "json" })) as StoredSpamMessage | null;
    },

    async listSpam() {
      return (await readAll<StoredSpamMessage>(blobs, await listKeys(SPAM_PREFIX))).sort(newestFirst);
    },

    async removeSpam(id) {
      await blobs.delete(spamKey(id));
    },

    async moveToSpam(message, spam) {
      await blobs.setJSON(spamKey(spam.id), spam);
      const marker = markerKeyOf(message);
      if (marker) await blobs.delete(marker);
      await blobs.delete(messageKey(message.id));
    },
  };
}
