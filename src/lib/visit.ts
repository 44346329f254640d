/**
 * The browser's side of an enquiry's source: how this page was arrived at (kept in memory only,
 * from the first script run of the page), and the visit's record that analytics consent allows
 * in session storage. src/lib/enquiry-source.ts holds the rules; this file only reads the browser.
 */
import {
  forgetVisitStart,
  readVisitRecord,
  rememberVisitStart,
  sourceToSend,
  visitStartOf,
  type Arrival,
  type EnquirySource,
} from "./enquiry-source";

let arrival: Arrival | null = null;

/**
 * Notes the address and referrer the page was loaded with, before any client-side navigation
 * changes the address. Held in memory only: nothing is written to the visitor's device here.
 */
export function noteArrival(): void {
  if (arrival || typeof window === "undefined") return;
  arrival = { path: window.location.pathname, search: window.location.search, referrer: document.referrer, host: window.location.host };
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** With analytics consent: remembers the visit's first page and source, if this page load began the visit. */
export function rememberVisit(): void {
  const storage = sessionStore();
  const start = arrival ? visitStartOf(arrival) : null;
  if (storage && start) rememberVisitStart(storage, start);
}

/** Consent withdrawn (or never given): no record of the visit is kept. */
export function forgetVisit(): void {
  const storage = sessionStore();
  if (storage) forgetVisitStart(storage);
}

/** What the contact form on `pagePath` sends about where it was sent from and how the visit began. */
export function enquirySourceForForm(pagePath: string): EnquirySource {
  const storage = sessionStore();
  return sourceToSend(pagePath, arrival, storage ? readVisitRecord(storage) : null);
}
