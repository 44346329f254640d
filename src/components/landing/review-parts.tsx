/**
 * What a review looks like wherever the landing page shows one, the company's testimonials and
 * its Google reviews alike: the star rating, the quote, the author line and its time.
 */
import { css } from "@emotion/react";
import type { CSSProperties } from "react";
import { filledStars, formatRating } from "../../lib/reviews";
import { colors, fontSizes, radii, space } from "../../styles/theme";

/** The words around a star rating for screen readers: "Rated" 4.9 "out of 5" (interface labels). */
export interface RatingLabel {
  before: string;
  after: string;
}

export function Stars({ rating, label }: { rating: number; label: RatingLabel }) {
  const filled = filledStars(rating);
  return (
    <span
      css={stars}
      role="img"
      aria-label={`${label.before} ${formatRating(rating)} ${label.after}`}
      style={{ "--filled": filled } as CSSProperties}
    />
  );
}

const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
const STAR_SIZE = 18;
const STAR_PITCH = 20;
const starRow = (fill: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${fill}" stroke="${colors.star}" stroke-width="2" stroke-linejoin="round"><path d="${STAR_PATH}"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}") 0 0 / ${STAR_PITCH}px ${STAR_SIZE}px repeat-x`;
};

const stars = css`
  position: relative;
  display: inline-block;
  flex: none;
  width: ${5 * STAR_PITCH}px;
  height: ${STAR_SIZE}px;
  background: ${starRow("none")};
  &::before {
    content: "";
    position: absolute;
    inset: 0 auto 0 0;
    width: calc(var(--filled) * ${STAR_PITCH}px);
    background: ${starRow(colors.star)};
  }
`;

export const quote = css`
  margin: 0;
  flex: 1;
  p {
    margin: 0;
  }
`;

export const author = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  > span {
    display: flex;
    flex-direction: column;
  }
`;

export const time = css`
  font-size: ${fontSizes.xs};
  color: ${colors.muted};
`;

/** A review's card: its stars, its quote and its author, one under the other. The background is the list's. */
export const reviewCard = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  padding: ${space.lg};
  border-radius: ${radii.lg};
`;

interface RatingSummaryProps {
  rating: number;
  total: number;
  /** The words after the count: "reviews". */
  totalLabel: string;
  ratingLabel: RatingLabel;
  /** The size of the rating's figures. */
  ratingSize: string;
  testId: string;
  className?: string;
}

/** The average rating in figures and stars, and how many reviews it is drawn from; its layout is the caller's. */
export function RatingSummary({ rating, total, totalLabel, ratingLabel, ratingSize, testId, className }: RatingSummaryProps) {
  return (
    <div css={summary} className={className} data-testid={testId}>
      <span css={summaryRating(ratingSize)}>{formatRating(rating)}</span>
      <Stars rating={rating} label={ratingLabel} />
      <span>
        {total} {totalLabel}
      </span>
    </div>
  );
}

const summary = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  color: ${colors.muted};
`;

const summaryRating = (size: string) => css`
  font-size: ${size};
  font-weight: 780;
  color: ${colors.ink};
`;
