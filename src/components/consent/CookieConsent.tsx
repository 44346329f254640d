import { Suspense, lazy, useEffect } from "react";
import type { ConversionSettings } from "../../lib/conversions";
import { useConsent } from "./ConsentProvider";
import { TrackingScripts } from "./TrackingScripts";

// Only a first visit sees the banner, and few visitors open the preferences, so their code loads
// when they are about to show rather than with every page.
const loadBanner = () => import("./CookieBanner");
const CookieBanner = lazy(() => loadBanner().then((module) => ({ default: module.CookieBanner })));
const PreferencesDialog = lazy(() => import("./PreferencesDialog").then((module) => ({ default: module.PreferencesDialog })));

interface CookieConsentProps {
  /** The booking page, whose link clicks count as booking conversions. */
  bookingUrl?: string;
  /** LinkedIn conversion ids from the site settings. */
  linkedInConversionIds?: ConversionSettings["linkedInConversionIds"];
}

const NO_CONVERSION_IDS = {};

/** Everything the visitor sees of consent, plus the scripts and conversion tracking their choice allows. */
export function CookieConsent({ bookingUrl, linkedInConversionIds = NO_CONVERSION_IDS }: CookieConsentProps) {
  const { isBannerDue, isBannerVisible, isPreferencesOpen } = useConsent();
  // Fetched while the banner's delay runs, so it appears on time rather than a download later.
  useEffect(() => {
    if (isBannerDue) void loadBanner();
  }, [isBannerDue]);
  return (
    <>
      {/* Separate boundaries: the dialog's code loading must not hide the banner that opened it. */}
      <Suspense fallback={null}>{isBannerVisible && <CookieBanner />}</Suspense>
      <Suspense fallback={null}>{isPreferencesOpen && <PreferencesDialog />}</Suspense>
      <TrackingScripts
        measurementId={process.env.GATSBY_GA_MEASUREMENT_ID}
        linkedInPartnerId={process.env.GATSBY_LINKEDIN_PARTNER_ID}
        linkedInConversionIds={linkedInConversionIds}
        bookingUrl={bookingUrl}
      />
    </>
  );
}
