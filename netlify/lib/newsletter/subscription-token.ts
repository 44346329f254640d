/**
 * The tokens in confirmation and unsubscribe links. A token names a subscription by its random id
 * (never by the address), says what it is for and, for confirmation, when it expires; an
 * HMAC-SHA256 over all of that, keyed with SUBSCRIPTION_SECRET, makes any change detectable.
 *
 * Format: base64url(JSON payload) "." base64url(HMAC-SHA256(secret, payload part)).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenPurpose = "confirm" | "unsubscribe";

export interface TokenClaims {
  purpose: TokenPurpose;
  /** The subscription's random id. */
  subscriptionId: string;
  /** A keyed fingerprint of the address the link was sent to, so a token cannot act on another. */
  addressTag: string;
  /** Absent for unsubscribe links, which must keep working in old emails. */
  expiresAt?: Date;
}

interface Payload {
  p: "c" | "u";
  s: string;
  a: string;
  x?: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: "invalid" | "expired" };

/** How long a confirmation link works; unconfirmed subscriptions are deleted after the same time. */
export const CONFIRMATION_VALID_DAYS = 7;

const sign = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("base64url");

/** The address fingerprint a token carries: keyed, so it cannot be matched against a list of addresses. */
export function addressTag(secret: string, addressKey: string): string {
  return createHmac("sha256", secret).update(`address:${addressKey}`).digest("base64url").slice(0, 22);
}

export function createToken(secret: string, claims: TokenClaims): string {
  const payload: Payload = { p: claims.purpose === "confirm" ? "c" : "u", s: claims.subscriptionId, a: claims.addressTag };
  if (claims.expiresAt) payload.x = Math.floor(claims.expiresAt.getTime() / 1000);
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${sign(secret, body)}`;
}

export function checkToken(secret: string, token: unknown, purpose: TokenPurpose, now: Date): TokenCheck {
  if (typeof token !== "string" || token.length > 400) return { ok: false, reason: "invalid" };
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length > 0) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Payload;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const purposeCode = purpose === "confirm" ? "c" : "u";
  if (payload.p !== purposeCode || typeof payload.s !== "string" || typeof payload.a !== "string") return { ok: false, reason: "invalid" };
  if (purpose === "confirm" && typeof payload.x !== "number") return { ok: false, reason: "invalid" };
  if (typeof payload.x === "number" && payload.x * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return {
    ok: true,
    claims: {
      purpose,
      subscriptionId: payload.s,
      addressTag: payload.a,
      expiresAt: typeof payload.x === "number" ? new Date(payload.x * 1000) : undefined,
    },
  };
}
