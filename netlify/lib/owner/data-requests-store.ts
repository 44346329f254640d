/**
 * One person's records, found and erased by their email address, and the record of the requests
 * the owner handled (the `data_requests` table). A data-modifying statement runs whole whether or
 * not its result is read, so the erase's parts need not be selected. A person is found:
 * - in `enquiries` (the inbox and the spam list) by their address in any letter case, through the
 *   index on `lower(email)`;
 * - in `subscribers`, `subscription_ids` and `unsubscribes` by the address's fingerprint (the
 *   SHA-256 of the trimmed, lower-cased address, the newsletter's key);
 * - in `spam_checks` by the references of those enquiries and subscriptions.
 * An erase is one statement: every row goes together, or none does, however many there are, and
 * the same statement settles the request's record, written before the erase began as pending: no
 * erase is ever unrecorded, and no record claims an erase that did not happen.
 *
 * The request log names the address by its fingerprint: an HMAC-SHA-256 of the trimmed,
 * lower-cased address under DATA_REQUESTS_SECRET, a key the site holds and the table does not, so
 * whoever has the table alone cannot test a guessed address against it.
 */
import { createHmac } from "node:crypto";
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
  /** The newsletter's key of the address, under which an unsubscribe record is kept after an erase. */
  key: string;
  /** The request log's name for the address: keyed with the site's secret (DATA_REQUESTS_SECRET). */
  fingerprint: string;
  /** Mailchimp's member ids of those forms. */
  mailchimpHashes: string[];
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * What names addresses in the request log where DATA_REQUESTS_SECRET is not set: locally and in
 * the tests. A deploy to production without the variable does not open the page.
 */
export const LOCAL_DATA_REQUESTS_SECRET = "local only: not the key of any deploy";

/** The request log's fingerprint of an address: HMAC-SHA-256 under `secret`, of the trimmed, lower-cased address. */
export const requestFingerprint = (address: string, secret: string) =>
  createHmac("sha256", secret).update(address.trim().toLowerCase(), "utf8").digest("hex");

/** The person an address names; `address` is one the contact form's email rule accepted. */
export function personOf(address: string, secret: string): Person {
  const at = address.lastIndexOf("@");
  const inOwnScript = domainToUnicode(address.slice(at + 1));
  const forms = unique([address, inOwnScript ? `${address.slice(0, at)}@${inOwnScript}` : address]);
  return {
    address: address.toLowerCase(),
    forms,
    keys: unique(forms.map(subscriberKey)),
    key: subscriberKey(address),
    fingerprint: requestFingerprint(address, secret),
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

const ZERO_COUNTS: RecordCounts = { inbox: 0, spam: 0, spamChecks: 0, subscribers: 0, subscriptionIds: 0, unsubscribes: 0 };

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
     * Deletes every enquiry, spam entry, spam check, subscriber and subscription id of `person`,
     * and the unsubscribe records kept under the address's other written forms, in one statement,
     * and keeps the newsletter's key of the address as an unsubscribe record when they were ever on
     * the list (a subscriber here, an unsubscribe record already, or a member Mailchimp had), dated
     * `now` unless one was kept before, with no Mailchimp member id pending (the site keeps no id
     * derived from the address but that key). The same statement settles the request `recorded`
     * (from `begin`) as done, with the counts and Mailchimp's part. Answers how many rows of each
     * kind went.
     */
    async erase(
      person: Person,
      now: Date,
      recorded: bigint,
      { wasAtProvider = false, mailchimp = null as string | null } = {},
    ): Promise<RecordCounts> {
      const key = person.key;
      const otherKeys = person.keys.filter((other) => other !== key);
      const erased = await db
        .with("gone_enquiries", (db) => db.deleteFrom("enquiries").where(isTheirs(person)).returning(["id", "spam_reason"]))
        .with("gone_subscribers", (db) => db.deleteFrom("subscribers").where("address_key", "in", person.keys).returning("id"))
        .with("gone_links", (db) => db.deleteFrom("subscription_ids").where("address_key", "in", person.keys).returning("id"))
        .with("gone_unsubscribes", (db) =>
          db
            .deleteFrom("unsubscribes")
            .where("address_key", "in", otherKeys.length ? otherKeys : [key])
            .where("address_key", "<>", key)
            .returning("address_key"),
        )
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
                    row.exists(row.selectFrom("unsubscribes").select("address_key").where("address_key", "in", person.keys)),
                    sql<SqlBool>`${wasAtProvider}::boolean`,
                  ]),
                ),
            )
            .onConflict((conflict) =>
              conflict.column("address_key").doUpdateSet((update) => ({
                // Someone who had signed up again since leaving leaves again now.
                unsubscribed_at: sql<Date>`CASE WHEN EXISTS (SELECT 1 FROM gone_subscribers) THEN ${update.ref("excluded.unsubscribed_at")} ELSE ${update.ref("unsubscribes.unsubscribed_at")} END`,
                provider_removal_pending: null,
              })),
            ),
        )
        .with("settled", (db) =>
          db
            .updateTable("data_requests")
            .set({
              outcome: "done",
              mailchimp,
              counts: sql<RecordCounts>`jsonb_build_object(
                'inbox', (SELECT count(*) FILTER (WHERE spam_reason IS NULL) FROM gone_enquiries),
                'spam', (SELECT count(*) FILTER (WHERE spam_reason IS NOT NULL) FROM gone_enquiries),
                'spamChecks', (SELECT count(*) FROM gone_checks),
                'subscribers', (SELECT count(*) FROM gone_subscribers),
                'subscriptionIds', (SELECT count(*) FROM gone_links),
                'unsubscribes', (SELECT count(*) FROM gone_unsubscribes))`,
            })
            .where("id", "=", recorded.toString())
            .where("outcome", "=", "pending")
            .returning("id"),
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
          row
            .selectFrom("gone_unsubscribes")
            .select(sql<number>`count(*)::int`.as("n"))
            .as("unsubscribes"),
          row
            .selectFrom("settled")
            .select(sql<number>`count(*)::int`.as("n"))
            .as("settled"),
        ])
        .executeTakeFirstOrThrow();
      // Its record was settled by another erase, or never begun: nothing of this one may stand unrecorded.
      if (erased.settled !== 1) throw new Error("The erase's record was not pending: the erase was undone");
      return {
        inbox: erased.inbox ?? 0,
        spam: erased.spam ?? 0,
        spamChecks: erased.spamChecks ?? 0,
        subscribers: erased.subscribers ?? 0,
        subscriptionIds: erased.subscriptionIds ?? 0,
        unsubscribes: erased.unsubscribes ?? 0,
      };
    },

    /** Records an erase of `person` begun `now`, as pending, before any of it is done; its id, for `erase` or `settle`. */
    async begin(person: Person, now: Date): Promise<bigint> {
      const { id } = await db
        .insertInto("data_requests")
        .values({
          action: "erase",
          handled_at: now,
          address_key: person.fingerprint,
          counts: ZERO_COUNTS,
          mailchimp: null,
          outcome: "pending",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return BigInt(id);
    },

    /** Settles a pending erase that stopped: how, what Mailchimp did, and what is still kept. */
    async settle(recorded: bigint, outcome: "mailchimp-failed" | "erase-failed", mailchimp: string | null, counts: RecordCounts) {
      await db
        .updateTable("data_requests")
        .set({ outcome, mailchimp, counts })
        .where("id", "=", recorded.toString())
        .where("outcome", "=", "pending")
        .execute();
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
