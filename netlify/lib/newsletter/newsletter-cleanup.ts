/**
 * The newsletter's daily housekeeping (a scheduled function):
 * - deletes pending subscriptions whose latest confirmation email is 7 days old: someone who never
 *   confirmed leaves nothing behind. A batch at a time by the index of unconfirmed sign-ups, and no
 *   new batch once the run's budget is spent;
 * - tries again to tell the mailing-list provider of confirmations and unsubscribes it missed,
 *   found by their partial indexes, not by reading every subscriber or unsubscribe record.
 * Confirmed subscribers and unsubscribe records are otherwise left as they are.
 */
import { describeError, type Logger } from "../common/logger";
import { deadlineIn, isPast } from "../common/time-budget";
import type { NewsletterProvider } from "./mailchimp";
import type { SubscriberStore } from "./subscriber-store";
import { addToProvider, removeFromProvider } from "./subscription-links";
import { CONFIRMATION_VALID_DAYS } from "./subscription-token";

export interface CleanupDependencies {
  subscribers: SubscriberStore;
  provider?: NewsletterProvider;
  now: () => Date;
  log: Logger;
  /** Stop starting new work after this long (real time); 20 s when not given. */
  budgetMs?: number;
}

export interface CleanupReport {
  deletedPending: number;
  /** Whether no expired sign-up is left for the next run. */
  finished: boolean;
  providerRetried: number;
}

export const PENDING_KEPT_MS = CONFIRMATION_VALID_DAYS * 24 * 60 * 60 * 1000;

export async function cleanUpNewsletter(deps: CleanupDependencies): Promise<CleanupReport> {
  const deadline = deadlineIn(deps.budgetMs ?? 20_000);
  const report: CleanupReport = { deletedPending: 0, finished: true, providerRetried: 0 };
  const cutoff = new Date(deps.now().getTime() - PENDING_KEPT_MS);
  try {
    const pending = await deps.subscribers.removeExpiredPending(cutoff, deadline);
    report.deletedPending = pending.removed;
    report.finished = pending.finished;
  } catch (error) {
    report.finished = false;
    deps.log.error("newsletter-cleanup-pending-failed", { error: describeError(error) });
  }
  if (deps.provider) {
    // A batch at a time, so a backlog after a long outage is worked through over several runs. Each
    // one is asked of the provider only while its row still wants it: someone who unsubscribed (or
    // confirmed again) since the batch was read is not sent back the other way.
    for await (const subscriber of deps.subscribers.pendingProviderAdditions()) {
      if (isPast(deadline)) break;
      try {
        if (!(await deps.subscribers.wantsAddition(subscriber))) continue;
        report.providerRetried += 1;
        await addToProvider(subscriber, deps);
      } catch (error) {
        deps.log.error("newsletter-cleanup-entry-failed", { subscription: subscriber.id, error: describeError(error) });
      }
    }
    for await (const { address_key, provider_removal_pending } of deps.subscribers.pendingProviderRemovals()) {
      if (isPast(deadline)) break;
      try {
        if (!(await deps.subscribers.wantsRemoval(address_key, provider_removal_pending!))) continue;
        report.providerRetried += 1;
        await removeFromProvider(address_key, provider_removal_pending!, deps);
      } catch (error) {
        deps.log.error("newsletter-cleanup-entry-failed", { error: describeError(error) });
      }
    }
  }
  deps.log.info("newsletter-cleaned-up", { ...report });
  return report;
}
