import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import {
  BANNER_DISMISSED_SESSION_KEY,
  CONSENT_STORAGE_KEYS,
  acceptAll,
  consentReducer,
  customize,
  denyAll,
  effectivePreferences,
  initialConsentState,
  isBannerDue,
  isBannerVisible,
  readConsent,
  remainingBannerDelay,
  writeConsent,
  type Consent,
  type ConsentDecision,
  type ConsentEvent,
  type ConsentPreferences,
  type ConsentState,
  type OptionalChoices,
} from "../../lib/consent";
import { shownAt, whenShown } from "../../lib/browser/page-shown";
import { useSiteData } from "../../hooks/use-site-data";

export interface ConsentContextValue {
  /** What the visitor allows now; necessary only until a valid choice is known. */
  preferences: ConsentPreferences;
  /** The stored decision, or null while the visitor has not chosen under the current policy. */
  decision: ConsentDecision | null;
  /** False until the stored choice has been read in the browser, so nothing acts on a guess. */
  ready: boolean;
  /** The banner is showing or will appear when the delay after load ends. */
  isBannerDue: boolean;
  isBannerVisible: boolean;
  isPreferencesOpen: boolean;
  accept: () => void;
  deny: () => void;
  save: (choices: OptionalChoices) => void;
  openPreferences: () => void;
  cancelPreferences: () => void;
  dismissBanner: () => void;
}

/**
 * The visitor's choice lives in a store that components subscribe to, not in a context value
 * that changes: a new context value reaches every part of the page below it, including parts
 * still waiting to hydrate, which React would then throw away and draw again (React's error 421). Only
 * the components that read the choice re-render when it changes.
 */
export interface ConsentStore {
  subscribe: (listener: () => void) => () => void;
  getState: () => ConsentState;
  dispatch: (event: ConsentEvent) => void;
  /** The cookie policy version a choice is stored under. */
  version: string;
}

function createConsentStore(version: string): ConsentStore {
  let state = initialConsentState;
  const listeners = new Set<() => void>();
  return {
    version,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    dispatch: (event) => {
      const next = consentReducer(state, event);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Holds the store; its value never changes, so providing it re-renders nothing. */
export const ConsentContext = createContext<ConsentStore | null>(null);

/** Browsers may refuse storage (privacy modes, blocked site data); the site then works without it. */
function browserStorage(kind: "localStorage" | "sessionStorage" = "localStorage"): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function dismissedThisSession(): boolean {
  try {
    return browserStorage("sessionStorage")?.getItem(BANNER_DISMISSED_SESSION_KEY) === "true";
  } catch {
    return false;
  }
}

/** Since the load event ended, or since a page prerendered and loaded before the click was shown. */
function millisecondsSinceLoadSeen(): number {
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  const loadEventEnd = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0;
  return loadEventEnd > 0 ? performance.now() - Math.max(loadEventEnd, shownAt()) : 0;
}

const consentKeys: readonly (string | null)[] = [...Object.values(CONSENT_STORAGE_KEYS), null];

/**
 * Another tab writes its three keys one by one, and each write reaches this tab as an event of its
 * own; reading at the first could find a new decision beside the old categories (no valid choice,
 * and the banner would flash), so the read waits for the writes of one choice to arrive.
 */
const OTHER_TAB_SETTLE_MS = 50;

export function ConsentProvider({ children }: { children: ReactNode }) {
  // The choice is only ever asked for under the cookie policy version it was given for.
  const { version } = useSiteData().consent;
  const [store] = useState(() => createConsentStore(version));

  // The choice is read only once the visitor sees the page: everything optional (trackers,
  // conversions, live reviews) waits for it, so a prerendered page does none of it before the
  // click, and reads the choice as it stands then, made perhaps on the page the click came from.
  // It is read again whenever it may have changed out of this page's sight: in another tab of the
  // site, or while the page waited in the back/forward cache.
  useEffect(() => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const readStoredChoice = () => {
      const storage = browserStorage();
      store.dispatch({
        type: "storageRead",
        consent: storage ? readConsent(storage, store.version) : null,
        dismissedThisSession: dismissedThisSession(),
      });
    };
    const onStorage = (event: StorageEvent) => {
      if (!consentKeys.includes(event.key)) return;
      clearTimeout(settle);
      settle = setTimeout(readStoredChoice, OTHER_TAB_SETTLE_MS);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) readStoredChoice();
    };
    const cancelFirstRead = whenShown(() => {
      readStoredChoice();
      window.addEventListener("storage", onStorage);
      window.addEventListener("pageshow", onPageShow);
    });
    return () => {
      cancelFirstRead();
      clearTimeout(settle);
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [store]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startCountdown = () => {
      timer = setTimeout(() => store.dispatch({ type: "bannerDelayElapsed" }), remainingBannerDelay(millisecondsSinceLoadSeen()));
    };
    // Timed from the load event, not from hydration, so the delay is the same however long
    // the page's JavaScript takes to start; and from the click for a page prerendered before it.
    const cancelWaitForShown = whenShown(() => {
      if (document.readyState === "complete") startCountdown();
      else window.addEventListener("load", startCountdown, { once: true });
    });
    return () => {
      cancelWaitForShown();
      window.removeEventListener("load", startCountdown);
      clearTimeout(timer);
    };
  }, [store]);

  return <ConsentContext.Provider value={store}>{children}</ConsentContext.Provider>;
}

/** What the server renders with, and what the browser hydrates with before storage is read. */
const serverState = () => initialConsentState;

export function useConsent(): ConsentContextValue {
  const store = useContext(ConsentContext);
  if (!store) {
    throw new Error("useConsent must be used inside ConsentProvider (wrapRootElement in gatsby-browser.tsx and gatsby-ssr.tsx)");
  }
  const state = useSyncExternalStore(store.subscribe, store.getState, serverState);
  return useMemo(() => consentView(state, store), [state, store]);
}

function consentView(state: ConsentState, store: ConsentStore): ConsentContextValue {
  const { dispatch } = store;
  const decide = (consent: Consent) => {
    const storage = browserStorage();
    if (storage) writeConsent(storage, consent, store.version);
    dispatch({ type: "decided", consent });
  };
  return {
    preferences: effectivePreferences(state),
    decision: state.consent?.decision ?? null,
    ready: state.storageRead,
    isBannerDue: isBannerDue(state),
    isBannerVisible: isBannerVisible(state),
    isPreferencesOpen: state.preferencesOpen,
    accept: () => decide(acceptAll()),
    deny: () => decide(denyAll()),
    save: (choices) => decide(customize(choices)),
    openPreferences: () => dispatch({ type: "preferencesOpened" }),
    cancelPreferences: () => dispatch({ type: "preferencesCancelled" }),
    dismissBanner: () => {
      try {
        browserStorage("sessionStorage")?.setItem(BANNER_DISMISSED_SESSION_KEY, "true");
      } catch {
        // Without session storage the banner stays hidden on this page only.
      }
      dispatch({ type: "bannerDismissed" });
    },
  };
}
