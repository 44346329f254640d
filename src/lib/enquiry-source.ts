/**
 * Where an enquiry came from: the page its form was sent from, the page the visit began on, the
 * referring site's host name and the campaign (`utm_*`) of the address the visit began at. Shared
 * by the browser, which gathers it, and the contact function, which keeps only what passes these
 * rules. A value that breaks a rule is dropped, never a reason to refuse the message: a source is
 * a note for the company, the message is what the visitor came to send. No Node modules.
 */
import { VISIT_SOURCE_SESSION_KEY, type Arrival } from "./arrival-record";

/** Campaign parameters read from a landing address, and the names they are stored under. */
export const CAMPAIGN_PARAMETERS = {
  source: "utm_source",
  medium: "utm_medium",
  campaign: "utm_campaign",
  term: "utm_term",
  content: "utm_content",
} as const;

export type CampaignKey = keyof typeof CAMPAIGN_PARAMETERS;
export const campaignKeys = Object.keys(CAMPAIGN_PARAMETERS) as CampaignKey[];

export type Campaign = Partial<Record<CampaignKey, string>>;

export interface EnquirySource {
  /** Path of the page the form was sent from, such as `/contact`. */
  page?: string;
  /** Path of the page the visit began on, when it is known. */
  landingPage?: string;
  /** Host name of the site that linked to the landing page (never its full address). */
  referrerHost?: string;
  /** The landing address's campaign parameters. */
  campaign?: Campaign;
}

/** The name of the hidden input that carries the form's page in a post made without scripts. */
export const SOURCE_PAGE_FIELD = "sourcePage";
/** The key of the source object in a JSON post. */
export const SOURCE_FIELD = "source";

export const sourceLimits = {
  path: 200,
  host: 253,
  campaignValue: 100,
} as const;

/** Lower-case slugs separated by slashes: the shape of every page path the site builds. */
const SITE_PATH = /^\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)?$/;
/** A DNS host name of two or more labels, as `URL.hostname` gives it (punycode, lower case). */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/**
 * Words, numbers and the punctuation campaign tags use. No `@`, so an email address put in a tag
 * by mistake is not stored; no control characters or markup.
 */
const CAMPAIGN_VALUE = /^[\p{L}\p{N}][\p{L}\p{N} _.+\-~:|/()&,'!%#]*$/u;

/** A page path the site could have built, without a trailing slash; undefined otherwise. */
export function cleanPath(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const path = value.length > 1 && value.endsWith("/") ? value.slice(0, -1) : value;
  return path.length <= sourceLimits.path && SITE_PATH.test(path) ? path : undefined;
}

export function cleanHost(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const host = value.toLowerCase();
  return host.length <= sourceLimits.host && HOST_NAME.test(host) ? host : undefined;
}

export function cleanCampaignValue(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim().replace(/\s+/g, " ");
  return text.length > 0 && text.length <= sourceLimits.campaignValue && CAMPAIGN_VALUE.test(text) ? text : undefined;
}

function cleanCampaign(value: unknown): Campaign | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const campaign: Campaign = {};
  for (const key of campaignKeys) {
    const cleaned = Object.hasOwn(record, key) ? cleanCampaignValue(record[key]) : undefined;
    if (cleaned) campaign[key] = cleaned;
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
}

/** The campaign parameters of an address's query string, by the same rules, or undefined. */
function campaignOf(search: string): Campaign | undefined {
  const parameters = new URLSearchParams(search);
  const campaign: Record<string, string> = {};
  for (const key of campaignKeys) {
    const value = parameters.get(CAMPAIGN_PARAMETERS[key]);
    if (value !== null) campaign[key] = value;
  }
  return cleanCampaign(campaign);
}

/**
 * The source as the function stores it: from a JSON post's `source` object, or from a plain post's
 * `sourcePage` field. A plain post comes from a page without scripts, which cannot say how the
 * visit began; but when `postedFrom` (the address of the site's page that posted it, its
 * same-origin `Referer`) is that very page with a campaign in its address, the visit began there
 * from the campaign's link, as the script would have found. Unknown keys, wrong types and values
 * that break a rule are left out; what is left may be nothing at all (undefined).
 */
export function enquirySourceFrom(body: Record<string, unknown>, postedFrom?: URL): EnquirySource | undefined {
  const given = Object.hasOwn(body, SOURCE_FIELD) ? body[SOURCE_FIELD] : undefined;
  const record = typeof given === "object" && given !== null && !Array.isArray(given) ? (given as Record<string, unknown>) : {};
  const read = (key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);
  const page = cleanPath(read("page")) ?? cleanPath(Object.hasOwn(body, SOURCE_PAGE_FIELD) ? body[SOURCE_PAGE_FIELD] : undefined);
  const postedFromPage = given === undefined && page !== undefined && postedFrom && cleanPath(postedFrom.pathname) === page;
  const addressCampaign = postedFromPage ? campaignOf(postedFrom.search) : undefined;
  const source: EnquirySource = {
    page,
    landingPage: cleanPath(read("landingPage")) ?? (addressCampaign && page),
    referrerHost: cleanHost(read("referrerHost")),
    campaign: cleanCampaign(read("campaign")) ?? addressCampaign,
  };
  const kept = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined)) as EnquirySource;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** The keys of a post that belong to its source, taken out before the message itself is validated. */
