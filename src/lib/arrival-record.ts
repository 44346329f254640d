/**
 * What the browser notes of how a page was arrived at (src/lib/browser/arrival.ts) and where the
 * visit's record is kept, shared with the rules that read them (src/lib/enquiry-source.ts), which
 * the contact function runs too.
 */

/**
 * How a page was arrived at, read in the browser from its address and `document.referrer`.
 * A visit begins on a page the browser opened with no referrer, or from another site.
 */
export interface Arrival {
  path: string;
  search: string;
  referrer: string;
  host: string;
}

/** The session storage key of the visit's first page and source. */
export const VISIT_SOURCE_SESSION_KEY = "visitSource";
