import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { useLabels } from "../../hooks/use-site-data";
import { colors, radii, space } from "../../styles/theme";

export type ButtonVariant = "primary" | "secondary" | "ghostOnInk" | "onInk";

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 2.875rem;
  padding: 0.7rem 1.35rem;
  border-radius: ${radii.pill};
  border: 2px solid transparent;
  font-weight: 650;
  font-size: 1rem;
  line-height: 1.2;
  text-decoration: none;
  text-align: center;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease,
    transform 0.15s ease;
  &:hover {
    text-decoration: none;
    transform: translateY(-1px);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
    transform: none;
  }
  svg {
    flex-shrink: 0;
  }
`;

export const buttonStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    ${base};
    background: ${colors.accent};
    color: ${colors.onInk};
    &:hover {
      background: ${colors.accentHover};
      color: ${colors.onInk};
    }
  `,
  secondary: css`
    ${base};
    background: transparent;
    color: ${colors.ink};
    border-color: ${colors.ink};
    &:hover {
      background: ${colors.ink};
      color: ${colors.onInk};
    }
  `,
  ghostOnInk: css`
    ${base};
    background: transparent;
    color: ${colors.onInk};
    border-color: ${colors.onInkOutline};
    &:hover {
      background: ${colors.surface};
      color: ${colors.ink};
    }
  `,
  onInk: css`
    ${base};
    background: ${colors.surface};
    color: ${colors.ink};
    &:hover {
      background: ${colors.accentSoft};
      color: ${colors.ink};
    }
  `,
};

interface LinkButtonProps {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
  className?: string;
}

/** A link to a page or a section of the site, styled as a button. */
export function ButtonLink({ to, variant = "primary", children, className }: LinkButtonProps) {
  return (
    <a href={to} css={buttonStyles[variant]} className={className}>
      {children}
    </a>
  );
}

/** External destinations (the booking page) open in a new tab and say so to screen readers. */
export function ExternalButton({ href, variant = "primary", children, className }: Omit<LinkButtonProps, "to"> & { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" css={buttonStyles[variant]} className={className}>
      {children}
      <NewTabNote />
    </a>
  );
}

/** Tells screen readers that a link opens in a new tab; every such link ends with it. */
export function NewTabNote() {
  const labels = useLabels();
  return <span className="visually-hidden">{` ${labels.opensInNewTab}`}</span>;
}
