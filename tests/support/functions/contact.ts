/**
 * What the contact tests share: the function's address, its parts against the test's real Blobs
 * store and mail server (with a hand-moved clock and a recording log), and the requests a script
 * and a browser without scripts send.
 */
import type { Store } from "@netlify/blobs";
import type { Mailer } from "../../../netlify/lib/common/mailer";
import { manualClock, recordingLogger } from "./servers";
import { handleContactRequest, type ContactHandlerDependencies } from "../../../netlify/lib/contact/contact-handler";
import { createMessageStore, type StoredContactMessage } from "../../../netlify/lib/contact/message-store";
import { retryPendingMessages, type RetryDependencies } from "../../../netlify/lib/contact/retry-pending";
import { createAlertStateStore } from "../../../netlify/lib/contact/alerts";

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
export function contactParts(store: Store, mailer: Mailer, { start, addresses = TEST_ADDRESSES, overrides = {} }: PartsOptions = {}) {
  const clock = manualClock(start);
  const log = recordingLogger();
  const deps: ContactHandlerDependencies = { messages: createMessageStore(store), mailer, addresses, now: clock.now, log, ...overrides };
  return {
    store,
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
        alerts: { channel: null, state: createAlertStateStore(store) },
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

export const storedMessage = (store: Store, id: string): Promise<StoredContactMessage | null> =>
  store.get(`messages/${id}`, { type: "json" });

/** The inbox's index entry of a message: by the month, day, hour and ten minutes it arrived, then its time. */
export const receivedKey = (id: string) => expect.stringMatching(new RegExp(`^received/\\d{4}-\\d{2}/\\d{2}/\\d{2}/\\d/\\d{15}-${id}$`));

/** The keys of a spam entry, as the store lists them: its id marker, then the entry under its day, hour and ten minutes. */
export const spamKeys = (id: string) => [
  expect.stringMatching(new RegExp(`^spam-ids/\\d{4}-\\d{2}-\\d{2}/${id}$`)),
  expect.stringMatching(new RegExp(`^spam/\\d{4}-\\d{2}-\\d{2}/\\d{2}/\\d/\\d{15}-${id}$`)),
];
