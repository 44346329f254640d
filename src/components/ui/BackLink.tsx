import { css } from "@emotion/react";
import { ArrowLeft } from "lucide-react";
import { space } from "../../styles/theme";

/** "Back to …" over a page's heading: an arrow and a label, leading to the page above it. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <a href={to} css={back}>
      <ArrowLeft aria-hidden="true" size={18} /> {label}
    </a>
  );
}

const back = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  font-weight: 600;
  white-space: nowrap;
`;
