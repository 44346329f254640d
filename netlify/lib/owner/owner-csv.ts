/**
 * The stored messages as a CSV file a spreadsheet opens. Every cell is quoted, and a cell that
 * begins like a formula (= + - @, or a tab or carriage return that some programs skip first) gets
 * a leading apostrophe: a visitor's text must never run as a formula on the owner's computer.
 */
import { siteFiles } from "../../../src/content-model/site-files";
import { contactFieldNames } from "../../../src/lib/contact-schema";
import { CAMPAIGN_PARAMETERS, campaignKeys } from "../../../src/lib/enquiry-source";
import { SOURCE_LABELS } from "./enquiry-source-labels";
import type { StoredContactMessage } from "../contact/message-store";

const { contactForm: formCopy } = siteFiles;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined, formulaStart: RegExp = FORMULA_START): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const COLUMNS = [
  "Reference",
  "Received (UTC)",
  "State",
  "Attempts",
  "Sent (UTC)",
  "Last error",
  ...contactFieldNames.map((name) => formCopy.labels[name]),
  SOURCE_LABELS.page,
  SOURCE_LABELS.landingPage,
  SOURCE_LABELS.referrerHost,
  // Named as in the address, the way campaign tools and Google Analytics name them.
  ...campaignKeys.map((key) => CAMPAIGN_PARAMETERS[key]),
];

export function messagesCsv(messages: readonly StoredContactMessage[]): string {
  const rows = messages.map((message) =>
    [
      message.id,
      message.receivedAt,
      message.status,
      message.attempts,
      message.sentAt,
      message.lastError,
      ...contactFieldNames.map((name) => message.fields[name]),
      message.source?.page,
      message.source?.landingPage,
      message.source?.referrerHost,
      ...campaignKeys.map((key) => message.source?.campaign?.[key]),
    ]
      .map((value) => csvCell(value))
      .join(","),
  );
  // The byte-order mark makes Excel read the file as UTF-8; CRLF is what RFC 4180 asks for.
  return `\uFEFF${[COLUMNS.map((value) => csvCell(value)).join(","), ...rows].join("\r\n")}\r\n`;
}
