import { CookieBanner } from "./CookieBanner";
import { useConsent } from "./ConsentProvider";
import { PreferencesDialog } from "./PreferencesDialog";
import { TrackingScripts } from "./TrackingScripts";

/** Everything the visitor sees of consent, plus the scripts their choice allows. */
export function CookieConsent() {
  const { isPreferencesOpen } = useConsent();
  return (
    <>
      <CookieBanner />
      {isPreferencesOpen && <PreferencesDialog />}
      <TrackingScripts measurementId={process.env.GATSBY_GA_MEASUREMENT_ID} linkedInPartnerId={process.env.GATSBY_LINKEDIN_PARTNER_ID} />
    </>
  );
}
