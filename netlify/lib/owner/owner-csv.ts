/** The stored messages as a CSV file a spreadsheet opens, every cell written by `csvCell`. */
import { siteFiles } from "../../../src/content-model/site-files";
import { contactFieldNames } from "../../../src/lib/contact-schema";
import { CAMPAIGN_PARAMETERS, campaignKeys } from "../../../src/lib/enquiry-source";
import { csvCell } from "../common/csv";
import { SOURCE_LABELS } from "../contact/enquiry-source-labels";
import type { StoredContactMessage } from "../contact/message-store";

const { contactForm: formCopy } = siteFiles;

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
