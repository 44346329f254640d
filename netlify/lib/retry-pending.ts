/**
 * The scheduled retry of contact messages the mail server did not take. Each run emails the
 * messages that are due, oldest first, until one fails (the server is then most likely still
 * down, and the rest wait for the next run) or the run's time budget is spent. Nothing is ever
 * deleted; a message pending for too long is reported as an error on every run.
 *
 * Runs are 10 minutes apart and Netlify stops each after 30 seconds, so two never overlap; the
 * delivery lease keeps a run away from a message the contact function is still sending.
 */
import { attemptDelivery, type DeliveryDependencies } from "./contact-delivery";
import { describeError } from "./logger";
import type { StoredContactMessage } from "./message-store";
import { DELIVERY_LEASE_MS, isOverdue } from "./retry-policy";

export interface RetryDependencies extends DeliveryDependencies {
  /** Stop starting new deliveries after this long; Netlify stops a scheduled function at 30 s. */
  budgetMs: number;
}

export interface RetrySummary {
  sent: string[];
  stillPending: string[];
  overdue: string[];
}

export async function retryPendingMessages(deps: RetryDependencies): Promise<RetrySummary> {
  const startedAt = deps.now().getTime();
  const pending = await loadPendingMessages(deps);
  const summary: RetrySummary = { sent: [], stillPending: [], overdue: [] };

  if (deps.mailer.mode === "unconfigured") {
    summary.stillPending = pending.map(({ id }) => id);
    if (pending.length > 0) {
      deps.log.error("contact-mail-not-configured", {
        waiting: pending.length,
        action: "Set SMTP_URL (and CONTACT_FROM) for this site; the next run sends every waiting message.",
      });
    }
    return reportOverdue(pending, summary, deps);
  }

  const attemptTime = (message: StoredContactMessage) => Date.parse(message.nextAttemptAt ?? message.receivedAt);
  const due = pending.filter((message) => attemptTime(message) <= deps.now().getTime()).sort((a, b) => attemptTime(a) - attemptTime(b));
  const latest = new Map(pending.map((message) => [message.id, message]));
  let attempted = 0;
  for (const message of due) {
    if (deps.now().getTime() - startedAt >= deps.budgetMs) break;
    const leased = { ...message, nextAttemptAt: new Date(deps.now().getTime() + DELIVERY_LEASE_MS).toISOString() };
    await deps.messages.update(leased);
    attempted++;
    const result = await attemptDelivery(leased, deps);
    latest.set(message.id, result);
    if (result.status === "pending") break;
    summary.sent.push(message.id);
  }

  const remaining = [...latest.values()].filter(({ status }) => status === "pending");
  summary.stillPending = remaining.map(({ id }) => id);
  deps.log.info("contact-retry-run", { due: due.length, attempted, sent: summary.sent.length, stillPending: summary.stillPending.length });
  return reportOverdue(remaining, summary, deps);
}

/**
 * Reads every message on the pending list. Markers whose message is already sent, or was never
 * stored (its request failed between the two writes), are tidied away on the way.
 */
async function loadPendingMessages(deps: RetryDependencies): Promise<StoredContactMessage[]> {
  const markers = await deps.messages.listPending();
  const loaded = await Promise.all(
    markers.map(async (marker) => {
      try {
        const stored = await deps.messages.get(marker.id);
        const isAbandonedMarker = !stored && deps.now().getTime() - Date.parse(marker.markedAt) > DELIVERY_LEASE_MS;
        if (stored?.status === "sent" || isAbandonedMarker) {
          await deps.messages.clearPending(marker.id);
        }
        return stored?.status === "pending" ? stored : null;
      } catch (error) {
        deps.log.error("contact-message-unreadable", { id: marker.id, error: describeError(error) });
        return null;
      }
    }),
  );
  return loaded.filter((message): message is StoredContactMessage => message !== null);
}

function reportOverdue(pending: StoredContactMessage[], summary: RetrySummary, deps: RetryDependencies): RetrySummary {
  const now = deps.now();
  const overdue = pending.filter((message) => isOverdue(message.receivedAt, now));
  summary.overdue = overdue.map(({ id }) => id);
  for (const message of overdue) {
    deps.log.error("contact-message-overdue", {
      id: message.id,
      receivedAt: message.receivedAt,
      attempts: message.attempts,
      lastError: message.lastError,
      action: "Not yet in the inbox: check the mail settings, or read the message in Netlify Blobs (store contact-messages) and reply by hand.",
    });
  }
  return summary;
}
