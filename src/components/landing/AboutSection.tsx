import { css } from "@emotion/react";
import { CheckCircle2 } from "lucide-react";
import { columnsFrom } from "../../styles/patterns";
import { colors, fontSizes, mq, space } from "../../styles/theme";
import { CardGrid } from "../sections/CardGrid";
import { Steps } from "../sections/Steps";
import { Section, SectionHeading } from "../ui/Section";
import { TickList } from "../ui/TickList";

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
      <CardGrid items={props.values} look="filled" css={values} />

      <div css={split}>
        <div>
          <h3 css={subheading}>{props.differentiatorsHeading}</h3>
          <TickList items={props.differentiators} tick={colors.success} icon={CheckCircle2} css={differentiators} />
        </div>
        <Steps items={[props.problem, props.solution, props.outcome]} look="journey" />
      </div>
    </Section>
  );
}

const values = css`
  margin-bottom: ${space["3xl"]};
`;

const split = css`
  ${columnsFrom(mq.lg, "1fr 1fr", space["2xl"])};
  align-items: start;
`;

const subheading = css`
  font-size: ${fontSizes["2xl"]};
`;

const differentiators = css`
  li {
    padding-block: ${space.sm};
    border-bottom: 1px solid ${colors.line};
  }
`;
