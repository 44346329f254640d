import { Suspense, lazy, useEffect, useMemo } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { useConsent } from "./ConsentProvider";
import { TrackingScripts } from "./TrackingScripts";

// Only a first visit sees the banner, and few visitors open the preferences, so their code loads
// when they are about to show rather than with every page.
const loadBanner = () => import("./CookieBanner");
const CookieBanner = lazy(() => loadBanner().then((module) => ({ default: module.CookieBanner })));
const PreferencesDialog = lazy(() => import("./PreferencesDialog").then((module) => ({ default: module.PreferencesDialog })));

/** Everything the visitor sees of consent, plus the scripts their choice allows. */
export function CookieConsent() {
  const { isBannerDue, isBannerVisible, isPreferencesOpen } = useConsent();
  const { bookingUrl, linkedInConversions } = useSiteData().settings;
  const { lead, booking } = linkedInConversions ?? {};
  const linkedInConversionIds = useMemo(() => ({ ...(lead ? { lead } : {}), ...(booking ? { booking } : {}) }), [lead, booking]);
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
