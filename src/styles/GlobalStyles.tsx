import { Global, css } from "@emotion/react";
import { colors, fonts, fontSizes, headerHeight, navBreakpointPx, reducedMotion } from "./theme";

/** How long a wide screen fades one page into the next. */
const pageFadeMs = 150;

const globalCss = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${headerHeight} + 1rem);
  }
  /*
   * Smooth scrolling only once the page has hydrated, so a page opened at a section
   * (/video-production-milton-keynes#contact) jumps there at load. Scrolled smoothly, every section
   * on the way was laid out as it passed (content-visibility), grew from its estimated height to its
   * real one and moved the target, and a slow phone stopped short of the section.
   */
  @media (prefers-reduced-motion: no-preference) {
    html[data-hydrated="true"] {
      scroll-behavior: smooth;
    }
  }
  /*
   * Moving between pages, which are documents, a wide screen's browser (Chromium, Safari) fades
   * the old page into the new one, briefly, instead of swapping them; the header, named in
   * Header.tsx, is the same on both and so holds still. Not on a phone-sized screen: there the
   * browser first draws the old page once more to capture it, and on a phone's processor that put
   * 50 to 100 ms and more between the click and a page Chromium had already prepared, and the
   * fade itself kept the next heading half-drawn for its whole length (250 ms by default). There
   * the prepared page is simply shown. A visitor who asks for less motion gets the plain page
   * change everywhere.
   */
  @media (prefers-reduced-motion: no-preference) and (min-width: ${navBreakpointPx}px) {
    @view-transition {
      navigation: auto;
    }
    ::view-transition-group(root) {
      animation-duration: ${pageFadeMs}ms;
    }
  }
  ${reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fontSizes.md};
    line-height: 1.6;
    color: ${colors.text};
    background: ${colors.surface};
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.15;
    letter-spacing: -0.02em;
    color: ${colors.ink};
    margin: 0 0 0.5em;
    text-wrap: balance;
  }
  p {
    margin: 0 0 1em;
  }
  img,
  svg,
  video {
    display: block;
    max-width: 100%;
  }
  img {
    height: auto;
  }
  a {
    color: ${colors.cool};
    text-underline-offset: 0.18em;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 3px;
    border-radius: 4px;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  /* A section that hydrates on its own (src/hydration/island.tsx) is laid out as if unwrapped. */
  [data-island],
  [data-island-root] {
    display: contents;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;

export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
