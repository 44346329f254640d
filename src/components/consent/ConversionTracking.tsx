import { useEffect } from "react";
import {
  conversionOfLink,
  flushWaitingConversions,
  linkPlacement,
  setConversionConsent,
  trackConversion,
  type ConversionSettings,
} from "../../lib/browser/conversions";
import { NEWSLETTER_CONFIRMED_MARKER, NEWSLETTER_PAGES } from "../../lib/routes";
import { forgetVisit, rememberVisit } from "../../lib/browser/visit";
import { useConsent } from "./ConsentProvider";

interface ConversionTrackingProps extends ConversionSettings {
  /** The discovery-call booking page; a click on a link to it is a booking conversion. */
  bookingUrl?: string;
  /** Each vendor's bootstrap has run, so its command queue exists. */
  gtagReady: boolean;
  linkedInReady: boolean;
}

/**
 * Keeps conversion tracking in step with the visitor's choice: hands the choice to
 * src/lib/browser/conversions.ts, keeps the visit's record in session storage only while analytics is
 * allowed, listens for clicks on booking, phone and email links (one listener for the whole page),
 * and counts a newsletter confirmation on the page the confirmation lands on.
 */
export function ConversionTracking({
  measurementId,
  linkedInConversionIds,
  bookingUrl,
  gtagReady,
  linkedInReady,
}: ConversionTrackingProps) {
  const { preferences, ready } = useConsent();
  const { analytics, marketing } = preferences;

  useEffect(() => {
    if (!ready) return;
    setConversionConsent({ analytics, marketing }, { measurementId, linkedInConversionIds });
    if (analytics) rememberVisit();
    else forgetVisit();
  }, [ready, analytics, marketing, measurementId, linkedInConversionIds]);

  useEffect(() => {
    if (gtagReady || linkedInReady) flushWaitingConversions();
  }, [gtagReady, linkedInReady]);

  useEffect(() => {
    if (!ready || !(analytics || marketing)) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const conversion = conversionOfLink(link.href, bookingUrl);
      if (conversion) trackConversion(conversion, { link_placement: linkPlacement(link) });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [ready, analytics, marketing, bookingUrl]);

  useEffect(() => {
    if (!ready) return;
    const url = new URL(window.location.href);
    if (url.pathname !== NEWSLETTER_PAGES.confirmed || !url.searchParams.has(NEWSLETTER_CONFIRMED_MARKER)) return;
    // The confirm function sends a subscriber here with the marker once, when it has just
    // confirmed them; taking the marker away means a reload or a bookmark is never counted again.
    trackConversion("newsletter", { method: "email" });
    url.searchParams.delete(NEWSLETTER_CONFIRMED_MARKER);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [ready]);

  return null;
}
