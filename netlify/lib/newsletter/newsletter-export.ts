/**
 * The list, for the owner: a CSV of confirmed subscribers, answered only to a request carrying the
 * owner's secret (OWNER_SECRET) as `Authorization: Bearer <secret>`. Without OWNER_SECRET set, the
 * function exports nothing to anyone.
 *
 *   curl -H "Authorization: Bearer $OWNER_SECRET" https://<site>/.netlify/functions/newsletter-export -o subscribers.csv
 */
import { describeError, type Logger } from "../common/logger";
import { NO_STORE_HEADERS, textResponse } from "../common/http";
import { csvCell } from "../common/csv";
import { isOwner } from "../common/owner-secret";
import type { SubscriberStore } from "./subscriber-store";
import { unsubscribeUrl, type NewsletterLinkSettings } from "./subscription-links";

export interface ExportDependencies extends NewsletterLinkSettings {
  subscribers: SubscriberStore;
  /** OWNER_SECRET; undefined when it is not set. */
  ownerSecret: string | undefined;
  now: () => Date;
  log: Logger;
}

/**
 * Only `=` is guarded with an apostrophe here: addresses really start with `+` or `-`, and a mail
 * tool importing the list needs them exact.
 */
const ADDRESS_FORMULA_START = /^=/;

export const EXPORT_COLUMNS = ["email", "source", "subscribed_at", "confirmed_at", "unsubscribe_url"] as const;

export async function handleExportRequest(request: Request, deps: ExportDependencies): Promise<Response> {
  if (request.method !== "GET") return textResponse(405, "Use GET.", { Allow: "GET" });
  if (!deps.ownerSecret) {
    deps.log.error("owner-secret-missing", { function: "newsletter-export" });
    return textResponse(503, "The export is switched off: OWNER_SECRET is not set for this site's functions.");
  }
  if (!isOwner(request, deps.ownerSecret)) {
    deps.log.warn("newsletter-export-refused");
    return textResponse(401, "Send the owner's secret as: Authorization: Bearer <secret>", {
      "WWW-Authenticate": 'Bearer realm="newsletter-export"',
    });
  }
  try {
    const rows: string[] = [];
    for await (const subscriber of deps.subscribers.confirmed())
      rows.push(
        [
          subscriber.email,
          subscriber.source,
          subscriber.subscribed_at.toISOString(),
          subscriber.confirmed_at?.toISOString() ?? "",
          unsubscribeUrl(deps, subscriber),
        ]
          .map((value) => csvCell(value, ADDRESS_FORMULA_START))
          .join(","),
      );
    deps.log.info("newsletter-exported", { count: rows.length });
    const date = deps.now().toISOString().slice(0, 10);
    return new Response(`${[EXPORT_COLUMNS.join(","), ...rows].join("\r\n")}\r\n`, {
      status: 200,
      headers: {
        ...NO_STORE_HEADERS,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="newsletter-subscribers-${date}.csv"`,
      },
    });
  } catch (error) {
    deps.log.error("newsletter-export-failed", { error: describeError(error) });
    return textResponse(503, "The list could not be read just now. Try again in a few minutes.");
  }
}
