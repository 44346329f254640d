/**
 * Style patterns the site repeats from section to section, built from the theme's tokens: a
 * component picks one and adds only what is its own (its padding, its spacing, its colours).
 */
import { css } from "@emotion/react";
import { colors, fontSizes, mq, radii, space, widths } from "./theme";

/** The page's column: full width up to the content width, with gutters that grow with the window. */
export const container = css`
  width: 100%;
  max-width: ${widths.content};
  margin-inline: auto;
  padding-inline: ${space.md};
  ${mq.sm} {
    padding-inline: ${space.lg};
  }
  ${mq.lg} {
    padding-inline: ${space.xl};
  }
`;

/** A list laid out as a grid, a row or a stack of cards: no bullets and no indent. */
export const bareList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The site's card: a plain panel with a hairline border and rounded corners. Padding is the card's own. */
export const card = css`
  border-radius: ${radii.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.line};
`;

/** A card that is a link: it lifts and takes the accent's border under the pointer. */
export const linkCard = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  height: 100%;
  color: ${colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${colors.accent};
    text-decoration: none;
  }
`;

/** Something centred in a box of one size: an icon in its badge, a step's number. */
export const centredBox = (size: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size};
  height: ${size};
`;

const badgeTones = {
  accent: { background: colors.accentSoft, color: colors.accent },
  cool: { background: colors.coolSoft, color: colors.cool },
  ink: { background: colors.ink, color: colors.accentOnInk },
} as const;

/** The square tile an icon sits in at the top of a card. */
export const iconBadge = (size: string, tone: keyof typeof badgeTones) => css`
  ${centredBox(size)};
  border-radius: ${radii.md};
  background: ${badgeTones[tone].background};
  color: ${badgeTones[tone].color};
`;

/**
 * A small pill-shaped toggle with an icon and a short label, a finger's height: the buttons that
 * stop what moves on a page. Its colours are its section's own.
 */
export const pillToggle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 2.75rem;
  padding: 0 ${space.md};
  border: 1px solid;
  border-radius: ${radii.pill};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
`;

/** A row of buttons and links that wraps on a narrow screen. */
export const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
`;

/** The small capitals line over a heading, naming what the section or page is about. */
export const eyebrowText = (onInk: boolean, size: string = fontSizes.sm) => css`
  font-size: ${size};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${onInk ? colors.accentOnInk : colors.accent};
`;

/** Figures with their labels (`<dl>` of `<div><dt/><dd/></div>`), each figure shown above its label. */
export const figureList = css`
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
  }
`;

/** The text under a card's title. */
export const cardText = css`
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;

/** A list's items as outlined cards, each a title and a sentence. */
export const outlinedCardItems = css`
  li {
    ${card};
    padding: ${space.lg};
  }
  h3 {
    font-size: ${fontSizes.lg};
  }
  ${cardText};
`;

/**
 * A grid of one column on a phone and of `columns` from the breakpoint `from` (a media query of
 * the theme's `mq`) up.
 */
export const columnsFrom = (from: string, columns: string, gap: string) => css`
  display: grid;
  gap: ${gap};
  ${from} {
    grid-template-columns: ${columns};
  }
`;
