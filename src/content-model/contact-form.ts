import { object, shownIn, string, text } from "./fields";
import { CONTACT_FORM_PATH } from "../lib/routes";
import type { ContentType } from "./types";

export const contactForm = {
  id: "contact-form",
  label: "Contact form",
  description: "The contact form's labels and prompts, and the pages the contact function shows a browser without scripts.",
  typeName: "ContactFormCopy",
  source: { shape: "file", file: "site/contact-form.json" },
  shownAt: CONTACT_FORM_PATH,
  fields: [
    object("labels", "ContactFormLabels", [
      string("firstName"),
      string("lastName"),
      string("email"),
      string("company"),
      string("industry"),
      string("projectType"),
      string("message"),
    ]),
    string("optionalMarker", { label: "Word for an optional field", hint: "After the label of a field a visitor may leave empty" }),
    string("industryPrompt", { label: "Industry list's first line", hint: "Shown in the list of industries until one is chosen" }),
    string("projectTypePrompt", { label: "Project list's first line", hint: "Shown in the list of project types until one is chosen" }),
    text("messagePlaceholder", {
      label: "Words in the empty message box",
      hint: "Greyed out in the message box until the visitor types (its placeholder)",
    }),
    string("honeypotLabel", {
      label: "Robot trap label",
      hint: "Label of a hidden field only robots fill in; a message with it filled in is dropped",
    }),
    string("submitLabel", { label: "Send button" }),
    string("sendingLabel", { label: "Send button while sending", hint: "The send button's words while the message is on its way" }),
    string("formLabel", { label: "Form's name for screen readers", hint: "What screen readers call the contact form" }),
    object("sent", "ContactFormNotice", [string("title"), text("description")], {
      hint: "The notice shown once a message has been sent",
      shownAt: shownIn.notice,
    }),
    object("failed", "ContactFormNotice", [string("title"), text("description")], {
      hint: "The notice shown when a message could not be sent",
      shownAt: shownIn.notice,
    }),
    object("rateLimited", "ContactFormNotice", [string("title"), text("description")], {
      hint: "The notice shown when the site refuses more messages from the visitor's network for a minute",
      shownAt: shownIn.notice,
    }),
    string("dismissLabel", { label: "Close button of a notice", hint: "What screen readers call the button that closes a notice" }),
    object(
      "errorPage",
      "ContactFormErrorPage",
      [
        string("title"),
        text("intro"),
        string("summaryHeading", { label: "Heading of the list of mistakes" }),
        string("errorPrefix", { label: "Word before each mistake" }),
      ],
      {
        hint: "The page a browser without scripts gets back when a field of the form needs correcting",
        shownAt: shownIn.server,
      },
    ),
    object(
      "refusalPage",
      "ContactFormRefusalPage",
      [
        string("title"),
        string("backToContact", { label: "Link back to the contact page" }),
        string("backHome", { label: "Link to the home page" }),
        string("orCall", { label: "Words before the phone number" }),
      ],
      {
        hint: "The page a browser without scripts gets back when a message could not be sent",
        shownAt: shownIn.server,
      },
    ),
  ],
} satisfies ContentType;
