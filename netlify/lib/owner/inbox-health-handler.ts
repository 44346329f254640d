/**
 * GET /.netlify/functions/contact-health: for an uptime monitor. Counts of pending, overdue and
 * failed contact messages and the age of the oldest not yet emailed; no personal data, so it is
 * public and may be cached for a minute. `needsAttention` is true while anything is overdue or
 * failed (a monitor's keyword check can watch for `"needsAttention":false`).
 */
import { readInboxProblems } from "../contact/inbox-health";
import { describeError, type Logger } from "../common/logger";
import type { MessageStore } from "../contact/message-store";

export interface HealthDependencies {
  messages: MessageStore;
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
    const body = {
      ok: true,
      needsAttention: overdue + failed > 0,
      pending,
      overdue,
      failed,
      oldestUndeliveredMinutes,
      checkedAt: deps.now().toISOString(),
    };
    return new Response(JSON.stringify(body), { status: 200, headers: { ...headers, "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    deps.log.error("contact-health-unreadable", { error: describeError(error) });
    return new Response(JSON.stringify({ ok: false, needsAttention: true }), {
      status: 503,
      headers: { ...headers, "Cache-Control": "no-store" },
    });
  }
}
