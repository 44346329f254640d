import { css } from "@emotion/react";
import { Star } from "lucide-react";
import { filledStars, formatRating, reviewsToShow, truncateReview, type ReviewsState } from "../../lib/reviews";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { InitialsAvatar } from "../ui/InitialsAvatar";
import { Section, SectionHeading, grid } from "../ui/Section";

export interface ReviewsCopy {
  heading: string;
  intro: string;
  loading: string;
  error: string;
  empty: string;
  totalLabel: string;
}

export function ReviewsSection({ copy, state }: { copy: ReviewsCopy; state: ReviewsState }) {
  if (state.status === "loading") {
    return (
      <Section id="reviews" tone="warm" labelledBy="reviews-heading">
        <div aria-busy="true">
          <SectionHeading id="reviews-heading" title={copy.loading} />
        </div>
      </Section>
    );
  }
  if (state.status === "error") {
    return (
      <Section id="reviews" tone="warm" labelledBy="reviews-heading">
        <SectionHeading id="reviews-heading" title={copy.heading} />
        <p role="status" css={notice}>
          {copy.error}
        </p>
      </Section>
    );
  }

  const reviews = reviewsToShow(state.reviews);
  return (
    <Section id="reviews" tone="warm" labelledBy="reviews-heading">
      <SectionHeading id="reviews-heading" title={copy.heading} intro={copy.intro} />
      <div css={summary} data-testid="review-summary">
        <span css={summaryRating}>{formatRating(state.summary.rating)}</span>
        <Stars rating={state.summary.rating} />
        <span>
          {state.summary.totalReviews} {copy.totalLabel}
        </span>
      </div>
      {reviews.length === 0 ? (
        <p css={notice}>{copy.empty}</p>
      ) : (
        <ul css={[grid("18rem"), list]}>
          {reviews.map((review) => (
            <li key={`${review.authorName}-${review.relativeTimeDescription}`} css={card} data-testid="review">
              <Stars rating={review.rating} />
              <blockquote css={quote}>
                <p>{truncateReview(review.text)}</p>
              </blockquote>
              <footer css={author}>
                <InitialsAvatar name={review.authorName} />
                <span>
                  <strong>{review.authorName}</strong>
                  <span css={time}>{review.relativeTimeDescription}</span>
                </span>
              </footer>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function Stars({ rating }: { rating: number }) {
  const filled = filledStars(rating);
  return (
    <span css={stars} role="img" aria-label={`Rated ${formatRating(rating)} out of 5`} data-filled={filled}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} size={18} aria-hidden="true" fill={index < filled ? "currentColor" : "none"} data-filled={index < filled} />
      ))}
    </span>
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

const stars = css`
  display: inline-flex;
  gap: 2px;
  color: ${colors.star};
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
