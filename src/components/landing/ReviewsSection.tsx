import { css } from "@emotion/react";
import { useRef } from "react";
import { formatRating, relativeTime, reviewsToShow, truncateReview, type ReviewsState } from "../../lib/reviews";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { InitialsAvatar } from "../ui/InitialsAvatar";
import { Section, SectionHeading, grid } from "../ui/Section";
import { GoogleReviews, useGoogleReviews, type GooglePlace, type GoogleReviewsProps } from "./GoogleReviews";
import { author, quote, Stars, time, type RatingLabel } from "./review-parts";

/** The section's words as the landing page's query reads them (type generated from it). */
export type ReviewsCopy = NonNullable<Queries.LandingPageQuery["landingPage"]>["reviews"];

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
