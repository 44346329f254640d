/** Design tokens: the only place colours, spacing, type and breakpoints are defined. */
export const colors = {
  ink: "#0b1d3a",
  inkRaised: "#132a4f",
  inkLine: "#27406b",
  text: "#182238",
  muted: "#4a5568",
  onInk: "#ffffff",
  onInkMuted: "#c3cde0",
  surface: "#ffffff",
  surfaceAlt: "#f4f6fa",
  surfaceWarm: "#fdf4ef",
  line: "#dde3ec",
  accent: "#c2461a",
  accentHover: "#a33a14",
  accentSoft: "#fbe5da",
  accentOnInk: "#f7a47e",
  cool: "#1d6a86",
  coolSoft: "#e3f1f6",
  star: "#b7791f",
  danger: "#b42318",
  success: "#1e7a46",
  focus: "#2563eb",
  /** Messages on ink (the footer's subscribe form). */
  dangerOnInk: "#ffd2c2",
  successOnInk: "#b9f0cf",
  /** The outline of a form field: darker than `line`, so fields stand out (3:1 against the page). */
  fieldBorder: "#8a94a6",
  /** White at low strength over ink: a frosted panel, its border, a divider, a button outline. */
  onInkGlass: "rgba(255, 255, 255, 0.06)",
  onInkGlassBorder: "rgba(255, 255, 255, 0.14)",
  onInkDivider: "rgba(255, 255, 255, 0.2)",
  onInkBorder: "rgba(255, 255, 255, 0.3)",
  onInkOutline: "rgba(255, 255, 255, 0.7)",
  /** The header's background, letting a hint of the page show through as it scrolls under. */
  headerGlass: "rgba(255, 255, 255, 0.97)",
  /** Behind a modal: the preferences dialog dims the page, the video dialog all but hides it. */
  dialogBackdrop: "rgba(11, 29, 58, 0.6)",
  videoBackdrop: "rgba(5, 12, 26, 0.85)",
  /** The frame of a video player before and around the picture. */
  player: "#000000",
} as const;

/** Layered backgrounds of the dark hero bands, built from the palette's accent and cool tones. */
export const gradients = {
  landingHero:
    "radial-gradient(circle at 105% 96%, rgba(194, 70, 26, 0.32), transparent 42%), radial-gradient(circle at 96% 12%, rgba(29, 106, 134, 0.38), transparent 48%)",
  /** Over the landing hero's picture: ink, fading from left to right so the text stays readable. */
  landingHeroShade: "linear-gradient(90deg, rgba(11, 29, 58, 0.92) 0%, rgba(11, 29, 58, 0.78) 50%, rgba(11, 29, 58, 0.35) 100%)",
  serviceHero:
    "radial-gradient(circle at 85% 20%, rgba(29, 106, 134, 0.45), transparent 45%), radial-gradient(circle at 10% 90%, rgba(194, 70, 26, 0.28), transparent 40%)",
} as const;

/** Alpha masks (only their opacity counts): fades a strip out at both ends. */
export const masks = {
  fadeInline: "linear-gradient(90deg, transparent, black 8%, black 92%, transparent)",
} as const;

/**
 * A select drawn like the site's other fields in every engine, with a chevron of its own: WebKit
 * otherwise paints a select with its own grey gradient whatever its background says. CSS
 * declarations, for the site's forms and the functions' pages alike; they follow the field's
 * `background` shorthand, which would reset the image.
 */
export const selectField = `appearance: none; background-image: url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${colors.muted}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m6 9 6 6 6-6"/></svg>`,
)}"); background-repeat: no-repeat; background-position: right 0.85rem center; background-size: 1rem 1rem; padding-right: 2.5rem;`;

export const fonts = {
  body: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
} as const;

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  "2xl": "3rem",
  "3xl": "4.5rem",
  "4xl": "6rem",
} as const;

export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "1.25rem",
  xl: "1.5rem",
  "2xl": "clamp(1.6rem, 1.2rem + 1.6vw, 2.25rem)",
  "3xl": "clamp(2rem, 1.4rem + 2.6vw, 3rem)",
  display: "clamp(2.3rem, 1.5rem + 3.6vw, 4rem)",
} as const;

export const radii = { sm: "6px", md: "10px", lg: "16px", pill: "999px" } as const;

export const shadows = {
  flat: "0 1px 2px rgba(11, 29, 58, 0.05)",
  card: "0 1px 2px rgba(11, 29, 58, 0.06), 0 4px 16px rgba(11, 29, 58, 0.06)",
  hover: "0 10px 30px rgba(11, 29, 58, 0.12)",
  raised: "0 10px 30px rgba(11, 29, 58, 0.14)",
  /** Under a control laid over a picture (a close button, a play badge). */
  overPicture: "0 4px 14px rgba(0, 0, 0, 0.35)",
  overPictureLarge: "0 8px 24px rgba(0, 0, 0, 0.35)",
} as const;

const prose = "44rem";
export const widths = {
  content: "72rem",
  prose,
  /** A section's heading and intro. */
  heading: "46rem",
  /** A lead paragraph or a short block beside a heading. */
  lead: "40rem",
  /** An article's header and body: the prose column with room for tables and call-outs. */
  article: `calc(${prose} + 6rem)`,
  /** An article's picture, wider than its text. */
  articlePicture: `calc(${prose} + 24rem)`,
} as const;

export const headerHeight = "4.5rem";

export const breakpoints = { sm: 600, md: 860, lg: 1080, xl: 1320 } as const;

const minWidth = (px: number) => `@media (min-width: ${px}px)`;
export const mq = {
  sm: minWidth(breakpoints.sm),
  md: minWidth(breakpoints.md),
  lg: minWidth(breakpoints.lg),
  xl: minWidth(breakpoints.xl),
} as const;

/** The breakpoint below which the header shows the mobile menu. */
export const navBreakpointPx = breakpoints.lg;

/** A pointer that can hover (a mouse or trackpad); a touch screen opens menus by tap only. */
export const hoverPointer = "(hover: hover) and (pointer: fine)";

/** Where the header's menus also open on hover: the wide screen's bar, under a pointer that can hover. */
export const hoverMenusMedia = `(min-width: ${navBreakpointPx}px) and ${hoverPointer}`;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";
