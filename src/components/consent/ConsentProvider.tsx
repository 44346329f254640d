import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react";
import {
  BANNER_DISMISSED_SESSION_KEY,
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
  type ConsentPreferences,
  type OptionalChoices,
} from "../../lib/consent";
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

const ConsentContext = createContext<ConsentContextValue | null>(null);

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

function millisecondsSinceLoad(): number {
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  const loadEventEnd = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0;
  return loadEventEnd > 0 ? performance.now() - loadEventEnd : 0;
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(consentReducer, initialConsentState);
  // The choice is only ever asked for under the cookie policy version it was given for.
  const { version } = useSiteData().consent;

  useEffect(() => {
    const storage = browserStorage();
    dispatch({
      type: "storageRead",
      consent: storage ? readConsent(storage, version) : null,
      dismissedThisSession: dismissedThisSession(),
    });
  }, [version]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startCountdown = () => {
      timer = setTimeout(() => dispatch({ type: "bannerDelayElapsed" }), remainingBannerDelay(millisecondsSinceLoad()));
    };
    // Timed from the load event, not from hydration, so the delay is the same however long
    // the page's JavaScript takes to start.
    if (document.readyState === "complete") startCountdown();
    else window.addEventListener("load", startCountdown, { once: true });
    return () => {
      window.removeEventListener("load", startCountdown);
      clearTimeout(timer);
    };
  }, []);

  const decide = useCallback(
    (consent: Consent) => {
      const storage = browserStorage();
      if (storage) writeConsent(storage, consent, version);
      dispatch({ type: "decided", consent });
    },
    [version],
  );

  const value = useMemo<ConsentContextValue>(
    () => ({
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
    }),
    [state, decide],
  );

  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  const context = useContext(ConsentContext);
  if (!context) {
    throw new Error("useConsent must be used inside ConsentProvider (wrapRootElement in gatsby-browser.tsx and gatsby-ssr.tsx)");
  }
  return context;
}
