import { columnsFrom } from "../../styles/patterns";
import { colors, mq, space } from "../../styles/theme";
import { Section, SectionHeading } from "../ui/Section";
import { TickList } from "../ui/TickList";

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
      <TickList items={items} tick={colors.success} css={twoColumns} />
    </Section>
  );
}

const twoColumns = columnsFrom(mq.md, "1fr 1fr", `${space.sm} ${space.xl}`);
