import { css } from "@emotion/react";
import { bareList, cardText, columnsFrom, iconBadge, outlinedCardItems } from "../../styles/patterns";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { Icon } from "../ui/Icon";
import { grid } from "../ui/Section";
import { HeadedSection, type SectionBlock } from "./HeadedSection";

export interface CardItem {
  title: string;
  description: string;
  /** An icon's name (src/lib/icon-names.ts), shown in a badge over the title. */
  icon?: string | null;
}

/**
 * - outlined: plain cards with a border, as many to a row as fit.
 * - filled: tinted cards, three to a row on a wide screen, with a dark badge.
 */
type CardLook = "outlined" | "filled";

/** Cards of an icon, a title and a sentence. */
export function CardGrid({ items, look, className }: { items: readonly CardItem[]; look: CardLook; className?: string }) {
  return (
    <ul css={looks[look].list} className={className}>
      {items.map((item) => (
        <li key={item.title}>
          {item.icon ? (
            <span css={looks[look].badge}>
              <Icon name={item.icon} />
            </span>
          ) : null}
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** A section of outlined cards under a heading: what a service creates, its kinds, its benefits. */
export function CardGridSection({ id, heading, intro, items, tone }: SectionBlock<CardItem> & { tone: "plain" | "alt" }) {
  return (
    <HeadedSection id={id} heading={heading} intro={intro} tone={tone}>
      <CardGrid items={items} look="outlined" />
    </HeadedSection>
  );
}

const looks: Record<CardLook, { list: ReturnType<typeof css>; badge: ReturnType<typeof css> }> = {
  outlined: {
    list: css`
      ${grid("16rem")};
      ${bareList};
      ${outlinedCardItems};
    `,
    badge: css`
      ${iconBadge("2.75rem", "cool")};
      margin-bottom: ${space.md};
    `,
  },
  filled: {
    list: css`
      ${columnsFrom(mq.md, "repeat(3, 1fr)", space.lg)};
      ${bareList};
      li {
        padding: ${space.xl};
        border-radius: ${radii.lg};
        background: ${colors.surfaceAlt};
      }
      h3 {
        font-size: ${fontSizes.xl};
        margin-top: ${space.md};
      }
      ${cardText};
    `,
    badge: iconBadge("3rem", "ink"),
  },
};
