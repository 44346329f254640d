import { css } from "@emotion/react";
import { colors, radii } from "../../styles/theme";

const palettes = [
  [colors.ink, colors.onInk],
  [colors.accentSoft, colors.accentHover],
  [colors.coolSoft, colors.cool],
] as const;

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** An original avatar for sample people: their initials, never a stranger's photo. */
export function InitialsAvatar({ name, size = 44 }: { name: string; size?: number }) {
  const [background, foreground] = palettes[name.length % palettes.length];
  return (
    <span
      aria-hidden="true"
      css={css`
        display: inline-flex;
        flex-shrink: 0;
        align-items: center;
        justify-content: center;
        width: ${size}px;
        height: ${size}px;
        border-radius: ${radii.pill};
        background: ${background};
        color: ${foreground};
        font-weight: 700;
        font-size: ${Math.round(size * 0.38)}px;
      `}
    >
      {initials(name)}
    </span>
  );
}
