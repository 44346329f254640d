/**
 * The contact records' housekeeping (a scheduled function, hourly so that a backlog clears within
 * the day): a message is deleted 30 days after it was put on the spam list, whoever put it there,
 * with everything kept about it; a message in the inbox 24 months after it arrived; and the spam
 * filter's record of checks after a week. Each deletes a batch of rows at a time by the index it is
 * due by, and starts no new batch once the run's budget is spent; the next run carries on. The log
 * line says how much went, in counts only.
 */
import { describeError, type Logger } from "../common/logger";
import { removeOldSpamChecks, type SpamCheckStore } from "../common/spam-filter";
import type { Deletion } from "../common/database";
import { deadlineIn } from "../common/time-budget";
import type { MessageStore } from "./message-store";

export interface SpamCleanupDependencies {
  messages: MessageStore;
  /** The spam filter's record of checks, deleted on time whether Akismet is on now or was only before. */
  spamCheckRecords: SpamCheckStore;
  now: () => Date;
  log: Logger;
  /** Start no new batch after this long (real time); Netlify stops a scheduled function at 30 s. */
  budgetMs: number;
}

export interface SpamCleanupReport {
  spam: Deletion;
  messages: Deletion;
  checks: Deletion;
}

export async function cleanUpSpam(deps: SpamCleanupDependencies): Promise<SpamCleanupReport> {
  const deadline = deadlineIn(deps.budgetMs);
  const now = deps.now();
  const none: Deletion = { removed: 0, finished: true };
  const report: SpamCleanupReport = { spam: none, messages: none, checks: none };
  const part = async (name: keyof SpamCleanupReport, run: () => Promise<Deletion>) => {
    try {
      report[name] = await run();
    } catch (error) {
      report[name] = { ...report[name], finished: false };
      deps.log.error("spam-cleanup-part-failed", { part: name, error: describeError(error) });
    }
  };
  // Spam first: it holds visitors' addresses and is what a flood makes more of.
  await part("spam", () => deps.messages.removeExpiredSpam(now, deadline));
  await part("checks", () => removeOldSpamChecks(deps.spamCheckRecords, now, deadline));
  await part("messages", () => deps.messages.removeExpiredMessages(now, deadline));
  deps.log.info("spam-cleaned-up", {
    deletedSpam: report.spam.removed,
    deletedMessages: report.messages.removed,
    deletedChecks: report.checks.removed,
    finished: Object.values(report).every(({ finished }) => finished),
  });
  return report;
}
