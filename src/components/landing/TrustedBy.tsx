import { css, keyframes } from "@emotion/react";
import { useLabels } from "../../hooks/use-site-data";
import { colors, fontSizes, masks, reducedMotion, space } from "../../styles/theme";
import { Picture } from "../ui/Picture";
import { container } from "../../styles/patterns";

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

/** A moving strip of client wordmarks; the second copy only makes the loop seamless. */
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
    <section css={section} aria-labelledby="trusted-heading">
      <div css={container}>
        <h2 id="trusted-heading" css={title}>
          {heading}
        </h2>
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

const title = css`
  margin-bottom: ${space.lg};
  text-align: center;
  font-size: ${fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${colors.muted};
`;

const viewport = css`
  overflow: hidden;
  mask-image: ${masks.fadeInline};
  &:hover > div,
  &:focus-within > div,
  &:focus > div {
    animation-play-state: paused;
  }
`;

const track = css`
  display: flex;
  width: max-content;
  animation: ${scroll} 40s linear infinite;
  ${reducedMotion} {
    animation: none;
    width: 100%;
    justify-content: center;
    flex-wrap: wrap;
    > ul[aria-hidden] {
      display: none;
    }
  }
`;

const list = css`
  display: flex;
  align-items: center;
  gap: ${space["2xl"]};
  margin: 0;
  padding: 0 ${space["2xl"]} 0 0;
  list-style: none;
  ${reducedMotion} {
    flex-wrap: wrap;
    justify-content: center;
    padding: 0 ${space.md};
    gap: ${space.lg};
  }
  img {
    width: 180px;
    height: 48px;
    object-fit: contain;
    opacity: 0.9;
  }
`;
