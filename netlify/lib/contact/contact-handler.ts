/**
 * The send-contact-email function, built from injectable parts so tests can run it against a real
 * SMTP server and a real Postgres. The order is the point: refuse what is malformed, store what is
 * valid, and only then check it for spam and try the email, so an accepted message is never lost.
 * Should the database be unreachable, the message is emailed at once instead; only when neither
 * works is the visitor told so (503, with what they typed and the phone number). The check and the email happen after the answer (Netlify's `waitUntil`), so every
 * stored message, spam or not, gets the same answer at the same moment: nothing in it tells a bot
 * what was decided.
 *
 * Two kinds of caller: the form's script sends JSON and gets JSON; a browser posting the form
 * itself (before or without scripts) sends `application/x-www-form-urlencoded` and gets pages: a
 * 303 to the thank-you page, or the form again with its errors.
 */
import { createHash, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { siteFiles } from "../../../src/content-model/site-files";
import { contactFieldLimits, contactFieldNames, contactMessageSchema, type ContactFieldName } from "../../../src/lib/contact-schema";
import {
  campaignKeys,
  enquirySourceFrom,
  SOURCE_FIELD,
  SOURCE_PAGE_FIELD,
  sourceBodyKeys,
  sourceLimits,
  type EnquirySource,
} from "../../../src/lib/enquiry-source";
import { CONTACT_THANK_YOU_PATH } from "../../../src/lib/routes";
import { attemptDelivery, type DeliveryDependencies } from "./contact-delivery";
import { composeContactEmail } from "./contact-email";
import { formErrorsPage, refusalFor, type FormEntries } from "./contact-pages";
import { answerFormPost, jsonOrPage, type Audience } from "../common/answer";
import { bodyLimitFor, isHoneypotFilled, jsonResponse, seeOther, storageUnavailable } from "../common/http";
import { describeError } from "../common/logger";
import { within } from "../common/time-budget";
import type { VisitorDetails } from "../common/http";
import type { SpamFilter } from "../common/spam-filter";
import {
  fieldColumns,
  fieldsOf,
  spamSubmissionOf,
  StoredInDoubt,
  type ContactFields,
  type Enquiry,
  type NewEnquiry,
} from "./message-store";
import type { WorkSignal } from "./work-signal";
import { DELIVERY_LEASE_MS } from "./retry-policy";
import { isUuid, validate } from "../common/validation";

const { site } = siteFiles;

export interface ContactHandlerDependencies extends DeliveryDependencies {
  /** Origins allowed to post the form; undefined accepts any (local development). */
  allowedOrigins?: readonly string[];
  /** Akismet, when AKISMET_API_KEY is set; without it no message is checked or reported. */
  spamFilter?: SpamFilter;
  /** The visitor's IP address, browser and referring page, which the spam filter sends Akismet. */
  visitor?: VisitorDetails;
  /**
   * Keeps the function running for work done after the answer is sent (Netlify's
   * `context.waitUntil`). Without it, the work is finished before answering.
   */
  afterAnswer?: (work: Promise<unknown>) => void;
  /** Tells the retry job that a message may wait for it (see work-signal.ts). */
  signal?: WorkSignal;
}

/**
 * The visitor is answered within 10 seconds: storing may take 8 of them (waiting for a free
 * connection in a burst, or settling a lost answer, included), and an email for a message the
 * database could not take what is left of 9.5, 3.5 at most.
 */
const STORING_TIME_MS = 8_000;
const ANSWER_TIME_MS = 9_500;
const UNSTORED_MAIL_TIME_MS = 3_500;

export interface ContactSuccessBody {
  ok: true;
  id: string;
  /** Stored safely; the email follows (at once, or by retry). The same for every stored message, spam or not. */
  status: "queued";
  message: string;
}

const thanks = `Thank you for your message. ${site.replyPromise}`;

/** The one answer to a stored message, whatever its spam check and its email come to. */
function accepted(audience: Audience, id: string): Promise<Response> {
  const body: ContactSuccessBody = { ok: true, id, status: "queued", message: thanks };
  return jsonOrPage(audience, jsonResponse(202, body), () => seeOther(CONTACT_THANK_YOU_PATH));
}

export function handleContactRequest(request: Request, deps: ContactHandlerDependencies): Promise<Response> {
  const rules = { maxBodyBytes: CONTACT_MAX_BODY_BYTES, allowedOrigins: deps.allowedOrigins };
  const postedFrom = sitePageThatPosted(request, deps.allowedOrigins);
  return answerFormPost(
    request,
    { rules, log: deps.log },
    (body, audience) => acceptContactMessage(body, audience, deps, postedFrom),
    refusalFor,
  );
}

/** The address of the site's own page that posted the form (its `Referer`), or undefined for any other. */
function sitePageThatPosted(request: Request, allowedOrigins: readonly string[] = []): URL | undefined {
  try {
    const referrer = new URL(request.headers.get("referer") ?? "");
    return [new URL(request.url).origin, ...allowedOrigins].includes(referrer.origin) ? referrer : undefined;
  } catch {
    return undefined;
  }
}

/** The visitor's entries as text, for putting back into the form; other keys are left out. */
function entriesOf(body: Record<string, unknown>): FormEntries {
  const entries: FormEntries = {};
  for (const name of [...contactFieldNames, "submissionId"] as const) {
    const value = Object.hasOwn(body, name) ? body[name] : undefined;
    if (typeof value === "string") entries[name] = value;
  }
  return entries;
}

const UUID_CHARACTERS = 36;

const fieldLimits: Record<ContactFieldName, number> = {
  firstName: contactFieldLimits.name,
  lastName: contactFieldLimits.name,
  email: contactFieldLimits.email,
  company: contactFieldLimits.company,
  industry: contactFieldLimits.company,
  projectType: contactFieldLimits.company,
  message: contactFieldLimits.message,
};

/** How much of a filled honeypot is kept with a spam message, and so the most it may hold. */
const HONEYPOT_KEPT_CHARACTERS = 200;

/**
 * Every field at its longest in any script (see bodyLimitFor): a 5,000-character message in
 * Chinese, posted without scripts, is about 45 KB on the wire. The enquiry's source comes with it
 * (the no-script form's page; the script's object of pages, host and campaign, each within the
 * limits its own rules keep to before sending).
 */
export const CONTACT_MAX_BODY_BYTES = bodyLimitFor({
  ...fieldLimits,
  submissionId: UUID_CHARACTERS,
  website: HONEYPOT_KEPT_CHARACTERS,
  [SOURCE_PAGE_FIELD]: sourceLimits.path,
  [SOURCE_FIELD]: 2 * sourceLimits.path + sourceLimits.host + campaignKeys.length * sourceLimits.campaignValue + 200,
});

/**
 * An id made from the content: the same fields with the same starting point always give the same
 * id, so a repeated post (a double click on a form without scripts, a client's retry) stays one
 * message. Shaped as a version 5 UUID so it passes the schema like any browser-made id.
 */
function contentDerivedId(origin: string, fields: ContactFields): string {
  const digest = createHash("sha256")
    .update(JSON.stringify([origin, ...contactFieldNames.map((name) => fields[name])]))
    .digest();
  digest[6] = (digest[6] & 0x0f) | 0x50;
  digest[8] = (digest[8] & 0x3f) | 0x80;
  const hex = digest.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const sameFields = (a: ContactFields, b: ContactFields) => contactFieldNames.every((name) => a[name] === b[name]);

async function acceptContactMessage(
  posted: Record<string, unknown>,
  audience: Audience,
  deps: ContactHandlerDependencies,
  postedFrom: URL | undefined,
): Promise<Response> {
  // Where the message came from is kept when it passes its rules and dropped when not, so it is
  // taken out before the message is validated: it can never be why a message is refused.
  const source = enquirySourceFrom(posted, postedFrom);
  const body = Object.fromEntries(Object.entries(posted).filter(([key]) => !sourceBodyKeys.includes(key)));
  const entries = entriesOf(body);

  if (isHoneypotFilled(body.website)) {
    return keepAsSpam(body, audience, deps, entries, source);
  }

  // A script controls every key it sends, so one the form does not have is an error to report; a
  // browser posts whatever named controls the page holds, which the visitor cannot change.
  const validated = await validate(contactMessageSchema, body, { unknownKeys: audience === "json" ? "refuse" : "ignore" });
  if (!validated.ok) {
    return jsonOrPage(audience, validated.response, () => formErrorsPage(validated.fields, entries, source?.page));
  }
  const { submissionId, website: _honeypot, ...fields } = validated.value;

  const started = performance.now();
  const receivedAt = deps.now();
  const canSend = deps.mailer.mode !== "unconfigured";
  const enquiryWithId = (id: string): Enquiry => ({
    id,
    received_at: receivedAt,
    status: "pending",
    attempts: 0,
    // The first attempt happens right here, so the lease keeps the retry job away meanwhile.
    next_attempt_at: new Date(receivedAt.getTime() + (canSend ? DELIVERY_LEASE_MS : 0)),
    first_attempt_at: null,
    last_error: null,
    sent_at: null,
    failed_at: null,
    failure: null,
    dismissed_at: null,
    ...fieldColumns(fields),
    source: source ?? null,
    visitor: (deps.spamFilter && deps.visitor) || null,
    spam_checked: deps.spamFilter ? false : null,
    spam_reason: null,
    spam_marked_at: null,
    honeypot: null,
    discard: false,
  });

  // Without an id, the same text on the same day is one message (a double click on a form posted
  // without scripts); sent again another day, after no reply, it is a new enquiry.
  let enquiry = enquiryWithId(submissionId ? submissionId.toLowerCase() : contentDerivedId(receivedAt.toISOString().slice(0, 10), fields));
  try {
    // Same id and same content: the same message arriving again, or this one whose first answer
    // was lost, which the retry job sends once its lease ends. Same id, other content: a different
    // message (a client reusing its id, whether the first is in the inbox or on the spam list),
    // stored under an id derived from both, so that it too is stored once however often it comes.
    const added = await within(STORING_TIME_MS, async () => {
      for (let tries = 0; !(await deps.messages.add(enquiry)); tries++) {
        // The row is there, committed: reading it again after a lost answer races nothing.
        const existing = await deps.messages
          .find(enquiry.id)
          .catch(() => deps.messages.find(enquiry.id))
          .catch((error: unknown) => {
            throw new StoredInDoubt(enquiry.id, { cause: error });
          });
        if (!existing || sameFields(fieldsOf(existing), fields)) return false;
        if (tries >= 2) throw new Error(`Derived ids keep colliding from ${enquiry.id}`);
        deps.log.info("contact-message-id-reused", { id: enquiry.id });
        enquiry = enquiryWithId(contentDerivedId(enquiry.id, fields));
      }
      return true;
    });
    if (!added) {
      deps.log.info("contact-message-repeated", { id: enquiry.id });
      return accepted(audience, enquiry.id);
    }
  } catch (error) {
    // In doubt, it may be stored, and then the retry job sends it: emailed now, it could go twice.
    const inDoubt = error instanceof StoredInDoubt;
    deps.log.error(inDoubt ? "contact-message-in-doubt" : "contact-message-not-stored", { id: enquiry.id, error: describeError(error) });
    const mailTime = Math.min(UNSTORED_MAIL_TIME_MS, ANSWER_TIME_MS - (performance.now() - started));
    if (!inDoubt && (await emailedUnstored(enquiry, deps, mailTime))) return accepted(audience, enquiry.id);
    return refusalFor(audience, storageUnavailable(), entries, source?.page);
  }
  deps.log.info("contact-message-stored", { id: enquiry.id });
  // After the answer, beside the delivery: Blobs never holds up storing or answering.
  const work = Promise.all([deps.signal?.raise(receivedAt, { again: true }), checkAndDeliver(enquiry, deps)]);
  if (deps.afterAnswer) deps.afterAnswer(work);
  else await work;
  return accepted(audience, enquiry.id);
}

/**
 * The database could not take the message: it is emailed at once, unchecked, so the company has it
 * all the same, within what is left of the visitor's wait. True when the mail server took it; the
 * log says which happened, by id only.
 */
async function emailedUnstored(message: Enquiry, deps: ContactHandlerDependencies, timeMs: number): Promise<boolean> {
  if (deps.mailer.mode === "unconfigured") {
    deps.log.error("contact-message-lost", { id: message.id, reason: "neither stored nor emailed: no mail server is set" });
    return false;
  }
  try {
    await within(timeMs, () => deps.mailer.send(composeContactEmail(message, deps.addresses)));
    deps.log.error("contact-message-emailed-unstored", { id: message.id });
    return true;
  } catch (error) {
    deps.log.error("contact-message-lost", { id: message.id, reason: "neither stored nor emailed", error: describeError(error) });
    return false;
  }
}

/**
 * After the answer: the spam check, then the email. Checked once stored, so that neither a slow
 * check nor a crash during it can lose the message; a message whose check never ended keeps
 * `spam_checked` false, and the retry job checks it before sending it. Never throws.
 */
async function checkAndDeliver(stored: Enquiry, deps: ContactHandlerDependencies): Promise<void> {
  const { id } = stored;
  try {
    if (deps.spamFilter) {
      const verdict = await deps.spamFilter.check(spamSubmissionOf(stored));
      if (verdict.spam && (await keptFromInbox(stored, verdict.discard, deps))) return;
      await deps.messages.markChecked(id);
    }
    if (deps.mailer.mode === "unconfigured") {
      deps.log.error("contact-mail-not-configured", {
        id,
        action: "Set SMTP_URL (and CONTACT_FROM) for this site; stored messages are sent by the retry job once it is set.",
      });
      return;
    }
    await attemptDelivery(stored, deps);
  } catch (error) {
    // Stored and leased: the retry job picks it up when the lease ends.
    deps.log.error("contact-delivery-not-recorded", { id, error: describeError(error) });
  }
}

/**
 * Akismet's spam goes to the spam list, never emailed, with its hint that it is blatant kept for the
 * owner to see. True when it is not to be emailed: moved now, or no longer in the inbox (the owner
 * put it on the spam list before Akismet answered). Should the move fail, the message is
 * delivered like any other instead.
 */
async function keptFromInbox(message: Enquiry, discard: boolean, deps: ContactHandlerDependencies): Promise<boolean> {
  try {
    await deps.messages.markSpam(message.id, "akismet", deps.now(), discard);
    return true;
  } catch (error) {
    deps.log.error("contact-spam-not-moved", { id: message.id, error: describeError(error) });
    return false;
  }
}

/**
 * Text a bot sent, as the spam list keeps it unvalidated: control characters out (Postgres refuses a
 * NUL in text, which failed the insert), line breaks and tabs kept, cut to the form's limit.
 */
const keptText = (text: string, limit: number) =>
  text
    .replace(/(?![\t\n\r])\p{Cc}/gu, "")
    .trim()
    .slice(0, limit);

/**
 * A filled honeypot: kept on the spam list, never emailed, and answered exactly like a delivered
 * message so a bot learns nothing from trying (while a person whose browser filled the hidden
 * field by mistake is not lost: the owner can promote the message).
 */
async function keepAsSpam(
  body: Record<string, unknown>,
  audience: Audience,
  deps: ContactHandlerDependencies,
  entries: FormEntries,
  source: EnquirySource | undefined,
): Promise<Response> {
  const given = typeof body.submissionId === "string" ? body.submissionId.toLowerCase() : "";
  const id = isUuid(given) ? given : randomUUID();
  const fields = Object.fromEntries(
    contactFieldNames.map((name) => [name, keptText(entries[name] ?? "", fieldLimits[name])]),
  ) as ContactFields;
  const receivedAt = deps.now();
  const spam: NewEnquiry = {
    id,
    received_at: receivedAt,
    // Never delivered unless the owner moves it to the inbox, which makes it due then.
    status: "pending",
    next_attempt_at: receivedAt,
    ...fieldColumns(fields),
    source: source ?? null,
    visitor: (deps.spamFilter && deps.visitor) || null,
    spam_reason: "honeypot",
    spam_marked_at: receivedAt,
    honeypot: keptText(String(body.website), HONEYPOT_KEPT_CHARACTERS),
  };
  try {
    await deps.messages.addSpam(spam);
  } catch (error) {
    deps.log.error("contact-spam-not-stored", { id, error: describeError(error) });
    return refusalFor(audience, storageUnavailable(), entries);
  }
  deps.log.info("contact-honeypot-filled", { id });
  return accepted(audience, id);
}
