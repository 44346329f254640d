import { css } from "@emotion/react";
import { colors, fontSizes, radii } from "../../styles/theme";

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      css={css`
        display: inline-block;
        padding: 0.2rem 0.6rem;
        border-radius: ${radii.pill};
        background: ${colors.coolSoft};
        color: ${colors.cool};
        font-size: ${fontSizes.xs};
        font-weight: 700;
      `}
    >
      {category}
    </span>
  );
}
