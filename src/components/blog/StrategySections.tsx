import { css } from "@emotion/react";
import { BarChart3, Clock, Layers, Repeat } from "lucide-react";
import { useLabels } from "../../hooks/use-site-data";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";

const benefitIcons = [Repeat, Layers, Clock, BarChart3];

export function StrategyBenefits({ benefits }: { benefits: readonly { title: string; body: string }[] }) {
  const labels = useLabels().article.strategy;
  return (
    <section aria-labelledby="benefits-heading" css={benefitsSection}>
      <h2 id="benefits-heading" className="visually-hidden">
        {labels.benefitsHeading}
      </h2>
      <ul css={benefitGrid}>
        {benefits.map((benefit, index) => {
          const Glyph = benefitIcons[index % benefitIcons.length];
          return (
            <li key={benefit.title} data-testid="benefit-card">
              <Glyph aria-hidden="true" size={24} />
              <h3>{benefit.title}</h3>
              <p>{benefit.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function StrategyPhases({ phases }: { phases: readonly { phase: string; activities: string; duration: string; output: string }[] }) {
  const labels = useLabels().article.strategy;
  return (
    <section aria-labelledby="phases-heading" css={phasesSection}>
      <h2 id="phases-heading">{labels.phasesHeading}</h2>
      <div css={tableScroll} tabIndex={0} role="region" aria-labelledby="phases-heading">
        <table css={table}>
          <thead>
            <tr>
              <th scope="col">{labels.phase}</th>
              <th scope="col">{labels.activities}</th>
              <th scope="col">{labels.duration}</th>
              <th scope="col">{labels.output}</th>
            </tr>
          </thead>
          <tbody>
            {phases.map((row) => (
              <tr key={row.phase}>
                <th scope="row">{row.phase}</th>
                <td>{row.activities}</td>
                <td>{row.duration}</td>
                <td>{row.output}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const benefitsSection = css`
  margin-block: ${space.xl} ${space["2xl"]};
`;

const benefitGrid = css`
  display: grid;
  gap: ${space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  ${mq.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    padding: ${space.lg};
    border-radius: ${radii.lg};
    background: ${colors.surfaceAlt};
    border: 1px solid ${colors.line};
  }
  svg {
    color: ${colors.accent};
    margin-bottom: ${space.sm};
  }
  h3 {
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
`;

const phasesSection = css`
  margin-top: ${space["3xl"]};
  h2 {
    font-size: ${fontSizes["2xl"]};
  }
`;

const tableScroll = css`
  overflow-x: auto;
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
`;

const table = css`
  width: 100%;
  min-width: 40rem;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  th,
  td {
    padding: ${space.md};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${colors.line};
  }
  thead th {
    background: ${colors.ink};
    color: ${colors.onInk};
  }
  tbody th {
    color: ${colors.ink};
    white-space: nowrap;
  }
  tbody tr:last-of-type > * {
    border-bottom: 0;
  }
`;
