/**
 * The one definition of a contact message. The contact form validates with it in the browser and
 * the send-contact-email function validates with it again on the server, so the two can never
 * disagree about what a valid message is. Browser-safe: no Node modules.
 */
import * as yup from "yup";
import contactChoices from "./contact-choices.json";
import { contactFieldLimits, OTHER_CHOICE } from "./contact-fields";

export { contactFieldLimits, contactFieldNames, newSubmissionId, OTHER_CHOICE, type ContactFieldName } from "./contact-fields";

/**
 * What the form's selects offer: the industry titles and service names from content/, in their
 * content order, plus Other. contact-choices.json holds just those names, so the browser bundle and
 * the function carry a few hundred bytes rather than every page's content; gatsby/contact-choices.ts writes
 * it from content/industries and content/services before each build.
 */
export const industryChoices: readonly string[] = [...contactChoices.industries, OTHER_CHOICE];
export const projectTypeChoices: readonly string[] = [...contactChoices.projectTypes, OTHER_CHOICE];

const characters = (count: number) => `${count.toLocaleString("en-GB")} characters or fewer`;
const unreadable = (what: string) => `Your ${what} contains invisible control characters: please type it again`;

export const contactErrorMessages = {
  firstNameRequired: "Please enter your first name",
  firstNameTooLong: `Your first name is too long: please keep it to ${characters(contactFieldLimits.name)}`,
  lastNameRequired: "Please enter your last name",
  lastNameTooLong: `Your last name is too long: please keep it to ${characters(contactFieldLimits.name)}`,
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address, like name@company.co.uk",
  emailTooLong: `Your email address is too long: please keep it to ${characters(contactFieldLimits.email)}`,
  companyRequired: "Please enter your company or organisation",
  companyTooLong: `Your company name is too long: please keep it to ${characters(contactFieldLimits.company)}`,
  industryInvalid: "Please choose an industry from the list",
  projectTypeInvalid: "Please choose a project type from the list",
  messageRequired: "Please enter your message",
  messageTooLong: `Your message is too long: please keep it to ${characters(contactFieldLimits.message)}`,
  submissionIdInvalid: "This form has expired. Please refresh the page and try again.",
  firstNameUnreadable: unreadable("first name"),
  lastNameUnreadable: unreadable("last name"),
  emailUnreadable: unreadable("email address"),
  companyUnreadable: unreadable("company name"),
  messageUnreadable: unreadable("message"),
} as const;

/**
 * The WHATWG rule that yup's `email()` follows accepts addresses such as `name@company`, which no
 * business inbox uses; requiring a dot in the domain catches the common slip of a missing `.co.uk`.
 */
const domainWithDot = /@[^@\s.]+(\.[^@\s.]+)+$/;

/**
 * Control characters other than tab and the line breaks a textarea sends (C0, DEL and C1): nobody
 * types them, they are invisible on the page, and in an email some end a header or the message.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A value no string schema accepts, so a number or `true` reads as the field's own message. */
const NOT_TEXT = Object.freeze({ notText: true });

/**
 * Trimmed text. Anything but a string (a number, `true`, an object, an array) reads as the
 * field's own message, where yup would quietly turn `42` into "42" (or throw on an object in
 * `trim()`): a crafted request gets a 422, never a crash or a guess. Text holding control
 * characters gets the field's `unreadableMessage`.
 */
const text = (wrongTypeMessage: string, unreadableMessage = wrongTypeMessage) =>
  yup
    .string()
    .typeError(wrongTypeMessage)
    .transform((value: unknown, original: unknown) => {
      if (original === undefined || original === null) return original;
      return typeof original === "string" && typeof value === "string" ? value.trim() : NOT_TEXT;
    })
    .test("no-control-characters", unreadableMessage, (value) => value === undefined || value === null || !CONTROL_CHARACTERS.test(value));

const requiredText = (requiredMessage: string, maxLength: number, tooLongMessage: string, unreadableMessage: string) =>
  text(requiredMessage, unreadableMessage).required(requiredMessage).max(maxLength, tooLongMessage);

