import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { bareList, card, eyebrowText } from "../../styles/patterns";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { Figures } from "../ui/Figures";
import { Section, SectionHeading, grid } from "../ui/Section";
import { Picture } from "../ui/Picture";

interface IndustriesSectionProps {
  heading: string;
  intro: string;
  challengesLabel: string;
  metricsHeading: string;
  industries: readonly {
    slug: string;
    title: string;
    description: string;
    challenges: readonly string[];
    imageAlt: string;
    image: IGatsbyImageData | null;
  }[];
  metrics: readonly { value: string; label: string }[];
}

export function IndustriesSection(props: IndustriesSectionProps) {
  return (
    <Section id="industries" labelledBy="industries-heading">
      <SectionHeading id="industries-heading" title={props.heading} intro={props.intro} />
      <ul css={[grid("19rem"), bareList]}>
        {props.industries.map((industry) => (
          <li key={industry.slug} css={industryCard}>
            {industry.image ? <Picture image={industry.image} alt={industry.imageAlt} css={image} /> : null}
            <div css={body}>
              <h3>{industry.title}</h3>
              <p>{industry.description}</p>
              <h4 css={challengesLabel}>{props.challengesLabel}</h4>
              <ul css={challenges}>
                {industry.challenges.map((challenge) => (
                  <li key={challenge}>{challenge}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>

      <div css={metricsPanel}>
        <h3>{props.metricsHeading}</h3>
        <Figures items={props.metrics} css={metrics} />
      </div>
    </Section>
  );
}

const industryCard = css`
  display: flex;
  flex-direction: column;
  ${card};
  overflow: hidden;
`;

const image = css`
  aspect-ratio: 8 / 5;
`;

const body = css`
  padding: ${space.lg};
  h3 {
    font-size: ${fontSizes.xl};
  }
  p {
    color: ${colors.muted};
  }
`;

const challengesLabel = css`
  ${eyebrowText(false, fontSizes.xs)};
  margin: ${space.md} 0 ${space.sm};
`;

const challenges = css`
  margin: 0;
  padding-left: 1.1rem;
  font-size: ${fontSizes.sm};
  li + li {
    margin-top: 0.35rem;
  }
`;

const metricsPanel = css`
  margin-top: ${space["3xl"]};
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.ink};
  text-align: center;
  h3 {
    color: ${colors.onInk};
    font-size: ${fontSizes.xl};
    margin-bottom: ${space.lg};
  }
`;

const metrics = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.lg};
  ${mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  dd {
    font-size: ${fontSizes["3xl"]};
    font-weight: 780;
    color: ${colors.accentOnInk};
  }
  dt {
    color: ${colors.onInkMuted};
    font-size: ${fontSizes.sm};
  }
`;
