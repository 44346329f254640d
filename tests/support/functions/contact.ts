/**
 * What the contact tests share: the function's address, its parts against the test's real Postgres
 * store and mail server (with a hand-moved clock and a recording log), and the requests a script
 * and a browser without scripts send.
 */
import type { Db } from "../../../netlify/lib/common/database";
import type { Mailer } from "../../../netlify/lib/common/mailer";
import { manualClock, recordingLogger } from "./servers";
import { handleContactRequest, type ContactHandlerDependencies } from "../../../netlify/lib/contact/contact-handler";
import {
  createMessageStore,
  fieldsOf,
  type ContactFields,
  type Enquiry,
  type MessageStore,
} from "../../../netlify/lib/contact/message-store";
import { retryPendingMessages, type RetryDependencies } from "../../../netlify/lib/contact/retry-pending";
import { createAlertStateStore } from "../../../netlify/lib/common/alerts";

export const SITE = "https://www.gridlinefilms.co.uk";
export const CONTACT_URL = `${SITE}/.netlify/functions/send-contact-email`;
const TEST_ADDRESSES = { to: "hello@gridlinefilms.co.uk", from: "website@gridlinefilms.co.uk" };

interface PartsOptions {
  start?: string;
  addresses?: ContactHandlerDependencies["addresses"];
  overrides?: Partial<ContactHandlerDependencies>;
}

/** The seven fields of the form, as a visitor fills them in. */
export const visitorFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  firstName: "Priya",
  lastName: "Shah",
  email: "priya.shah@northfield-pharma.co.uk",
  company: "Northfield Pharma",
  industry: "Pharmaceutical",
  projectType: "Training Videos",
  message: "We need six induction videos for new laboratory staff.\nCould we talk next week?",
  ...overrides,
});

/** The contact function's dependencies in a test, and `send` to call it with them. */
export function contactParts(db: Db, mailer: Mailer, { start, addresses = TEST_ADDRESSES, overrides = {} }: PartsOptions = {}) {
  const clock = manualClock(start);
  const log = recordingLogger();
  const deps: ContactHandlerDependencies = { messages: createMessageStore(db), mailer, addresses, now: clock.now, log, ...overrides };
  return {
    db,
    clock,
    log,
    deps,
    send: (request: Request) => handleContactRequest(request, deps),
    /** What the form's script posts, handled with another mailer when given one. */
    submit: (message: object, mailer = deps.mailer) => handleContactRequest(jsonPost(message), { ...deps, mailer }),
    /** The retry job over the same store; it alerts nowhere unless told to. */
    retry: (options: Partial<RetryDependencies> = {}) =>
      retryPendingMessages({
        ...deps,
        budgetMs: 20_000,
        alerts: { channel: null, state: createAlertStateStore(db) },
        missingSettings: [],
        ...options,
      }),
  };
}

/** What the form's script sends. */
export function jsonPost(body: unknown, headers: Record<string, string> = {}, url = CONTACT_URL): Request {
  return new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** What a browser sends when the form is posted without scripts, honeypot included. */
export function formPost(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(CONTACT_URL, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Accept: "text/html,application/xhtml+xml", ...headers },
    body: new URLSearchParams({ website: "", ...fields }).toString(),
  });
}

/** An enquiry's row with its fields as the form names them, for matching against what a visitor sent. */
export type StoredEnquiry = Enquiry & { fields: ContactFields };

/** The row of an enquiry, in the inbox or on the spam list; null when there is none. */
export async function storedMessage(db: Db, id: string): Promise<StoredEnquiry | null> {
  return inList(createMessageStore(db), "any", id);
}

/** The enquiry with this id in the inbox, on the spam list or in either; null when it is not there. */
export async function inList(messages: MessageStore, list: "inbox" | "spam" | "any", id: string): Promise<StoredEnquiry | null> {
  const row = await messages.find(id);
  if (!row || (list === "inbox" && row.spam_reason) || (list === "spam" && !row.spam_reason)) return null;
  return { ...row, fields: fieldsOf(row) };
}

/** How many rows of enquiries there are: what the database keeps, whatever any page shows. */
export async function enquiryRows(db: Db): Promise<number> {
  const { rows } = await db
    .selectFrom("enquiries")
    .select((row) => row.fn.countAll<number>().as("rows"))
    .executeTakeFirstOrThrow();
  return Number(rows);
}
