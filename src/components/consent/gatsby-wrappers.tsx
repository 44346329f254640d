import { useMemo, type ReactNode } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { ConsentProvider } from "./ConsentProvider";
import { CookieConsent } from "./CookieConsent";

interface WrapperArgs {
  element: ReactNode;
}

/** Shared by gatsby-browser.tsx and gatsby-ssr.tsx so the server HTML and hydration agree. */
export function wrapConsentRoot({ element }: WrapperArgs) {
  return <ConsentProvider>{element}</ConsentProvider>;
}

/**
 * The consent UI is added around pages, not in wrapRootElement: Gatsby also renders
 * wrapRootElement around every page's Head, where a banner, a dialog or scripts would run twice.
 * It sits after the page, so the skip link stays the first thing a keyboard reaches.
 */
export function wrapConsentPage({ element }: WrapperArgs) {
  return (
    <>
      {element}
      <SiteCookieConsent />
    </>
  );
}

/** The consent UI with what conversion tracking needs from the site settings. */
function SiteCookieConsent() {
  const { bookingUrl, linkedInConversions } = useSiteData().settings;
  const { lead, booking } = linkedInConversions ?? {};
  const linkedInConversionIds = useMemo(() => ({ ...(lead ? { lead } : {}), ...(booking ? { booking } : {}) }), [lead, booking]);
  return <CookieConsent bookingUrl={bookingUrl} linkedInConversionIds={linkedInConversionIds} />;
}
