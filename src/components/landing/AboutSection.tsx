import { css } from "@emotion/react";
import { CheckCircle2 } from "lucide-react";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { Icon } from "../ui/Icon";
import { Section, SectionHeading } from "../ui/Section";

/** A titled text as the landing page's query reads it (type generated from it). */
type Titled = NonNullable<Queries.LandingPageQuery["landingPage"]>["about"]["problem"];

interface AboutSectionProps {
  heading: string;
  intro: string;
  values: readonly Titled[];
  differentiatorsHeading: string;
  differentiators: readonly string[];
  problem: Titled;
  solution: Titled;
  outcome: Titled;
}

export function AboutSection(props: AboutSectionProps) {
  return (
    <Section id="about" labelledBy="about-heading">
      <SectionHeading id="about-heading" title={props.heading} intro={props.intro} />
      <ul css={values}>
        {props.values.map((value) => (
          <li key={value.title}>
            <span css={badge}>
              <Icon name={value.icon} />
            </span>
            <h3>{value.title}</h3>
            <p>{value.description}</p>
          </li>
        ))}
      </ul>

      <div css={split}>
        <div>
          <h3 css={subheading}>{props.differentiatorsHeading}</h3>
          <ul css={differentiators}>
            {props.differentiators.map((item) => (
              <li key={item}>
                <CheckCircle2 aria-hidden="true" size={20} />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <ol css={journey}>
          {[props.problem, props.solution, props.outcome].map((step, index) => (
            <li key={step.title} data-step={index}>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

const values = css`
  display: grid;
  gap: ${space.lg};
  list-style: none;
  margin: 0 0 ${space["3xl"]};
  padding: 0;
  ${mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    padding: ${space.xl};
    border-radius: ${radii.lg};
    background: ${colors.surfaceAlt};
  }
  h3 {
    font-size: ${fontSizes.xl};
    margin-top: ${space.md};
  }
  p {
    color: ${colors.muted};
    margin: 0;
  }
`;

const badge = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${radii.md};
  background: ${colors.ink};
  color: ${colors.accentOnInk};
`;

const split = css`
  display: grid;
  gap: ${space["2xl"]};
  ${mq.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const subheading = css`
  font-size: ${fontSizes["2xl"]};
`;

const differentiators = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    gap: ${space.sm};
    padding-block: ${space.sm};
    border-bottom: 1px solid ${colors.line};
  }
  svg {
    flex-shrink: 0;
    margin-top: 0.2rem;
    color: ${colors.success};
  }
`;

const journey = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
  li {
    padding: ${space.lg};
    border-radius: ${radii.lg};
    border: 1px solid ${colors.line};
    border-left: 5px solid ${colors.cool};
  }
  li[data-step="1"] {
    border-left-color: ${colors.accent};
  }
  li[data-step="2"] {
    border-left-color: ${colors.success};
  }
  h3 {
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;
