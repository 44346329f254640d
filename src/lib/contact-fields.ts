/**
 * The contact form's fields without their validation rules: names, limits and the submission id.
 * The server-rendered form reads these, so its native `required`, `type` and `maxlength` agree
 * with the shared schema (contact-schema.ts) while the page carries none of the schema's code.
 */

export const contactFieldLimits = {
  name: 100,
  email: 254,
  company: 200,
  message: 5000,
} as const;

/** The answer both lists end with, for a visitor whose industry or project is not among them. */
export const OTHER_CHOICE = "Other";

/** The fields a visitor fills in, in the order the form shows them. */
export const contactFieldNames = ["firstName", "lastName", "email", "company", "industry", "projectType", "message"] as const;

export type ContactFieldName = (typeof contactFieldNames)[number];

/** The fields a message cannot go without (the schema's `required`). */
export const requiredContactFields: ReadonlySet<ContactFieldName> = new Set(["firstName", "lastName", "email", "company", "message"]);

/**
 * A new submission id: a version 4 UUID, as the schema asks. `crypto.randomUUID` exists only on
 * secure origins (so not on a LAN address in development) and in Safari from 15.4, while
 * `crypto.getRandomValues` is everywhere, so where the first is missing the UUID is built from the second.
 */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
