import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useEffect, useState } from "react";
import { HERO_VIDEO } from "../../lib/routes";
import { colors, fontSizes, gradients, mq, radii, space, widths } from "../../styles/theme";
import { HeroActions } from "../sections/HeroActions";
import { ExternalButton } from "../ui/Button";
import { Figures } from "../ui/Figures";
import { Picture } from "../ui/Picture";
import { container } from "../../styles/patterns";
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

/** Plays the background clip only where it is seen and where motion and data are welcome. */
function useBackgroundVideoAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const wideEnough = window.matchMedia(HERO_ART_MEDIA);
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const saveData = Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
    const update = () => setAllowed(wideEnough.matches && !reducedMotion && !saveData);
    update();
    wideEnough.addEventListener("change", update);
    return () => wideEnough.removeEventListener("change", update);
  }, []);
  return allowed;
}

export function Hero(props: HeroProps) {
  const videoAllowed = useBackgroundVideoAllowed();
  return (
    <section css={hero} aria-labelledby="hero-heading">
      <div css={media} aria-hidden="true">
        {props.poster ? <Picture image={props.poster} alt="" priority fromWidth={HERO_ART_FROM_WIDTH} css={[fill, art]} /> : null}
        {videoAllowed ? (
          <video css={fill} autoPlay muted loop playsInline preload="none" poster="" data-testid="hero-video">
            <source src={HERO_VIDEO.webm} type="video/webm" />
            <source src={HERO_VIDEO.mp4} type="video/mp4" />
          </video>
        ) : null}
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
