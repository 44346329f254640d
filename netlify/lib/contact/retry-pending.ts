/**
 * The scheduled retry of contact messages the mail server did not take, and the owner's alerts.
 *
 * Each run takes the due messages soonest first, one at a time, each by a lease taken in the
 * database as it is read, until the run's time budget is spent or a delivery fails for a reason
 * that may pass (the server is then most likely still down, and the rest wait for the next run).
 * So a run reads only what it sends, however long the backlog, and two runs at once never send
 * one message twice. A message refused for good, or unsent 48 hours after its first attempt,
 * becomes failed: never retried, never deleted by this job. A message
 * whose spam check never ended (the contact function stopped during it) is checked here before it
 * is sent; a check that fails still lets it go, as the contact function's does. Then the
 * run alerts the owner if something new needs attention, or once a day while anything does.
 *
 * The delivery lease also keeps a run away from a message the contact function is still sending.
 */
import { performance } from "node:perf_hooks";
import { alertIfNeeded, type AlertDependencies, type AlertOutcome } from "../common/alerts";
import type { SettingProblem } from "../../../src/lib/deploy-settings";
import { attemptDelivery, type DeliveryDependencies } from "./contact-delivery";
import { readInboxProblems, type InboxProblems } from "./inbox-health";
import { describeError } from "../common/logger";
import { readSpamCheckHealth, type SpamCheckStore, type SpamFilter } from "../common/spam-filter";
import { spamSubmissionOf } from "./message-store";
import { DELIVERY_LEASE_MS, giveUpAt, isDailyRound } from "./retry-policy";
import { within } from "../common/time-budget";
import { CLEAR_MARGIN_MS, type WorkSignal } from "./work-signal";

export interface RetryDependencies extends DeliveryDependencies {
  /** Stop starting new deliveries after this long (real time); Netlify stops a scheduled function at 30 s. */
  budgetMs: number;
  /** Whether anything may wait, known without the database; without it every run looks. */
  signal?: WorkSignal;
  alerts: Omit<AlertDependencies, "now" | "log">;
  /** Settings this deploy lacks, reported with the alerts (SMTP_URL, ALERT_WEBHOOK_URL in production). */
  missingSettings: readonly SettingProblem[];
  /** The spam filter's record of checks, when it is on: a filter that keeps failing is alerted too. */
  spamChecks?: SpamCheckStore;
  /** Akismet, when AKISMET_API_KEY is set: checks a message whose check never ended before it is sent. */
  spamFilter?: SpamFilter;
}

export interface RetrySummary {
  sent: string[];
  failed: string[];
  /** Messages whose spam check never ended, checked in this run and found to be spam. */
  spam: string[];
  /** Messages taken (leased) from the store in this run. */
  read: number;
  problems: InboxProblems;
  alert: AlertOutcome;
}

/**
 * One bound around everything a run does, Blobs included, inside Netlify's 30 s for a scheduled
 * function: the work signal's read (SIGNAL_TIME_MS), the deliveries and the count of what waits
 * (their waits on the database and the mail server end RUN_RECORDS_TIME_MS after they start), the
 * alert (its state in the database, its post: RUN_ALERT_TIME_MS) and the signal's clearing all end
 * RUN_TIME_MS after the run starts, even when the database takes connections and never answers and
 * Blobs is down.
 */
export const RUN_TIME_MS = 22_000;
export const RUN_RECORDS_TIME_MS = 16_000;
export const RUN_ALERT_TIME_MS = 5_000;

/**
 * The scheduled run: on the daily round, or when the work signal says a message may wait; otherwise
 * it leaves the database asleep. A run that leaves nothing pending clears the signal.
 */
export const retryWhenDue = (deps: RetryDependencies): Promise<RetrySummary | null> => within(RUN_TIME_MS, () => retryIfSignalled(deps));

async function retryIfSignalled(deps: RetryDependencies): Promise<RetrySummary | null> {
  const startedAt = deps.now();
  if (!isDailyRound(startedAt) && deps.signal && !(await deps.signal.mayHaveWork())) {
    deps.log.info("contact-retry-skipped", { reason: "nothing waiting" });
    return null;
  }
  const summary = await retryPendingMessages(deps);
  if (summary.problems.pending === 0 && !summary.problems.databaseUnreachable) {
    await deps.signal?.clear(new Date(startedAt.getTime() - CLEAR_MARGIN_MS));
  }
  return summary;
}

