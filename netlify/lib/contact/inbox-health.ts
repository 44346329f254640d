/**
 * How the contact inbox stands, counted by the database on the indexes of what waits: what the
 * health endpoint shows an uptime monitor and what the alerts count. Counts and ages only; ids
 * (random UUIDs) stay inside the functions.
 */
import type { AlertProblems } from "../common/alerts";
import type { MessageStore } from "./message-store";
import { OVERDUE_AFTER_MS } from "./retry-policy";

export interface InboxHealth {
  /** Stored and not yet emailed, still being retried (overdue ones included). */
  pending: number;
  /** Pending for more than 12 hours. */
  overdue: number;
  /** Refused for good by the mail server, or unsent after 48 hours of attempts: waiting for the owner (until dismissed). */
  failed: number;
  /** Minutes since the oldest message not yet emailed arrived; null when there is none. */
  oldestUndeliveredMinutes: number | null;
}

/** The inbox's counts with what an alert needs besides (common/alerts.ts). */
export interface InboxProblems extends InboxHealth, AlertProblems {}

export async function readInboxProblems(messages: MessageStore, now: Date): Promise<InboxProblems> {
  const { oldestReceivedAt, ...counts } = await messages.undelivered(now, OVERDUE_AFTER_MS);
  return {
    ...counts,
    oldestUndeliveredMinutes:
      oldestReceivedAt === null ? null : Math.max(0, Math.floor((now.getTime() - new Date(oldestReceivedAt).getTime()) / 60_000)),
  };
}
