/**
 * Cookie consent rules: the visitor's choice, how it is stored, how the banner and
 * the preferences dialog move between states, and which cookies belong to each category.
 * No React and no globals, so every rule is tested without a browser.
 */

/** How long after the page's load event the banner appears when no choice is stored. */
export const BANNER_DELAY_MS = 2000;

/**
 * `cookieConsent` and `cookiePreferences` hold exactly the values the cookie policy describes (the
 * decision, and the categories as JSON), so the policy version the choice was made under needs a
 * key of its own.
 */
export const CONSENT_STORAGE_KEYS = {
  decision: "cookieConsent",
  preferences: "cookiePreferences",
  version: "cookieConsentVersion",
} as const;

/**
 * Set in sessionStorage when the visitor closes the banner with X. It records no choice: it only
 * keeps the banner away for the rest of this visit (the browser clears it when the tab closes),
 * so pages that load in full do not ask again a moment later.
 */
export const BANNER_DISMISSED_SESSION_KEY = "cookieBannerDismissed";

export type ConsentDecision = "accepted" | "denied" | "customized";
export type OptionalCategory = "analytics" | "marketing";
export type ConsentCategory = "necessary" | OptionalCategory;

const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ["analytics", "marketing"];

export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export type OptionalChoices = Pick<ConsentPreferences, OptionalCategory>;

export interface Consent {
  decision: ConsentDecision;
  preferences: ConsentPreferences;
}

/** What applies while the visitor has made no valid choice: only strictly necessary storage. */
export const NECESSARY_ONLY: ConsentPreferences = { necessary: true, analytics: false, marketing: false };

export function acceptAll(): Consent {
  return { decision: "accepted", preferences: { necessary: true, analytics: true, marketing: true } };
}

export function denyAll(): Consent {
  return { decision: "denied", preferences: { ...NECESSARY_ONLY } };
}

/** Saving from the dialog is always "customized", even when the chosen toggles match Accept or Deny. */
export function customize(choices: OptionalChoices): Consent {
  return { decision: "customized", preferences: { necessary: true, analytics: choices.analytics, marketing: choices.marketing } };
}

/** Fixed key order, so the stored text is exactly `{"necessary":true,"analytics":…,"marketing":…}`. */
function serialisePreferences(preferences: ConsentPreferences): string {
  return JSON.stringify({ necessary: true, analytics: preferences.analytics, marketing: preferences.marketing });
}

export interface StoredConsentValues {
  decision: string | null;
  preferences: string | null;
  version: string | null;
}

const decisions: readonly string[] = ["accepted", "denied", "customized"] satisfies ConsentDecision[];
const preferenceKeys = ["necessary", "analytics", "marketing"];

function parsePreferences(text: string): ConsentPreferences | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const hasExactlyTheKnownKeys = keys.length === preferenceKeys.length && preferenceKeys.every((key) => keys.includes(key));
  if (!hasExactlyTheKnownKeys) return null;
  if (record.necessary !== true || typeof record.analytics !== "boolean" || typeof record.marketing !== "boolean") return null;
  return { necessary: true, analytics: record.analytics, marketing: record.marketing };
}

/**
 * The stored choice, or null when there is none that can be trusted: a missing, unknown or
 * malformed value, a decision that contradicts its preferences, or a choice made under an older
 * cookie policy. Null means the visitor is asked again and nothing optional runs meanwhile.
 */
export function parseStoredConsent(stored: StoredConsentValues, currentVersion: string): Consent | null {
  if (stored.version !== currentVersion) return null;
  if (stored.decision === null || !decisions.includes(stored.decision)) return null;
  if (stored.preferences === null) return null;
  const preferences = parsePreferences(stored.preferences);
  if (!preferences) return null;
  const decision = stored.decision as ConsentDecision;
  const allAllowed = preferences.analytics && preferences.marketing;
  const noneAllowed = !preferences.analytics && !preferences.marketing;
  if (decision === "accepted" && !allAllowed) return null;
  if (decision === "denied" && !noneAllowed) return null;
  return { decision, preferences };
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/** Browsers may refuse storage (privacy modes, blocked site data); that counts as no choice. */
export function readConsent(storage: KeyValueStorage, currentVersion: string): Consent | null {
  try {
    return parseStoredConsent(
      {
        decision: storage.getItem(CONSENT_STORAGE_KEYS.decision),
        preferences: storage.getItem(CONSENT_STORAGE_KEYS.preferences),
        version: storage.getItem(CONSENT_STORAGE_KEYS.version),
      },
      currentVersion,
    );
  } catch {
    return null;
  }
}

/** Returns false when the browser refused to store; the choice then still applies to this visit. */
export function writeConsent(storage: KeyValueStorage, consent: Consent, currentVersion: string): boolean {
  try {
    storage.setItem(CONSENT_STORAGE_KEYS.decision, consent.decision);
    storage.setItem(CONSENT_STORAGE_KEYS.preferences, serialisePreferences(consent.preferences));
    storage.setItem(CONSENT_STORAGE_KEYS.version, currentVersion);
    return true;
  } catch {
    return false;
  }
}

export interface ConsentState {
  /** The choice in force, or null while the visitor has not made a valid one. */
  consent: Consent | null;
  /** False until storage has been read in the browser; always false while rendering on the server. */
  storageRead: boolean;
  bannerDelayElapsed: boolean;
  /** Closed with X: hidden for the rest of this visit (this tab's session), and no choice is stored. */
  bannerDismissed: boolean;
  preferencesOpen: boolean;
}

export type ConsentEvent =
  | { type: "storageRead"; consent: Consent | null; dismissedThisSession: boolean }
  | { type: "bannerDelayElapsed" }
  | { type: "decided"; consent: Consent }
  | { type: "bannerDismissed" }
  | { type: "preferencesOpened" }
  | { type: "preferencesCancelled" };

export const initialConsentState: ConsentState = {
  consent: null,
  storageRead: false,
  bannerDelayElapsed: false,
  bannerDismissed: false,
  preferencesOpen: false,
};

export function consentReducer(state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event.type) {
    case "storageRead":
      return { ...state, storageRead: true, consent: event.consent, bannerDismissed: state.bannerDismissed || event.dismissedThisSession };
    case "bannerDelayElapsed":
      return { ...state, bannerDelayElapsed: true };
    case "decided":
      return { ...state, consent: event.consent, preferencesOpen: false };
    case "bannerDismissed":
      return { ...state, bannerDismissed: true };
    case "preferencesOpened":
      return { ...state, preferencesOpen: true };
    case "preferencesCancelled":
      return { ...state, preferencesOpen: false };
  }
}

