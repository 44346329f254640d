/**
 * Alerts to the owner through a second channel, so a broken mail setup is not reported only by
 * mail: a JSON POST `{"text": "..."}` to an incoming webhook (Slack and Microsoft Teams both take
 * it). An alert goes out the first time a message becomes overdue or failed (or a setting is found
 * missing, or the spam filter's checks keep failing), then once a day while any remain; never on
 * every run. It carries counts and ages only, never a visitor's name, address or words. Shared:
 * the contact inbox's problems are reported here (contact/retry-pending.ts counts them), and the
 * Google reviews post to the same channel.
 */
import { siteFiles } from "../../../src/content-model/site-files";
import type { SettingProblem } from "../../../src/lib/deploy-settings";
import type { Db } from "./database";
import { describeError, type Logger } from "./logger";
import { SPAM_CHECK_FAILURES, type SpamCheckHealth } from "./spam-filter";
import { timeLeft } from "./time-budget";

const { site } = siteFiles;

/** While anything is overdue or failed, the owner is reminded this often. */
export const ALERT_REMINDER_MS = 24 * 60 * 60_000;

/** What an alert reports: the contact inbox's counts as contact/inbox-health.ts reads them (its InboxProblems). */
export interface AlertProblems {
  pending: number;
  overdue: number;
  failed: number;
  oldestUndeliveredMinutes: number | null;
  /** Ids of the overdue and failed messages, for telling a new problem from one already reported. */
  problemIds: string[];
  /** How the spam filter stands, when there is one. */
  spamCheck?: SpamCheckHealth;
  /** Set when the database could not be read: the counts above are then unknown, not none. */
  databaseUnreachable?: boolean;
}

export interface AlertChannel {
  post(text: string): Promise<void>;
}

export const ALERT_TIMEOUT_MS = 5_000;

export function createWebhookChannel(url: string, timeoutMs = ALERT_TIMEOUT_MS): AlertChannel {
  return {
    async post(text) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(Math.max(1, timeLeft(timeoutMs))),
      });
      if (!response.ok) throw new Error(`The alert webhook answered ${response.status}`);
    },
  };
}

/** What was last reported, so the next run can tell a new problem from a known one. */
export interface AlertState {
  lastAlertAt: string | null;
  /** Problems covered by the last alert: message ids and `setting:<NAME>` entries. */
  reported: string[];
}

export interface AlertStateStore {
  read(): Promise<AlertState>;
  write(state: AlertState): Promise<void>;
}

/** The alert state in its one row of `alert_state`. */
export function createAlertStateStore(db: Db): AlertStateStore {
  return {
    async read() {
      const row = await db.selectFrom("alert_state").select(["last_alert_at", "reported"]).executeTakeFirst();
      return { lastAlertAt: row?.last_alert_at?.toISOString() ?? null, reported: row?.reported ?? [] };
    },
    async write({ lastAlertAt, reported }) {
      await db
        .insertInto("alert_state")
        .values({ last_alert_at: lastAlertAt, reported })
        .onConflict((conflict) => conflict.column("singleton").doUpdateSet({ last_alert_at: lastAlertAt, reported }))
        .execute();
    },
  };
}

