import { css } from "@emotion/react";
import { columnsFrom } from "../../styles/patterns";
import { mq, space } from "../../styles/theme";
import { Faq, type FaqEntry } from "../ui/Faq";
import { Section, SectionHeading } from "../ui/Section";
import type { SectionBlock } from "../sections/HeadedSection";

/** Questions and answers beside their heading on a wide screen, as an accordion. */
export function FaqSection({ id, heading, items, group }: SectionBlock<FaqEntry> & { group: string }) {
  return (
    <Section tone="plain" labelledBy={`${id}-heading`}>
      <div css={layout}>
        <SectionHeading id={`${id}-heading`} title={heading} align="left" />
        <Faq items={items} group={group} />
      </div>
    </Section>
  );
}

const layout = css`
  ${columnsFrom(mq.lg, "1fr 2fr", space.xl)};
`;
