import { css } from "@emotion/react";
import { colors, fontSizes, space, widths } from "./theme";

/** Long-form text: articles and legal pages. */
export const prose = css`
  max-width: ${widths.prose};
  font-size: 1.09rem;
  line-height: 1.75;
  h2 {
    margin-top: ${space["2xl"]};
    font-size: ${fontSizes["2xl"]};
  }
  h3 {
    margin-top: ${space.xl};
    font-size: ${fontSizes.xl};
  }
  ul,
  ol {
    padding-left: 1.4rem;
    margin: 0 0 1.2em;
  }
  li + li {
    margin-top: 0.4em;
  }
  blockquote {
    margin: ${space.xl} 0;
    padding: ${space.md} ${space.lg};
    border-left: 4px solid ${colors.accent};
    background: ${colors.surfaceWarm};
    color: ${colors.ink};
  }
  blockquote p:last-child {
    margin: 0;
  }
  strong {
    color: ${colors.ink};
  }
`;
