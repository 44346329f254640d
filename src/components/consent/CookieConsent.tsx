import { Suspense, lazy, useEffect, useState } from "react";
import { disallowedCategories, hasCategoryCookies, type ConsentPreferences } from "../../lib/consent";
import type { ConversionSettings } from "../../lib/browser/conversions";
import { NEWSLETTER_CONFIRMED_MARKER, NEWSLETTER_PAGES } from "../../lib/routes";
import { visitRemembered } from "../../lib/browser/arrival";
import { useConsent } from "./ConsentProvider";

// Only a first visit sees the banner, and few visitors open the preferences, so their code loads
// when they are about to show rather than with every page. So does the tracking code, which has
// nothing to do for a visitor who allowed no tracking and has nothing of it to clear.
const loadBanner = () => import(/* webpackChunkName: "cookie-banner" */ "./CookieBanner");
const CookieBanner = lazy(() => loadBanner().then((module) => ({ default: module.CookieBanner })));
const PreferencesDialog = lazy(() =>
  import(/* webpackChunkName: "cookie-preferences" */ "./PreferencesDialog").then((module) => ({ default: module.PreferencesDialog })),
);
const TrackingScripts = lazy(() =>
  import(/* webpackChunkName: "tracking" */ "./TrackingScripts").then((module) => ({ default: module.TrackingScripts })),
);

interface CookieConsentProps {
  /** The booking page, whose link clicks count as booking conversions. */
  bookingUrl?: string;
  /** LinkedIn conversion ids from the site settings. */
  linkedInConversionIds?: ConversionSettings["linkedInConversionIds"];
}

const NO_CONVERSION_IDS = {};

/**
 * Whether the tracking code has anything to do on this page: run what the visitor allowed, or
 * clear what they did not allow (a category's cookies, the visit's record), or take the marker of
 * a newsletter confirmation out of the address.
 */
function trackingHasWork(preferences: ConsentPreferences): boolean {
  if (preferences.analytics || preferences.marketing) return true;
  if (hasCategoryCookies(disallowedCategories(preferences), document.cookie) || visitRemembered()) return true;
  return (
    window.location.pathname === NEWSLETTER_PAGES.confirmed && new URLSearchParams(window.location.search).has(NEWSLETTER_CONFIRMED_MARKER)
  );
}

/**
 * Everything the visitor sees of consent, plus the scripts and conversion tracking their choice
 * allows. None of it is in the server's HTML: every part appears only once the stored choice has
 * been read in the browser, so hydration never meets a boundary that a later update would make
 * React discard.
 */
export function CookieConsent({ bookingUrl, linkedInConversionIds = NO_CONVERSION_IDS }: CookieConsentProps) {
  const { ready, preferences, isBannerDue, isBannerVisible, isPreferencesOpen } = useConsent();
  // Once started, the tracking code stays: withdrawing consent is its work too (it stops the
  // scripts, deletes their cookies and forgets the visit).
  const [tracking, setTracking] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the browser's cookies and storage, after hydration
    if (ready && trackingHasWork(preferences)) setTracking(true);
  }, [ready, preferences]);
  // Fetched while the banner's delay runs, so it appears on time rather than a download later.
  useEffect(() => {
    if (isBannerDue) void loadBanner();
  }, [isBannerDue]);
  return (
    <>
      {/* Separate boundaries: the dialog's code loading must not hide the banner that opened it. */}
      {isBannerVisible && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
      {isPreferencesOpen && (
        <Suspense fallback={null}>
          <PreferencesDialog />
        </Suspense>
      )}
      {tracking && (
        <Suspense fallback={null}>
          <TrackingScripts
            measurementId={process.env.GATSBY_GA_MEASUREMENT_ID}
            linkedInPartnerId={process.env.GATSBY_LINKEDIN_PARTNER_ID}
            linkedInConversionIds={linkedInConversionIds}
            bookingUrl={bookingUrl}
          />
        </Suspense>
      )}
    </>
  );
}
