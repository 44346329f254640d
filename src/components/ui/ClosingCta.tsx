import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { colors, fontSizes, space, widths } from "../../styles/theme";
import { Section } from "./Section";

/** The dark closing band of a page: a heading, a sentence and one call to action. */
export function ClosingCta({ id, heading, body, children }: { id: string; heading: string; body: string; children: ReactNode }) {
  return (
    <Section tone="ink" labelledBy={id}>
      <div css={closing}>
        <h2 id={id}>{heading}</h2>
        <p>{body}</p>
        {children}
      </div>
    </Section>
  );
}

const closing = css`
  max-width: ${widths.prose};
  margin-inline: auto;
  text-align: center;
  h2 {
    font-size: ${fontSizes["3xl"]};
  }
  p {
    color: ${colors.onInkMuted};
    font-size: ${fontSizes.lg};
    margin-bottom: ${space.xl};
  }
`;
