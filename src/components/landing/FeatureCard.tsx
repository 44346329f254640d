import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { card } from "../../styles/patterns";
import { colors, fontSizes, shadows, space } from "../../styles/theme";
import { TickList } from "../ui/TickList";
import { renderedWhenNear } from "../ui/Section";

/** A feature card as the landing page's query reads it (type generated from it). */
export type FeatureCardData = NonNullable<Queries.LandingPageQuery["landingPage"]>["services"]["aiCard"];

/** One of the two cards the services section compares: eyebrow, title, description, points, and its action below. */
export function FeatureCard({ card, highlight = false, children }: { card: FeatureCardData; highlight?: boolean; children: ReactNode }) {
  return (
    <article css={[featureCard, highlight && featureHighlight, featureRenderedWhenNear]}>
      {card.eyebrow ? <p css={featureEyebrow(highlight)}>{card.eyebrow}</p> : null}
      <h3>{card.title}</h3>
      <p>{card.description}</p>
      <TickList items={card.points} tick={highlight ? colors.accentOnInk : colors.success} size={18} css={pointList} />
      <div
        css={css`
          margin-top: auto;
        `}
      >
        {children}
      </div>
    </article>
  );
}

/* Laid out as it nears the window, like the section's other parts (estimate: its height on a phone). */
const featureRenderedWhenNear = renderedWhenNear("46rem");

const featureCard = css`
  display: flex;
  flex-direction: column;
  padding: ${space.xl};
  ${card};
  box-shadow: ${shadows.card};
  h3 {
    font-size: ${fontSizes.xl};
  }
  p {
    color: ${colors.muted};
  }
`;

const featureHighlight = css`
  background: linear-gradient(150deg, ${colors.ink} 0%, ${colors.inkRaised} 100%);
  border-color: ${colors.ink};
  color: ${colors.onInk};
  h3 {
    color: ${colors.onInk};
  }
  p {
    color: ${colors.onInkMuted};
  }
`;

const featureEyebrow = (onInk: boolean) => css`
  margin-bottom: ${space.sm};
  font-size: ${fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${onInk ? colors.accentOnInk : colors.accent} !important;
`;

/* Unlike other tick lists, a tick here narrows beside a point that wraps, as it always has. */
const pointList = css`
  margin-bottom: ${space.xl};
  li {
    align-items: flex-start;
    padding-block: 0.3rem;
  }
  svg {
    flex-shrink: 1;
  }
`;
