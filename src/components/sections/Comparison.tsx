import { css } from "@emotion/react";
import { columnsFrom } from "../../styles/patterns";
import { Clock, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { HeadedSection } from "./HeadedSection";

/** Two things side by side on a wide screen, one under the other on a phone: the usual way and ours. */
export function ComparisonRow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div css={row} className={className}>
      {children}
    </div>
  );
}

interface ComparisonColumnData {
  label: string;
  duration: string;
  points: readonly string[];
}

interface ComparisonSectionProps {
  id: string;
  heading: string;
  intro?: string | null;
  traditional: ComparisonColumnData;
  enhanced: ComparisonColumnData;
}

/** The traditional way against the enhanced one, how long each takes and what each gives. */
export function ComparisonSection({ id, heading, intro, traditional, enhanced }: ComparisonSectionProps) {
  return (
    <HeadedSection id={id} heading={heading} intro={intro} tone="plain">
      <ComparisonRow>
        {[traditional, enhanced].map((column, index) => (
          <article key={column.label} css={comparisonColumn(index === 1)} data-testid="comparison-column">
            <h3>
              {index === 1 ? <Sparkles aria-hidden="true" size={20} /> : <Clock aria-hidden="true" size={20} />}
              {column.label}
            </h3>
            <p css={duration}>{column.duration}</p>
            <ul>
              {column.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </article>
        ))}
      </ComparisonRow>
    </HeadedSection>
  );
}

const row = css`
  ${columnsFrom(mq.md, "1fr 1fr", space.lg)};
`;

const comparisonColumn = (enhanced: boolean) => css`
  padding: ${space.xl};
  border-radius: ${radii.lg};
  border: 1px solid ${enhanced ? colors.ink : colors.line};
  background: ${enhanced ? colors.ink : colors.surfaceAlt};
  color: ${enhanced ? colors.onInkMuted : colors.text};
  h3 {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    font-size: ${fontSizes.lg};
    color: ${enhanced ? colors.onInk : colors.ink};
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  li + li {
    margin-top: ${space.sm};
  }
  p {
    color: ${enhanced ? colors.accentOnInk : colors.accent};
  }
`;

const duration = css`
  font-size: ${fontSizes["2xl"]};
  font-weight: 780;
`;
