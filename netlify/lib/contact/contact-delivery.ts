/**
 * One delivery attempt of a stored contact message, shared by the contact function (the first
 * attempt, while the visitor waits), the scheduled retry job (every later attempt) and the owner's
 * resend. Three outcomes: sent; failed for good (the mail server refused it with a 5xx answer, or
 * it is still unsent 48 hours after its first attempt); or pending with the time of the next attempt.
 */
import { composeContactEmail, type MailAddresses } from "./contact-email";
import { describeError, type Logger } from "../common/logger";
import type { Mailer } from "../common/mailer";
import type { MessageStore, StoredContactMessage } from "./message-store";
import { giveUpAt, retryDelayMs } from "./retry-policy";

export interface DeliveryDependencies {
  messages: MessageStore;
  mailer: Mailer;
  addresses: MailAddresses;
  now: () => Date;
  log: Logger;
}

/**
 * A 5xx reply is the mail server saying no for good (unknown recipient, sender not allowed, policy):
 * sending the same message again gets the same answer. A 4xx, a timeout or a dropped connection
 * may pass.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** The state of a message that will not be retried again. */
export function asFailed(
  message: StoredContactMessage,
  failure: "refused" | "expired",
  now: Date,
  lastError = message.lastError,
): StoredContactMessage {
  return { ...message, status: "failed", nextAttemptAt: null, failedAt: now.toISOString(), failure, lastError };
}

/**
 * Emails a message whose delivery lease the caller holds (`leased`, as stored), records the
 * outcome and returns the message as now stored; null, having sent nothing, when the message is no
 * longer pending in the inbox (the owner or Akismet put it on the spam list meanwhile).
 */
export async function attemptDelivery(leased: StoredContactMessage, deps: DeliveryDependencies): Promise<StoredContactMessage | null> {
  const startedAt = deps.now();
  if (!(await deps.messages.startAttempt(leased.id, startedAt))) {
    deps.log.info("contact-delivery-skipped", { id: leased.id, reason: "no longer pending in the inbox" });
    return null;
  }
  const attempts = leased.attempts + 1;
  const message = { ...leased, firstAttemptAt: leased.firstAttemptAt ?? startedAt.toISOString() };
  try {
    await deps.mailer.send(composeContactEmail(message, deps.addresses));
  } catch (error) {
    const now = deps.now();
    const lastError = describeError(error);
    const deadline = giveUpAt(message.firstAttemptAt);
    let next: StoredContactMessage;
    if (isPermanentRefusal(error)) {
      next = asFailed({ ...message, attempts }, "refused", now, lastError);
    } else if (now.getTime() >= deadline) {
      next = asFailed({ ...message, attempts }, "expired", now, lastError);
    } else {
      // The last retry falls exactly on the 48-hour mark, so a message is not left waiting past it.
      const nextAttemptAt = new Date(Math.min(now.getTime() + retryDelayMs(attempts), deadline)).toISOString();
      next = { ...message, attempts, nextAttemptAt, lastError };
    }
    if (next.status === "failed") {
      deps.log.error("contact-message-failed", { id: message.id, attempts, failure: next.failure, error: lastError });
    } else {
      deps.log.warn("contact-message-delivery-failed", { id: message.id, attempts, nextAttemptAt: next.nextAttemptAt, error: lastError });
    }
    await deps.messages.saveDelivery(next);
    return next;
  }

  const sent: StoredContactMessage = {
    ...message,
    status: "sent",
    attempts,
    nextAttemptAt: null,
    lastError: null,
    sentAt: deps.now().toISOString(),
    failedAt: null,
    failure: null,
  };
  try {
    await deps.messages.saveDelivery(sent);
  } catch (error) {
    // The email is out, which is what the visitor and the company care about; the stale record
    // only means a later retry may send it again, under the same Message-ID.
    deps.log.error("contact-message-sent-but-not-recorded", { id: message.id, error: describeError(error) });
  }
  deps.log.info("contact-message-sent", { id: message.id, attempts });
  return sent;
}
