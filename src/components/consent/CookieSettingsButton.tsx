import { css } from "@emotion/react";
import { useSiteData } from "../../hooks/use-site-data";
import { colors } from "../../styles/theme";
import { useConsent } from "./ConsentProvider";

/**
 * Reopens the preferences dialog from the footer, so withdrawing consent is as easy as giving it.
 * A button, not a link, because it opens a dialog rather than going anywhere; styled to sit among
 * the footer's legal links.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { openPreferences } = useConsent();
  const { settingsLink } = useSiteData().consent;
  return (
    <button type="button" css={footerLinkButton} className={className} onClick={openPreferences}>
      {settingsLink}
    </button>
  );
}

const footerLinkButton = css`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${colors.onInk};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;
