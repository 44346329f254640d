import { css, keyframes } from "@emotion/react";
import { X } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { COOKIE_POLICY_PATH } from "../../lib/routes";
import { colors, fontSizes, mq, radii, shadows, space, widths } from "../../styles/theme";
import { buttonStyles } from "../ui/Button";
import { useConsent } from "./ConsentProvider";

/**
 * A fixed overlay, so it moves nothing on the page, and it never takes focus: the visitor keeps
 * reading or tabbing where they were. Accept and Deny share one style so neither is favoured.
 */
export function CookieBanner() {
  const { accept, deny, openPreferences, dismissBanner } = useConsent();
  const section = useRef<HTMLElement>(null);
  useReserveScrollSpace(section);
  const text = useSiteData().consent.banner;
  return (
    <section ref={section} css={banner} aria-labelledby="cookie-banner-title">
      <div css={inner}>
        <div css={message}>
          <h2 id="cookie-banner-title" css={title}>
            {text.title}
          </h2>
          <p css={body}>
            {text.body} <a href={COOKIE_POLICY_PATH}>{text.policyLink}</a>
          </p>
        </div>
        <div css={actions}>
          <button type="button" css={[buttonStyles.primary, choiceButton]} onClick={accept}>
            {text.accept}
          </button>
          <button type="button" css={[buttonStyles.primary, choiceButton]} onClick={deny}>
            {text.deny}
          </button>
          <button type="button" css={[buttonStyles.secondary, choiceButton]} onClick={openPreferences}>
            {text.viewPreferences}
          </button>
        </div>
        <button type="button" css={closeButton} onClick={dismissBanner} aria-label={text.close} title={text.close}>
          <X aria-hidden="true" size={20} />
        </button>
      </div>
    </section>
  );
}

/**
 * While the banner covers the bottom of the window, the browser is told to keep that strip clear
 * when it scrolls a focused link or an anchor into view, and the page gains as much room below its
 * end, so even the last links of the footer can scroll clear: keyboard focus never hides behind it.
 * Space added after the last element moves nothing on the page.
 */
function useReserveScrollSpace(section: RefObject<HTMLElement>) {
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${element.offsetHeight}px`;
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-bottom");
      document.body.style.removeProperty("padding-bottom");
    };
  }, [section]);
}

const rise = keyframes`
  from {
    transform: translateY(100%);
  }
  to {
    transform: translateY(0);
  }
`;

const banner = css`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 90;
  max-height: 70vh;
  overflow-y: auto;
  background: ${colors.surface};
  color: ${colors.text};
  border-top: 4px solid ${colors.accent};
  box-shadow: ${shadows.raised};
  animation: ${rise} 0.25s ease-out;
`;

const inner = css`
  position: relative;
  display: grid;
  gap: ${space.md};
  max-width: ${widths.content};
  margin-inline: auto;
  padding: ${space.lg} ${space["2xl"]} ${space.lg} ${space.md};
  ${mq.sm} {
    padding-inline: ${space.lg} ${space["2xl"]};
  }
  ${mq.lg} {
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: ${space.xl};
  }
`;

const message = css`
  max-width: ${widths.prose};
`;

const title = css`
  font-size: ${fontSizes.lg};
  margin-bottom: ${space.xs};
`;

const body = css`
  margin: 0;
  font-size: ${fontSizes.sm};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const choiceButton = css`
  flex: 1 1 9rem;
  ${mq.lg} {
    flex: 0 0 auto;
  }
`;

const closeButton = css`
  position: absolute;
  top: ${space.sm};
  right: ${space.sm};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.ink};
  cursor: pointer;
  &:hover {
    background: ${colors.surfaceAlt};
  }
`;
