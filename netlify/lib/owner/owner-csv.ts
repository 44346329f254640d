/** The stored messages as a CSV file a spreadsheet opens, every cell written by `csvCell`. */
import { siteFiles } from "../../../src/content-model/site-files";
import { contactFieldNames } from "../../../src/lib/contact-schema";
import { CAMPAIGN_PARAMETERS, campaignKeys } from "../../../src/lib/enquiry-source";
import { csvCell } from "../common/csv";
import { deadlineIn, isPast } from "../common/time-budget";
import { SOURCE_LABELS } from "../contact/enquiry-source-labels";
import { fieldsOf, listKey, type Enquiry } from "../contact/message-store";

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
 * Where one download stops, below what Netlify lets a function answer: a streamed answer is cut at
 * 20 MB, and a synchronous function is stopped at 30 s (60 s on some plans) with no error in the
 * file, so a bigger inbox came out silently short. 19,000,000 bytes is under 20 MB however a
 * megabyte is counted; 15 s of rows leaves room for one more batch's statement (10 s at most).
 */
export const CSV_LIMITS: CsvLimits = { bytes: 19_000_000, ms: 15_000 };

export interface CsvLimits {
  bytes: number;
  ms: number;
}

/** The last row of a file cut short: which message it stopped after, and where the rest is. */
const STOP_ROW_BYTES = 1_000;

/**
 * The file as a stream, each row written as its message is read: the download starts at once and
 * never holds every message in memory. It stops before `limits` (one row at least): then its last
 * row says so, in its first cell, with the link (`rest`, given the last message's position, its
 * time and reference, nothing the visitor wrote) that downloads the messages after it.
 */
export function messagesCsv(
  messages: AsyncIterable<Enquiry>,
  rest: (olderThan: string) => string,
  limits: CsvLimits = CSV_LIMITS,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = messages[Symbol.asyncIterator]();
  const deadline = deadlineIn(limits.ms);
  // The byte-order mark makes Excel read the file as UTF-8; CRLF is what RFC 4180 asks for.
  let header = `\uFEFF${COLUMNS.map((value) => csvCell(value)).join(",")}\r\n`;
  let written = 0;
  let rows = 0;
  let last: Enquiry | undefined;
  const write = (controller: ReadableStreamDefaultController<Uint8Array>, text: string) => {
    const bytes = encoder.encode(`${header}${text}`);
    controller.enqueue(bytes);
    written += bytes.byteLength;
    header = "";
  };
  return new ReadableStream({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) {
        write(controller, "");
        controller.close();
        return;
      }
      const row = `${csvRow(next.value)}\r\n`;
      const tooBig = encoder.encode(`${header}${row}`).byteLength + written + STOP_ROW_BYTES > limits.bytes;
      if (last && (tooBig || isPast(deadline))) {
        await iterator.return?.();
        const why = tooBig
          ? `${(limits.bytes / 1_000_000).toLocaleString("en-GB")} MB, the most one download can carry`
          : `${limits.ms / 1000} seconds, the longest one download can take`;
        const note = `Export incomplete: it stopped after ${rows.toLocaleString("en-GB")} messages, at ${why}. The older messages are in the next file: ${rest(listKey(last))}`;
        write(controller, `${csvCell(note)}\r\n`);
        controller.close();
        return;
      }
      write(controller, row);
      rows += 1;
      last = next.value;
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

function csvRow(message: Enquiry): string {
  const fields = fieldsOf(message);
  return [
    message.id,
    message.received_at.toISOString(),
    message.status,
    message.attempts,
    message.sent_at?.toISOString(),
    message.last_error,
    ...contactFieldNames.map((name) => fields[name]),
    message.source?.page,
    message.source?.landingPage,
    message.source?.referrerHost,
    ...campaignKeys.map((key) => message.source?.campaign?.[key]),
  ]
    .map((value) => csvCell(value))
    .join(",");
}