export interface AlertDependencies {
  /** Null when no alert channel is configured: what would have been posted is logged instead. */
  channel: AlertChannel | null;
  state: AlertStateStore;
  now: () => Date;
  log: Logger;
  /** The owner inbox's address, for the alert's way in; undefined when unknown. */
  inboxUrl?: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function describeAge(minutes: number): string {
  if (minutes < 120) return plural(minutes, "minute", "minutes");
  const hours = Math.floor(minutes / 60);
  if (hours < 72) return plural(hours, "hour", "hours");
  return plural(Math.floor(hours / 24), "day", "days");
}

/** The alert's text: counts, ages, missing settings and where to act. */
export function alertText(problems: AlertProblems, settings: readonly SettingProblem[], inboxUrl?: string): string {
  const lines = [`${site.name} website: enquiries need attention.`];
  if (problems.databaseUnreachable) {
    lines.push(
      "The database cannot be reached: new enquiries are emailed as they arrive without being kept, or refused with the phone number when mail fails too, and nothing stored can be retried or counted until it is back.",
    );
  }
  if (problems.pending > 0) {
    lines.push(
      `${plural(problems.pending, "enquiry is", "enquiries are")} stored but not yet emailed` +
        (problems.overdue > 0 ? `, ${problems.overdue} of them for over 12 hours.` : "."),
    );
  }
  if (problems.failed > 0) {
    lines.push(
      `${plural(problems.failed, "enquiry has", "enquiries have")} failed for good (refused by the mail server, or unsent for 48 hours) and will not be retried.`,
    );
  }
  if (problems.oldestUndeliveredMinutes !== null) lines.push(`The oldest arrived ${describeAge(problems.oldestUndeliveredMinutes)} ago.`);
  const spamCheck = problems.spamCheck;
  if (spamCheck?.failing && spamCheck.lastFailure) {
    lines.push(
      `The spam filter keeps failing (${SPAM_CHECK_FAILURES[spamCheck.lastFailure.reason]}): ${spamCheck.failedLast24Hours} of ${plural(spamCheck.checkedLast24Hours, "check", "checks")} in the last 24 hours failed, and those enquiries were delivered unchecked.`,
    );
  }
  for (const setting of settings) lines.push(`${setting.name} is not set: ${setting.consequence}`);
  lines.push(
    inboxUrl
      ? `Read them, and resend the failed ones once mail works, at ${inboxUrl}`
      : "Read them in the owner inbox (the contact-inbox function).",
  );
  return lines.join("\n");
}

export type AlertOutcome = "none-needed" | "already-reported" | "posted" | "logged" | "post-failed";

/**
 * Posts an alert when a problem appears that the last alert did not cover, or when a day has passed
 * since the last one and problems remain. Without a channel the alert is logged as an error on the
 * same rhythm. A failed post is retried by the next run.
 */
export async function alertIfNeeded(
  problems: AlertProblems,
  settings: readonly SettingProblem[],
  deps: AlertDependencies,
): Promise<AlertOutcome> {
  // A failing spam filter counts as a new problem once a calendar day at most, however often it recovers in between.
  const spamProblem = problems.spamCheck?.failing ? [`spam-check:${deps.now().toISOString().slice(0, 10)}`] : [];
  const databaseProblem = problems.databaseUnreachable ? ["database:unreachable"] : [];
  const current = [...databaseProblem, ...problems.problemIds, ...spamProblem, ...settings.map(({ name }) => `setting:${name}`)];
  // Kept in the database too: when it cannot be read, each run posts (every ten minutes, while it lasts).
  const state = await deps.state.read().catch((): AlertState => ({ lastAlertAt: null, reported: [] }));
  if (current.length === 0) {
    if (state.reported.length > 0) await deps.state.write({ lastAlertAt: state.lastAlertAt, reported: [] });
    return "none-needed";
  }

  const reported = new Set(state.reported);
  const hasNew = current.some((problem) => !reported.has(problem));
  const reminderDue = !state.lastAlertAt || deps.now().getTime() - Date.parse(state.lastAlertAt) >= ALERT_REMINDER_MS;
  if (!hasNew && !reminderDue) return "already-reported";

  const text = alertText(problems, settings, deps.inboxUrl);
  const counts = {
    pending: problems.pending,
    overdue: problems.overdue,
    failed: problems.failed,
    oldestMinutes: problems.oldestUndeliveredMinutes,
    spamCheckFailing: Boolean(problems.spamCheck?.failing),
    databaseUnreachable: Boolean(problems.databaseUnreachable),
    missing: settings.map(({ name }) => name),
  };
  let outcome: AlertOutcome = "posted";
  if (deps.channel) {
    try {
      await deps.channel.post(text);
      deps.log.warn("contact-alert-posted", counts);
    } catch (error) {
      deps.log.error("contact-alert-not-posted", { ...counts, error: describeError(error) });
      return "post-failed";
    }
  } else {
    outcome = "logged";
    deps.log.error("contact-alert-no-channel", {
      ...counts,
      action: "Set ALERT_WEBHOOK_URL (a Slack or Teams incoming webhook) to be told of this without reading logs.",
    });
  }
  await deps.state
    .write({ lastAlertAt: deps.now().toISOString(), reported: current })
    .catch((error) => deps.log.warn("contact-alert-state-not-kept", { error: describeError(error) }));
  return outcome;
}
