/**
 * The request discipline both form functions share: POST only, JSON or an HTML form's urlencoded
 * body, small bodies, same origin in production, and every refusal answered with a sentence a
 * person can read.
 */
import { siteFiles } from "../../../src/content-model/site-files";

const { site } = siteFiles;

export const KIBIBYTE = 1024;

/**
 * The most bytes one character of a field can take on the wire. A limit such as "5,000
 * characters" counts JavaScript's characters (UTF-16 code units, as `maxlength` and the schemas
 * do). One outside ASCII but within the Basic Multilingual Plane (Cyrillic, Greek, Chinese,
 * Arabic…) is up to three bytes of UTF-8, which a form post percent-encodes as nine (`%E4%B8%AD`);
 * JSON escapes it as six at most (`\u4e2d`). A character beyond that plane (an emoji) counts as
 * two and takes twelve bytes at most: six each.
 */
export const MAX_BYTES_PER_CHARACTER = 9;

/**
 * A body limit from the fields a request may carry and their character limits: each field at its
 * longest, in the script that encodes worst, with its name and punctuation. So the limit refuses
 * only what could never be valid, however the visitor writes.
 */
export function bodyLimitFor(fieldLimits: Readonly<Record<string, number>>): number {
  const PUNCTUATION = 8; // `"name":"",` in JSON or `&name=` in a form, with room to spare
  return Object.entries(fieldLimits).reduce(
    (total, [name, characters]) => total + name.length + PUNCTUATION + characters * MAX_BYTES_PER_CHARACTER,
    2,
  );
}

export interface ErrorBody {
  ok: false;
  message: string;
  fields?: Record<string, string>;
}

/** Every function answer: never cached (each is about one request), never sniffed as another type. */
export const NO_STORE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
} as const;

/**
 * The pages functions answer with themselves (forms posted without scripts, emailed links, the
 * owner inbox). Netlify's `_headers` rules do not reach function answers, so these carry their own
 * policy: no script at all, only the inline style, same-origin images and the style's own drawn
 * ones (`data:`, the select's chevron), and same-origin forms; never framed,
 * never indexed. Their referrer policy is `same-origin`: no other site ever learns their address
 * (some carry a token), while a form on them posts with the site's own `Origin`. Under
 * `no-referrer` a browser sends `Origin: null` with every form post, which the origin rule of
 * production could only refuse or trust blindly.
 */
export const PAGE_HEADERS = {
  ...NO_STORE_HEADERS,
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
  "X-Frame-Options": "DENY",
} as const;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...NO_STORE_HEADERS, ...headers },
  });
}

/** A plain-text answer, for clients that are not people with a browser (one-click unsubscribes, curl). */
export function textResponse(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { ...NO_STORE_HEADERS, "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

/** 303 makes the browser GET the next page, so a reload there cannot post the form again. */
export function seeOther(location: string, headers: Record<string, string> = NO_STORE_HEADERS): Response {
  return new Response(null, { status: 303, headers: { ...headers, Location: location } });
}

export function errorResponse(
  status: number,
  message: string,
  extra: Omit<ErrorBody, "ok" | "message"> = {},
  headers: Record<string, string> = {},
): Response {
  const body: ErrorBody = { ok: false, message, ...extra };
  return jsonResponse(status, body, headers);
}

export const refusalMessages = {
  methodNotAllowed: "This address only accepts form submissions sent with POST.",
  otherOrigin: `This form can only be sent from the ${site.name} website.`,
  notForm: "Please send the form from the website, or as JSON (Content-Type: application/json).",
  tooLarge: "That submission is too large to accept. Please shorten it and try again.",
  malformed: "We couldn't read that submission. Please refresh the page and try again.",
  storageUnavailable: `We couldn't take your submission just now. What you typed is kept: please try again in a few minutes, call us on ${site.phone}, or email us at ${site.email}.`,
  invalidFields: "Please check the highlighted fields and try again.",
  unexpected: `Something went wrong on our side. Please try again in a few minutes, or email us at ${site.email}.`,
} as const;

/** The submission was valid, but could not be stored (or confirmed) just now. */
export const storageUnavailable = () => errorResponse(503, refusalMessages.storageUnavailable);

export interface RequestRules {
  maxBodyBytes: number;
  /** When set, a browser's request must come from one of these origins (see isFromSite). */
  allowedOrigins?: readonly string[];
}

/**
 * Whether a POST may act: it comes from one of the site's own pages, or from no browser at all.
 *
 * A browser's own `Sec-Fetch-Site` other than `same-origin` (or `none`, a request the visitor
 * made themselves) means another site's page sent it, whatever else it carries. Browsers send
 * `Origin` with every POST. It is the page's origin, or the string `null` when the page's
 * referrer policy is `no-referrer` (or the page is sandboxed or opaque); for those,
 * `Sec-Fetch-Site` must say the form was on this site. A request without either comes from a
 * program (a mail client's one-click unsubscribe, curl), which could send any `Origin` it liked:
 * the rule is there to stop other websites using a visitor's browser, and such a request is not that.
 */
export function isFromSite(request: Request, allowedOrigins: readonly string[]): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  if (origin === "null") return fetchSite === "same-origin";
  return allowedOrigins.includes(origin);
}

/** How the body arrived: `json` from a script, `form` from an HTML form posted without one. */
type BodyEncoding = "json" | "form";

export type ParsedBody = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

const MEDIA_TYPES: Record<BodyEncoding, string> = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
};