/** The visitor has no valid choice and has not closed the banner: it is showing, or will once the delay ends. */
export function isBannerDue(state: ConsentState): boolean {
  return state.storageRead && state.consent === null && !state.bannerDismissed;
}

export function isBannerVisible(state: ConsentState): boolean {
  return isBannerDue(state) && state.bannerDelayElapsed;
}

export function effectivePreferences(state: ConsentState): ConsentPreferences {
  return state.consent?.preferences ?? NECESSARY_ONLY;
}

/** Time still to wait before showing the banner, given how long ago the load event ended. */
export function remainingBannerDelay(millisecondsSinceLoad: number): number {
  return Math.max(0, BANNER_DELAY_MS - millisecondsSinceLoad);
}

/**
 * Cookies each optional category's scripts set on our own domain. LinkedIn's list follows the
 * cookie policy; most of them live on linkedin.com, where only LinkedIn or the browser can remove
 * them, but any that were written on our domain are removed here.
 */
const categoryCookiePatterns: Record<OptionalCategory, RegExp> = {
  analytics: /^_ga(_.+)?$/,
  marketing: /^(li_sugr|bcookie|lidc|UserMatchHistory|AnalyticsSyncHistory|li_fat_id)$/,
};

function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=")[0].trim())
    .filter((name) => name.length > 0);
}

function cookiesOfCategory(category: OptionalCategory, cookieHeader: string): string[] {
  return cookieNames(cookieHeader).filter((name) => categoryCookiePatterns[category].test(name));
}

const ipAddress = /^(\d{1,3}\.){3}\d{1,3}$|^\[?[0-9a-f:]+\]?$/i;

/**
 * Domains a cookie for this host may have been set on: the host and each parent domain, as
 * Google Analytics writes `_ga` on the highest domain the browser accepts. Single-label hosts
 * and IP addresses only hold host-only cookies.
 */
export function cookieDomainCandidates(hostname: string): string[] {
  if (ipAddress.test(hostname)) return [];
  const labels = hostname.split(".");
  const candidates: string[] = [];
  for (let start = 0; labels.length - start >= 2; start += 1) {
    candidates.push(labels.slice(start).join("."));
  }
  return candidates;
}

/** `document.cookie` assignments that expire `name` wherever it may have been set. */
function cookieExpiryAssignments(name: string, hostname: string): string[] {
  const expired = `${name}=; Max-Age=0; Path=/`;
  return [expired, ...cookieDomainCandidates(hostname).map((domain) => `${expired}; Domain=${domain}`)];
}

/** Deletes the cookies of the given categories and returns the names it removed. */
export function deleteCategoryCookies(categories: readonly OptionalCategory[], cookieJar: { cookie: string }, hostname: string): string[] {
  const names = [...new Set(categories.flatMap((category) => cookiesOfCategory(category, cookieJar.cookie)))];
  for (const name of names) {
    for (const assignment of cookieExpiryAssignments(name, hostname)) {
      cookieJar.cookie = assignment;
    }
  }
  return names;
}

/** Whether any cookie of these categories is set, so there is something to delete. */
export function hasCategoryCookies(categories: readonly OptionalCategory[], cookieHeader: string): boolean {
  return categories.some((category) => cookiesOfCategory(category, cookieHeader).length > 0);
}

export function disallowedCategories(preferences: ConsentPreferences): OptionalCategory[] {
  return OPTIONAL_CATEGORIES.filter((category) => !preferences[category]);
}
