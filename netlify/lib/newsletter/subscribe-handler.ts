/**
 * The subscribe function behind the blog's 'Stay Updated' block and the footer's Subscribe form.
 * A signup is stored as pending and answered with a confirmation email (double opt-in); only a
 * click on that email's Confirm button puts the address on the list (subscription-links.ts).
 *
 * Scripts post JSON and get JSON; a form posted before or without scripts sends its urlencoded
 * body and gets a 303 to the 'check your inbox' page, or an HTML page that explains the error.
 */
import { randomBytes } from "node:crypto";
import { siteFiles } from "../../../src/content-model/site-files";
import { LANDING_PATH, NEWSLETTER_PAGES, SUBSCRIBE_ENDPOINT } from "../../../src/lib/routes";
import { contactFieldLimits } from "../../../src/lib/contact-fields";
import { subscribeSchema, subscribeSources, type SubscribeSource } from "../../../src/lib/subscribe-schema";
import { escapeHtml } from "../common/escape";
import { answerFormPost, jsonOrPage, type Audience } from "../common/answer";
import { functionPage, linkButton, paragraph } from "../common/function-page";
import { bodyLimitFor, isHoneypotFilled, jsonResponse, seeOther, storageUnavailable } from "../common/http";
import { describeError, type Logger } from "../common/logger";
import type { Mailer } from "../common/mailer";
import type { VisitorDetails } from "../common/http";
import type { SpamFilter } from "../common/spam-filter";
import { confirmationEmail } from "./newsletter-email";
import type { Subscriber, SubscriberStore } from "./subscriber-store";
import { subscriberLinks, type NewsletterLinkSettings } from "./subscription-links";
import { validate } from "../common/validation";

const { newsletter: copy } = siteFiles;

/** The longest address in any script, the longest source, and a honeypot as long as the contact form's. */
export const SUBSCRIBE_MAX_BODY_BYTES = bodyLimitFor({
  email: contactFieldLimits.email,
  source: Math.max(...subscribeSources.map((source) => source.length)),
  website: 200,
});

/** However often an address is entered, it gets one confirmation email a day at most. */
export const CONFIRMATION_RESEND_AFTER_MS = 24 * 60 * 60 * 1000;

export interface SubscribeHandlerDependencies extends NewsletterLinkSettings {
  subscribers: SubscriberStore;
  mailer: Mailer;
  /** The sender of the confirmation email. */
  from: string;
  now: () => Date;
  log: Logger;
  allowedOrigins?: readonly string[];
  /** Akismet, when AKISMET_API_KEY is set: a sign-up it judges spam is sent no confirmation email. */
  spamFilter?: SpamFilter;
  visitor?: VisitorDetails;
}

export interface SubscribeSuccessBody {
  ok: true;
  message: string;
}

/**
 * The same answer whether the address is new, pending or already confirmed, so the form cannot be
 * used to find out who is on the list.
 */
export const subscribedMessage = copy.form.confirmationSent;

export function handleSubscribeRequest(request: Request, deps: SubscribeHandlerDependencies): Promise<Response> {
  const rules = { maxBodyBytes: SUBSCRIBE_MAX_BODY_BYTES, allowedOrigins: deps.allowedOrigins };
  return answerFormPost(request, { rules, log: deps.log }, (body, audience) => subscribe(body, audience, deps), unavailable);
}

