/**
 * Grades a response's headers with the scoring the Mozilla HTTP Observatory publishes (its
 * algorithm version 6: start at 100, add each test's modifier, bonuses count only when the score
 * without them is already 90 or more; 100 and over is A+).
 *
 * The Observatory's own package is a server (a Postgres store, a CA bundle downloaded at install)
 * that cannot be installed without the internet, so its tests for response headers are applied
 * here with the same rules and modifiers. The site is served over HTTPS by Netlify (which
 * redirects plain HTTP itself), so the local server's answers are graded as that HTTPS response.
 */

export interface Graded {
  score: number;
  grade: string;
  /** Each test's outcome and modifier, for a readable failure message. */
  results: Record<string, { result: string; modifier: number }>;
}

type Headers = Record<string, string>;
type Test = (headers: Headers, html: string) => [result: string, modifier: number];

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const isBroadOrInline = (source: string) => BROAD.has(source) || UNSAFE_INLINE.has(source);
const HASH_OR_NONCE = /^'(sha256|sha384|sha512|nonce)-/;

function parsePolicies(header: string | undefined): Map<string, Set<string>> | "duplicate" | undefined {
  if (!header) return undefined;
  const policy = new Map<string, Set<string>>();
  for (const directive of header
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, ...sources] = directive.split(/\s+/);
    const key = name.toLowerCase();
    if (policy.has(key)) return "duplicate";
    policy.set(key, new Set(sources.map((source) => (HASH_OR_NONCE.test(source) ? source : source.toLowerCase()))));
  }
  return policy;
}

const contentSecurityPolicy: Test = (headers) => {
  const csp = parsePolicies(headers["content-security-policy"]);
  if (!csp) return ["csp-not-implemented", -25];
  if (csp === "duplicate") return ["csp-implemented-but-duplicate-directives", 0];
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"]);
  const scriptSrc = fallback("script-src");
  const styleSrc = fallback("style-src");
  const objectSrc = fallback("object-src");
  for (const sources of [scriptSrc, styleSrc]) {
    if ([...sources].some((source) => HASH_OR_NONCE.test(source))) sources.delete("'unsafe-inline'");
  }
  const active = [...csp].filter(([name]) => !["img-src", "media-src", "script-src"].includes(name)).flatMap(([, sources]) => [...sources]);
  active.push(...scriptSrc);
  const passive = ["img-src", "media-src"].flatMap((name) => [...(csp.get(name) ?? csp.get("default-src") ?? [])]);
  const insecure = (source: string) => source.startsWith("http:") || source.startsWith("ftp:");
  if ([...scriptSrc].some(isBroadOrInline) || [...objectSrc].some((source) => BROAD.has(source)))
    return ["csp-implemented-with-unsafe-inline", -20];
  if (active.some(insecure)) return ["csp-implemented-with-insecure-scheme", -20];
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  if (passive.some(insecure)) return ["csp-implemented-with-insecure-scheme-in-passive-content-only", -10];
  if ([...styleSrc].some(isBroadOrInline)) return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) return ["csp-implemented-with-no-unsafe-default-src-none", 10];
  return ["csp-implemented-with-no-unsafe", 5];
};

const cookies: Test = (headers) => {
  const cookie = headers["set-cookie"];
  if (!cookie) return ["cookies-not-found", 0];
  const flags = cookie.toLowerCase();
  if (!flags.includes("secure")) return ["cookies-without-secure-flag-but-protected-by-hsts", -5];
  return flags.includes("httponly") && flags.includes("samesite")
    ? ["cookies-secure-with-httponly-sessions-and-samesite", 5]
    : ["cookies-secure-with-httponly-sessions", 0];
};

const crossOriginResourceSharing: Test = (headers) => {
  const origin = headers["access-control-allow-origin"];
  if (!origin) return ["cross-origin-resource-sharing-not-implemented", 0];
  return origin.trim() === "*"
    ? ["cross-origin-resource-sharing-implemented-with-public-access", 0]
    : ["cross-origin-resource-sharing-implemented-with-restricted-access", 0];
};

const referrerPolicy: Test = (headers) => {
  const value = headers["referrer-policy"];
  if (!value) return ["referrer-policy-not-implemented", 0];
  const last =
    value
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean)
      .at(-1) ?? "";
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last))
    return ["referrer-policy-private", 5];
  if (["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"].includes(last))
    return ["referrer-policy-unsafe", -5];
  return ["referrer-policy-header-invalid", -5];
};

