import { css } from "@emotion/react";
import { Check } from "lucide-react";
import { bareList, tickList } from "../../styles/patterns";
import { colors, mq, space } from "../../styles/theme";
import { Section, SectionHeading } from "../ui/Section";

/** What is included, ticked off in two columns on a wide screen. */
export function ChecklistSection({
  id,
  heading,
  intro,
  items,
}: {
  id: string;
  heading: string;
  intro?: string | null;
  items: readonly string[];
}) {
  return (
    <Section tone="plain" labelledBy={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} title={heading} intro={intro} align="left" />
      <ul css={checkList}>
        {items.map((item) => (
          <li key={item}>
            <Check aria-hidden="true" size={20} /> {item}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const checkList = css`
  display: grid;
  gap: ${space.sm} ${space.xl};
  ${bareList};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  ${tickList(colors.success)};
`;
