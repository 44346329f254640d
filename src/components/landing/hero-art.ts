import { breakpoints } from "../../styles/theme";

/**
 * The landing hero's poster and background clip are drawn only from this width. On a phone the
 * headline and its shade cover all but a sliver of them, so phones get the ink background and its
 * glow in CSS, download neither, and paint the headline as the page's largest element. A module of
 * its own, so the page can name where the hero has work for its script without carrying the hero.
 */
export const HERO_ART_FROM_WIDTH = breakpoints.sm;

/** Where the hero's art is drawn, as a media query. */
export const HERO_ART_MEDIA = `(min-width: ${HERO_ART_FROM_WIDTH}px)`;
