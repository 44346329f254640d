import { css, keyframes } from "@emotion/react";
import { CheckCircle2, AlertTriangle, X } from "lucide-react";
import { useEffect } from "react";
import { colors, fontSizes, headerHeight, radii, shadows, space } from "../../styles/theme";

export interface ToastMessage {
  tone: "success" | "error";
  title: string;
  description: string;
}

const TIMEOUT_MS = 8000;

/**
 * A short notice in the corner, announced by screen readers (errors assertively), dismissible,
 * and gone by itself after a few seconds. Both live regions stay mounted and keep their roles, and
 * the notice is rendered into one of them: screen readers often miss text inserted into a region
 * whose role or politeness changes at the same moment.
 */
export function Toast({ message, onDismiss, dismissLabel }: { message: ToastMessage | null; onDismiss: () => void; dismissLabel: string }) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDismiss, TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [message, onDismiss]);

  const notice = message ? (
    <div css={toast(message.tone === "error")} data-testid="toast" data-tone={message.tone}>
      {message.tone === "error" ? <AlertTriangle aria-hidden="true" size={22} /> : <CheckCircle2 aria-hidden="true" size={22} />}
      <div>
        <p css={title}>{message.title}</p>
        <p css={description}>{message.description}</p>
      </div>
      <button type="button" css={close} onClick={onDismiss}>
        <X aria-hidden="true" size={18} />
        <span className="visually-hidden">{dismissLabel}</span>
      </button>
    </div>
  ) : null;
  return (
    <div css={corner}>
      <div role="status" aria-live="polite">
        {message?.tone === "success" ? notice : null}
      </div>
      <div role="alert" aria-live="assertive">
        {message?.tone === "error" ? notice : null}
      </div>
    </div>
  );
}

const enter = keyframes`
  from { transform: translateY(-12px); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

const corner = css`
  position: fixed;
  right: ${space.md};
  top: calc(${headerHeight} + ${space.md});
  z-index: 80;
  max-width: min(26rem, calc(100vw - 2rem));
`;

const toast = (error: boolean) => css`
  display: flex;
  gap: ${space.sm};
  align-items: flex-start;
  padding: ${space.md};
  border-radius: ${radii.md};
  box-shadow: ${shadows.raised};
  background: ${error ? colors.danger : colors.ink};
  color: ${colors.onInk};
  animation: ${enter} 0.2s ease-out;
  svg {
    flex-shrink: 0;
  }
`;

const title = css`
  margin: 0;
  font-weight: 700;
`;

const description = css`
  margin: 0;
  font-size: ${fontSizes.sm};
`;

const close = css`
  margin-left: auto;
  padding: 0.25rem;
  border: 0;
  background: transparent;
  color: ${colors.onInk};
  cursor: pointer;
`;
