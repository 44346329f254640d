import { css } from "@emotion/react";
import { useLayoutEffect, useRef, useState, type SyntheticEvent } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import type { ConsentCategory, OptionalChoices } from "../../lib/consent";
import { colors, fontSizes, mq, radii, shadows, space } from "../../styles/theme";
import { buttonStyles } from "../ui/Button";
import { useConsent } from "./ConsentProvider";

const categoryOrder: ConsentCategory[] = ["necessary", "analytics", "marketing"];

/**
 * The preferences dialog, mounted only while open. `showModal()` gives the real modal behaviour
 * (focus kept inside, the page behind inert, Escape closes); focus goes back to whatever opened it.
 */
export function PreferencesDialog() {
  const { preferences, save, cancelPreferences } = useConsent();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [choices, setChoices] = useState<OptionalChoices>({ analytics: preferences.analytics, marketing: preferences.marketing });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    cancelPreferences();
  };

  const text = useSiteData().consent.dialog;
  return (
    <dialog
      ref={dialogRef}
      css={dialogStyle}
      aria-labelledby="cookie-preferences-title"
      aria-describedby="cookie-preferences-intro"
      onCancel={cancel}
      onClose={cancelPreferences}
    >
      <h2 id="cookie-preferences-title" css={heading}>
        {text.title}
      </h2>
      <p id="cookie-preferences-intro" css={intro}>
        {text.intro}
      </p>
      <ul css={categoryList}>
        {categoryOrder.map((category) => {
          const { name, description } = text.categories[category];
          const inputId = `cookie-category-${category}`;
          const isNecessary = category === "necessary";
          return (
            <li key={category} css={categoryRow}>
              <div>
                <label htmlFor={inputId} css={categoryName}>
                  {name}
                </label>
                {isNecessary && <span css={alwaysOn}>{text.alwaysOn}</span>}
                <p id={`${inputId}-description`} css={categoryDescription}>
                  {description}
                </p>
              </div>
              <input
                id={inputId}
                type="checkbox"
                role="switch"
                css={switchStyle}
                aria-describedby={`${inputId}-description`}
                checked={isNecessary ? true : choices[category]}
                disabled={isNecessary}
                onChange={isNecessary ? undefined : (event) => setChoices({ ...choices, [category]: event.target.checked })}
              />
            </li>
          );
        })}
      </ul>
      <div css={actions}>
        <button type="button" css={buttonStyles.primary} onClick={() => save(choices)}>
          {text.save}
        </button>
        <button type="button" css={buttonStyles.secondary} onClick={cancelPreferences}>
          {text.cancel}
        </button>
      </div>
    </dialog>
  );
}

const dialogStyle = css`
  width: min(36rem, calc(100% - 2rem));
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  padding: ${space.lg};
  border: 0;
  border-radius: ${radii.lg};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: ${shadows.raised};
  &::backdrop {
    background: ${colors.dialogBackdrop};
  }
  ${mq.sm} {
    padding: ${space.xl};
  }
`;

const heading = css`
  font-size: ${fontSizes.xl};
`;

const intro = css`
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`;

const categoryList = css`
  list-style: none;
  margin: 0 0 ${space.lg};
  padding: 0;
`;

const categoryRow = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.md};
  padding-block: ${space.md};
  border-top: 1px solid ${colors.line};
`;

const categoryName = css`
  font-weight: 650;
  color: ${colors.ink};
`;

const alwaysOn = css`
  margin-left: ${space.sm};
  font-size: ${fontSizes.xs};
  color: ${colors.success};
  font-weight: 600;
`;

const categoryDescription = css`
  margin: ${space.xs} 0 0;
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`;

const switchStyle = css`
  appearance: none;
  flex-shrink: 0;
  position: relative;
  width: 3rem;
  height: 1.75rem;
  margin: 0;
  border-radius: ${radii.pill};
  background: ${colors.muted};
  cursor: pointer;
  transition: background-color 0.15s ease;
  &::before {
    content: "";
    position: absolute;
    top: 0.1875rem;
    left: 0.1875rem;
    width: 1.375rem;
    height: 1.375rem;
    border-radius: 50%;
    background: ${colors.surface};
    transition: transform 0.15s ease;
  }
  &:checked {
    background: ${colors.success};
  }
  &:checked::before {
    transform: translateX(1.25rem);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;
