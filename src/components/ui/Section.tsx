import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { IN_PAGE_JUMP_ATTRIBUTE } from "../../lib/browser/in-page-jumps";
import { container, eyebrowText } from "../../styles/patterns";
import { colors, fontSizes, mq, space, widths } from "../../styles/theme";

const tones = {
  plain: css`
    background: ${colors.surface};
  `,
  alt: css`
    background: ${colors.surfaceAlt};
  `,
  ink: css`
    background: ${colors.ink};
    color: ${colors.onInk};
    h2,
    h3 {
      color: ${colors.onInk};
    }
  `,
  warm: css`
    background: ${colors.surfaceWarm};
  `,
};

interface SectionProps {
  id?: string;
  tone?: keyof typeof tones;
  labelledBy?: string;
  children: ReactNode;
  className?: string;
  /**
   * Lays the section out even while it is far from view. Needed by a section with something
   * fixed to the window inside it (the contact form's toast): the containment that lets the
   * browser skip a section also pins such things to the section instead of the window.
   */
  alwaysRendered?: boolean;
}

const base = css`
  padding-block: ${space["3xl"]};
  ${mq.md} {
    padding-block: ${space["4xl"]};
  }
`;

/**
 * The browser skips styling, laying out and painting the element until it nears the window, so a
 * long page's first paint costs what its first screen costs (and lazy images inside wait until
 * then too). `auto` remembers the element's real height once drawn; until then it counts as
 * `estimate` tall, which should be close to its height on a phone. Only the height is given: a
 * width would widen a grid column holding a skipped element to that width. While the page scrolls
 * to a part of itself, everything is laid out, so the scroll aims at where its target really is
 * (src/lib/browser/in-page-jumps.ts).
 */
export const renderedWhenNear = (estimate: string) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${estimate};
  html[${IN_PAGE_JUMP_ATTRIBUTE}] & {
    content-visibility: visible;
  }
`;

const sectionRenderedWhenNear = renderedWhenNear("50rem");

export function Section({ id, tone = "plain", labelledBy, children, className, alwaysRendered = false }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={className}
      css={[tones[tone], base, alwaysRendered ? null : sectionRenderedWhenNear]}
    >
      <div css={container}>{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow?: string | null;
  title: ReactNode;
  intro?: string | null;
  align?: "left" | "center";
  onInk?: boolean;
}

export function SectionHeading({ id, eyebrow, title, intro, align = "center", onInk = false }: SectionHeadingProps) {
  return (
    <header
      css={css`
        max-width: ${widths.heading};
        margin: 0 ${align === "center" ? "auto" : "0"} ${space["2xl"]};
        text-align: ${align};
      `}
    >
      {eyebrow ? (
        <p
          css={[
            eyebrowText(onInk),
            css`
              margin: 0 0 ${space.sm};
            `,
          ]}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        css={css`
          font-size: ${fontSizes["3xl"]};
        `}
      >
        {title}
      </h2>
      {intro ? (
        <p
          css={css`
            font-size: ${fontSizes.lg};
            color: ${onInk ? colors.onInkMuted : colors.muted};
            margin: 0;
          `}
        >
          {intro}
        </p>
      ) : null}
    </header>
  );
}

export const grid = (minWidth: string) => css`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${minWidth}), 1fr));
`;
