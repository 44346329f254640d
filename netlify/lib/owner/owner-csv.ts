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

/**
 * The file as a stream, each row written as its message is read: the download starts at once and
 * never holds every message in memory.
 */
export function messagesCsv(messages: AsyncIterable<StoredContactMessage>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = messages[Symbol.asyncIterator]();
  // The byte-order mark makes Excel read the file as UTF-8; CRLF is what RFC 4180 asks for.
  let header = `\uFEFF${COLUMNS.map((value) => csvCell(value)).join(",")}\r\n`;
  return new ReadableStream({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        if (header) controller.enqueue(encoder.encode(header));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(`${header}${csvRow(next.value)}\r\n`));
      header = "";
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

function csvRow(message: StoredContactMessage): string {
  return [
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
    .join(",");
}
