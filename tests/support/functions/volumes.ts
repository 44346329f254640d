/**
 * Stores filled to a volume, for the cleanup tests and the stores benchmark (scripts/bench-stores.ts):
 * spam entries and messages written through the message store, as the functions write them, and
 * the reviews' counting keys in their daily layout. Test-only; no function imports this file.
 */
import type { Store } from "@netlify/blobs";
import type { MessageStore, StoredContactMessage, StoredSpamMessage } from "../../../netlify/lib/contact/message-store";

const DAY_MS = 24 * 60 * 60 * 1000;
const WRITES_AT_ONCE = 50;

async function inBatches(count: number, write: (index: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += WRITES_AT_ONCE) {
    await Promise.all(Array.from({ length: Math.min(WRITES_AT_ONCE, count - start) }, (_, offset) => write(start + offset)));
  }
}

const fields = (index: number) => ({
  firstName: "Sam",
  lastName: `Sender ${index}`,
  email: `sender-${index}@example.com`,
  company: "Example Ltd",
  industry: "",
  projectType: "",
  message: `Message number ${index}, long enough to be a message.`,
});

const id = (kind: string, index: number) => `00000000-0000-4000-8000-${kind}${String(index).padStart(12 - kind.length, "0")}`;

/**
 * `count` honeypot-caught spam entries, the i-th put on the list `ageDays(i)` days before `now`;
 * their ids are numbered from `first`, so that two fills of one store do not collide.
 */
export async function fillSpam(
  messages: MessageStore,
  count: number,
  now: Date,
  ageDays: (index: number) => number,
  first = 0,
): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, index) => id("5", first + index));
  await inBatches(count, (index) => {
    const at = new Date(now.getTime() - ageDays(index) * DAY_MS - index).toISOString();
    const spam: StoredSpamMessage = {
      id: ids[index],
      receivedAt: at,
      reason: "honeypot",
      markedAt: at,
      honeypot: "https://spam.example",
      fields: fields(index),
    };
    return messages.addSpam(spam);
  });
  return ids;
}

/** `count` delivered messages, the i-th received `ageDays(i)` days before `now`. */
export async function fillMessages(
  messages: MessageStore,
  count: number,
  now: Date,
  ageDays: (index: number) => number,
  first = 0,
): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, index) => id("4", first + index));
  await inBatches(count, (index) => {
    const at = new Date(now.getTime() - ageDays(index) * DAY_MS - index).toISOString();
    return messages.addNew(sentMessage(ids[index], at, fields(index)));
  });
  return ids;
}

/** A message received at `at` and emailed at once. */
export const sentMessage = (id: string, at: string, sent: StoredContactMessage["fields"]): StoredContactMessage => ({
  id,
  receivedAt: at,
  status: "sent",
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  sentAt: at,
  fields: sent,
});

/** `count` of the reviews' counting keys (a visitor's slot each), spread over `days` and `hours` of each. */
export async function fillUsage(usage: Store, count: number, days: readonly string[], hours = 24): Promise<void> {
  await inBatches(count, (index) => {
    const hour = String(Math.floor(index / days.length) % hours).padStart(2, "0");
    return usage.setJSON(`visitors/${days[index % days.length]}/${hour}/${String(index).padStart(32, "0")}/1/x`, "visitor");
  });
}