/**
 * Applies the shared rules in the order a client can act on them and returns either the parsed
 * body or the response that refuses the request. The body is a JSON object from a script, or
 * `application/x-www-form-urlencoded`, which a browser sends when a form is posted before (or
 * without) scripts; a form field sent twice keeps its first value.
 */
export async function readFormOrJsonRequest(request: Request, rules: RequestRules): Promise<ParsedBody> {
  const refuse = (response: Response): ParsedBody => ({ ok: false, response });

  if (request.method !== "POST") {
    return refuse(errorResponse(405, refusalMessages.methodNotAllowed, {}, { Allow: "POST" }));
  }
  if (rules.allowedOrigins && !isFromSite(request, rules.allowedOrigins)) {
    return refuse(errorResponse(403, refusalMessages.otherOrigin));
  }
  const type = mediaType(request.headers.get("content-type"));
  const encoding = (Object.keys(MEDIA_TYPES) as BodyEncoding[]).find((candidate) => MEDIA_TYPES[candidate] === type);
  if (!encoding) {
    return refuse(errorResponse(415, refusalMessages.notForm));
  }
  const declaredLength = Number(request.headers.get("content-length") ?? "0");
  if (declaredLength > rules.maxBodyBytes) {
    return refuse(errorResponse(413, refusalMessages.tooLarge));
  }

  const text = await readTextWithin(request, rules.maxBodyBytes);
  if (text === undefined) {
    return refuse(errorResponse(413, refusalMessages.tooLarge));
  }
  if (encoding === "form") {
    const body: Record<string, unknown> = {};
    for (const [name, value] of new URLSearchParams(text)) {
      if (!Object.hasOwn(body, name)) body[name] = value;
    }
    return { ok: true, body };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refuse(errorResponse(400, refusalMessages.malformed));
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return refuse(errorResponse(400, refusalMessages.malformed));
  }
  return { ok: true, body: parsed as Record<string, unknown> };
}

export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * Reads the body but stops as soon as it passes the limit: a chunked request carries no
 * Content-Length, and buffering an unbounded body first would be the very cost the limit avoids.
 */
export async function readTextWithin(request: Request, maxBytes: number): Promise<string | undefined> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** A filled honeypot: people never see the field, so any value at all comes from a bot. */
export function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

/** What the visitor's browser told the site about the request, as Akismet asks for it. */
export interface VisitorDetails {
  ip?: string;
  userAgent?: string;
  referrer?: string;
}

const USER_AGENT_KEPT = 512;
const REFERRER_KEPT = 2048;

/** The visitor's details from the request (the IP address as the platform saw it), cut to a sensible length. */
export function visitorOf(request: Request, ip: string | undefined): VisitorDetails {
  const userAgent = request.headers.get("user-agent")?.slice(0, USER_AGENT_KEPT);
  const referrer = request.headers.get("referer")?.slice(0, REFERRER_KEPT);
  return { ...(ip ? { ip } : {}), ...(userAgent ? { userAgent } : {}), ...(referrer ? { referrer } : {}) };
}
