import { css } from "@emotion/react";
import { useState } from "react";
import type { GoogleReview, GoogleReviewsLoaded } from "../../lib/google-reviews";
import { bareList } from "../../styles/patterns";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { InitialsAvatar } from "../ui/InitialsAvatar";
import { grid } from "../ui/Section";
import { author, quote, RatingSummary, reviewCard, Stars, time, type RatingLabel } from "./review-parts";
import type { ReviewsCopy } from "./reviews-copy";

/** The answer from Google once it is in: the place's rating over the reviews it sent, each as a card. */
export function GoogleReviewList({
  answer,
  copy,
  ratingLabel,
}: {
  answer: GoogleReviewsLoaded;
  copy: ReviewsCopy;
  ratingLabel: RatingLabel;
}) {
  return (
    <>
      {answer.rating !== null ? (
        <RatingSummary
          rating={answer.rating}
          total={answer.total}
          totalLabel={copy.totalLabel}
          ratingLabel={ratingLabel}
          ratingSize={fontSizes.xl}
          testId="google-review-summary"
          css={summary}
        />
      ) : null}
      {answer.reviews.length > 0 ? (
        <ul css={[grid("18rem"), bareList]}>
          {answer.reviews.map((review, index) => (
            <GoogleReviewCard key={`${review.authorName}-${review.publishTime ?? index}`} review={review} ratingLabel={ratingLabel} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function GoogleReviewCard({ review, ratingLabel }: { review: GoogleReview; ratingLabel: RatingLabel }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const name = review.authorUri ? <a href={review.authorUri}>{review.authorName}</a> : review.authorName;
  return (
    <li css={googleCard} data-testid="google-review">
      <Stars rating={review.rating} label={ratingLabel} />
      {review.text ? (
        <blockquote css={quote} lang={review.language ?? undefined}>
          <p>{review.text}</p>
        </blockquote>
      ) : null}
      <footer css={author}>
        {review.photoUri && !photoFailed ? (
          <img
            src={review.photoUri}
            alt=""
            width={44}
            height={44}
            loading="lazy"
            referrerPolicy="no-referrer"
            css={photo}
            onError={() => setPhotoFailed(true)}
          />
        ) : (
          <InitialsAvatar name={review.authorName} />
        )}
        <span>
          <strong>{name}</strong>
          {review.publishTime ? (
            <time css={time} dateTime={review.publishTime}>
              {review.relativeTime}
            </time>
          ) : (
            <span css={time}>{review.relativeTime}</span>
          )}
        </span>
      </footer>
    </li>
  );
}

const summary = css`
  margin-bottom: ${space.lg};
`;

const googleCard = css`
  ${reviewCard};
  background: ${colors.surfaceAlt};
`;

const photo = css`
  flex-shrink: 0;
  background: ${colors.line};
  border-radius: ${radii.pill};
  object-fit: cover;
`;
