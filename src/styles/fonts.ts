import interLatinExtended from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2";
// Fontsource's Latin file cut to the weights and features the site uses (scripts/subset-font.sh).
import interLatin from "./fonts/inter-latin-wght-400-800.woff2";

/** Preloaded in every page's head so the text renders in Inter from the first paint. */
export const preloadedFont = interLatin;

/** Self-hosted Inter (variable weight): the files and the characters each covers. */
export const interFaces = [
  {
    src: interLatin,
    weight: "400 800",
    unicodeRange:
      "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
  },
  {
    src: interLatinExtended,
    weight: "100 900",
    unicodeRange:
      "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
  },
] as const;

/** The typeface's family name, as the theme's font stacks name it. */
export const INTER_FAMILY = "Inter Variable";

/**
 * The faces as a page declares them. `optional` means the text never re-flows when the font
 * arrives late: on a slow first visit the system font stays for that page instead of shifting it.
 *
 * These rules go into the static HTML head (gatsby-ssr.tsx), not into Emotion: Emotion removes and
 * re-inserts its global styles while the page hydrates, and every re-inserted `@font-face` starts
 * a new font load whose arrival swaps the font and moves the text.
 */
export const fontFaces = interFaces
  .map(
    (face) => `
  @font-face {
    font-family: "${INTER_FAMILY}";
    font-style: normal;
    font-display: optional;
    font-weight: ${face.weight};
    src: url(${face.src}) format("woff2-variations");
    unicode-range: ${face.unicodeRange};
  }`,
  )
  .join("")
  .concat("\n");
