import { object, string, text } from "./fields";
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
    string("honeypotLabel", { hint: "Label of the hidden field only robots fill" }),
    string("submitLabel"),
    string("sendingLabel", { hint: "The send button's words while the message is on its way" }),
    string("formLabel", { hint: "Accessible name of the form" }),
    object("sent", "ContactFormNotice", [string("title"), text("description")], { hint: "The notice shown once a message has been sent" }),
    object("failed", "ContactFormNotice", [string("title"), text("description")], {
      hint: "The notice shown when a message could not be sent",
    }),
    object("rateLimited", "ContactFormNotice", [string("title"), text("description")], {
      hint: "The notice shown when the host refuses more messages from the visitor's network for a minute; {phone} is filled in",
    }),
    string("dismissLabel", { hint: "Accessible name of the button that closes a notice" }),
    object("errorPage", "ContactFormErrorPage", [string("title"), text("intro"), string("summaryHeading"), string("errorPrefix")]),
    object("refusalPage", "ContactFormRefusalPage", [string("title"), string("backToContact"), string("backHome"), string("orCall")]),
  ],
} satisfies ContentType;
