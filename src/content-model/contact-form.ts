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
    string("optionalMarker", { hint: "After the label of an optional field" }),
    string("industryPrompt"),
    string("projectTypePrompt"),
    text("messagePlaceholder"),
    string("honeypotLabel", {
      label: "Robot trap label",
      hint: "Label of a hidden field only robots fill in; a message with it filled in is dropped",
    }),
    string("submitLabel"),
    string("sendingLabel", { hint: "The send button's words while the message is on its way" }),
    string("formLabel", { hint: "What screen readers call the form" }),
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
    string("dismissLabel", { hint: "What screen readers call the button that closes a notice" }),
    object("errorPage", "ContactFormErrorPage", [string("title"), text("intro"), string("summaryHeading"), string("errorPrefix")], {
      hint: "The page a browser without scripts gets back when a field of the form needs correcting",
      shownAt: shownIn.server,
    }),
    object("refusalPage", "ContactFormRefusalPage", [string("title"), string("backToContact"), string("backHome"), string("orCall")], {
      hint: "The page a browser without scripts gets back when a message could not be sent",
      shownAt: shownIn.server,
    }),
  ],
} satisfies ContentType;
