import { list, object, path, shownIn, string, text } from "./fields";
import { LANDING_PATH, NEWSLETTER_PAGES } from "../lib/routes";
import type { ContentType } from "./types";

/** A page that says what a newsletter step did; the three share one shape. */
const page = (name: string, shownAt: string) =>
  object(
    name,
    "NewsletterNotice",
    [
      string("seoTitle", { label: "Title in search results", hint: "The page's title on its browser tab (its SEO title)" }),
      text("seoDescription", {
        label: "Description in search results",
        hint: "What a search result would show of the page (its meta description)",
      }),
      string("eyebrow", { label: "Small heading above the heading" }),
      string("heading"),
      list("body", text("paragraph", { label: "Body paragraph" }), { label: "Body paragraphs" }),
      string("button"),
      path("buttonTo", { label: "Button goes to" }),
    ],
    { shownAt },
  );

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
      string("emailLabel", { label: "Email box's label" }),
      string("footerPlaceholder", {
        label: "Words in the footer's empty email box",
        hint: "Greyed out in the footer's email box until the visitor types (its placeholder)",
      }),
      string("honeypotLabel", { label: "Robot trap label", hint: "Label of a hidden field only robots fill in" }),
      string("sending", { label: "Button while sending" }),
      text("consentBefore", { label: "Words before the privacy link" }),
      string("consentLink", { label: "Privacy link's words" }),
      text("confirmationSent"),
      text("failed"),
      text("rateLimited", { hint: "Shown when the site refuses more signups from the visitor's network for a minute" }),
    ]),
    page("checkInbox", NEWSLETTER_PAGES.checkInbox),
    page("confirmed", NEWSLETTER_PAGES.confirmed),
    page("unsubscribed", NEWSLETTER_PAGES.unsubscribed),
    object(
      "confirmPage",
      "NewsletterConfirmPage",
      [string("title"), text("body"), string("button"), string("alreadyConfirmedTitle"), text("alreadyConfirmedBody")],
      { hint: "The page the link in the confirmation email opens", shownAt: shownIn.server },
    ),
    object("unsubscribePage", "NewsletterUnsubscribePage", [string("title"), text("body"), string("button")], {
      hint: "The page a link to unsubscribe opens",
      shownAt: shownIn.server,
    }),
    object(
      "linkProblems",
      "NewsletterLinkProblems",
      [
        string("expiredTitle"),
        text("expiredBody"),
        string("invalidTitle"),
        text("invalidBody"),
        string("unknownTitle"),
        text("unknownBody"),
        string("unavailableTitle"),
        text("unavailableBody"),
        string("subscribeLabel"),
        path("subscribeTo", { label: "Subscribe link goes to" }),
      ],
      { hint: "What the confirm and unsubscribe pages say when a link is old, mistyped or cannot be followed", shownAt: shownIn.server },
    ),
    object(
      "formErrorPage",
      "NewsletterFormErrorPage",
      [string("title"), string("summaryHeading"), text("intro"), string("button"), string("unavailableTitle"), string("backLabel")],
      { hint: "The page a browser without scripts gets back when a signup could not be taken", shownAt: shownIn.server },
    ),
    object(
      "email",
      "NewsletterEmail",
      [
        string("confirmSubject"),
        string("greeting"),
        text("confirmIntro"),
        string("confirmAction"),
        string("confirmButton"),
        text("confirmExpiry"),
        string("unsubscribeLine"),
        string("signOff"),
      ],
      { hint: "The email that asks a new subscriber to confirm", shownAt: shownIn.server },
    ),
  ],
} satisfies ContentType;
