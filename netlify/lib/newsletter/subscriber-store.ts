/**
 * Newsletter subscribers in Postgres, none with an address in a key:
 * - `subscribers`: one row per address, pending until confirmed, then confirmed;
 * - `subscription_ids`: which address each subscription id a link was signed with belongs to;
 * - `unsubscribes`: all that is left of someone who unsubscribed (the address key and a date, and
 *   the provider's member id while the provider has yet to archive it).
 * The address key is a SHA-256 of the trimmed, lower-cased address (the primary key): signing up
 * twice, at once or in any letter case, finds the same row. The daily job finds what it must act on
 * by partial indexes (unconfirmed by the day their email went out, the provider's missed updates),
 * never by reading every subscriber.
 */
import { createHash } from "node:crypto";
import type { SubscribeSource } from "../../../src/lib/subscribe-schema";
import { sql, type ExpressionBuilder, type Selectable } from "kysely";
import { deleteInBatches, rowsByKey, type Database, type Db, type Deletion } from "../common/database";
import type { Deadline } from "../common/time-budget";

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

export function subscriberKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

const isSubscriptionId = (id: string) => /^[A-Za-z0-9_-]{16,64}$/.test(id);

type SubscriberRow = Selectable<Database["subscribers"]>;
type UnsubscribeRow = Selectable<Database["unsubscribes"]>;

function subscriberOf(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    source: row.source as SubscribeSource,
    status: row.status,
    subscribedAt: row.subscribed_at.toISOString(),
    ...(row.confirmation_sent_at ? { confirmationSentAt: row.confirmation_sent_at.toISOString() } : {}),
    ...(row.confirmed_at ? { confirmedAt: row.confirmed_at.toISOString() } : {}),
    ...(row.provider_sync_pending ? { providerSyncPending: true } : {}),
    ...(row.held_as_spam_at ? { heldAsSpamAt: row.held_as_spam_at.toISOString() } : {}),
  };
}

const columnsOf = (subscriber: Subscriber) => ({
  email: subscriber.email,
  source: subscriber.source,
  status: subscriber.status,
  subscribed_at: subscriber.subscribedAt,
  confirmation_sent_at: subscriber.confirmationSentAt ?? null,
  confirmed_at: subscriber.confirmedAt ?? null,
  provider_sync_pending: subscriber.providerSyncPending ?? false,
  held_as_spam_at: subscriber.heldAsSpamAt ?? null,
});

export type SubscriberStore = ReturnType<typeof createSubscriberStore>;