export const sourceBodyKeys: readonly string[] = [SOURCE_FIELD, SOURCE_PAGE_FIELD];

/** A campaign as one line for people: `spring (newsletter / email)`, or undefined without one. */
export function describeCampaign(campaign: Campaign | undefined): string | undefined {
  if (!campaign) return undefined;
  const { campaign: name, source, medium, term, content } = campaign;
  const origin = [source, medium].filter(Boolean).join(" / ");
  const details = [term && `term: ${term}`, content && `content: ${content}`].filter(Boolean).join(", ");
  const head = name ?? origin;
  const parts = [head, name && origin ? `(${origin})` : "", details ? `[${details}]` : ""].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : undefined;
}

export interface VisitStart {
  landingPage?: string;
  referrerHost?: string;
  campaign?: Campaign;
}

/** The start of a visit this arrival was, or null when it came from another page of this site. */
export function visitStartOf(arrival: Arrival): VisitStart | null {
  let referrerHost: string | undefined;
  if (arrival.referrer) {
    let referrer: URL;
    try {
      referrer = new URL(arrival.referrer);
    } catch {
      return null;
    }
    if (referrer.host === arrival.host) return null;
    referrerHost = cleanHost(referrer.hostname);
  }
  const start: VisitStart = { landingPage: cleanPath(arrival.path), referrerHost, campaign: campaignOf(arrival.search) };
  return Object.fromEntries(Object.entries(start).filter(([, value]) => value !== undefined)) as VisitStart;
}

/** The key of the visit's record in session storage, kept only with analytics consent (the cookie policy names it). */
export { VISIT_SOURCE_SESSION_KEY };

type SessionStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The visit's first page and source, as stored; null when none is stored or it cannot be read. */
export function readVisitRecord(storage: SessionStorage): VisitStart | null {
  try {
    const text = storage.getItem(VISIT_SOURCE_SESSION_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as unknown;
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const record = value as Record<string, unknown>;
    const start: VisitStart = {
      landingPage: cleanPath(record.landingPage),
      referrerHost: cleanHost(record.referrerHost),
      campaign: cleanCampaign(record.campaign),
    };
    return start.landingPage ? start : null;
  } catch {
    return null;
  }
}

/** Remembers the visit's start unless one is already remembered: the first page of a visit stays its first. */
export function rememberVisitStart(storage: SessionStorage, start: VisitStart): void {
  try {
    if (!start.landingPage || readVisitRecord(storage)) return;
    storage.setItem(VISIT_SOURCE_SESSION_KEY, JSON.stringify(start));
  } catch {
    // Without session storage the form still records its own page.
  }
}

export function forgetVisitStart(storage: SessionStorage): void {
  try {
    storage.removeItem(VISIT_SOURCE_SESSION_KEY);
  } catch {
    // Nothing could have been stored either.
  }
}

/**
 * What the form sends about its source: its own page always; the visit's start from the record
 * kept under consent, or, without one, from this page's own arrival when this page began the visit.
 */
export function sourceToSend(pagePath: string, arrival: Arrival | null, record: VisitStart | null): EnquirySource {
  const page = cleanPath(pagePath);
  const ownStart = arrival && cleanPath(arrival.path) === page ? visitStartOf(arrival) : null;
  const start = record ?? ownStart;
  return { page, ...(start ?? {}) };
}
