import { useEffect, useRef, useState } from "react";
import { deleteCategoryCookies, disallowedCategories } from "../../lib/consent";
import type { ConversionSettings } from "../../lib/browser/conversions";
import { addScript, whenIdle } from "../../lib/browser/external-scripts";
import { GTAG_BOOTSTRAP_PATH, LINKEDIN_BOOTSTRAP_PATH } from "../../lib/routes";
import { useConsent } from "./ConsentProvider";
import { ConversionTracking } from "./ConversionTracking";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

const NO_CONVERSION_IDS = {};

const LINKEDIN_INSIGHT_URL = "https://snap.licdn.com/li.lms-analytics/insight.min.js";

function gtagUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

interface TrackingScriptsProps {
  /** GA4 measurement id (`G-…`); without it Google Analytics never loads. */
  measurementId?: string;
  /** LinkedIn Insight Tag partner id; without it the tag never loads. */
  linkedInPartnerId?: string;
  /** LinkedIn conversion ids from the site settings; without the partner id none is sent. */
  linkedInConversionIds: ConversionSettings["linkedInConversionIds"];
  /** The discovery-call booking page, whose link clicks count as booking conversions. */
  bookingUrl?: string;
}

/**
 * Makes the page's tracking match the visitor's choice: loads each category's script once it is
 * allowed, and when a category is not (or no longer) allowed, stops its script and deletes its
 * cookies. Bootstraps are our own files rather than inline code so a strict CSP needs no hashes;
 * each vendor script is added only after its bootstrap has run, because the bootstrap must queue
 * the consent defaults before the vendor code reads them.
 */
export function TrackingScripts({ measurementId, linkedInPartnerId, linkedInConversionIds, bookingUrl }: TrackingScriptsProps) {
  const { preferences, ready } = useConsent();
  const [gtagBootstrapped, setGtagBootstrapped] = useState(false);
  const [linkedInBootstrapped, setLinkedInBootstrapped] = useState(false);
  const linkedInTagRan = useRef(false);
  const marketingAllowed = useRef(false);

  const analyticsId = ready && preferences.analytics ? measurementId : undefined;
  const marketingId = ready && preferences.marketing ? linkedInPartnerId : undefined;

  useEffect(() => {
    if (!ready) return;
    deleteCategoryCookies(disallowedCategories(preferences), document, window.location.hostname);
  }, [ready, preferences]);

  useEffect(() => {
    if (!ready || !measurementId) return;
    // Google's documented opt-out stops an already-loaded gtag sending anything at all.
    (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = !preferences.analytics;
    window.gtag?.("consent", "update", { analytics_storage: preferences.analytics ? "granted" : "denied" });
  }, [ready, measurementId, preferences.analytics]);

  useEffect(() => {
    marketingAllowed.current = ready && preferences.marketing;
    // LinkedIn offers no way to switch its tag off once it has run, so withdrawing marketing
    // reloads the page, which then starts without it.
    if (ready && !preferences.marketing && linkedInTagRan.current) window.location.reload();
  }, [ready, preferences.marketing]);

  useEffect(() => {
    if (!analyticsId) return;
    return loadInTurn(
      () => addScript(GTAG_BOOTSTRAP_PATH, { "data-measurement-id": analyticsId }),
      () => setGtagBootstrapped(true),
      () => addScript(gtagUrl(analyticsId)),
    );
  }, [analyticsId]);

  useEffect(() => {
    if (!marketingId) return;
    return loadInTurn(
      () => addScript(LINKEDIN_BOOTSTRAP_PATH, { "data-partner-id": marketingId }),
      () => setLinkedInBootstrapped(true),
      () =>
        addScript(LINKEDIN_INSIGHT_URL).then(() => {
          linkedInTagRan.current = true;
          // Withdrawn while the tag was loading: it has run all the same, so the page starts again.
          if (!marketingAllowed.current) window.location.reload();
        }),
    );
  }, [marketingId]);

  return (
    <ConversionTracking
      measurementId={measurementId}
      linkedInConversionIds={linkedInPartnerId ? linkedInConversionIds : NO_CONVERSION_IDS}
      bookingUrl={bookingUrl}
      gtagReady={gtagBootstrapped}
      linkedInReady={linkedInBootstrapped}
    />
  );
}

/**
 * When the browser is next idle, adds a vendor's bootstrap; once it has run, notes that (the
 * vendor's command queue now exists) and adds the vendor's own script, which reads the consent
 * defaults the bootstrap queued. Returns what stops the notes once the effect is over; a script
 * already added stays, and a later effect waits for the same load rather than adding it twice.
 */
function loadInTurn(bootstrap: () => Promise<void>, onBootstrapped: () => void, vendor: () => Promise<void>): () => void {
  let current = true;
  const cancelIdle = whenIdle(() => {
    bootstrap()
      .then(() => {
        if (!current) return;
        onBootstrapped();
        return vendor();
      })
      // A blocked or failed tracker costs the visitor nothing; the browser has reported it already.
      .catch(() => undefined);
  });
  return () => {
    current = false;
    cancelIdle();
  };
}
