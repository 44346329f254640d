import { css } from "@emotion/react";
import { useRef } from "react";
import { relativeTime, reviewsToShow, truncateReview, type ReviewsState } from "../../lib/reviews";
import { bareList } from "../../styles/patterns";
import { colors, fontSizes, space } from "../../styles/theme";
import { InitialsAvatar } from "../ui/InitialsAvatar";
import { Section, SectionHeading, grid } from "../ui/Section";
import { useGoogleReviews, type GooglePlace } from "./use-google-reviews";
import { GoogleReviews, type GoogleReviewsProps } from "./GoogleReviews";
import type { ReviewsCopy } from "./reviews-copy";
import { author, quote, RatingSummary, reviewCard, Stars, time, type RatingLabel } from "./review-parts";

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
      <RatingSummary
        rating={state.summary.rating}
        total={state.summary.totalReviews}
        totalLabel={copy.totalLabel}
        ratingLabel={ratingLabel}
        ratingSize={fontSizes["2xl"]}
        testId="review-summary"
        css={summary}
      />
      {reviews.length === 0 ? (
        <p css={notice}>{copy.empty}</p>
      ) : (
        <ul css={[grid("18rem"), bareList]}>
          {reviews.map((review) => (
            <li key={`${review.authorName}-${review.time}`} css={testimonialCard} data-testid="review">
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

const notice = css`
  text-align: center;
  color: ${colors.muted};
  font-size: ${fontSizes.lg};
`;

const summary = css`
  justify-content: center;
  margin: -${space.lg} 0 ${space["2xl"]};
`;

const testimonialCard = css`
  ${reviewCard};
  background: ${colors.surface};
  border: 1px solid ${colors.line};
`;
