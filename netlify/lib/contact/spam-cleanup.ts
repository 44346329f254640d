/**
 * The spam list's daily housekeeping (a scheduled function): a message is deleted 30 days after it
 * was put on the spam list, whoever put it there, with everything kept about it; and the spam
 * filter's record of checks is kept a week. Nothing in the inbox is touched.
 */
import type { Store } from "@netlify/blobs";
import { describeError, type Logger } from "../common/logger";
import { removeOldSpamChecks } from "../common/spam-filter";
import { SPAM_KEPT_DAYS, type MessageStore } from "./message-store";

export interface SpamCleanupDependencies {
  messages: MessageStore;
  /** The spam filter's record of checks; undefined when Akismet is off. */
  spamChecks?: Store;
  now: () => Date;
  log: Logger;
}

export interface SpamCleanupReport {
  deletedSpam: number;
  deletedChecks: number;
}

const SPAM_KEPT_MS = SPAM_KEPT_DAYS * 24 * 60 * 60 * 1000;

export async function cleanUpSpam(deps: SpamCleanupDependencies): Promise<SpamCleanupReport> {
  const report: SpamCleanupReport = { deletedSpam: 0, deletedChecks: 0 };
  const now = deps.now();
  for (const spam of await deps.messages.listSpam()) {
    if (now.getTime() - Date.parse(spam.markedAt ?? spam.receivedAt) < SPAM_KEPT_MS) continue;
    try {
      await deps.messages.removeSpam(spam.id);
      report.deletedSpam += 1;
    } catch (error) {
      deps.log.error("spam-cleanup-entry-failed", { id: spam.id, error: describeError(error) });
    }
  }
  if (deps.spamChecks) report.deletedChecks = await removeOldSpamChecks(deps.spamChecks, now);
  deps.log.info("spam-cleaned-up", { ...report });
  return report;
}
