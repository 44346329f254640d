/**
 * The owner's secret (OWNER_SECRET), shared by the owner-only functions: the contact inbox and the
 * newsletter export. A browser sends it as the password of Basic authentication (any user name),
 * a script as a Bearer token.
 */
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** The password of Basic authentication, or a Bearer token; null when neither was sent. */
function presentedSecret(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const [scheme, value = ""] = header.split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    return colon >= 0 ? decoded.slice(colon + 1) : null;
  }
  return null;
}

/**
 * Compares digests of equal length in constant time, and takes the same path whether the secret
 * was missing or wrong, so timing tells an attacker nothing about how close a guess came. Without
 * a configured secret nobody is the owner.
 */
export function isOwner(request: Request, secret: string | undefined): boolean {
  const presented = presentedSecret(request);
  const matches = timingSafeEqual(digest(presented ?? ""), digest(secret ?? ""));
  return matches && presented !== null && Boolean(secret);
}
