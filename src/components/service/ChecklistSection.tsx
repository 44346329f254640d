import { columnsFrom } from "../../styles/patterns";
import { colors, mq, space } from "../../styles/theme";
import { TickList } from "../ui/TickList";
import { HeadedSection, type SectionBlock } from "../sections/HeadedSection";

/** What is included, ticked off in two columns on a wide screen. */
export function ChecklistSection({ id, heading, intro, items }: SectionBlock<string>) {
  return (
    <HeadedSection id={id} heading={heading} intro={intro} tone="plain" align="left">
      <TickList items={items} tick={colors.success} css={twoColumns} />
    </HeadedSection>
  );
}

const twoColumns = columnsFrom(mq.md, "1fr 1fr", `${space.sm} ${space.xl}`);
