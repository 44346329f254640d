/**
 * How this page was arrived at, noted by the first script the page runs and kept in memory only,
 * and whether the visit's record is in session storage (there only with analytics consent). Kept
 * apart from visit.ts, which applies the rules of src/lib/enquiry-source.ts, so a page's first
 * script carries only this.
 */

import { VISIT_SOURCE_SESSION_KEY, type Arrival } from "../arrival-record";

export type { Arrival };

let arrival: Arrival | null = null;

/**
 * Notes the address and referrer the page was loaded with, before any client-side navigation
 * changes the address. Held in memory only: nothing is written to the visitor's device here.
 */
export function noteArrival(): void {
  if (arrival || typeof window === "undefined") return;
  arrival = { path: window.location.pathname, search: window.location.search, referrer: document.referrer, host: window.location.host };
}

export function pageArrival(): Arrival | null {
  return arrival;
}

/** Session storage, or null where the browser refuses it (privacy modes, blocked site data). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether a record of the visit is kept in session storage. */
export function visitRemembered(): boolean {
  try {
    return sessionStore()?.getItem(VISIT_SOURCE_SESSION_KEY) != null;
  } catch {
    return false;
  }
}
