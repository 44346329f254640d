/**
 * One delivery attempt of a stored contact message, shared by the contact function (the first
 * attempt, while the visitor waits), the scheduled retry job (every later attempt) and the owner's
 * resend. Three outcomes: sent; failed for good (the mail server refused it with a 5xx answer, or
 * it is still unsent 48 hours after its first attempt); or pending with the time of the next attempt.
 */
import { composeContactEmail, type MailAddresses } from "./contact-email";
import { describeError, type Logger } from "../common/logger";
import type { Mailer } from "../common/mailer";
import type { Enquiry, MessageStore } from "./message-store";
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

/**
 * Emails a message whose delivery lease the caller holds and records the outcome, one statement
 * for it: its status now, or null, having sent nothing, when the message is no longer pending in
 * the inbox (the owner or Akismet put it on the spam list meanwhile).
 */
export async function attemptDelivery(leased: Pick<Enquiry, "id">, deps: DeliveryDependencies): Promise<Enquiry["status"] | null> {
  const { id } = leased;
  const message = await deps.messages.startAttempt(id, deps.now());
  if (!message) {
    deps.log.info("contact-delivery-skipped", { id, reason: "no longer pending in the inbox" });
    return null;
  }
  const attempts = message.attempts + 1;
  try {
    await deps.mailer.send(composeContactEmail(message, deps.addresses));
  } catch (error) {
    const now = deps.now();
    const lastError = describeError(error);
    const deadline = giveUpAt(message.first_attempt_at!);
    const failure = isPermanentRefusal(error) ? "refused" : now.getTime() >= deadline ? "expired" : null;
    if (failure) {
      deps.log.error("contact-message-failed", { id, attempts, failure, error: lastError });
      await deps.messages.markFailed(id, failure, now, { error: lastError });
      return "failed";
    }
    // The last retry falls exactly on the 48-hour mark, so a message is not left waiting past it.
    const nextAttemptAt = new Date(Math.min(now.getTime() + retryDelayMs(attempts), deadline));
    deps.log.warn("contact-message-delivery-failed", { id, attempts, nextAttemptAt: nextAttemptAt.toISOString(), error: lastError });
    await deps.messages.scheduleRetry(id, lastError, nextAttemptAt);
    return "pending";
  }
  try {
    await deps.messages.markSent(id, deps.now());
  } catch (error) {
    // The email is out, which is what the visitor and the company care about; the stale record
    // only means a later retry may send it again, under the same Message-ID.
    deps.log.error("contact-message-sent-but-not-recorded", { id, error: describeError(error) });
  }
  deps.log.info("contact-message-sent", { id, attempts });
  return "sent";
}