/**
 * Characters that end a host name in a URL, or that the URL parser would quietly drop (tabs, line
 * breaks, other controls), so a "domain" holding one is left for the email rule to refuse.
 */
// eslint-disable-next-line no-control-regex -- control characters are among those looked for
const NOT_IN_A_DOMAIN = /[\s/?#\\:@[\]%\u0000-\u001f\u007f]/;

/**
 * An address whose domain is written in another script (`ann@bücher.de`) in the form mail servers
 * use, punycode (`ann@xn--bcher-kva.de`), by the WHATWG URL rules both browsers and Node follow.
 * Anything that is not a plain domain is returned as it came, for the email rule to judge.
 */
export function withAsciiDomain(address: string): string {
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  const ascii = [...domain].every((character) => character.charCodeAt(0) < 0x80);
  if (at < 0 || ascii || NOT_IN_A_DOMAIN.test(domain)) return address;
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return address;
  }
}

/** One of the listed choices, or nothing: a crafted request can put no other text in the email. */
const optionalChoice = (choices: readonly string[], invalidMessage: string) =>
  text(invalidMessage)
    .nonNullable(invalidMessage)
    .default("")
    .oneOf(["", ...choices], invalidMessage);

export const emailAddressSchema = text(contactErrorMessages.emailRequired, contactErrorMessages.emailUnreadable)
  .transform((value: unknown) => (typeof value === "string" ? withAsciiDomain(value) : value))
  .required(contactErrorMessages.emailRequired)
  .max(contactFieldLimits.email, contactErrorMessages.emailTooLong)
  .email(contactErrorMessages.emailInvalid)
  .matches(domainWithDot, { message: contactErrorMessages.emailInvalid, excludeEmptyString: true });

const NIL_UUID = "00000000-0000-0000-0000-000000000000";

/** Bots fill every field they find; people never see this one, so any value marks the sender as a bot. */
export const honeypotSchema = yup.string().default("");

export const contactMessageSchema = yup.object({
  firstName: requiredText(
    contactErrorMessages.firstNameRequired,
    contactFieldLimits.name,
    contactErrorMessages.firstNameTooLong,
    contactErrorMessages.firstNameUnreadable,
  ),
  lastName: requiredText(
    contactErrorMessages.lastNameRequired,
    contactFieldLimits.name,
    contactErrorMessages.lastNameTooLong,
    contactErrorMessages.lastNameUnreadable,
  ),
  email: emailAddressSchema,
  company: requiredText(
    contactErrorMessages.companyRequired,
    contactFieldLimits.company,
    contactErrorMessages.companyTooLong,
    contactErrorMessages.companyUnreadable,
  ),
  industry: optionalChoice(industryChoices, contactErrorMessages.industryInvalid),
  projectType: optionalChoice(projectTypeChoices, contactErrorMessages.projectTypeInvalid),
  message: requiredText(
    contactErrorMessages.messageRequired,
    contactFieldLimits.message,
    contactErrorMessages.messageTooLong,
    contactErrorMessages.messageUnreadable,
  ),
  /**
   * Optional: the browser makes one per message so a retried request is recognisably the same
   * message, and the server makes one for a client that sends none. An empty hidden field counts
   * as none. The nil UUID is nobody's id (yup's `uuid()` lets it through), so it is refused.
   */
  submissionId: yup
    .string()
    .typeError(contactErrorMessages.submissionIdInvalid)
    .transform((value: unknown) => (value === "" || value === null ? undefined : value))
    .optional()
    .uuid(contactErrorMessages.submissionIdInvalid)
    .notOneOf([NIL_UUID], contactErrorMessages.submissionIdInvalid),
  website: honeypotSchema,
});

export type ContactMessage = yup.InferType<typeof contactMessageSchema>;

/**
 * A blank form. The submission id is made once per message in the browser, so a retried request
 * carries the same id and the server can tell it is the same message.
 */
export function emptyContactMessage(submissionId: string): ContactMessage & { submissionId: string } {
  return {
    firstName: "",
    lastName: "",
    email: "",
    company: "",
    industry: "",
    projectType: "",
    message: "",
    submissionId,
    website: "",
  };
}
