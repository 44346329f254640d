import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useConsent } from "../consent/ConsentProvider";
import { readGoogleReviewsAnswer, type GoogleReviewsLoaded } from "../../lib/google-reviews";
import { GOOGLE_REVIEWS_ENDPOINT } from "../../lib/routes";

/** The company's place on Google, as the build was given it (GOOGLE_PLACE_ID). */
export interface GooglePlace {
  id: string;
  name: string;
}

/**
 * - idle: nothing has been asked of Google (the page as built).
 * - loading, error, loaded: the specification's states. `asked` is true when the visitor pressed
 *   the button, so focus follows them to what appears.
 * - off: live reviews are switched off or this month's calls are used up; only the link stays.
 */
export type GoogleReviewsState =
  | { status: "idle" }
  | { status: "loading"; asked: boolean }
  | { status: "off"; asked: boolean }
  | { status: "error"; asked: boolean }
  | { status: "loaded"; asked: boolean; answer: GoogleReviewsLoaded };

const CLIENT_TIMEOUT_MS = 10_000;

/**
 * Asks the reviews function once: when the visitor presses the button, or, for a visitor who has
 * allowed analytics or marketing cookies, as the section comes near the screen (so a visit that
 * never reaches it costs no call). Never before consent is known.
 */
export function useGoogleReviews(panel: RefObject<HTMLElement>, enabled: boolean) {
  const { preferences, ready } = useConsent();
  const [state, setState] = useState<GoogleReviewsState>({ status: "idle" });
  const started = useRef(false);

  const load = useCallback(async (asked: boolean) => {
    if (started.current) return;
    started.current = true;
    setState({ status: "loading", asked });
    try {
      const response = await fetch(GOOGLE_REVIEWS_ENDPOINT, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      const answer = readGoogleReviewsAnswer(await response.json().catch(() => null));
      if (answer.status === "ok") setState({ status: "loaded", asked, answer });
      else if (answer.status === "off") setState({ status: "off", asked });
      else setState({ status: "error", asked });
    } catch {
      setState({ status: "error", asked });
    }
  }, []);

  const allowed = ready && (preferences.analytics || preferences.marketing);
  useEffect(() => {
    const element = panel.current;
    if (!enabled || !allowed || started.current || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load(false);
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, allowed, load, panel]);

  return { state, load };
}