async function subscribe(body: Record<string, unknown>, audience: Audience, deps: SubscribeHandlerDependencies): Promise<Response> {
  const succeeded = () =>
    jsonOrPage(audience, jsonResponse(200, { ok: true, message: subscribedMessage } satisfies SubscribeSuccessBody), () =>
      seeOther(NEWSLETTER_PAGES.checkInbox),
    );

  if (isHoneypotFilled(body.website)) {
    deps.log.info("subscribe-honeypot-filled");
    return succeeded();
  }

  const validated = await validate(subscribeSchema, body);
  if (!validated.ok) {
    return jsonOrPage(audience, validated.response, () => formErrorPage(body, validated.fields));
  }
  const { email, source } = validated.value;

  if (!deps.secret) {
    deps.log.error("subscription-secret-missing", { source });
    return storageUnavailable();
  }

  const now = deps.now();
  // The sign-up whose confirmation email this request is to send; null when it sends none.
  let subscriber: Subscriber | undefined;
  try {
    subscriber = await deps.subscribers.addNew({ id: randomBytes(16).toString("base64url"), email, source }, now);
    if (subscriber) {
      deps.log.info("subscriber-pending", { source });
    } else {
      // Signed up before: one email a day at most, taken by one request of those arriving at once.
      subscriber = await deps.subscribers.claimConfirmationEmail(email, now, new Date(now.getTime() - CONFIRMATION_RESEND_AFTER_MS));
      deps.log.info(subscriber ? "subscriber-confirmation-resent" : "subscriber-repeated", { source, subscription: subscriber?.id });
    }
  } catch (error) {
    deps.log.error("subscriber-not-stored", { source, error: describeError(error) });
    return storageUnavailable();
  }
  // Checked once stored, before the one email a sign-up can cause: a bot's sign-ups mail nobody.
  if (subscriber && deps.spamFilter) {
    const verdict = await deps.spamFilter.check({
      form: "newsletter",
      id: subscriber.id,
      receivedAt: now.toISOString(),
      email: subscriber.email,
      visitor: deps.visitor,
    });
    if (verdict.spam) {
      deps.log.info("subscriber-held-as-spam", { source, subscription: subscriber.id });
      await deps.subscribers
        .releaseConfirmationEmail(subscriber, now)
        .catch((error) => deps.log.error("subscriber-not-stored", { source, error: describeError(error) }));
      return succeeded();
    }
  }

  if (subscriber) {
    try {
      const links = subscriberLinks(deps, subscriber, now);
      await deps.mailer.send(
        confirmationEmail({
          to: subscriber.email,
          from: deps.from,
          links,
          messageId: confirmationMessageId(subscriber, now, deps.siteOrigin),
        }),
      );
      deps.log.info("subscriber-confirmation-sent", { source, subscription: subscriber.id, mailer: deps.mailer.mode });
    } catch (error) {
      deps.log.error("subscriber-confirmation-not-sent", {
        source,
        subscription: subscriber.id,
        mailer: deps.mailer.mode,
        error: withoutAddresses(describeError(error)),
      });
      // Forget the attempt, so the visitor's next try sends the email instead of waiting a day.
      await deps.subscribers.releaseConfirmationEmail(subscriber).catch(() => undefined);
      return storageUnavailable();
    }
  }
  return succeeded();
}

/** A mail server's refusal often quotes the recipient ("550 <name@example.com>: no such user"). */
function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "[address]");
}

function confirmationMessageId(subscriber: Subscriber, now: Date, siteOrigin: string): string {
  return `<newsletter-confirm-${subscriber.id}-${now.getTime()}@${new URL(siteOrigin).hostname}>`;
}

/** A refusal, as JSON to a script or on a page with a way back to the site. */
function unavailable(audience: Audience, refusal: Response): Promise<Response> {
  return jsonOrPage(audience, refusal, (sentence) =>
    functionPage({
      status: refusal.status,
      card: true,
      title: copy.formErrorPage.unavailableTitle,
      body: paragraph(sentence) + linkButton(LANDING_PATH, copy.formErrorPage.backLabel),
    }),
  );
}

/**
 * The signup form again, as GOV.UK's pattern has it: an error summary at the top whose links move
 * to the field, the message beside the field, and what the visitor typed still in it.
 */
function formErrorPage(body: Record<string, unknown>, fields: Record<string, string>): Response {
  const typed = typeof body.email === "string" ? body.email.slice(0, 320) : "";
  const source: SubscribeSource = subscribeSources.find((candidate) => candidate === body.source) ?? "footer";
  const emailError = fields.email;
  const otherErrors = Object.entries(fields)
    .filter(([name]) => name !== "email")
    .map(([, message]) => message);
  const summaryItems = [
    ...(emailError ? [`<li><a href="#email">${escapeHtml(emailError)}</a></li>`] : []),
    ...otherErrors.map((message) => `<li>${escapeHtml(message)}</li>`),
  ].join("");
  const page = `<div class="error-summary" role="alert" aria-labelledby="summary-heading" tabindex="-1">
<h2 id="summary-heading">${escapeHtml(copy.formErrorPage.summaryHeading)}</h2>
<ul>${summaryItems}</ul>
</div>
${paragraph(copy.formErrorPage.intro)}
<form method="post" action="${SUBSCRIBE_ENDPOINT}" novalidate>
<label for="email">${escapeHtml(copy.form.emailLabel)}</label>
${emailError ? `<span class="error-message" id="email-error">${escapeHtml(emailError)}</span>` : ""}
<input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(typed)}"${emailError ? ' aria-invalid="true" aria-describedby="email-error"' : ""}>
<input type="hidden" name="source" value="${source}">
<div class="trap" aria-hidden="true"><label for="website">${escapeHtml(copy.form.honeypotLabel)}</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>
<button class="button" type="submit">${escapeHtml(copy.formErrorPage.button)}</button>
</form>`;
  return functionPage({ status: 422, card: true, title: copy.formErrorPage.title, body: page });
}
