/**
 * The contact store's housekeeping (a scheduled function, hourly so that a backlog clears within
 * the day): a message is deleted 30 days after it was put on the spam list, whoever put it there,
 * with everything kept about it; a message in the inbox 24 months after it arrived; and the spam
 * filter's record of checks after a week. Each part works a day's or a month's folder at a time and
 * stops starting new deletions once the run's budget is spent; the next run carries on. The log
 * line says how much went and how much is left, in counts only.
 */
import type { Store } from "@netlify/blobs";
import { describeError, type Logger } from "../common/logger";
import { removeOldSpamChecks } from "../common/spam-filter";
import { deadlineIn, noneSwept, type SweepCount } from "../common/sweep";
import type { MessageStore } from "./message-store";

export interface SpamCleanupDependencies {
  messages: MessageStore;
  /** The spam filter's record of checks; undefined when Akismet is off. */
  spamChecks?: Store;
  now: () => Date;
  log: Logger;
  /** Stop starting new deletions after this long (real time); Netlify stops a scheduled function at 30 s. */
  budgetMs: number;
}

export interface SpamCleanupReport {
  migrated: SweepCount;
  spam: SweepCount;
  messages: SweepCount;
  checks: SweepCount;
}

export async function cleanUpSpam(deps: SpamCleanupDependencies): Promise<SpamCleanupReport> {
  const deadline = deadlineIn(deps.budgetMs);
  const now = deps.now();
  const report: SpamCleanupReport = { migrated: noneSwept(), spam: noneSwept(), messages: noneSwept(), checks: noneSwept() };
  const part = async (name: keyof SpamCleanupReport, run: () => Promise<SweepCount>) => {
    try {
      report[name] = await run();
    } catch (error) {
      report[name] = { ...report[name], finished: false };
      deps.log.error("spam-cleanup-part-failed", { part: name, error: describeError(error) });
    }
  };
  // Spam first: it holds visitors' addresses and is what a flood makes more of. Moving older keys
  // into the present layout comes last, and then the counts the owner's pages read.
  await part("spam", () => deps.messages.removeExpiredSpam(now, deadline));
  if (deps.spamChecks) {
    const checks = deps.spamChecks;
    await part("checks", () => removeOldSpamChecks(checks, now, deadline));
  }
  await part("messages", () => deps.messages.removeExpiredMessages(now, deadline));
  await part("migrated", () => deps.messages.migrateLegacy(now, deadline));
  try {
    await deps.messages.keepCounts(now, deadline);
  } catch (error) {
    deps.log.error("spam-cleanup-part-failed", { part: "counts", error: describeError(error) });
  }
  deps.log.info("spam-cleaned-up", {
    deletedSpam: report.spam.removed,
    deletedMessages: report.messages.removed,
    deletedChecks: report.checks.removed,
    movedToPresentLayout: report.migrated.removed,
    left: report.spam.left + report.messages.left + report.checks.left + report.migrated.left,
    finished: Object.values(report).every(({ finished }) => finished),
  });
  return report;
}
