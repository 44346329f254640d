/**
 * One person's records, found and erased by their email address, and the record of the requests
 * the owner handled (the `data_requests` table). A data-modifying statement runs whole whether or
 * not its result is read, so the erase's parts need not be selected. A person is found:
 * - in `enquiries` (the inbox and the spam list) by their address in any letter case, through the
 *   index on `lower(email)`;
 * - in `subscribers`, `subscription_ids` and `unsubscribes` by the address's fingerprint (the
 *   SHA-256 of the trimmed, lower-cased address, the newsletter's key);
 * - in `spam_checks` by the references of those enquiries and subscriptions.
 * An erase is one statement: every row goes together, or none does, however many there are.
 */
import { domainToUnicode } from "node:url";
import { sql, type Expression, type Insertable, type Selectable, type SqlBool } from "kysely";
import { deleteDue, past, rowsByKey, type Database, type Db, type Deletion } from "../common/database";
import type { RecordCounts } from "../common/record-counts";
import { deadlineIn, type Deadline } from "../common/time-budget";
import type { Enquiry } from "../contact/message-store";
import { describeError, type Logger } from "../common/logger";
import { mailchimpSubscriberHash } from "../newsletter/mailchimp";
import { subscriberKey, type Subscriber, type Unsubscribe } from "../newsletter/subscriber-store";

export type { RecordCounts };

/** One person, as every table knows them. */
export interface Person {
  /** The address, trimmed, in lower case and with its domain in the form mail servers use. */
  address: string;
  /**
   * Every way the address may be stored, as typed: with its domain in that form, and in its own
   * script. Postgres lower-cases both sides of the comparison, by the same rules.
   */
  forms: string[];
  /** The newsletter's keys of those forms. */
  keys: string[];
  /** The fingerprint that stays after an erase and names the address in the request log. */
  fingerprint: string;
  /** Mailchimp's member ids of those forms. */
  mailchimpHashes: string[];
}

const unique = (values: string[]) => [...new Set(values)];

/** The person an address names; `address` is one the contact form's email rule accepted. */
export function personOf(address: string): Person {
  const at = address.lastIndexOf("@");
  const inOwnScript = domainToUnicode(address.slice(at + 1));
  const forms = unique([address, inOwnScript ? `${address.slice(0, at)}@${inOwnScript}` : address]);
  return {
    address: address.toLowerCase(),
    forms,
    keys: unique(forms.map(subscriberKey)),
    fingerprint: subscriberKey(address),
    mailchimpHashes: unique(forms.map(mailchimpSubscriberHash)),
  };
}

/** What the site keeps about one person: the enquiries newest first, all of them or the newest `limit` when a limit was asked. */
export interface Found {
  counts: RecordCounts;
  enquiries: Enquiry[];
  spamChecks: Array<Omit<Selectable<Database["spam_checks"]>, "id">>;
  subscribers: Array<Omit<Subscriber, "address_key" | "id">>;
  subscriptionIds: string[];
  unsubscribes: Array<Omit<Unsubscribe, "address_key">>;
}

export const recordsIn = (counts: RecordCounts) => Object.values(counts).reduce((total, count) => total + count, 0);

/** A request handled, under the address's fingerprint (`address_key`), never the address. */
export type HandledRequest = Selectable<Database["data_requests"]>;
export type RequestAction = HandledRequest["action"];

/** How long the record of a request is kept. */
export const REQUEST_LOG_KEPT_YEARS = 6;

export type DataRequestStore = ReturnType<typeof createDataRequestStore>;

