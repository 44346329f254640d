import { css } from "@emotion/react";
import { bareList, cardText, centredBox, columnsFrom, outlinedCardItems } from "../../styles/patterns";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { HeadedSection, type SectionBlock } from "./HeadedSection";

export interface Step {
  title: string;
  description: string;
}

/**
 * - numbered: cards side by side, each with its number in a disc (how a service runs).
 * - journey: a stack, each step marked by the colour of its left edge (problem, solution, outcome).
 */
type StepsLook = "numbered" | "journey";

/** Steps in order: a title and a sentence each. */
export function Steps({ items, look }: { items: readonly Step[]; look: StepsLook }) {
  return (
    <ol css={looks[look]}>
      {items.map((step, index) => (
        <li key={step.title} data-step={look === "journey" ? index : undefined}>
          {look === "numbered" ? (
            <span css={stepNumber} aria-hidden="true">
              {index + 1}
            </span>
          ) : null}
          <h3>{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** A section of numbered steps under a heading: how the work runs, from first call to delivery. */
export function StepsSection({ id, heading, intro, items }: SectionBlock<Step>) {
  return (
    <HeadedSection id={id} heading={heading} intro={intro} tone="alt">
      <Steps items={items} look="numbered" />
    </HeadedSection>
  );
}

const looks = {
  numbered: css`
    ${columnsFrom(mq.md, "repeat(auto-fit, minmax(14rem, 1fr))", space.lg)};
    ${bareList};
    counter-reset: step;
    ${outlinedCardItems};
  `,
  journey: css`
    ${bareList};
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
    ${cardText};
  `,
};

const stepNumber = css`
  ${centredBox("2.25rem")};
  margin-bottom: ${space.md};
  border-radius: ${radii.pill};
  background: ${colors.accent};
  color: ${colors.onInk};
  font-weight: 700;
`;
