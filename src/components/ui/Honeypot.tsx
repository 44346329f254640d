import { css } from "@emotion/react";
import type { InputHTMLAttributes } from "react";

/**
 * The field every form carries for spam robots: named `website`, out of sight and out of the tab
 * order, and hidden from assistive technology, so that only a robot filling every field fills it
 * (the functions drop what arrives with it filled). `inputProps` lets a form bind it to its state.
 */
export function Honeypot({ id, label, inputProps }: { id: string; label: string; inputProps?: InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <div css={offScreen} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" tabIndex={-1} autoComplete="off" {...inputProps} />
    </div>
  );
}

const offScreen = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