export function createSubscriberStore(db: Db) {
  const subscribers = () => db.selectFrom("subscribers").selectAll();
  const one = async (addressKey: string) => {
    const row = await subscribers().where("address_key", "=", addressKey).executeTakeFirst();
    return row ? subscriberOf(row) : null;
  };

  return {
    /** Stores a new pending subscriber; false when the address already has an entry, which stays as it was. */
    async addNew(subscriber: Subscriber): Promise<boolean> {
      const addressKey = subscriberKey(subscriber.email);
      // One statement: the row and its id together, or neither when the address has one already.
      const added = await db
        .with("added", (db) =>
          db
            .insertInto("subscribers")
            .values({ address_key: addressKey, id: subscriber.id, ...columnsOf(subscriber) })
            .onConflict((conflict) => conflict.column("address_key").doNothing())
            .returning(["id", "address_key"]),
        )
        .insertInto("subscription_ids")
        .columns(["id", "address_key"])
        .expression((db) => db.selectFrom("added").select(["id", "address_key"]))
        .returning("id")
        .executeTakeFirst();
      return added !== undefined;
    },
    get: (email: string) => one(subscriberKey(email)),
    /** The subscriber a link's subscription id belongs to, with its address key. */
    async findById(id: string): Promise<{ addressKey: string; subscriber: Subscriber | null } | null> {
      if (!isSubscriptionId(id)) return null;
      const link = await db.selectFrom("subscription_ids").select("address_key").where("id", "=", id).executeTakeFirst();
      if (!link) return null;
      return { addressKey: link.address_key, subscriber: await one(link.address_key) };
    },
    /**
     * Takes the sending of a confirmation email for the pending sign-up of `email`: one statement,
     * true for one caller only, and only when none went out since `dueBefore` (or the last one was
     * held or forgotten). Two sign-ups at once send one email; a confirmation meanwhile sends none.
     */
    async claimConfirmationEmail(email: string, now: Date, dueBefore: Date): Promise<Subscriber | null> {
      const row = await db
        .updateTable("subscribers")
        .set({ confirmation_sent_at: now, held_as_spam_at: null })
        .where("address_key", "=", subscriberKey(email))
        .where("status", "=", "pending")
        .where((row) => row.or([row("confirmation_sent_at", "is", null), row("confirmation_sent_at", "<=", dueBefore)]))
        .returningAll()
        .executeTakeFirst();
      return row ? subscriberOf(row) : null;
    },
    /**
     * Gives back a claim whose email did not go out: held as spam (`heldAt`), or not sent, so the
     * next sign-up may send it. Only the claim made at `sentAt`, and only while still pending.
     */
    async releaseConfirmationEmail(id: string, sentAt: string, heldAt: Date | null = null): Promise<void> {
      await db
        .updateTable("subscribers")
        .set({ confirmation_sent_at: null, held_as_spam_at: heldAt })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .where("confirmation_sent_at", "=", new Date(sentAt))
        .execute();
    },
    /**
     * Confirms a pending subscription, for the one caller who did: in the same statement it is marked
     * for the mailing-list provider (cleared once the provider has it, so a confirmation is never
     * lost to a crash or an outage between the two) and the address's unsubscribe record goes.
     */
    async confirm(id: string, now: Date): Promise<Subscriber | null> {
      const row = await db
        .with("confirmed", (db) =>
          db
            .updateTable("subscribers")
            .set({ status: "confirmed", confirmed_at: now, provider_sync_pending: true })
            .where("id", "=", id)
            .where("status", "=", "pending")
            .returningAll(),
        )
        .with("cleared", (db) => db.deleteFrom("unsubscribes").where("address_key", "in", db.selectFrom("confirmed").select("address_key")))
        .selectFrom("confirmed")
        .selectAll()
        .executeTakeFirst();
      return row ? subscriberOf(row) : null;
    },
    /** The subscriber, while this confirmation of it still waits for the provider. */
    async wantsAddition(subscriber: Subscriber): Promise<boolean> {
      const row = await subscribers()
        .where("id", "=", subscriber.id)
        .where("status", "=", "confirmed")
        .where("confirmed_at", "=", new Date(subscriber.confirmedAt!))
        .where("provider_sync_pending", "=", true)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** The provider has this confirmation: true while it is still the subscription's (no unsubscribe crossed it). */
    async providerAdded(subscriber: Subscriber): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable("subscribers")
        .set({ provider_sync_pending: false })
        .where("id", "=", subscriber.id)
        .where("status", "=", "confirmed")
        .where("confirmed_at", "=", new Date(subscriber.confirmedAt!))
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },
    /** Marks the confirmed subscriber of an address for the provider again. */
    async providerAdditionPending(addressKey: string): Promise<Subscriber | null> {
      const row = await db
        .updateTable("subscribers")
        .set({ provider_sync_pending: true })
        .where("address_key", "=", addressKey)
        .where("status", "=", "confirmed")
        .returningAll()
        .executeTakeFirst();
      return row ? subscriberOf(row) : null;
    },
    /**
     * Removes the entry and keeps only the address key, the date and, while the provider has yet
     * to archive the member, its member id. The subscription id keeps pointing at the address key,
     * so an unsubscribe link from an older email still finds a later subscription of the address.
     */
    async unsubscribe(subscriber: Subscriber, record: UnsubscribeRecord): Promise<void> {
      const addressKey = subscriberKey(subscriber.email);
      await db
        .with("gone", (db) => db.deleteFrom("subscribers").where("address_key", "=", addressKey).returning("address_key"))
        .insertInto("unsubscribes")
        .values({
          address_key: addressKey,
          unsubscribed_at: record.unsubscribedAt,
          provider_removal_pending: record.providerRemovalPending ?? null,
        })
        .onConflict((conflict) =>
          conflict.column("address_key").doUpdateSet({
            unsubscribed_at: record.unsubscribedAt,
            provider_removal_pending: record.providerRemovalPending ?? null,
          }),
        )
        .execute();
    },
    /** Whether the unsubscribe of this address still waits for the provider to archive `memberId`. */
    async wantsRemoval(addressKey: string, memberId: string): Promise<boolean> {
      const row = await db
        .selectFrom("unsubscribes")
        .select("address_key")
        .where("address_key", "=", addressKey)
        .where("provider_removal_pending", "=", memberId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** The provider archived `memberId`: true while the address is still unsubscribed (no confirmation crossed it). */
    async providerRemoved(addressKey: string, memberId: string): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable("unsubscribes")
        .set({ provider_removal_pending: null })
        .where("address_key", "=", addressKey)
        .where("provider_removal_pending", "=", memberId)
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },
    /** Marks the unsubscribe of an address for the provider again, while the address is unsubscribed. */
    async providerRemovalPending(addressKey: string, memberId: string): Promise<void> {
      await db.updateTable("unsubscribes").set({ provider_removal_pending: memberId }).where("address_key", "=", addressKey).execute();
    },
    /** The unsubscribes the mailing-list provider has yet to hear of, a batch at a time. */
    async *pendingProviderRemovals(): AsyncIterable<{ addressKey: string; record: Required<UnsubscribeRecord> }> {
      const rows = rowsByKey<UnsubscribeRow>((after, limit) =>
        db
          .selectFrom("unsubscribes")
          .selectAll()
          .where("provider_removal_pending", "is not", null)
          .where("address_key", ">", after?.address_key ?? "")
          .orderBy("address_key")
          .limit(limit)
          .execute(),
      );
      for await (const row of rows)
        yield {
          addressKey: row.address_key,
          record: { unsubscribedAt: row.unsubscribed_at.toISOString(), providerRemovalPending: row.provider_removal_pending! },
        };
    },
    async unsubscribedRecord(email: string): Promise<UnsubscribeRecord | null> {
      const row = await db.selectFrom("unsubscribes").selectAll().where("address_key", "=", subscriberKey(email)).executeTakeFirst();
      if (!row) return null;
      return {
        unsubscribedAt: row.unsubscribed_at.toISOString(),
        ...(row.provider_removal_pending ? { providerRemovalPending: row.provider_removal_pending } : {}),
      };
    },
    /** The confirmed subscribers, in the order they confirmed, a batch at a time. */
    async *confirmed(): AsyncIterable<Subscriber> {
      const rows = rowsByKey<SubscriberRow>((after, limit) => {
        const query = subscribers().where("status", "=", "confirmed").orderBy("confirmed_at").orderBy("address_key").limit(limit);
        if (!after) return query.execute();
        return query
          .where((row) => row(row.refTuple("confirmed_at", "address_key"), ">", row.tuple(after.confirmed_at!, after.address_key)))
          .execute();
      });
      for await (const row of rows) yield subscriberOf(row);
    },
    /** Deletes pending entries whose confirmation email went out at or before `cutoff`, until `deadline`. */
    removeExpiredPending(cutoff: Date, deadline: Deadline): Promise<Deletion> {
      const expired = (row: ExpressionBuilder<Database, "subscribers">) =>
        row.and([row("status", "=", "pending"), row(row.fn.coalesce("confirmation_sent_at", "subscribed_at"), "<=", cutoff)]);
      return deleteInBatches(async (limit) => {
        // The rows and the ids their links were signed with go together, in one statement.
        const { removed } = await db
          .with("expired", (db) =>
            db
              .deleteFrom("subscribers")
              .where("address_key", "in", db.selectFrom("subscribers").select("address_key").where(expired).limit(limit))
              // Checked again on the row itself: one confirmed since the subquery read it stays.
              .where(expired)
              .returning("id"),
          )
          .with("links", (db) =>
            db
              .deleteFrom("subscription_ids")
              .where("id", "in", (db) => db.selectFrom("expired").select("id"))
              .returning("id"),
          )
          .selectFrom("expired")
          .select(sql<number>`count(*)::int`.as("removed"))
          .executeTakeFirstOrThrow();
        return removed;
      }, deadline);
    },
    /** The confirmed subscribers the mailing-list provider has yet to hear of, a batch at a time. */
    async *pendingProviderAdditions(): AsyncIterable<Subscriber> {
      const rows = rowsByKey<SubscriberRow>((after, limit) =>
        subscribers()
          .where("provider_sync_pending", "=", true)
          .where("status", "=", "confirmed")
          .where("address_key", ">", after?.address_key ?? "")
          .orderBy("address_key")
          .limit(limit)
          .execute(),
      );
      for await (const row of rows) yield subscriberOf(row);
    },
  };
}
