/**
 * GET /.netlify/functions/contact-health: for an uptime monitor. Counts of pending, overdue and
 * failed contact messages and the age of the oldest not yet emailed, and with Akismet on, how its
 * checks went in the last 24 hours; no personal data, so it is public and may be cached for a
 * minute. `needsAttention` is true while anything is overdue or failed, or the spam filter's checks
 * keep failing (a monitor's keyword check can watch for `"needsAttention":false`). When the
 * database cannot be read it answers 503 saying so (`"database":"unreachable"`): enquiries are then
 * emailed without being stored, and the log names each one that could be neither.
 */
import { readInboxProblems } from "../contact/inbox-health";
import { describeError, type Logger } from "../common/logger";
import type { MessageStore } from "../contact/message-store";
import { readSpamCheckHealth, type SpamCheckStore } from "../common/spam-filter";

export interface HealthDependencies {
  messages: MessageStore;
  /** The spam filter's record of checks; undefined when Akismet is off. */
  spamChecks?: SpamCheckStore;
  now: () => Date;
  log: Logger;
}

export async function handleHealthRequest(request: Request, deps: HealthDependencies): Promise<Response> {
  const headers = { "Content-Type": "application/json; charset=utf-8", "X-Content-Type-Options": "nosniff" };
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response(JSON.stringify({ ok: false }), {
      status: 405,
      headers: { ...headers, Allow: "GET, HEAD", "Cache-Control": "no-store" },
    });
  }
  try {
    const { pending, overdue, failed, oldestUndeliveredMinutes } = await readInboxProblems(deps.messages, deps.now());
    const spamCheck = deps.spamChecks ? await readSpamCheckHealth(deps.spamChecks, deps.now()) : null;
    const body = {
      ok: true,
      needsAttention: overdue + failed > 0 || Boolean(spamCheck?.failing),
      pending,
      overdue,
      failed,
      oldestUndeliveredMinutes,
      ...(spamCheck ? { spamCheck } : {}),
      checkedAt: deps.now().toISOString(),
    };
    return new Response(JSON.stringify(body), { status: 200, headers: { ...headers, "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    deps.log.error("contact-health-unreadable", { error: describeError(error) });
    return new Response(JSON.stringify({ ok: false, needsAttention: true, database: "unreachable" }), {
      status: 503,
      headers: { ...headers, "Cache-Control": "no-store" },
    });
  }
}
