/**
 * How the contact inbox stands, from the list markers alone (one listing of keys, no message read):
 * what the health endpoint shows an uptime monitor and what the alerts count. Counts and ages only;
 * ids (random UUIDs) stay inside the functions.
 */
import type { SpamCheckHealth } from "../common/spam-filter";
import type { MessageStore } from "./message-store";
import { OVERDUE_AFTER_MS } from "./retry-policy";

export interface InboxHealth {
  /** Stored and not yet emailed, still being retried (overdue ones included). */
  pending: number;
  /** Pending for more than 12 hours. */
  overdue: number;
  /** Refused for good by the mail server, or unsent after 48 hours: waiting for the owner. */
  failed: number;
  /** Minutes since the oldest message not yet emailed arrived; null when there is none. */
  oldestUndeliveredMinutes: number | null;
}

export interface InboxProblems extends InboxHealth {
  /** Ids of the overdue and failed messages, for telling a new problem from one already reported. */
  problemIds: string[];
  /** How the spam filter stands, when there is one. */
  spamCheck?: SpamCheckHealth;
}

export async function readInboxProblems(messages: MessageStore, now: Date): Promise<InboxProblems> {
  const [pendingMarkers, failedMarkers] = await Promise.all([messages.listPending(), messages.listFailed()]);
  // A crash between two writes can leave two markers for one message: count messages, not markers.
  const pending = new Map<string, number>();
  for (const { id, receivedAt } of pendingMarkers) pending.set(id, Math.max(pending.get(id) ?? 0, receivedAt));
  const failed = new Map(failedMarkers.filter(({ id }) => !pending.has(id)).map(({ id, receivedAt }) => [id, receivedAt]));

  const overdueIds = [...pending]
    .filter(([, receivedAt]) => receivedAt > 0 && now.getTime() - receivedAt >= OVERDUE_AFTER_MS)
    .map(([id]) => id);
  const known = [...pending.values(), ...failed.values()].filter((receivedAt) => receivedAt > 0);
  const oldest = known.length > 0 ? Math.min(...known) : null;
  return {
    pending: pending.size,
    overdue: overdueIds.length,
    failed: failed.size,
    oldestUndeliveredMinutes: oldest === null ? null : Math.max(0, Math.floor((now.getTime() - oldest) / 60_000)),
    problemIds: [...overdueIds, ...failed.keys()],
  };
}
