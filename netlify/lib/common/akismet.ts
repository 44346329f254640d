/**
 * Akismet's REST API (Automattic's spam filter), as far as the forms use it: `comment-check` for
 * each enquiry and newsletter sign-up, `submit-spam` and `submit-ham` when the owner corrects it.
 * Each call is one form post, so the site talks to it with `fetch` rather than a client library:
 * it needs a time-out on every call, and an answer it cannot read must count as a failed check,
 * never as spam (see docs/architecture.md).
 *
 * Answers: `comment-check` says `true` (spam, with `X-akismet-pro-tip: discard` for the blatant
 * kind) or `false`; a refused key or request is `invalid`, explained in `X-akismet-debug-help`;
 * `submit-*` thank you in a fixed sentence. Anything else is a failure the caller is told of by
 * name, so that it can deliver the message unchecked and say why without repeating any of it.
 */
import type { Logger } from "./logger";

const AKISMET_API_URL = "https://rest.akismet.com";

/**
 * The check runs after the visitor's answer and before the email, which it delays by at most these
 * 2 seconds: Akismet usually answers in a fraction of a second, and a check that takes longer is
 * skipped, not waited for.
 */
const AKISMET_TIMEOUT_MS = 2_000;

/** What Akismet asks to know about the site on every call. */
export interface AkismetSettings {
  apiKey: string;
  /** The site's address (Akismet's `blog`). */
  blog: string;
  /** Akismet's address, or a local stand-in's in tests. */
  apiUrl: string;
  /** Sent as `is_test=1` everywhere but production, so trials never teach Akismet. */
  isTest: boolean;
}

/** A submission as Akismet reads it: its field names, values as the visitor sent them. */
export type AkismetFields = Partial<
  Record<
    | "user_ip"
    | "user_agent"
    | "referrer"
    | "permalink"
    | "comment_type"
    | "comment_author"
    | "comment_author_email"
    | "comment_content"
    | "comment_date_gmt",
    string
  >
>;

/** Why a call did not give an answer to act on. */
export type AkismetFailure = "timeout" | "unreachable" | "refused" | "invalid" | "malformed";

export type CheckOutcome =
  { kind: "ham" } | { kind: "spam"; discard: boolean } | { kind: "failed"; failure: AkismetFailure; status?: number };

export type ReportOutcome = { kind: "reported" } | { kind: "failed"; failure: AkismetFailure; status?: number };

export interface AkismetClient {
  commentCheck(fields: AkismetFields): Promise<CheckOutcome>;
  submit(as: "spam" | "ham", fields: AkismetFields): Promise<ReportOutcome>;
}

/** The site's locale, in the form Akismet's own WordPress plugin sends as `blog_lang`. */
const BLOG_LANG = "en_gb";
const SUBMIT_THANKS = "Thanks for making the web a better place.";

type Answer = { ok: true; text: string; headers: Headers } | { ok: false; failure: AkismetFailure; status?: number };

export function createAkismetClient(settings: AkismetSettings, log: Logger, timeoutMs = AKISMET_TIMEOUT_MS): AkismetClient {
  async function post(endpoint: string, fields: AkismetFields): Promise<Answer> {
    const body = new URLSearchParams({ api_key: settings.apiKey, blog: settings.blog, blog_lang: BLOG_LANG, blog_charset: "UTF-8" });
    for (const [name, value] of Object.entries(fields)) if (value) body.set(name, value);
    if (settings.isTest) body.set("is_test", "1");
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}/1.1/${endpoint}`, { method: "POST", body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      // Node's fetch rejects with a DOMException, which is not an Error in every realm.
      return { ok: false, failure: (error as { name?: unknown } | null)?.name === "TimeoutError" ? "timeout" : "unreachable" };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, failure: "refused", status: response.status };
    }
    let text: string;
    try {
      text = (await response.text()).trim();
    } catch {
      return { ok: false, failure: "timeout" };
    }
    // An account notice (usage over the plan's limit, a suspended key) comes with an answer that still holds.
    const alertCode = response.headers.get("x-akismet-alert-code");
    if (alertCode) log.warn("akismet-account-alert", { code: alertCode });
    if (text === "invalid") return { ok: false, failure: "invalid" };
    return { ok: true, text, headers: response.headers };
  }

  return {
    async commentCheck(fields) {
      const answer = await post("comment-check", fields);
      if (!answer.ok) return { kind: "failed", failure: answer.failure, status: answer.status };
      if (answer.text === "false") return { kind: "ham" };
      if (answer.text === "true") return { kind: "spam", discard: answer.headers.get("x-akismet-pro-tip") === "discard" };
      return { kind: "failed", failure: "malformed" };
    },
    async submit(as, fields) {
      const answer = await post(as === "spam" ? "submit-spam" : "submit-ham", fields);
      if (!answer.ok) return { kind: "failed", failure: answer.failure, status: answer.status };
      return answer.text === SUBMIT_THANKS ? { kind: "reported" } : { kind: "failed", failure: "malformed" };
    },
  };
}

type Environment = Readonly<Record<string, string | undefined>>;

const LOCAL_HOSTNAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * AKISMET_API_KEY turns the check on; without it, nothing is sent anywhere. AKISMET_API_URL is
 * honoured only for a local address (the tests' stand-in), so a mistaken value can never send the
 * key, or a visitor's message, anywhere but Akismet or this machine.
 */
export function readAkismetSettings(
  env: Environment,
  site: { blog: string | undefined; isProduction: boolean },
  log: Logger,
): AkismetSettings | undefined {
  const apiKey = env.AKISMET_API_KEY?.trim();
  if (!apiKey || !site.blog) return undefined;
  let apiUrl = AKISMET_API_URL;
  const override = env.AKISMET_API_URL?.trim();
  if (override) {
    const url = URL.canParse(override) ? new URL(override) : null;
    if (url?.protocol === "http:" && LOCAL_HOSTNAMES.includes(url.hostname)) apiUrl = url.origin;
    else log.warn("akismet-api-url-ignored", { reason: "only a local address may replace Akismet's" });
  }
  return { apiKey, blog: site.blog, apiUrl, isTest: !site.isProduction };
}
