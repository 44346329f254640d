/**
 * Tables filled to a volume, for the cleanup tests and the stores benchmark (scripts/bench-stores.ts):
 * spam entries and messages written through the message store, as the functions write them, and,
 * for the benchmark's millions, the same rows made by the database itself (`generate_series`).
 * Test-only; no function imports this file.
 */
import { sql } from "kysely";
import type { Db } from "../../../netlify/lib/common/database";
import { fieldColumns, type ContactFields, type MessageStore, type NewEnquiry } from "../../../netlify/lib/contact/message-store";

const DAY_MS = 24 * 60 * 60 * 1000;
const WRITES_AT_ONCE = 50;

async function inBatches(count: number, write: (index: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += WRITES_AT_ONCE) {
    await Promise.all(Array.from({ length: Math.min(WRITES_AT_ONCE, count - start) }, (_, offset) => write(start + offset)));
  }
}

/** The fields of the i-th filler message. */
export const fillerFields = (index: number) => ({
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
 * their ids are numbered from `first`, so that two fills do not collide.
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
    const at = new Date(now.getTime() - ageDays(index) * DAY_MS - index);
    return messages.addSpam({
      id: ids[index],
      received_at: at,
      status: "pending",
      next_attempt_at: at,
      spam_reason: "honeypot",
      spam_marked_at: at,
      honeypot: "https://spam.example",
      ...fieldColumns(fillerFields(index)),
    });
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
    const at = new Date(now.getTime() - ageDays(index) * DAY_MS - index);
    return messages.add(sentMessage(ids[index], at, fillerFields(index)));
  });
  return ids;
}

/** A message received at `at` and emailed at once. */
export const sentMessage = (id: string, at: Date, fields: ContactFields): NewEnquiry => ({
  id,
  received_at: at,
  status: "sent",
  attempts: 1,
  sent_at: at,
  ...fieldColumns(fields),
});

/** Where a bulk fill's rows come from: a referring site and a campaign for some, as enquiries arrive. */
const BULK_SOURCES = sql`(ARRAY[
  NULL,
  '{"page":"/contact"}',
  '{"page":"/contact","referrerHost":"www.google.com","landingPage":"/training-video-production-milton-keynes"}',
  '{"page":"/video-production-milton-keynes","referrerHost":"www.linkedin.com"}',
  '{"page":"/contact","campaign":{"source":"newsletter","medium":"email","campaign":"spring"}}',
  '{"page":"/blog","referrerHost":"www.example.org"}'
]::jsonb[])[1 + n % 6]`;

/**
 * `count` rows made by the database in one statement each 100,000: delivered messages (or spam, put
 * on the list when received) spread evenly over the `overDays` days before `now`, the newest first.
 */
export async function bulkFill(db: Db, kind: "messages" | "spam", count: number, now: Date, overDays: number, first = 0): Promise<void> {
  const spam = kind === "spam";
  for (let start = 0; start < count; start += 100_000) {
    const end = Math.min(count, start + 100_000) - 1;
    await sql`
      INSERT INTO enquiries (id, received_at, status, attempts, next_attempt_at, sent_at, first_name, last_name, email, company,
        industry, project_type, message, source, spam_reason, spam_marked_at, honeypot)
      SELECT
        (${spam ? "00000000-0000-4000-9000-" : "00000000-0000-4000-a000-"} || lpad((${first} + n)::text, 12, '0'))::uuid,
        at, ${spam ? "pending" : "sent"}, ${spam ? 0 : 1}, ${spam ? sql`at` : sql`NULL`}, ${spam ? sql`NULL` : sql`at`},
        'Sam', 'Sender ' || n, 'sender-' || n || '@example.com', 'Example Ltd', '', '',
        'Message number ' || n || ', long enough to be a message.', ${BULK_SOURCES},
        ${spam ? "honeypot" : null}, ${spam ? sql`at` : sql`NULL`}, ${spam ? "https://spam.example" : null}
      FROM generate_series(${start}::int, ${end}::int) AS n,
        LATERAL (SELECT ${now}::timestamptz - (n::float8 / ${count}::float8) * ${overDays}::float8 * interval '1 day' AS at) AS arrival`.execute(
      db,
    );
  }
}

/** `count` of the reviews' visitor counts, spread over `days` and the hours of each, made by the database. */
export async function fillUsage(db: Db, count: number, days: readonly string[], first = 0): Promise<void> {
  await sql`
    INSERT INTO reviews_visitors (day, hour, visitor, calls)
    SELECT (${sql.val(days)}::date[])[1 + n % ${days.length}], (n / ${days.length}) % 24, md5(n::text), 1
    FROM generate_series(${first}::int, ${first + count - 1}::int) AS n`.execute(db);
}
