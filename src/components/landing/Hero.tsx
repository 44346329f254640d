import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Pause } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLabels } from "../../hooks/use-site-data";
import { MOTION_CONTROL_FOR, isStopped, toggleAttributes, watchStopped } from "../../lib/browser/motion-controls";
import { HERO_VIDEO } from "../../lib/routes";
import { colors, fontSizes, gradients, mq, radii, shadows, space, widths } from "../../styles/theme";
import { HeroActions } from "../sections/HeroActions";
import { ExternalButton } from "../ui/Button";
import { Figures } from "../ui/Figures";
import { Picture } from "../ui/Picture";
import { container, pillToggle } from "../../styles/patterns";
import { HERO_ART_FROM_WIDTH, HERO_ART_MEDIA } from "./hero-art";

interface HeroProps {
  eyebrow: string;
  headline: string;
  intro: string;
  bookingUrl: string;
  bookingLabel: string;
  storyButton: string;
  videoId: string;
  videoTitle: string;
  poster: IGatsbyImageData | null;
  stats: readonly { value: string; label: string }[];
}

const FILM_BUTTON_ID = "hero-film-motion";

/**
 * Whether the background clip is drawn: only where it is seen and where motion and data are
 * welcome. Followed live, so a window widened to tablet width, or a visitor who turns on reduced
 * motion, gets the clip drawn or taken away at once.
 */
function useBackgroundVideoAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const wideEnough = window.matchMedia(HERO_ART_MEDIA);
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const saveData = Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
    const update = () => setAllowed(wideEnough.matches && !reducedMotion.matches && !saveData);
    update();
    wideEnough.addEventListener("change", update);
    reducedMotion.addEventListener("change", update);
    return () => {
      wideEnough.removeEventListener("change", update);
      reducedMotion.removeEventListener("change", update);
    };
  }, []);
  return allowed;
}

/** Whether the visitor has stopped the background film (src/lib/browser/motion-controls.ts); false on the server. */
function useFilmStopped(): boolean {
  return useSyncExternalStore(
    (onChange) => watchStopped("heroFilm", onChange),
    () => isStopped("heroFilm"),
    () => false,
  );
}

/**
 * The background clip, playing unless the visitor has stopped it. It is never started while
 * stopped, so a visitor who stopped it on an earlier visit downloads none of it and sees the
 * poster beneath (`preload="none"`, no `autoplay`). Its button is answered by the page's head
 * script (which stores the choice and marks the root); this follows the mark.
 */
function BackgroundFilm({ stopped }: { stopped: boolean }) {
  const film = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = film.current;
    if (!video) return;
    if (stopped) video.pause();
    // A browser that refuses to play leaves the poster showing, which is all the clip adds to.
    else void video.play().catch(() => undefined);
  }, [stopped]);
  return (
    <video ref={film} css={fill} muted loop playsInline preload="none" poster="" data-testid="hero-video">
      <source src={HERO_VIDEO.webm} type="video/webm" />
      <source src={HERO_VIDEO.mp4} type="video/mp4" />
    </video>
  );
}

export function Hero(props: HeroProps) {
  const videoAllowed = useBackgroundVideoAllowed();
  const filmStopped = useFilmStopped();
  const labels = useLabels();
  return (
    <section css={hero} aria-labelledby="hero-heading" {...(videoAllowed ? { [MOTION_CONTROL_FOR]: FILM_BUTTON_ID } : {})}>
      <div css={media} aria-hidden="true">
        {props.poster ? <Picture image={props.poster} alt="" priority fromWidth={HERO_ART_FROM_WIDTH} css={[fill, art]} /> : null}
        {videoAllowed ? <BackgroundFilm stopped={filmStopped} /> : null}
        <div css={shade} />
      </div>
      <div css={[container, content]}>
        <p css={eyebrow}>{props.eyebrow}</p>
        <h1 id="hero-heading" css={headline}>
          {props.headline}
        </h1>
        <p css={intro}>{props.intro}</p>
        <HeroActions video={{ id: props.videoId, title: props.videoTitle }} playLabel={props.storyButton}>
          <ExternalButton href={props.bookingUrl}>{props.bookingLabel}</ExternalButton>
        </HeroActions>
        <Figures items={props.stats} css={stats} />
      </div>
      {videoAllowed ? (
        <button id={FILM_BUTTON_ID} css={filmButton} {...toggleAttributes("heroFilm", filmStopped)}>
          <Pause aria-hidden="true" size={16} strokeWidth={2.5} />
          {labels.motion.pauseFilm}
        </button>
      ) : null}
    </section>
  );
}

const hero = css`
  position: relative;
  isolation: isolate;
  min-height: min(88vh, 52rem);
  display: flex;
  align-items: center;
  background: ${colors.ink};
  color: ${colors.onInk};
  overflow: hidden;
`;

const media = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: ${gradients.landingHero};
`;

const art = css`
  display: none;
  @media (min-width: ${HERO_ART_FROM_WIDTH}px) {
    display: block;
  }
`;

const fill = css`
  position: absolute !important;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const shade = css`
  position: absolute;
  inset: 0;
  background: ${gradients.landingHeroShade};
`;

/** In the hero's upper right corner, over the film and clear of the text, on the first screen at any height. */
const filmButton = css`
  ${pillToggle};
  position: absolute;
  top: ${space.lg};
  right: ${space.lg};
  border-color: ${colors.onInkBorder};
  background: ${colors.ink};
  box-shadow: ${shadows.overPicture};
  color: ${colors.onInk};
  &:hover {
    background: ${colors.inkRaised};
    border-color: ${colors.onInkOutline};
  }
  &[aria-pressed="true"] {
    background: ${colors.surface};
    border-color: ${colors.surface};
    color: ${colors.ink};
  }
  &[aria-pressed="true"]:hover {
    background: ${colors.accentSoft};
  }
  &:focus-visible {
    outline-color: ${colors.onInk};
  }
`;

const content = css`
  padding-block: ${space["3xl"]};
`;

const eyebrow = css`
  display: inline-block;
  margin-bottom: ${space.lg};
  padding: 0.35rem 0.85rem;
  border: 1px solid ${colors.onInkBorder};
  border-radius: ${radii.pill};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${colors.onInk};
  background: ${colors.onInkGlass};
`;

const headline = css`
  max-width: 15ch;
  font-size: ${fontSizes.display};
  font-weight: 780;
  color: ${colors.onInk};
  letter-spacing: -0.03em;
`;

const intro = css`
  max-width: 38rem;
  font-size: ${fontSizes.lg};
  color: ${colors.onInkMuted};
`;

const stats = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space.md};
  max-width: ${widths.lead};
  margin: ${space["2xl"]} 0 0;
  padding-top: ${space.xl};
  border-top: 1px solid ${colors.onInkDivider};
  dd {
    font-size: ${fontSizes["2xl"]};
    font-weight: 780;
    color: ${colors.accentOnInk};
    letter-spacing: -0.02em;
  }
  dt {
    font-size: ${fontSizes.sm};
    color: ${colors.onInkMuted};
  }
  ${mq.md} {
    gap: ${space.xl};
  }
`;
