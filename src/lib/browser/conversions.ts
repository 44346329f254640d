/**
 * "Track a conversion": the one place that tells Google Analytics 4 and the LinkedIn Insight Tag
 * that a visitor did something the company counts, and only as far as the visitor allowed. Nothing
 * is sent, queued or kept before consent; withdrawing consent drops what was waiting and stops
 * every later event at once. Events carry no personal data: an event name, the site path it
 * happened on and, for a link, where it sits on the page; never a name, an address or a message.
 */

/** What the visitor did. */
export type Conversion = "lead" | "booking" | "phone" | "email" | "newsletter";

/**
 * The GA4 event each conversion is sent as. `generate_lead` and `sign_up` are GA4 recommended
 * events; GA4 recommends none for a click on a booking, phone or email link, so those have names
 * of their own in GA4's snake_case, under its 40-character limit (docs/analytics.md).
 */
export const GA4_EVENTS: Record<Conversion, string> = {
  lead: "generate_lead",
  booking: "book_call_click",
  phone: "phone_click",
  email: "email_click",
  newsletter: "sign_up",
};

/** Conversions that LinkedIn Campaign Manager counts, each under an id from the site settings. */
export type LinkedInConversion = Extract<Conversion, "lead" | "booking">;

export interface ConversionSettings {
  /** GA4 measurement id; without it nothing goes to Google. */
  measurementId?: string;
  /** LinkedIn conversion ids from content/site/site.json; a missing one is not sent to LinkedIn. */
  linkedInConversionIds: Partial<Record<LinkedInConversion, number>>;
}

export interface ConversionConsent {
  analytics: boolean;
  marketing: boolean;
}

/** Event parameters: short texts about the site, never about the visitor. */
export type ConversionDetails = Record<string, string>;

type Gtag = (...args: unknown[]) => void;
type Lintrk = (action: "track", data: { conversion_id: number }) => void;

interface VendorWindow {
  gtag?: Gtag;
  lintrk?: Lintrk;
}

type Delivery = () => boolean;

/**
 * The consent and settings in force, set by the consent provider's tracking component whenever the
 * choice changes. Until then every category counts as refused.
 */
interface TrackerState {
  consent: ConversionConsent;
  settings: ConversionSettings;
  /** Events allowed but made before the vendor's bootstrap ran; sent when it has, dropped on withdrawal. */
  waiting: { analytics: Delivery[]; marketing: Delivery[] };
}

const state: TrackerState = {
  consent: { analytics: false, marketing: false },
  settings: { linkedInConversionIds: {} },
  waiting: { analytics: [], marketing: [] },
};

function vendors(): VendorWindow {
  return typeof window === "undefined" ? {} : (window as unknown as VendorWindow);
}

/** Called with the visitor's choice as it changes; a category withdrawn loses what it had waiting. */
export function setConversionConsent(consent: ConversionConsent, settings: ConversionSettings): void {
  state.consent = { ...consent };
  state.settings = settings;
  if (!consent.analytics) state.waiting.analytics = [];
  if (!consent.marketing) state.waiting.marketing = [];
  flushWaitingConversions();
}

/** Sends what waited for a vendor's bootstrap, once it has run. */
export function flushWaitingConversions(): void {
  for (const category of ["analytics", "marketing"] as const) {
    state.waiting[category] = state.waiting[category].filter((deliver) => !deliver());
  }
}

/**
 * Sends the conversion to each service the visitor allowed that is configured for it; returns the
 * services it went to or will go to once their script has started (for tests and nothing else).
 */
export function trackConversion(conversion: Conversion, details: ConversionDetails = {}): ("ga4" | "linkedin")[] {
  const targets: ("ga4" | "linkedin")[] = [];
  const { consent, settings } = state;
  if (consent.analytics && settings.measurementId) {
    const deliver = () => {
      const { gtag } = vendors();
      if (!state.consent.analytics || !gtag) return false;
      gtag("event", GA4_EVENTS[conversion], details);
      return true;
    };
    if (!deliver()) state.waiting.analytics.push(deliver);
    targets.push("ga4");
  }
  const conversionId = conversion === "lead" || conversion === "booking" ? settings.linkedInConversionIds[conversion] : undefined;
  if (consent.marketing && conversionId !== undefined) {
    const deliver = () => {
      const { lintrk } = vendors();
      if (!state.consent.marketing || !lintrk) return false;
      lintrk("track", { conversion_id: conversionId });
      return true;
    };
    if (!deliver()) state.waiting.marketing.push(deliver);
    targets.push("linkedin");
  }
  return targets;
}

/**
 * The conversion a click on this link is, if any: a `tel:` or `mailto:` link, or a link to the
 * booking page (same host and path; its query or fragment may differ).
 */
export function conversionOfLink(href: string, bookingUrl: string | undefined): Conversion | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol === "tel:") return "phone";
  if (url.protocol === "mailto:") return "email";
  if (!bookingUrl) return null;
  try {
    const booking = new URL(bookingUrl);
    return url.host === booking.host && url.pathname.replace(/\/$/, "") === booking.pathname.replace(/\/$/, "") ? "booking" : null;
  } catch {
    return null;
  }
}

/**
 * Where on the page a link sits, as a parameter without personal data: `dialog`, `main`, `footer`
 * or `header` (the site's header, menus included), in that order, or `page`. Main is asked before
 * header because sections inside main have headers of their own.
 */
export function linkPlacement(link: Element): string {
  return ["dialog", "main", "footer", "header"].find((landmark) => link.closest(landmark)) ?? "page";
}
