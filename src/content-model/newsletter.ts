import { list, object, path, string, text } from "./fields";
import { LANDING_PATH } from "../lib/routes";
import type { ContentType } from "./types";

/** A page that says what a newsletter step did; the three share one shape. */
const page = (name: string) =>
  object(name, "NewsletterNotice", [
    string("seoTitle", { label: "SEO title" }),
    text("seoDescription", { label: "SEO description" }),
    string("eyebrow"),
    string("heading"),
    list("body", text("paragraph")),
    string("button"),
    path("buttonTo"),
  ]);

export const newsletter = {
  id: "newsletter",
  label: "Newsletter",
  description:
    "The newsletter's words: signup form, the pages after signing up, confirming and unsubscribing, and the confirmation email. Its promises (how often, the 7 days, what is kept) are what the code does; change them only with the code and the privacy policy.",
  typeName: "NewsletterSettings",
  source: { shape: "file", file: "site/newsletter.json" },
  shownAt: LANDING_PATH,
  fields: [
    object("form", "NewsletterForm", [
      string("emailLabel"),
      string("footerPlaceholder"),
      string("honeypotLabel"),
      string("sending"),
      text("consentBefore"),
      string("consentLink"),
      text("confirmationSent"),
      text("failed"),
      text("rateLimited", { hint: "Shown when the host refuses more signups from the visitor's network for a minute" }),
    ]),
    page("checkInbox"),
    page("confirmed"),
    page("unsubscribed"),
    object("confirmPage", "NewsletterConfirmPage", [
      string("title"),
      text("body"),
      string("button"),
      string("alreadyConfirmedTitle"),
      text("alreadyConfirmedBody"),
    ]),
    object("unsubscribePage", "NewsletterUnsubscribePage", [string("title"), text("body"), string("button")]),
    object("linkProblems", "NewsletterLinkProblems", [
      string("expiredTitle"),
      text("expiredBody"),
      string("invalidTitle"),
      text("invalidBody"),
      string("unknownTitle"),
      text("unknownBody"),
      string("unavailableTitle"),
      text("unavailableBody"),
      string("subscribeLabel"),
      path("subscribeTo"),
    ]),
    object("formErrorPage", "NewsletterFormErrorPage", [
      string("title"),
      string("summaryHeading"),
      text("intro"),
      string("button"),
      string("unavailableTitle"),
      string("backLabel"),
    ]),
    object("email", "NewsletterEmail", [
      string("confirmSubject"),
      string("greeting"),
      text("confirmIntro"),
      string("confirmAction"),
      string("confirmButton"),
      text("confirmExpiry"),
      string("unsubscribeLine"),
      string("signOff"),
    ]),
  ],
} satisfies ContentType;
