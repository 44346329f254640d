import { css } from "@emotion/react";
import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLabels } from "../../hooks/use-site-data";
import { LOCAL_PLACEHOLDER_THUMBNAIL, fallbackThumbnailUrl } from "../../lib/video";
import { colors, fontSizes, mq, radii, shadows, space } from "../../styles/theme";
import { Picture } from "../ui/Picture";
import { renderedWhenNear } from "../ui/Section";
import { VideoDialog } from "../ui/VideoDialog";

/** A case study as the page's query reads it (src/pages/case-studies.tsx); its type is generated from that query. */
export type CaseStudy = Queries.CaseStudiesQuery["caseStudies"]["nodes"][number];

/** Where a poster comes from when the case study has none of its own, or its own fails: the video host's image, then a local placeholder. */
export function fallbackThumbnails(videoId: string): string[] {
  return [fallbackThumbnailUrl(videoId), LOCAL_PLACEHOLDER_THUMBNAIL];
}

/**
 * `first`: the top story's poster is the largest thing on a phone's first screen, so it loads at once.
 * `copy`: the same poster in the link shown instead of the button where the browser lacks invoker
 * commands (see VideoDialog); the button's poster is the one measured and tested.
 */
function Thumbnail({ study, first, copy = false }: { study: CaseStudy; first: boolean; copy?: boolean }) {
  const own = study.thumbnail?.childImageSharp?.gatsbyImageData ?? undefined;
  const fallbacks = fallbackThumbnails(study.videoId);
  // -1: the case study's own poster; then each fallback in turn.
  const [index, setIndex] = useState(own ? -1 : 0);
  const image = useRef<HTMLImageElement>(null);
  const next = () => setIndex((current) => Math.min(current + 1, fallbacks.length - 1));
  // A poster can fail before React attaches its error handler; catch that case on mount.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) next();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  const eager = first && !copy;
  const testId = copy ? undefined : "case-study-thumbnail";
  if (own && index < 0)
    return <Picture image={own} alt={study.thumbnailAlt ?? ""} priority={eager} imgRef={image} onError={next} testId={testId} />;
  return (
    <img
      ref={image}
      src={fallbacks[Math.max(index, 0)]}
      alt=""
      width={960}
      height={540}
      loading={eager ? "eager" : "lazy"}
      fetchpriority={eager ? "high" : undefined}
      decoding="async"
      data-testid={testId}
      onError={next}
    />
  );
}

function ThumbnailContent({ study, first, copy }: { study: CaseStudy; first: boolean; copy?: boolean }) {
  const labels = useLabels();
  return (
    <>
      {/* The action comes first in the control's name ("Play video: …"), the poster's description after it. */}
      <span className="visually-hidden">{`${labels.video.playNamed} ${study.videoTitle}`}</span>
      <Thumbnail study={study} first={first} copy={copy} />
      <span css={playBadge} aria-hidden="true">
        <Play size={26} fill="currentColor" />
      </span>
    </>
  );
}

export function CaseStudyList({ studies }: { studies: readonly CaseStudy[] }) {
  return (
    <ol css={list}>
      {studies.map((study, position) => (
        <li key={study.company} css={[item, position > 0 && storyRenderedWhenNear]} data-testid="case-study">
          <VideoDialog
            id={`case-study-film-${position + 1}`}
            videoId={study.videoId}
            title={study.videoTitle}
            buttonCss={thumbButton}
            linkChildren={<ThumbnailContent study={study} first={position === 0} copy />}
          >
            <ThumbnailContent study={study} first={position === 0} />
          </VideoDialog>
          <div css={body}>
            <p css={sector}>{study.sector}</p>
            <h2>{study.company}</h2>
            <p>{study.description}</p>
            {study.testimonial ? (
              <figure css={quote}>
                <blockquote>
                  <p>“{study.testimonial}”</p>
                </blockquote>
                {study.author ? (
                  <figcaption>
                    <strong>{study.author}</strong>
                    {study.companyTitle ? `, ${study.companyTitle}` : null}
                  </figcaption>
                ) : null}
              </figure>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

const list = css`
  display: grid;
  gap: ${space["2xl"]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const item = css`
  display: grid;
  gap: ${space.xl};
  align-items: center;
  padding-bottom: ${space["2xl"]};
  border-bottom: 1px solid ${colors.line};
  ${mq.md} {
    grid-template-columns: 1fr 1.1fr;
    /* Every other story has its picture on the right (the story's text is the last child). */
    &:nth-of-type(even) > :last-child {
      order: -1;
    }
  }
`;

/** A story on a phone: a 16:9 poster over its sector, name, summary and quote (about 860 px). */
const storyRenderedWhenNear = renderedWhenNear("51rem");

const thumbButton = css`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${radii.lg};
  overflow: hidden;
  background: ${colors.ink};
  cursor: pointer;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    transition: transform 0.3s ease;
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

const playBadge = css`
  position: absolute;
  inset: 0;
  margin: auto;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: ${radii.pill};
  background: ${colors.accent};
  color: ${colors.onInk};
  box-shadow: ${shadows.overPictureLarge};
`;

const body = css`
  h2 {
    font-size: ${fontSizes["2xl"]};
  }
  > p {
    color: ${colors.muted};
  }
`;

const sector = css`
  margin-bottom: ${space.sm};
  font-size: ${fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.accent} !important;
`;

const quote = css`
  margin: ${space.lg} 0 0;
  padding: ${space.lg};
  border-left: 4px solid ${colors.accent};
  background: ${colors.surfaceWarm};
  border-radius: 0 ${radii.md} ${radii.md} 0;
  blockquote {
    margin: 0 0 ${space.sm};
    color: ${colors.ink};
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
`;
