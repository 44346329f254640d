/**
 * Newsletter subscribers in Postgres, none with an address in a key:
 * - `subscribers`: one row per address, pending until confirmed;
 * - `subscription_ids`: which address each subscription id a link was signed with belongs to;
 * - `unsubscribes`: all that is left of someone who unsubscribed (the address key, a date, and the
 *   provider's member id while the provider has yet to archive it).
 * The address key is a SHA-256 of the trimmed, lower-cased address: signing up twice, at once or in
 * any letter case, finds the same row. Each change is one statement that names the state it
 * changes, so an unsubscribe and the daily job's call to the provider never undo each other unseen.
 */
import { createHash } from "node:crypto";
import { sql, type ExpressionBuilder, type Selectable } from "kysely";
import { changed, deleteDue, found, rowsByKey, type Database, type Db, type Deletion } from "../common/database";
import type { Deadline } from "../common/time-budget";

export type Subscriber = Selectable<Database["subscribers"]>;
export type Unsubscribe = Selectable<Database["unsubscribes"]>;

export const subscriberKey = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

const isSubscriptionId = (id: string) => /^[A-Za-z0-9_-]{16,64}$/.test(id);

export type SubscriberStore = ReturnType<typeof createSubscriberStore>;

export function createSubscriberStore(db: Db) {
  const subscribers = () => db.selectFrom("subscribers").selectAll();
  /** An update of the subscriber rows in `status` (the state it changes). */
  const updateWhen = (status: Subscriber["status"]) => db.updateTable("subscribers").where("status", "=", status);
  const one = (addressKey: string) => subscribers().where("address_key", "=", addressKey).executeTakeFirst();
  /** The subscriber's row while this confirmation of it is the row's (no unsubscribe and sign-up crossed it). */
  const confirmation = (subscriber: Subscriber) => (row: ExpressionBuilder<Database, "subscribers">) =>
    row.and([row("id", "=", subscriber.id), row("status", "=", "confirmed"), row("confirmed_at", "=", subscriber.confirmed_at)]);
  const removal = (addressKey: string, memberId: string) => (row: ExpressionBuilder<Database, "unsubscribes">) =>
    row.and([row("address_key", "=", addressKey), row("provider_removal_pending", "=", memberId)]);

  return {
    /** Stores a new pending subscriber, its confirmation email going out `now`; undefined when the address has an entry, left as it was. */
    addNew: ({ id, email, source }: Pick<Subscriber, "id" | "email" | "source">, now: Date) =>
      db
        .with("added", (db) =>
          db
            .insertInto("subscribers")
            .values({
              address_key: subscriberKey(email),
              id,
              email,
              source,
              status: "pending",
              subscribed_at: now,
              confirmation_sent_at: now,
            })
            .onConflict((conflict) => conflict.column("address_key").doNothing())
            .returningAll(),
        )
        .with("link", (db) =>
          db
            .insertInto("subscription_ids")
            .columns(["id", "address_key"])
            .expression(db.selectFrom("added").select(["id", "address_key"])),
        )
        .selectFrom("added")
        .selectAll()
        .executeTakeFirst(),

    get: (email: string) => one(subscriberKey(email)),

    /** The subscriber a link's subscription id belongs to, with its address key. */
    async findById(id: string): Promise<{ addressKey: string; subscriber: Subscriber | undefined } | null> {
      if (!isSubscriptionId(id)) return null;
      const link = await db.selectFrom("subscription_ids").select("address_key").where("id", "=", id).executeTakeFirst();
      return link ? { addressKey: link.address_key, subscriber: await one(link.address_key) } : null;
    },

    /**
     * Takes the sending of a confirmation email for the pending sign-up of `email`: one statement,
     * for one caller only, and only when none went out since `dueBefore` (or the last one was held or
     * forgotten). Two sign-ups at once send one email; a confirmation meanwhile sends none.
     */
    claimConfirmationEmail: (email: string, now: Date, dueBefore: Date) =>
      updateWhen("pending")
        .set({ confirmation_sent_at: now, held_as_spam_at: null })
        .where("address_key", "=", subscriberKey(email))
        .where((row) => row.or([row("confirmation_sent_at", "is", null), row("confirmation_sent_at", "<=", dueBefore)]))
        .returningAll()
        .executeTakeFirst(),

    /**
     * Gives back the claim of a confirmation email that did not go out, held as spam (`heldAt`) or
     * not sent, so the next sign-up may send it: only that claim, and only while still pending.
     */
    releaseConfirmationEmail: (subscriber: Subscriber, heldAt: Date | null = null) =>
      updateWhen("pending")
        .set({ confirmation_sent_at: null, held_as_spam_at: heldAt })
        .where("id", "=", subscriber.id)
        .where("confirmation_sent_at", "=", subscriber.confirmation_sent_at)
        .execute(),

    /**
     * Confirms a pending subscription, for the one caller who did: in the same statement it is marked
     * for the mailing-list provider (cleared once the provider has it, so a confirmation is never
     * lost to a crash or an outage between the two) and the address's unsubscribe record goes.
     */
    confirm: (id: string, now: Date) =>
      db
        .with("confirmed", () =>
          updateWhen("pending")
            .set({ status: "confirmed", confirmed_at: now, provider_sync_pending: true })
            .where("id", "=", id)
            .returningAll(),
        )
        .with("cleared", (db) => db.deleteFrom("unsubscribes").where("address_key", "in", db.selectFrom("confirmed").select("address_key")))
        .selectFrom("confirmed")
        .selectAll()
        .executeTakeFirst(),

    /** Whether this confirmation still waits for the provider. */
    wantsAddition: (subscriber: Subscriber) =>
      found(db.selectFrom("subscribers").select("id").where(confirmation(subscriber)).where("provider_sync_pending", "=", true)),
    /** The provider has this confirmation: true while it is still the subscription's. */
    providerAdded: (subscriber: Subscriber) =>
      changed(db.updateTable("subscribers").set({ provider_sync_pending: false }).where(confirmation(subscriber))),
    /** Marks the confirmed subscriber of an address for the provider again. */
    providerAdditionPending: (addressKey: string) =>
      updateWhen("confirmed").set({ provider_sync_pending: true }).where("address_key", "=", addressKey).returningAll().executeTakeFirst(),

    /**
     * Removes the entry and keeps only the address key, `now` and, while the provider has yet to
     * archive the member, its member id. The subscription id keeps pointing at the address key, so
     * an unsubscribe link from an older email still finds a later subscription of the address.
     */
    async unsubscribe(subscriber: Subscriber, now: Date, providerRemovalPending: string | null): Promise<void> {
      const record = { unsubscribed_at: now, provider_removal_pending: providerRemovalPending };
      await db
        .with("gone", (db) => db.deleteFrom("subscribers").where("address_key", "=", subscriber.address_key).returning("address_key"))
        .insertInto("unsubscribes")
        .values({ address_key: subscriber.address_key, ...record })
        .onConflict((conflict) => conflict.column("address_key").doUpdateSet(record))
        .execute();
    },

    /** Whether the unsubscribe of this address still waits for the provider to archive `memberId`. */
    wantsRemoval: (addressKey: string, memberId: string) =>
      found(db.selectFrom("unsubscribes").select("address_key").where(removal(addressKey, memberId))),
    /** The provider archived `memberId`: true while the address is still unsubscribed (no confirmation crossed it). */
    providerRemoved: (addressKey: string, memberId: string) =>
      changed(db.updateTable("unsubscribes").set({ provider_removal_pending: null }).where(removal(addressKey, memberId))),
    /** Marks the unsubscribe of an address for the provider again, while the address is unsubscribed. */
    providerRemovalPending: (addressKey: string, memberId: string) =>
      changed(db.updateTable("unsubscribes").set({ provider_removal_pending: memberId }).where("address_key", "=", addressKey)),

    unsubscribedRecord: (email: string) =>
      db.selectFrom("unsubscribes").selectAll().where("address_key", "=", subscriberKey(email)).executeTakeFirst(),

    /** The confirmed subscribers, in the order they confirmed, a batch at a time. */
    confirmed: () => rowsByKey(subscribers().where("status", "=", "confirmed"), ["confirmed_at", "address_key"]),
    /** The confirmed subscribers the mailing-list provider has yet to hear of, a batch at a time. */
    pendingProviderAdditions: () =>
      rowsByKey(subscribers().where("provider_sync_pending", "=", true).where("status", "=", "confirmed"), ["address_key"]),
    /** The unsubscribes the mailing-list provider has yet to hear of, a batch at a time. */
    pendingProviderRemovals: () =>
      rowsByKey(db.selectFrom("unsubscribes").selectAll().where("provider_removal_pending", "is not", null), ["address_key"]),

    /** Deletes pending entries whose confirmation email went out at or before `cutoff`, with their links' ids, until `deadline`. */
    removeExpiredPending: (cutoff: Date, deadline: Deadline): Promise<Deletion> =>
      deleteDue(
        db,
        "subscribers",
        (row) => row("status", "=", "pending").and(row.fn.coalesce("confirmation_sent_at", "subscribed_at"), "<=", cutoff),
        deadline,
        { key: sql`address_key`, also: sql`, links AS (DELETE FROM subscription_ids WHERE id IN (SELECT id FROM gone))` },
      ),
  };
}
