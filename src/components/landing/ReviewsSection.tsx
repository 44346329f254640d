import { css } from "@emotion/react";
import { useRef, type CSSProperties } from "react";
import { filledStars, formatRating, relativeTime, reviewsToShow, truncateReview, type ReviewsState } from "../../lib/reviews";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { InitialsAvatar } from "../ui/InitialsAvatar";
import { Section, SectionHeading, grid } from "../ui/Section";
import { GoogleReviews, useGoogleReviews, type GooglePlace, type GoogleReviewsProps } from "./GoogleReviews";

/** The section's words as the landing page's query reads them (type generated from it). */
export type ReviewsCopy = NonNullable<Queries.LandingPageQuery["landingPage"]>["reviews"];

/** The words around a star rating for screen readers: "Rated" 4.9 "out of 5" (interface labels). */
export interface RatingLabel {
  before: string;
  after: string;
}

/**
 * The section with the company's own testimonials from content and, when the build was given the
 * company's Google place, its live Google reviews below them (see GoogleReviews).
 */
export function LandingReviews({ googlePlace, ...props }: Omit<ReviewsSectionProps, "google"> & { googlePlace: GooglePlace | null }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { state, load } = useGoogleReviews(panelRef, googlePlace !== null);
  return (
    <ReviewsSection {...props} google={googlePlace ? { place: googlePlace, panelRef, state, onShow: () => void load(true) } : undefined} />
  );
}

interface ReviewsSectionProps {
  copy: ReviewsCopy;
  ratingLabel: RatingLabel;
  /** The company's own testimonials, from content. */
  state: ReviewsState;
  /** `now` is the moment "2 weeks ago" is counted from: the build's time on the site, fixed in tests. */
  now: string;
  google?: Omit<GoogleReviewsProps, "copy" | "ratingLabel">;
}

export function ReviewsSection({ copy, ratingLabel, state, now, google }: ReviewsSectionProps) {
  const loading = state.status === "loading" || google?.state.status === "loading";
  const heading = <SectionHeading id="reviews-heading" title={<HeadingText copy={copy} loading={loading} />} intro={copy.intro} />;
  const googlePanel = google ? <GoogleReviews {...google} copy={copy} ratingLabel={ratingLabel} /> : null;

  if (state.status === "loading") {
    return (
      <Section id="reviews" tone="warm" labelledBy="reviews-heading">
        <div aria-busy="true">{heading}</div>
        {googlePanel}
      </Section>
    );
  }
  if (state.status === "error") {
    return (
      <Section id="reviews" tone="warm" labelledBy="reviews-heading">
        {heading}
        <p role="status" css={notice}>
          {copy.error}
        </p>
        {googlePanel}
      </Section>
    );
  }

  const reviews = reviewsToShow(state.reviews);
  return (
    <Section id="reviews" tone="warm" labelledBy="reviews-heading">
      {heading}
      <div css={summary} data-testid="review-summary">
        <span css={summaryRating}>{formatRating(state.summary.rating)}</span>
        <Stars rating={state.summary.rating} label={ratingLabel} />
        <span>
          {state.summary.totalReviews} {copy.totalLabel}
        </span>
      </div>
      {reviews.length === 0 ? (
        <p css={notice}>{copy.empty}</p>
      ) : (
        <ul css={[grid("18rem"), list]}>
          {reviews.map((review) => (
            <li key={`${review.authorName}-${review.time}`} css={card} data-testid="review">
              <Stars rating={review.rating} label={ratingLabel} />
              <blockquote css={quote}>
                <p>{truncateReview(review.text)}</p>
              </blockquote>
              <footer css={author}>
                <InitialsAvatar name={review.authorName} />
                <span>
                  <strong>{review.authorName}</strong>
                  <time css={time} dateTime={review.time}>
                    {relativeTime(review.time, now)}
                  </time>
                </span>
              </footer>
            </li>
          ))}
        </ul>
      )}
      {googlePanel}
    </Section>
  );
}

/**
 * The heading and its loading words laid over each other in one grid cell, only one of them
 * visible: the heading keeps the height of the taller, so the page below does not move when it
 * changes. A hidden layer is out of the accessibility tree, so the heading's name is what shows.
 */
function HeadingText({ copy, loading }: { copy: ReviewsCopy; loading: boolean }) {
  return (
    <span css={headingLayers}>
      <span css={loading ? hiddenLayer : null}>{copy.heading}</span>
      <span css={loading ? null : hiddenLayer}>{copy.loading}</span>
    </span>
  );
}

const headingLayers = css`
  display: inline-grid;
  > span {
    grid-area: 1 / 1;
  }
`;

const hiddenLayer = css`
  visibility: hidden;
`;

/**
 * Five stars drawn by CSS: an outlined row with the filled ones laid over it, as wide as the
 * rounded rating. One element instead of five SVGs: the landing page shows seven of these rows.
 */
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

const notice = css`
  text-align: center;
  color: ${colors.muted};
  font-size: ${fontSizes.lg};
`;

const summary = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space.md};
  margin: -${space.lg} 0 ${space["2xl"]};
  color: ${colors.muted};
`;

const summaryRating = css`
  font-size: ${fontSizes["2xl"]};
  font-weight: 780;
  color: ${colors.ink};
`;

// Lucide's "star" outline, drawn at 18 px with 2 px between stars.
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

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.line};
`;

const quote = css`
  margin: 0;
  flex: 1;
  p {
    margin: 0;
  }
`;

const author = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  > span {
    display: flex;
    flex-direction: column;
  }
`;

const time = css`
  font-size: ${fontSizes.xs};
  color: ${colors.muted};
`;