export function createDataRequestStore(db: Db) {
  /** The person's enquiries, by the index on the lower-cased address. */
  const isTheirs = (person: Person): Expression<SqlBool> =>
    sql<SqlBool>`lower(email) IN (${sql.join(person.forms.map((form) => sql`lower(${form})`))})`;
  const enquiries = (person: Person) => db.selectFrom("enquiries").where(isTheirs(person));
  /** Every reference a spam check of theirs names: their enquiries' ids and their subscriptions' ids. */
  const references = (person: Person) =>
    enquiries(person)
      .select(sql<string>`id::text`.as("reference"))
      .union(db.selectFrom("subscription_ids").select("id as reference").where("address_key", "in", person.keys))
      .union(db.selectFrom("subscribers").select("id as reference").where("address_key", "in", person.keys));

  async function counts(person: Person): Promise<Pick<RecordCounts, "inbox" | "spam" | "spamChecks">> {
    const [mail, checks] = await Promise.all([
      enquiries(person)
        .select([
          sql<number>`count(*) FILTER (WHERE spam_reason IS NULL)::int`.as("inbox"),
          sql<number>`count(*) FILTER (WHERE spam_reason IS NOT NULL)::int`.as("spam"),
        ])
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("spam_checks")
        .select(sql<number>`count(*)::int`.as("spamChecks"))
        .where("reference", "in", references(person))
        .executeTakeFirstOrThrow(),
    ]);
    return { ...mail, ...checks };
  }

  return {
    /**
     * Everything kept about `person`: every row of every kind counted, and read, the enquiries up
     * to `limit` (newest first) when one is given. A handful of statements, each by an index.
     */
    async find(person: Person, { limit }: { limit?: number } = {}): Promise<Found> {
      const newestFirst = enquiries(person).selectAll().orderBy("received_at", "desc").orderBy("id", "desc");
      const [counted, rows, spamChecks, subscribers, links, unsubscribes] = await Promise.all([
        counts(person),
        limit === undefined ? newestFirst.execute() : newestFirst.limit(limit).execute(),
        db
          .selectFrom("spam_checks")
          .select(["checked_at", "outcome", "reference"])
          .where("reference", "in", references(person))
          .orderBy("checked_at", "desc")
          .orderBy("id", "desc")
          .execute(),
        db
          .selectFrom("subscribers")
          .select([
            "email",
            "source",
            "status",
            "subscribed_at",
            "confirmation_sent_at",
            "confirmed_at",
            "provider_sync_pending",
            "held_as_spam_at",
          ])
          .where("address_key", "in", person.keys)
          .execute(),
        db.selectFrom("subscription_ids").select("id").where("address_key", "in", person.keys).orderBy("id").execute(),
        db
          .selectFrom("unsubscribes")
          .select(["unsubscribed_at", "provider_removal_pending"])
          .where("address_key", "in", person.keys)
          .execute(),
      ]);
      return {
        counts: {
          ...counted,
          subscribers: subscribers.length,
          subscriptionIds: links.length,
          unsubscribes: unsubscribes.length,
        },
        enquiries: rows,
        spamChecks,
        subscribers,
        subscriptionIds: links.map(({ id }) => id),
        unsubscribes,
      };
    },

    /** The person's enquiries, newest first, a batch at a time by key (for a download of every one). */
    enquiriesOf: (person: Person) => rowsByKey(enquiries(person).selectAll(), ["received_at", "id"], { order: "desc" }),

    /**
     * Deletes every enquiry, spam entry, spam check, subscriber and subscription id of `person` in
     * one statement, and keeps their fingerprint as an unsubscribe record when they were ever on
     * the list (a subscriber here, an unsubscribe record already, or a member Mailchimp had), dated
     * `now` unless one was kept before. `providerErased`: Mailchimp deleted them permanently, so no
     * archiving is pending there any more. Answers how many rows of each kind went.
     */
    async erase(person: Person, now: Date, { wasAtProvider = false, providerErased = false } = {}): Promise<RecordCounts> {
      const key = person.fingerprint;
      const erased = await db
        .with("gone_enquiries", (db) => db.deleteFrom("enquiries").where(isTheirs(person)).returning(["id", "spam_reason"]))
        .with("gone_subscribers", (db) => db.deleteFrom("subscribers").where("address_key", "in", person.keys).returning("id"))
        .with("gone_links", (db) => db.deleteFrom("subscription_ids").where("address_key", "in", person.keys).returning("id"))
        .with("gone_checks", (db) =>
          db
            .deleteFrom("spam_checks")
            .where("reference", "in", (db) =>
              db
                .selectFrom("gone_enquiries")
                .select(sql<string>`id::text`.as("reference"))
                .union(db.selectFrom("gone_links").select("id as reference"))
                .union(db.selectFrom("gone_subscribers").select("id as reference")),
            )
            .returning("id"),
        )
        .with("kept", (db) =>
          db
            .insertInto("unsubscribes")
            .columns(["address_key", "unsubscribed_at", "provider_removal_pending"])
            .expression(
              db
                .selectNoFrom([
                  sql<string>`${key}`.as("address_key"),
                  sql<Date>`${now}::timestamptz`.as("unsubscribed_at"),
                  sql<null>`NULL`.as("provider_removal_pending"),
                ])
                .where((row) =>
                  row.or([
                    row.exists(row.selectFrom("gone_subscribers").select("id")),
                    row.exists(row.selectFrom("unsubscribes").select("address_key").where("address_key", "=", key)),
                    sql<SqlBool>`${wasAtProvider}::boolean`,
                  ]),
                ),
            )
            .onConflict((conflict) =>
              conflict.column("address_key").doUpdateSet((update) => ({
                // Someone who had signed up again since leaving leaves again now.
                unsubscribed_at: sql<Date>`CASE WHEN EXISTS (SELECT 1 FROM gone_subscribers) THEN ${update.ref("excluded.unsubscribed_at")} ELSE ${update.ref("unsubscribes.unsubscribed_at")} END`,
                provider_removal_pending: providerErased ? null : update.ref("unsubscribes.provider_removal_pending"),
              })),
            ),
        )
        .selectNoFrom((row) => [
          row
            .selectFrom("gone_enquiries")
            .select(sql<number>`count(*) FILTER (WHERE spam_reason IS NULL)::int`.as("n"))
            .as("inbox"),
          row
            .selectFrom("gone_enquiries")
            .select(sql<number>`count(*) FILTER (WHERE spam_reason IS NOT NULL)::int`.as("n"))
            .as("spam"),
          row
            .selectFrom("gone_checks")
            .select(sql<number>`count(*)::int`.as("n"))
            .as("spamChecks"),
          row
            .selectFrom("gone_subscribers")
            .select(sql<number>`count(*)::int`.as("n"))
            .as("subscribers"),
          row
            .selectFrom("gone_links")
            .select(sql<number>`count(*)::int`.as("n"))
            .as("subscriptionIds"),
        ])
        .executeTakeFirstOrThrow();
      return {
        inbox: erased.inbox ?? 0,
        spam: erased.spam ?? 0,
        spamChecks: erased.spamChecks ?? 0,
        subscribers: erased.subscribers ?? 0,
        subscriptionIds: erased.subscriptionIds ?? 0,
        unsubscribes: 0,
      };
    },

    /** Adds a request handled `now` about `person` to the record, under their fingerprint. */
    async record(person: Person, now: Date, request: Omit<Insertable<Database["data_requests"]>, "id" | "handled_at" | "address_key">) {
      await db
        .insertInto("data_requests")
        .values({ ...request, handled_at: now, address_key: person.fingerprint })
        .execute();
    },

    /**
     * The requests handled, newest first: `limit` of them, after the one `before` names (its time
     * and id), about one address when its `fingerprint` is given.
     */
    handled({ limit, before, fingerprint }: { limit: number; before?: Pick<HandledRequest, "handled_at" | "id">; fingerprint?: string }) {
      let query = db.selectFrom("data_requests").selectAll().orderBy("handled_at", "desc").orderBy("id", "desc").limit(limit);
      if (fingerprint) query = query.where("address_key", "=", fingerprint);
      return (before ? query.where(past(["handled_at", "id"], before, "desc")) : query).execute();
    },

    /** Deletes the record of requests handled more than REQUEST_LOG_KEPT_YEARS ago, a batch at a time until `deadline`. */
    removeOldRequests(now: Date, deadline: Deadline): Promise<Deletion> {
      const cutoff = new Date(now);
      cutoff.setUTCFullYear(cutoff.getUTCFullYear() - REQUEST_LOG_KEPT_YEARS);
      return deleteDue(db, "data_requests", (row) => row("handled_at", "<", cutoff), deadline);
    },
  };
}

export interface DataRequestsCleanupDependencies {
  records: Db;
  now: () => Date;
  log: Logger;
  /** Stop starting new batches after this long (real time). */
  budgetMs: number;
}

/** The daily job: deletes the record of requests handled more than REQUEST_LOG_KEPT_YEARS ago. */
export async function cleanUpDataRequests(deps: DataRequestsCleanupDependencies): Promise<Deletion> {
  try {
    const deletion = await createDataRequestStore(deps.records).removeOldRequests(deps.now(), deadlineIn(deps.budgetMs));
    deps.log.info("data-requests-cleaned-up", { ...deletion });
    return deletion;
  } catch (error) {
    deps.log.error("data-requests-cleanup-failed", { error: describeError(error) });
    return { removed: 0, finished: false };
  }
}
