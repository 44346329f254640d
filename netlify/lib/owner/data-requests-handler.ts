/**
 * The owner's Data requests page: everything the site keeps about one email address, found in
 * one search, handed over as a JSON file (and the page prints as a readable copy), and erased
 * with one button. Behind the owner's secret like the inbox (owner-page.ts), and like it every
 * page is HTML made on the server, with no script. The address travels only in the bodies of
 * posts, never in an address a browser keeps in its history, and never in a log line: the record
 * of requests handled keeps the address's fingerprint. This module is the HTTP side (methods, the
 * owner's secret, the form read and checked, the answers refused); the steps of each action are
 * data-requests-steps.ts, the markup data-requests-page.ts and data-requests-results.ts.
 *
 * GET                        the search form and the requests handled, newest first (?older=<time>_<id>)
 * POST action=search         what is kept about `email`, grouped by where it is kept
 * POST action=export         the same as a JSON file (data-requests-export.ts)
 * POST action=review-erase   what an erase would delete and what would stay, with the button that erases
 * POST action=erase          deletes it all, Mailchimp's copy first when Mailchimp is configured, then searches again
 */
import * as yup from "yup";
import { contactErrorMessages, contactFieldLimits, emailAddressSchema } from "../../../src/lib/contact-schema";
import type { Db } from "../common/database";
import { KIBIBYTE, readFormOrJsonRequest } from "../common/http";
import { describeError, type Logger } from "../common/logger";
import { validate } from "../common/validation";
import type { NewsletterProvider } from "../newsletter/mailchimp";
import { createDataRequestStore, personOf, type DataRequestStore } from "./data-requests-store";
import { errorSummary, HANDLED_PAGE_SIZE, searchForm, startPage } from "./data-requests-page";
import { download, erase, search } from "./data-requests-steps";
import { isFromOwnPages, ownerNotice, refuseUnlessOwner } from "./owner-page";

export interface DataRequestsDependencies {
  /** OWNER_SECRET; undefined when the deploy has none, and then the page opens for nobody. */
  ownerSecret: string | undefined;
  /** Every table of the site's records, read and erased by one person's address. */
  records: Db;
  /**
   * DATA_REQUESTS_SECRET, the key of the request log's fingerprints (data-requests-store.ts):
   * undefined in a production deploy without it, and then the page handles no request.
   */
  dataRequestsSecret: string | undefined;
  /** Mailchimp, when MAILCHIMP_API_KEY and MAILCHIMP_AUDIENCE_ID are set. */
  provider?: NewsletterProvider;
  now: () => Date;
  log: Logger;
}

/** What the owner types, refused in the owner's words: the contact form's rule, not its visitor's messages. */
const OWNER_MESSAGES: Record<string, string> = {
  [contactErrorMessages.emailRequired]: "Enter the email address the request is about",
  [contactErrorMessages.emailInvalid]: "Enter a whole email address, like name@company.co.uk",
  [contactErrorMessages.emailTooLong]: `No address kept here is longer than ${contactFieldLimits.email} characters: check what was pasted`,
  [contactErrorMessages.emailUnreadable]: "The address holds invisible control characters: type it again",
};
const addressForm = yup.object({ email: emailAddressSchema });

/** The largest post the page makes: an action and an address at its longest, percent-encoded. */
const MAX_BODY_BYTES = 4 * KIBIBYTE;

export async function handleDataRequest(request: Request, deps: DataRequestsDependencies): Promise<Response> {
  const refused = refuseUnlessOwner(request, deps.ownerSecret, deps.log, "data-requests");
  if (refused) return refused;
  const store = createDataRequestStore(deps.records);
  try {
    if (request.method === "POST") return await act(request, store, deps);
    if (request.method !== "GET" && request.method !== "HEAD") return ownerNotice(405, "Not allowed", "Use the page's form and buttons.");
    return await openingPage(store, new URL(request.url).searchParams.get("older"));
  } catch (error) {
    deps.log.error("data-request-failed", { error: describeError(error) });
    return ownerNotice(
      503,
      "Something went wrong",
      "The records could not be read or changed just now: nothing was erased by halves. Try again in a minute.",
    );
  }
}

/** The start page, read from the requests handled before `older` (`<time>_<id>`) when paging on. */
async function openingPage(store: DataRequestStore, older: string | null, form = searchForm(), status = 200): Promise<Response> {
  const position = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d+)$/.exec(older ?? "");
  const before = position ? { handled_at: new Date(position[1]), id: position[2] } : undefined;
  const handled = await store.handled({ limit: HANDLED_PAGE_SIZE + 1, before });
  return startPage(handled, Boolean(before), form, status);
}

async function act(request: Request, store: DataRequestStore, deps: DataRequestsDependencies): Promise<Response> {
  if (!isFromOwnPages(request)) return ownerNotice(403, "Not allowed", "Requests can only be handled from the owner's own pages.");
  const parsed = await readFormOrJsonRequest(request, { maxBodyBytes: MAX_BODY_BYTES });
  if (!parsed.ok)
    return ownerNotice(parsed.response.status, "Not handled", "The form could not be read: search again from the Data requests page.");
  const action = String(parsed.body.action);
  if (!["search", "export", "review-erase", "erase"].includes(action))
    return ownerNotice(400, "Unknown action", "The page can search an address, download what is kept, and erase it.");
  const checked = await validate(addressForm, { email: parsed.body.email });
  if (!checked.ok) {
    const typed = typeof parsed.body.email === "string" ? parsed.body.email.slice(0, contactFieldLimits.email + 50) : "";
    const message = OWNER_MESSAGES[checked.fields.email] ?? checked.fields.email;
    return openingPage(store, null, `${errorSummary(message)}${searchForm(typed, message)}`, 422);
  }
  if (!deps.dataRequestsSecret)
    return ownerNotice(
      503,
      "Not set up",
      "Set DATA_REQUESTS_SECRET for this site's functions (a long random value, kept secret): the record of requests is keyed with it.",
    );
  const person = personOf(checked.value.email, deps.dataRequestsSecret);
  const now = deps.now();
  if (action === "erase") return erase(person, store, deps, now);
  if (action === "export") return download(person, store, deps, now);
  return search(person, store, deps, now, { review: action === "review-erase" });
}
