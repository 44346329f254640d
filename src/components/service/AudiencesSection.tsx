import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { bareList, cardText, columnsFrom } from "../../styles/patterns";
import { colors, fontSizes, mq, space } from "../../styles/theme";
import { Section, SectionHeading } from "../ui/Section";
import type { SectionBlock } from "../sections/HeadedSection";

export interface Audience {
  title: string;
  description: string;
}

interface AudiencesSectionProps extends SectionBlock<Audience> {
  /** Shown beside the list on a wide screen, under it on a phone: a picture, a client's words. */
  aside: ReactNode;
}

/** Who the work is for: each audience marked by an accent rule, with what stands beside them. */
export function AudiencesSection({ id, heading, intro, items, aside }: AudiencesSectionProps) {
  return (
    <Section tone="warm" labelledBy={`${id}-heading`}>
      <div css={layout}>
        <div>
          <SectionHeading id={`${id}-heading`} title={heading} intro={intro} align="left" />
          <ul css={audiences}>
            {items.map((audience) => (
              <li key={audience.title}>
                <h3>{audience.title}</h3>
                <p>{audience.description}</p>
              </li>
            ))}
          </ul>
        </div>
        <div css={asideColumn}>{aside}</div>
      </div>
    </Section>
  );
}

const layout = css`
  ${columnsFrom(mq.lg, "1.2fr 1fr", space["2xl"])};
  align-items: start;
`;

const audiences = css`
  display: grid;
  gap: ${space.md};
  ${bareList};
  li {
    padding-left: ${space.md};
    border-left: 3px solid ${colors.accent};
  }
  h3 {
    font-size: ${fontSizes.md};
    margin-bottom: ${space.xs};
  }
  ${cardText};
`;

const asideColumn = css`
  display: grid;
  gap: ${space.lg};
`;
