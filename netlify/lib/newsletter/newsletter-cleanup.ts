/**
 * The newsletter's daily housekeeping (a scheduled function):
 * - deletes pending subscriptions whose latest confirmation email is 7 days old: someone who never
 *   confirmed leaves nothing behind;
 * - tries again to tell the mailing-list provider of confirmations and unsubscribes it missed.
 * Confirmed subscribers and unsubscribe records are otherwise left as they are.
 */
import { describeError, type Logger } from "../common/logger";
import type { NewsletterProvider } from "./mailchimp";
import type { SubscriberStore } from "./subscriber-store";
import { addToProvider, removeFromProvider } from "./subscription-links";
import { CONFIRMATION_VALID_DAYS } from "./subscription-token";

export interface CleanupDependencies {
  subscribers: SubscriberStore;
  provider?: NewsletterProvider;
  now: () => Date;
  log: Logger;
}

export interface CleanupReport {
  deletedPending: number;
  providerRetried: number;
}

export const PENDING_KEPT_MS = CONFIRMATION_VALID_DAYS * 24 * 60 * 60 * 1000;

export async function cleanUpNewsletter(deps: CleanupDependencies): Promise<CleanupReport> {
  const report: CleanupReport = { deletedPending: 0, providerRetried: 0 };
  const cutoff = deps.now().getTime() - PENDING_KEPT_MS;
  for (const subscriber of await deps.subscribers.list()) {
    try {
      if (subscriber.status === "pending" && new Date(subscriber.confirmationSentAt ?? subscriber.subscribedAt).getTime() <= cutoff) {
        await deps.subscribers.remove(subscriber);
        report.deletedPending += 1;
      } else if (subscriber.status === "confirmed" && subscriber.providerSyncPending && deps.provider) {
        report.providerRetried += 1;
        await addToProvider(subscriber, deps);
      }
    } catch (error) {
      deps.log.error("newsletter-cleanup-entry-failed", { subscription: subscriber.id, error: describeError(error) });
    }
  }
  if (deps.provider) {
    for (const { addressKey, record } of await deps.subscribers.listUnsubscribed()) {
      if (!record.providerRemovalPending) continue;
      report.providerRetried += 1;
      await removeFromProvider(
        addressKey,
        { unsubscribedAt: record.unsubscribedAt, providerRemovalPending: record.providerRemovalPending },
        deps,
      );
    }
  }
  deps.log.info("newsletter-cleaned-up", { ...report });
  return report;
}
