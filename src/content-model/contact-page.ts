import { list, object, path, seoDescription, seoTitle, string, text } from "./fields";
import { CONTACT_PATH, CONTACT_THANK_YOU_PATH } from "../lib/routes";
import type { ContentType } from "./types";

export const contactPage = {
  id: "contact-page",
  label: "Contact page",
  description: "The contact page's own copy, and the thank-you page a visitor lands on after sending a message without scripts.",
  typeName: "ContactPage",
  source: { shape: "file", file: "pages/contact.json" },
  shownAt: CONTACT_PATH,
  fields: [
    seoTitle(),
    seoDescription(),
    object(
      "thankYou",
      "ContactThankYou",
      [
        seoTitle(),
        seoDescription(),
        string("eyebrow", { label: "Small heading above the heading" }),
        string("heading"),
        text("intro", { hint: "The reply promise of the site settings follows it" }),
        string("nextHeading", { label: "Heading of what happens next" }),
        list("steps", text("step"), { min: 1, hint: "What happens next, in order" }),
        string("linksHeading", { label: "Heading of the links" }),
        list(
          "links",
          object("link", "ThankYouLink", [
            string("label", { label: "Link's words" }),
            path("to", { label: "Goes to" }),
            text("description"),
          ]),
          { min: 1 },
        ),
        text("bookingPrompt", { hint: "Beside the booking button" }),
      ],
      {
        label: "Thank-you page",
        hint: "The page a visitor sees after sending a message from a browser without scripts",
        shownAt: CONTACT_THANK_YOU_PATH,
      },
    ),
  ],
} satisfies ContentType;
