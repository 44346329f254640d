/** How long to wait between delivery attempts of a message the mail server would not take. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A message being delivered is not due for anyone else until this has passed. It is far longer
 * than one delivery can take, so two workers never email the same message at once.
 */
export const DELIVERY_LEASE_MS = 2 * MINUTE;

const FIRST_RETRY_DELAY_MS = 5 * MINUTE;
const LONGEST_RETRY_DELAY_MS = 6 * HOUR;

/**
 * A message still undelivered after this long is overdue: the owner is alerted, because the reply
 * promise of 24 hours is at risk. It is still retried.
 */
export const OVERDUE_AFTER_MS = 12 * HOUR;

/**
 * A message still undelivered this long after its first attempt is failed for good: no more
 * retries, kept for the owner to read and resend once the mail setup is fixed. Counted from the
 * first attempt, not the arrival: a message stored while mail was not yet configured gets its
 * 48 hours once it is.
 */
export const GIVE_UP_AFTER_MS = 48 * HOUR;

/** Doubling backoff from five minutes, capped at six hours. */
export function retryDelayMs(failedAttempts: number): number {
  const doublings = Math.max(0, failedAttempts - 1);
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** doublings, LONGEST_RETRY_DELAY_MS);
}

export function isOverdue(receivedAt: Date, now: Date): boolean {
  return now.getTime() - receivedAt.getTime() >= OVERDUE_AFTER_MS;
}

/** The moment a message first attempted at `firstAttemptAt` stops being retried. */
export function giveUpAt(firstAttemptAt: Date): number {
  return firstAttemptAt.getTime() + GIVE_UP_AFTER_MS;
}

/**
 * The daily round, when the scheduled jobs read the database whatever the work signal says: the
 * retry job's run of the first ten minutes past midnight (UTC), the hour the cleanups run at
 * (`@daily`), so the database wakes once for all of them.
 */
export const isDailyRound = (now: Date) => now.getUTCHours() === 0 && now.getUTCMinutes() < 10;
