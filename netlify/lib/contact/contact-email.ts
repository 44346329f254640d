/**
 * The email the company receives for each contact message: plain text and HTML with the same
 * content, reply-to set to the visitor so answering is one click. Every visitor value is escaped
 * for HTML and flattened to one line before it reaches a header.
 */
import { siteFiles } from "../../../src/content-model/site-files";
import { describeSource } from "./enquiry-source-labels";
import { escapeHtml, toHeaderText } from "../common/escape";
import { fieldsOf, type ContactFields, type Enquiry } from "./message-store";
import type { OutgoingEmail } from "../common/mailer";

const { contactForm: formCopy, site } = siteFiles;

export interface MailAddresses {
  /** The company's inbox. */
  to: string;
  /** The sender the mail server accepts for this site, e.g. `"Gridline Films website" <website@gridlinefilms.co.uk>`. */
  from: string;
}

/** Message-IDs need a domain we control; the one of the company's own address is the obvious choice. */
const MESSAGE_ID_DOMAIN = site.email.split("@")[1];
const HEADING = `New enquiry from the ${site.name} website`;
const SUBJECT_MAX_LENGTH = 150;
const NOT_GIVEN = "Not given";

const fieldLabels: ReadonlyArray<[keyof ContactFields, string]> = (
  ["firstName", "lastName", "email", "company", "industry", "projectType"] as const
).map((name) => [name, formCopy.labels[name]]);

const ukTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/London" });

export function contactMessageId(id: string): string {
  return `<contact-${id}@${MESSAGE_ID_DOMAIN}>`;
}

export function composeContactEmail(message: Enquiry, addresses: MailAddresses): OutgoingEmail {
  const fields = fieldsOf(message);
  const fullName = `${fields.firstName} ${fields.lastName}`;
  const received = ukTime.format(message.received_at);
  const rows = [...fieldLabels.map(([key, label]) => [label, fields[key] || NOT_GIVEN] as const), ...describeSource(message.source)];

  const text = [
    HEADING,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `Received: ${received} (UK time)`,
    `Reference: ${message.id}`,
    "",
    "Message:",
    fields.message,
    "",
    `Reply to this email to answer ${fields.firstName} directly.`,
  ].join("\n");

  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = [
    "<!doctype html>",
    '<html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">',
    `<h1 style="font-size:18px">${escapeHtml(HEADING)}</h1>`,
    `<table role="presentation" style="border-collapse:collapse">${htmlRows}</table>`,
    `<p style="color:#555">Received ${escapeHtml(received)} (UK time). Reference ${escapeHtml(message.id)}.</p>`,
    '<h2 style="font-size:16px">Message</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(fields.message)}</p>`,
    `<p>Reply to this email to answer ${escapeHtml(fields.firstName)} directly.</p>`,
    "</body></html>",
  ].join("\n");

  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name: toHeaderText(fullName, 200), address: fields.email },
    subject: toHeaderText(`Website enquiry from ${fullName}, ${fields.company}`, SUBJECT_MAX_LENGTH),
    messageId: contactMessageId(message.id),
    text,
    html,
  };
}
