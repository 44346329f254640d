import { css, keyframes } from "@emotion/react";
import { Pause } from "lucide-react";
import { useLabels } from "../../hooks/use-site-data";
import { CONTROLS_MISSING, MOTION_CONTROL_FOR, stoppedRoot, toggleAttributes } from "../../lib/browser/motion-controls";
import { colors, fontSizes, masks, mq, reducedMotion, space } from "../../styles/theme";
import { Picture } from "../ui/Picture";
import { container, pillToggle } from "../../styles/patterns";

/** A client logo as the landing page's query reads it (src/pages/video-production-milton-keynes.tsx). */
type ClientLogo = NonNullable<Queries.LandingPageQuery["landingPage"]>["trustedBy"]["logos"][number];

interface TrustedByProps {
  heading: string;
  logos: readonly ClientLogo[];
}

/** A logo in its slot of the strip (180 by 48, the logo fitted inside): an SVG as it is, any other picture from the image pipeline. */
function Logo({ logo, alt }: { logo: ClientLogo; alt: string }) {
  const image = logo.logo?.childImageSharp?.gatsbyImageData ?? undefined;
  if (image) return <Picture image={image} alt={alt} />;
  return <img src={logo.logo?.publicURL ?? ""} alt={alt} width={180} height={48} loading="lazy" decoding="async" />;
}

/** The id of the strip's button, which the section names as the control of what moves in it. */
const STOP_BUTTON_ID = "client-logos-motion";

/**
 * A moving strip of client wordmarks; the second copy only makes the loop seamless. Its button
 * stops it for good (src/lib/browser/motion-controls.ts: the head script answers the button, as
 * this section never hydrates, and the root's attribute stops the strip). Stopped, without
 * scripts, and for a visitor who asks for reduced motion, the logos stand still in rows, every one
 * in sight; the button is above the strip, so it stays under the pointer when the rows take the
 * strip's place. It is not shown where it would do nothing: without scripts, or under reduced motion.
 */
export function TrustedBy({ heading, logos }: TrustedByProps) {
  const labels = useLabels();
  const strip = (copy: number) => (
    <ul css={list} aria-hidden={copy > 0 ? true : undefined}>
      {logos.map((logo) => (
        <li key={logo.name}>
          <Logo logo={logo} alt={copy > 0 ? "" : logo.name} />
        </li>
      ))}
    </ul>
  );
  return (
    <section css={section} aria-labelledby="trusted-heading" {...{ [MOTION_CONTROL_FOR]: STOP_BUTTON_ID }}>
      <div css={[container, head]}>
        <h2 id="trusted-heading" css={title}>
          {heading}
        </h2>
        <button id={STOP_BUTTON_ID} css={stopButton} {...toggleAttributes("clientLogos")}>
          <Pause aria-hidden="true" size={16} strokeWidth={2.5} />
          {labels.motion.stopLogos}
        </button>
      </div>
      <div css={viewport} tabIndex={0} aria-label={`${heading}: ${labels.clientLogos}`} role="region">
        <div css={track}>
          {strip(0)}
          {strip(1)}
        </div>
      </div>
    </section>
  );
}

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const section = css`
  padding-block: ${space["2xl"]};
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.line};
`;

const head = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space.sm};
  margin-bottom: ${space.lg};
`;

const title = css`
  margin: 0;
  text-align: center;
  font-size: ${fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${colors.muted};
`;

/** Where the strip stands still: stopped by the visitor, or without the scripts that could start it again. */
const stoppedOrNoScript = `${stoppedRoot("clientLogos")} &, ${CONTROLS_MISSING} &`;

const stopButton = css`
  ${pillToggle};
  border-color: ${colors.fieldBorder};
  background: ${colors.surface};
  color: ${colors.text};
  &:hover {
    border-color: ${colors.ink};
    color: ${colors.ink};
  }
  ${stoppedRoot("clientLogos")} & {
    background: ${colors.coolSoft};
    border-color: ${colors.cool};
    color: ${colors.ink};
  }
  ${CONTROLS_MISSING} & {
    display: none;
  }
  ${reducedMotion} {
    display: none;
  }
`;

const viewport = css`
  overflow: hidden;
  mask-image: ${masks.fadeInline};
  ${reducedMotion} {
    mask-image: none;
  }
  ${stoppedOrNoScript} {
    mask-image: none;
  }
  &:hover > div,
  &:focus-within > div,
  &:focus > div {
    animation-play-state: paused;
  }
`;

/** The strip standing still: the logos in rows, the loop's second copy gone. */
const trackStill = css`
  animation: none;
  width: 100%;
  justify-content: center;
  flex-wrap: wrap;
  > ul[aria-hidden] {
    display: none;
  }
`;

const track = css`
  display: flex;
  width: max-content;
  animation: ${scroll} 40s linear infinite;
  ${reducedMotion} {
    ${trackStill};
  }
  ${stoppedOrNoScript} {
    ${trackStill};
  }
`;

/** Standing still, the logos in even rows: two to a row on a phone, four from tablet width. */
const listStill = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  justify-items: center;
  width: 100%;
  max-width: 56rem;
  margin-inline: auto;
  padding: 0 ${space.md};
  gap: ${space.lg} ${space.md};
  li {
    display: flex;
    justify-content: center;
    width: 100%;
  }
  img {
    width: 100%;
    max-width: 180px;
  }
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const list = css`
  display: flex;
  align-items: center;
  gap: ${space["2xl"]};
  margin: 0;
  padding: 0 ${space["2xl"]} 0 0;
  list-style: none;
  img {
    width: 180px;
    height: 48px;
    object-fit: contain;
    opacity: 0.9;
  }
  ${reducedMotion} {
    ${listStill};
  }
  ${stoppedOrNoScript} {
    ${listStill};
  }
`;
