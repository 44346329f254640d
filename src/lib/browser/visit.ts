/**
 * The browser's side of an enquiry's source: the visit's record that analytics consent allows in
 * session storage, and what the contact form sends, from how this page was arrived at
 * (./arrival.ts). src/lib/enquiry-source.ts holds the rules; this file only reads the browser.
 */
import { forgetVisitStart, readVisitRecord, rememberVisitStart, sourceToSend, visitStartOf, type EnquirySource } from "../enquiry-source";
import { pageArrival, sessionStore } from "./arrival";

/** With analytics consent: remembers the visit's first page and source, if this page load began the visit. */
export function rememberVisit(): void {
  const storage = sessionStore();
  const arrival = pageArrival();
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
  return sourceToSend(pagePath, pageArrival(), storage ? readVisitRecord(storage) : null);
}
