import { css } from "@emotion/react";
import { Check, type LucideIcon } from "lucide-react";
import { bareList } from "../../styles/patterns";
import { space } from "../../styles/theme";

interface TickListProps {
  items: readonly string[];
  /** The colour of the ticks. */
  tick: string;
  icon?: LucideIcon;
  size?: number;
  className?: string;
}

/** Points each starting with a tick; the icon keeps its size and sits on the first line. The layout is the caller's. */
export function TickList({ items, tick, icon: Tick = Check, size = 20, className }: TickListProps) {
  return (
    <ul css={tickList(tick)} className={className}>
      {items.map((item) => (
        <li key={item}>
          <Tick aria-hidden="true" size={size} />
          {item}
        </li>
      ))}
    </ul>
  );
}

const tickList = (tick: string) => css`
  ${bareList};
  li {
    display: flex;
    gap: ${space.sm};
  }
  svg {
    flex-shrink: 0;
    margin-top: 0.2rem;
    color: ${tick};
  }
`;
