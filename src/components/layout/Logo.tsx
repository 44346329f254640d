import { css } from "@emotion/react";
import { useSiteData } from "../../hooks/use-site-data";
import { colors } from "../../styles/theme";

/**
 * Wordmark: a grid-road junction mark beside the company's name, its first word set heavier. The
 * name is real text, so a link around the logo is named by what it shows.
 */
export function Logo({ onInk = false }: { onInk?: boolean }) {
  const ink = onInk ? colors.onInk : colors.ink;
  const [firstWord, ...otherWords] = useSiteData().settings.name.split(" ");
  return (
    <span
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 0.6rem;
        font-weight: 750;
        font-size: 1.2rem;
        letter-spacing: -0.02em;
        color: ${ink};
      `}
    >
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect width="34" height="34" rx="8" fill={onInk ? colors.inkRaised : colors.ink} />
        <path d="M0 12.5h34M0 22h34M12.5 0v34M22 0v34" stroke={colors.onInk} strokeOpacity="0.35" strokeWidth="1.5" />
        <circle cx="22" cy="12.5" r="4.2" fill={colors.accentOnInk} />
        <path d="M20.4 10.3v4.4l3.6-2.2z" fill={colors.ink} />
      </svg>
      <span>
        {firstWord}{" "}
        <span
          css={css`
            font-weight: 450;
          `}
        >
          {otherWords.join(" ")}
        </span>
      </span>
    </span>
  );
}
