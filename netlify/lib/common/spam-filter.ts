/**
 * The spam filter both forms share when AKISMET_API_KEY is set: a check of each enquiry or sign-up
 * once it is stored, and the owner's corrections reported back. It never stands between a visitor
 * and the company: a check that fails for any reason (time-out, Akismet down, a refused key, an
 * answer it cannot read) says "not spam", so the message is delivered as if there were no filter,
 * and the failure is logged by name and recorded, never with anything the visitor wrote.
 *
 * Each check's outcome is kept as one row of `spam_checks` (time, outcome and the message's or
 * sign-up's reference, nothing the visitor wrote), so the health check and the alerts read how the
 * filter stands; they are kept a week (removeOldSpamChecks).
 */
import { sql } from "kysely";
import { createAkismetClient, type AkismetFailure, type AkismetFields, type AkismetSettings, type CheckOutcome } from "./akismet";
import { deleteDue, type Db, type Deletion } from "./database";
import { DAY_MS, type Deadline } from "./time-budget";
import type { VisitorDetails } from "./http";
import { describeError, type Logger } from "./logger";

/** An enquiry or a newsletter sign-up, as the filter checks and reports it. */
export interface SpamSubmission {
  form: "contact" | "newsletter";
  /** The message's or the subscription's id, for the log and the record of checks. */
  id: string;
  receivedAt: string;
  name?: string;
  email: string;
  message?: string;
  /** The site's page the form was sent from, as a path. */
  page?: string;
  visitor?: VisitorDetails;
}

export type SpamVerdict = { spam: true; discard: boolean } | { spam: false };

export interface SpamFilter {
  /** Akismet's verdict; `{ spam: false }` whenever there is none to act on. Never throws. */
  check(submission: SpamSubmission): Promise<SpamVerdict>;
  /** Tells Akismet of the owner's correction; false (logged) when it could not be told. Never throws. */
  report(submission: SpamSubmission, as: "spam" | "ham"): Promise<boolean>;
}

/** Where the outcome of each check is kept (`spam_checks`). */
export type SpamCheckStore = Db;

export interface SpamFilterDependencies {
  checks: SpamCheckStore;
  now: () => Date;
  log: Logger;
  timeoutMs?: number;
}

const COMMENT_TYPES: Record<SpamSubmission["form"], string> = { contact: "contact-form", newsletter: "signup" };
const fieldsOf = (submission: SpamSubmission, blog: string): AkismetFields => ({
  user_ip: submission.visitor?.ip,
  user_agent: submission.visitor?.userAgent,
  referrer: submission.visitor?.referrer,
  permalink: submission.page ? new URL(submission.page, blog).href : undefined,
  comment_type: COMMENT_TYPES[submission.form],
  comment_author: submission.name,
  comment_author_email: submission.email,
  comment_content: submission.message,
  comment_date_gmt: submission.receivedAt,
});

export function createSpamFilter(settings: AkismetSettings, deps: SpamFilterDependencies): SpamFilter {
  const akismet = createAkismetClient(settings, deps.log, deps.timeoutMs);

  const record = (checked: CheckOutcome, reference: string) =>
    deps.checks
      .insertInto("spam_checks")
      .values({ checked_at: deps.now(), outcome: checked.kind === "failed" ? checked.failure : checked.kind, reference })
      .execute()
      .catch((error: unknown) => deps.log.warn("spam-check-not-recorded", { error: describeError(error) }));

  return {
    async check(submission) {
      const { form, id } = submission;
      const checked = await akismet.commentCheck(fieldsOf(submission, settings.blog)).catch((error: unknown): CheckOutcome => {
        deps.log.error("spam-check-error", { form, id, error: describeError(error) });
        return { kind: "failed", failure: "malformed" };
      });
      await record(checked, id);
      if (checked.kind === "failed") deps.log.warn("spam-check-failed", { form, id, reason: checked.failure, status: checked.status });
      if (checked.kind !== "spam") return { spam: false };
      deps.log.info("spam-check-spam", { form, id, discard: checked.discard });
      return { spam: true, discard: checked.discard };
    },

    async report(submission, as) {
      const { form, id } = submission;
      const reported = await akismet.submit(as, fieldsOf(submission, settings.blog)).catch((error: unknown) => {
        deps.log.error("spam-report-error", { form, id, as, error: describeError(error) });
      });
      if (reported?.kind === "failed")
        deps.log.warn("spam-report-failed", { form, id, as, reason: reported.failure, status: reported.status });
      else if (reported) deps.log.info("spam-reported", { form, id, as });
      return reported?.kind === "reported";
    },
  };
}

/**
 * The checks of the last 24 hours and how many failed; the latest failure's reason and time within
 * the week the record keeps; and `failing` when the two latest checks both failed, so enquiries go
 * out unchecked until it is put right.
 */
export type SpamCheckHealth = Awaited<ReturnType<typeof readSpamCheckHealth>>;

const SPAM_CHECKS_KEPT_MS = 7 * DAY_MS;

export async function readSpamCheckHealth(checks: SpamCheckStore, now: Date) {
  const recent = () => checks.selectFrom("spam_checks").where("checked_at", ">", new Date(now.getTime() - SPAM_CHECKS_KEPT_MS));
  const latest = () => recent().orderBy("checked_at", "desc").orderBy("id", "desc");
  const [counts, lastFailure, latestTwo] = await Promise.all([
    recent()
      .select([
        sql<number>`count(*)::int`.as("checked"),
        sql<number>`count(*) FILTER (WHERE outcome NOT IN ('ham', 'spam'))::int`.as("failed"),
      ])
      .where("checked_at", ">", new Date(now.getTime() - DAY_MS))
      .executeTakeFirstOrThrow(),
    latest().select(["outcome", "checked_at"]).where("outcome", "not in", ["ham", "spam"]).limit(1).executeTakeFirst(),
    latest().select("outcome").limit(2).execute(),
  ]);
  return {
    checkedLast24Hours: counts.checked,
    failedLast24Hours: counts.failed,
    lastFailure: lastFailure ? { reason: lastFailure.outcome as AkismetFailure, at: lastFailure.checked_at.toISOString() } : null,
    failing: latestTwo.length === 2 && latestTwo.every(({ outcome }) => outcome !== "ham" && outcome !== "spam"),
  };
}

/** Deletes the record of checks older than a week, a batch at a time, until `deadline`. */
export const removeOldSpamChecks = (checks: SpamCheckStore, now: Date, deadline: Deadline): Promise<Deletion> =>
  deleteDue(checks, "spam_checks", (row) => row("checked_at", "<", new Date(now.getTime() - SPAM_CHECKS_KEPT_MS)), deadline);

/** Plain words for a failure, for the alert and the inbox. */
export const SPAM_CHECK_FAILURES: Record<AkismetFailure, string> = {
  timeout: "Akismet did not answer in time",
  unreachable: "Akismet could not be reached",
  refused: "Akismet answered with an error",
  invalid: "Akismet refused the request: check AKISMET_API_KEY and that the plan is active",
  malformed: "Akismet's answer could not be read",
};
