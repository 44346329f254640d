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
} as const;

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
  card: "0 1px 2px rgba(11, 29, 58, 0.06), 0 4px 16px rgba(11, 29, 58, 0.06)",
  raised: "0 10px 30px rgba(11, 29, 58, 0.14)",
} as const;

export const widths = { content: "72rem", prose: "44rem" } as const;

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

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";
