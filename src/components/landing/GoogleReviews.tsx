import { css } from "@emotion/react";
import { useEffect, type RefObject } from "react";
import { GOOGLE_MAPS_ATTRIBUTION, GOOGLE_REVIEWS_MARKER, googleMapsPlaceLink } from "../../lib/google-reviews";
import { card } from "../../styles/patterns";
import { colors, fontSizes, space } from "../../styles/theme";
import { buttonStyles } from "../ui/Button";
import { GoogleReviewList } from "./GoogleReviewList";
import type { RatingLabel } from "./review-parts";
import type { GooglePlace, GoogleReviewsState } from "./use-google-reviews";
import type { ReviewsCopy } from "./reviews-copy";

export interface GoogleReviewsProps {
  place: GooglePlace;
  /** Observed to start loading as the panel nears the screen, for visitors who allowed it. */
  panelRef: RefObject<HTMLDivElement>;
  copy: ReviewsCopy;
  ratingLabel: RatingLabel;
  state: GoogleReviewsState;
  onShow: () => void;
}

/**
 * The Google part of the reviews section, set apart from the company's own testimonials as
 * Google's guidelines ask. Built into the page: the heading, the intro and a plain link to the
 * reviews on Google Maps, which works without scripts; the button that shows them here appears
 * once the page has hydrated, since it needs scripts.
 */
export function GoogleReviews({ place, panelRef, copy, ratingLabel, state, onShow }: GoogleReviewsProps) {
  const asked = state.status !== "idle" && state.asked;
  useEffect(() => {
    // The button is gone once the answer is in: focus goes to the panel, heading first, so a
    // keyboard or screen reader user carries on from what appeared.
    if (asked && state.status !== "loading") panelRef.current?.focus();
  }, [asked, state.status, panelRef]);

  const answer = state.status === "loaded" ? state.answer : null;
  const mapsLink = answer?.mapsUri ?? googleMapsPlaceLink(place.id, place.name);
  return (
    <div
      ref={panelRef}
      role="region"
      aria-labelledby="google-reviews-heading"
      tabIndex={-1}
      css={panel}
      {...{ [GOOGLE_REVIEWS_MARKER]: "" }}
      data-testid="google-reviews"
    >
      <div css={panelHeader}>
        <h3 id="google-reviews-heading" css={panelHeading}>
          {copy.googleHeading}
        </h3>
        <span css={attribution}>{GOOGLE_MAPS_ATTRIBUTION}</span>
      </div>
      <div>
        {answer ? <GoogleReviewList answer={answer} copy={copy} ratingLabel={ratingLabel} /> : <p css={intro}>{copy.googleIntro}</p>}
        <div role="status" css={statusLine}>
          {state.status === "loading" ? <p css={loadingNote}>{copy.loading}</p> : null}
          {state.status === "error" ? <p css={notice}>{copy.error}</p> : null}
          {answer && answer.reviews.length === 0 ? <p css={notice}>{copy.empty}</p> : null}
        </div>
      </div>
      <div css={actions}>
        {state.status === "idle" || state.status === "loading" ? (
          <button type="button" css={[buttonStyles.secondary, untilHydrated]} onClick={onShow} aria-disabled={state.status === "loading"}>
            {copy.googleShow}
          </button>
        ) : null}
        <a href={mapsLink} css={mapsLinkStyle}>
          {copy.googleLink}
        </a>
      </div>
    </div>
  );
}

const panel = css`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 4px;
  }
  margin-top: ${space["2xl"]};
  padding: ${space.lg};
  ${card};
`;

const panelHeader = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.sm} ${space.md};
  margin-bottom: ${space.md};
`;

const panelHeading = css`
  margin: 0;
  font-size: ${fontSizes.xl};
`;

/** Google's text attribution: the plain words, legible, in the page's sans-serif. */
const attribution = css`
  font-size: ${fontSizes.sm};
  font-weight: 500;
  color: ${colors.muted};
  white-space: nowrap;
`;

const intro = css`
  margin: 0;
  color: ${colors.muted};
  max-width: 46rem;
`;

const statusLine = css`
  &:empty {
    display: none;
  }
`;

/** Said beside the button too: on a phone the section's heading is screens away from it. */
const loadingNote = css`
  margin: ${space.md} 0 0;
  color: ${colors.muted};
`;

const notice = css`
  margin: ${space.md} 0 0;
  color: ${colors.text};
  font-weight: 600;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md} ${space.lg};
  margin-top: ${space.lg};
  button[aria-disabled="true"] {
    cursor: progress;
  }
`;

/** The button needs scripts: it is hidden until the page has hydrated (gatsby-browser.tsx marks it). */
const untilHydrated = css`
  html:not([data-hydrated="true"]) & {
    display: none;
  }
`;

const mapsLinkStyle = css`
  font-weight: 600;
`;
