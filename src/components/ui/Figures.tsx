import { figureList } from "../../styles/patterns";

export interface Figure {
  value: string;
  label: string;
}

/** Figures with their labels ("200+ films made"), each figure shown above its label; the look is the caller's. */
export function Figures({ items, className }: { items: readonly Figure[]; className?: string }) {
  return (
    <dl css={figureList} className={className}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
