import { css } from "@emotion/react";
import { ArrowRight } from "lucide-react";
import { useLabels } from "../../hooks/use-site-data";
import { CONTACT_FORM_PATH } from "../../lib/routes";
import { columnsFrom, container, eyebrowText } from "../../styles/patterns";
import { colors, fontSizes, gradients, mq, radii, space, widths } from "../../styles/theme";
import { HeroActions } from "../sections/HeroActions";
import { ButtonLink, ExternalButton } from "../ui/Button";
import { Figures } from "../ui/Figures";
import type { ServicePageData } from "./service-page-data";

interface ServiceHeroProps {
  hero: ServicePageData["hero"];
  highlights: ServicePageData["highlights"];
  bookingUrl: string;
  bookingLabel: string;
}

/** The service page's dark opening band: what the service is, how to start, its film and its figures. */
export function ServiceHero({ hero, highlights, bookingUrl, bookingLabel }: ServiceHeroProps) {
  const labels = useLabels();
  return (
    <section css={heroStyle} aria-labelledby="service-heading">
      <div css={[container, heroInner]}>
        <div>
          <p css={eyebrowText(true)}>{hero.eyebrow}</p>
          <h1 id="service-heading">{hero.headline}</h1>
          <p css={heroIntro}>{hero.intro}</p>
          <HeroActions
            video={{
              id: hero.videoId,
              title: hero.videoTitle,
              orientation: hero.videoOrientation === "portrait" ? "portrait" : "landscape",
            }}
            playLabel={labels.video.play}
          >
            {hero.bookingButton ? (
              <ExternalButton href={bookingUrl}>{bookingLabel}</ExternalButton>
            ) : (
              <ButtonLink to={CONTACT_FORM_PATH}>
                {labels.service.startProject} <ArrowRight aria-hidden="true" size={18} />
              </ButtonLink>
            )}
          </HeroActions>
        </div>
        {highlights?.length ? <Figures items={highlights} css={highlightList} /> : null}
      </div>
    </section>
  );
}

const heroStyle = css`
  display: flex;
  align-items: center;
  min-height: 70vh;
  background: ${gradients.serviceHero}, ${colors.ink};
  color: ${colors.onInk};
  h1 {
    color: ${colors.onInk};
    font-size: ${fontSizes.display};
    max-width: 20ch;
  }
`;

const heroInner = css`
  ${columnsFrom(mq.lg, "1.6fr 1fr", space["2xl"])};
  padding-block: ${space["3xl"]};
  align-items: end;
`;

const heroIntro = css`
  max-width: ${widths.lead};
  font-size: ${fontSizes.lg};
  color: ${colors.onInkMuted};
`;

const highlightList = css`
  display: grid;
  gap: ${space.md};
  div {
    padding: ${space.md} ${space.lg};
    border-radius: ${radii.md};
    background: ${colors.onInkGlass};
    border: 1px solid ${colors.onInkGlassBorder};
  }
  dd {
    font-size: ${fontSizes.xl};
    font-weight: 750;
    color: ${colors.onInk};
  }
  dt {
    color: ${colors.onInkMuted};
    font-size: ${fontSizes.sm};
  }
`;