export async function retryPendingMessages(deps: RetryDependencies): Promise<RetrySummary> {
  const { summary, problems } = await within(RUN_RECORDS_TIME_MS, () => deliverAndCount(deps));
  let alert: AlertOutcome = "post-failed";
  try {
    alert = await within(RUN_ALERT_TIME_MS, () =>
      alertIfNeeded(problems, deps.missingSettings, { ...deps.alerts, now: deps.now, log: deps.log }),
    );
  } catch (error) {
    deps.log.error("contact-alert-failed", { error: describeError(error) });
  }
  return { ...summary, problems, alert };
}

async function deliverAndCount(deps: RetryDependencies) {
  const deadline = performance.now() + deps.budgetMs;
  const summary: Omit<RetrySummary, "problems" | "alert"> = { sent: [], failed: [], spam: [], read: 0 };
  try {
    await deliverDueMessages(deps, deadline, summary);
  } catch (error) {
    // Storage trouble mid-run must not stop the alert below, the owner's other way of hearing.
    deps.log.error("contact-retry-interrupted", { error: describeError(error) });
  }

  let problems: InboxProblems;
  try {
    problems = await readInboxProblems(deps.messages, deps.now());
  } catch (error) {
    // The owner is told all the same: the alert's webhook needs no database.
    deps.log.error("contact-retry-database-unreachable", { error: describeError(error) });
    problems = { pending: 0, overdue: 0, failed: 0, oldestUndeliveredMinutes: null, problemIds: [], databaseUnreachable: true };
  }
  if (deps.spamChecks && !problems.databaseUnreachable) {
    try {
      problems.spamCheck = await readSpamCheckHealth(deps.spamChecks, deps.now());
    } catch (error) {
      deps.log.error("spam-check-health-unreadable", { error: describeError(error) });
    }
  }
  deps.log.info("contact-retry-run", {
    sent: summary.sent.length,
    failed: summary.failed.length,
    read: summary.read,
    pending: problems.pending,
    overdue: problems.overdue,
    totalFailed: problems.failed,
  });
  return { summary, problems };
}

async function deliverDueMessages(
  deps: RetryDependencies,
  deadline: number,
  summary: Omit<RetrySummary, "problems" | "alert">,
): Promise<void> {
  // Without a mail server nothing can be sent: the messages wait, counted and alerted, until
  // SMTP_URL is set, and are then sent by the next run (not failed for a setting nobody made).
  if (deps.mailer.mode === "unconfigured") return;

  while (performance.now() < deadline) {
    const now = deps.now();
    // One message at a time, leased in the database as it is taken: another run, or the contact
    // function, never takes the same one.
    const leased = await deps.messages.leaseNextDue(now, DELIVERY_LEASE_MS);
    if (!leased) return;
    summary.read++;

    if (leased.first_attempt_at && now.getTime() >= giveUpAt(leased.first_attempt_at)) {
      await deps.messages.markFailed(leased.id, "expired", now, null);
      deps.log.error("contact-message-failed", { id: leased.id, attempts: leased.attempts, failure: "expired", error: leased.last_error });
      summary.failed.push(leased.id);
      continue;
    }

    if (leased.spam_checked === false && deps.spamFilter) {
      const verdict = await deps.spamFilter.check(spamSubmissionOf(leased));
      if (verdict.spam) {
        // Moved now, or by the owner before Akismet answered: on the spam list either way, never emailed.
        if (await deps.messages.markSpam(leased.id, "akismet", deps.now(), verdict.discard)) summary.spam.push(leased.id);
        continue;
      }
      await deps.messages.markChecked(leased.id);
    }
    const status = await attemptDelivery(leased, deps);
    if (status === "sent") summary.sent.push(leased.id);
    else if (status === "failed") summary.failed.push(leased.id);
    else if (status === "pending") return;
  }
}