const strictTransportSecurity: Test = (headers) => {
  const value = headers["strict-transport-security"];
  if (!value) return ["hsts-not-implemented", -20];
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(value)?.[1];
  if (maxAge === undefined) return ["hsts-header-invalid", -20];
  // Six months, less the Observatory's published allowance for the common 15552000.
  return Number(maxAge) >= 15552000
    ? ["hsts-implemented-max-age-at-least-six-months", 0]
    : ["hsts-implemented-max-age-less-than-six-months", -10];
};

const subresourceIntegrity: Test = (_headers, html) => {
  const external = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)[^>]*>/gi)].filter(([, src]) => /^(https?:)?\/\//i.test(src));
  if (external.length === 0) return ["sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0];
  const withIntegrity = external.every(([tag]) => /\bintegrity=/i.test(tag));
  const secure = external.every(([, src]) => /^https:/i.test(src));
  if (withIntegrity && secure) return ["sri-implemented-and-external-scripts-loaded-securely", 5];
  if (secure) return ["sri-not-implemented-but-external-scripts-loaded-securely", -5];
  return withIntegrity
    ? ["sri-implemented-but-external-scripts-not-loaded-securely", -20]
    : ["sri-not-implemented-and-external-scripts-not-loaded-securely", -50];
};

const xContentTypeOptions: Test = (headers) => {
  const value = headers["x-content-type-options"];
  if (!value) return ["x-content-type-options-not-implemented", -5];
  return value.trim().toLowerCase() === "nosniff" ? ["x-content-type-options-nosniff", 0] : ["x-content-type-options-header-invalid", -5];
};

const xFrameOptions: Test = (headers) => {
  const csp = parsePolicies(headers["content-security-policy"]);
  if (csp && csp !== "duplicate" && csp.has("frame-ancestors")) return ["x-frame-options-implemented-via-csp", 5];
  const value = headers["x-frame-options"]?.trim().toLowerCase();
  if (!value) return ["x-frame-options-not-implemented", -20];
  if (value === "deny" || value === "sameorigin") return ["x-frame-options-sameorigin-or-deny", 5];
  return value.startsWith("allow-from") ? ["x-frame-options-allow-from-origin", 0] : ["x-frame-options-header-invalid", -20];
};

const crossOriginPolicy =
  (name: string, prefix: string, good: Record<string, number>): Test =>
  (headers) => {
    const value = headers[name]?.trim().toLowerCase();
    if (!value) return [`${prefix}-not-implemented`, 0];
    return value in good ? [`${prefix}-implemented-with-${value}`, good[value]] : [`${prefix}-header-invalid`, -5];
  };

const TESTS: Record<string, Test> = {
  "content-security-policy": contentSecurityPolicy,
  cookies,
  "cross-origin-embedder-policy": crossOriginPolicy("cross-origin-embedder-policy", "coep", {
    "require-corp": 10,
    credentialless: 10,
    "unsafe-none": 0,
  }),
  "cross-origin-opener-policy": crossOriginPolicy("cross-origin-opener-policy", "coop", {
    "same-origin": 10,
    "same-origin-allow-popups": 10,
    "noopener-allow-popups": 10,
    "unsafe-none": 0,
  }),
  "cross-origin-resource-sharing": crossOriginResourceSharing,
  // Netlify answers plain HTTP with a permanent redirect to HTTPS on the same host.
  redirection: () => ["redirection-to-https", 0],
  "referrer-policy": referrerPolicy,
  "strict-transport-security": strictTransportSecurity,
  "subresource-integrity": subresourceIntegrity,
  "x-content-type-options": xContentTypeOptions,
  "x-frame-options": xFrameOptions,
  "cross-origin-resource-policy": crossOriginPolicy("cross-origin-resource-policy", "corp", {
    "same-origin": 10,
    "same-site": 10,
    "cross-origin": 0,
  }),
};

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** `headers` with lower-case names, as Playwright's `response.headers()` gives them. */
export function gradeResponse(headers: Headers, html: string): Graded {
  const results: Graded["results"] = {};
  let withBonuses = 100;
  let withoutBonuses = 100;
  for (const [name, test] of Object.entries(TESTS)) {
    const [result, modifier] = test(headers, html);
    results[name] = { result, modifier };
    withBonuses += modifier;
    if (modifier < 0) withoutBonuses += modifier;
  }
  const score = Math.max(withoutBonuses >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : withoutBonuses, 0);
  const grade = GRADES.find(([minimum]) => Math.min(score - (score % 5), 100) >= minimum)![1];
  return { score, grade, results };
}
