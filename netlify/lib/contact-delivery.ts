/**
 * One delivery attempt of a stored contact message, shared by the contact function (the first
 * attempt, while the visitor waits) and the scheduled retry job (every later attempt).
 */
import { composeContactEmail, type MailAddresses } from "./contact-email";
import { describeError, type Logger } from "./logger";
import type { Mailer } from "./mailer";
import type { MessageStore, StoredContactMessage } from "./message-store";
import { retryDelayMs } from "./retry-policy";

export interface DeliveryDependencies {
  messages: MessageStore;
  mailer: Mailer;
  addresses: MailAddresses;
  now: () => Date;
  log: Logger;
}

/**
 * Emails a message whose delivery lease the caller holds, records the outcome and returns the
 * message as now stored: sent, or still pending with the time of the next attempt.
 */
export async function attemptDelivery(message: StoredContactMessage, deps: DeliveryDependencies): Promise<StoredContactMessage> {
  const attempts = message.attempts + 1;
  try {
    await deps.mailer.send(composeContactEmail(message, deps.addresses));
  } catch (error) {
    const nextAttemptAt = new Date(deps.now().getTime() + retryDelayMs(attempts)).toISOString();
    const failed: StoredContactMessage = { ...message, attempts, nextAttemptAt, lastError: describeError(error) };
    deps.log.warn("contact-message-delivery-failed", { id: message.id, attempts, nextAttemptAt, error: failed.lastError });
    await deps.messages.update(failed);
    return failed;
  }

  const sent: StoredContactMessage = { ...message, status: "sent", attempts, nextAttemptAt: null, lastError: null, sentAt: deps.now().toISOString() };
  try {
    await deps.messages.recordSent(sent);
  } catch (error) {
    // The email is out, which is what the visitor and the company care about; the stale record
    // only means a later retry may send it again, under the same Message-ID.
    deps.log.error("contact-message-sent-but-not-recorded", { id: message.id, error: describeError(error) });
  }
  deps.log.info("contact-message-sent", { id: message.id, attempts });
  return sent;
}
