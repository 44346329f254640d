import { css } from "@emotion/react";
import { ChevronDown } from "lucide-react";
import { colors, fontSizes, radii, space } from "../../styles/theme";

export interface FaqEntry {
  id?: string | null;
  question: string;
  answer: string;
}

interface FaqProps {
  items: readonly FaqEntry[];
  /** Shared `name` makes the native accordion exclusive: opening one closes the others. */
  group: string;
  style?: "accordion" | "cards";
}

/** FAQ as an exclusive native accordion, or as a plain list of question-and-answer cards. */
export function Faq({ items, group, style = "accordion" }: FaqProps) {
  if (style === "cards") {
    return (
      <ul css={cardList}>
        {items.map((item, index) => (
          <li key={item.id ?? index} id={item.id ? `faq-${item.id}` : undefined} css={card}>
            <h3>{item.question}</h3>
            <p>{item.answer}</p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div css={accordion} data-testid="faq">
      {items.map((item, index) => (
        <details key={item.id ?? index} name={group} id={item.id ? `faq-${item.id}` : undefined}>
          <summary>
            <span>{item.question}</span>
            <ChevronDown aria-hidden="true" size={20} />
          </summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

const accordion = css`
  display: grid;
  gap: ${space.sm};
  details {
    border: 1px solid ${colors.line};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  details[open] {
    border-color: ${colors.cool};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.md};
    padding: ${space.md} ${space.lg};
    font-weight: 650;
    font-size: ${fontSizes.md};
    color: ${colors.ink};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    flex-shrink: 0;
    transition: transform 0.2s ease;
  }
  details[open] summary svg {
    transform: rotate(180deg);
  }
  details p {
    margin: 0;
    padding: 0 ${space.lg} ${space.lg};
    color: ${colors.muted};
  }
`;

const cardList = css`
  display: grid;
  gap: ${space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const card = css`
  padding: ${space.lg};
  border-radius: ${radii.md};
  border: 1px solid ${colors.line};
  background: ${colors.surface};
  h3 {
    font-size: ${fontSizes.md};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;
