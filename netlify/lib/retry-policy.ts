/** How long to wait between delivery attempts of a message the mail server would not take. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Bounds one SMTP conversation, so a slow mail server costs a visitor seconds, not minutes. */
export const MAIL_TIMEOUT_MS = 8_000;

/**
 * A message being delivered is not due for anyone else until this has passed. It is far longer
 * than one delivery can take, so two workers never email the same message at once.
 */
export const DELIVERY_LEASE_MS = 2 * MINUTE;

const FIRST_RETRY_DELAY_MS = 5 * MINUTE;
const LONGEST_RETRY_DELAY_MS = 6 * HOUR;

/**
 * A message still undelivered after this long is reported as an error on every run until someone
 * acts: by then the reply promise of 24 hours is at risk.
 */
export const OVERDUE_AFTER_MS = 12 * HOUR;

/** Doubling backoff from five minutes, capped at six hours; retries never stop, they only slow down. */
export function retryDelayMs(failedAttempts: number): number {
  const doublings = Math.max(0, failedAttempts - 1);
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** doublings, LONGEST_RETRY_DELAY_MS);
}

export function isOverdue(receivedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(receivedAt) >= OVERDUE_AFTER_MS;
}
