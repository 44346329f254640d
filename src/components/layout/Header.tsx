import { css } from "@emotion/react";
import { Menu, X } from "lucide-react";
import { useEffect } from "react";
import type { SiteData } from "../../hooks/use-site-data";
import { LANDING_PATH } from "../../lib/routes";
import { colors, headerHeight, mq, navBreakpointPx, radii, shadows, space } from "../../styles/theme";
import { ExternalButton } from "../ui/Button";
import { HeaderNavList, headerItems } from "./HeaderNav";
import { Logo } from "./Logo";
import { container } from "../../styles/patterns";

const MOBILE_MENU_ID = "mobile-menu";

interface HeaderProps {
  site: SiteData;
}

/**
 * The header's menus are HTML: the Services and Industries menus and the phone menu are `popover`
 * elements opened by `popovertarget` buttons, so they open and close by tap, click and keyboard
 * from the first paint, with no script. Auto popovers close each other (one menu open at a time),
 * and Escape or a click outside closes them. Scripts add only hover on wide screens and tidy up
 * (a link followed from a menu closes it: src/lib/browser/close-menus.ts, which holds before the header
 * has hydrated). The wide screen's bar and the phone menu show the same entries.
 */
export function Header({ site }: HeaderProps) {
  const { navigation, settings, labels } = site;
  const items = headerItems(site);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${navBreakpointPx}px)`);
    const onChange = () => {
      const mobileMenu = document.getElementById(MOBILE_MENU_ID);
      if (wide.matches && mobileMenu?.matches(":popover-open")) mobileMenu.hidePopover();
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  return (
    <header css={bar}>
      <div css={[container, inner]}>
        <a href={LANDING_PATH} css={logoLink}>
          <Logo />
          <span className="visually-hidden">{` ${labels.layout.homeLink}`}</span>
        </a>

        <nav aria-label={labels.layout.mainNav} css={desktopNav}>
          <HeaderNavList items={items} layout="bar" />
        </nav>

        <div css={actions}>
          <ExternalButton href={settings.bookingUrl} css={getStarted}>
            {navigation.getStartedLabel}
          </ExternalButton>
          <button type="button" css={menuButton} popovertarget={MOBILE_MENU_ID}>
            {/* Which icon and name show follows the panel's state in CSS, so it is right before scripts run. */}
            <span css={whenClosed}>
              <Menu aria-hidden="true" size={22} />
              <span className="visually-hidden">{labels.layout.openMenu}</span>
            </span>
            <span css={whenOpen}>
              <X aria-hidden="true" size={22} />
              <span className="visually-hidden">{labels.layout.closeMenu}</span>
            </span>
          </button>
        </div>
      </div>

      <nav id={MOBILE_MENU_ID} popover="auto" aria-label={labels.layout.mobileNav} css={mobilePanel}>
        <HeaderNavList items={items} layout="phone" />
        <ExternalButton href={settings.bookingUrl}>{navigation.getStartedLabel}</ExternalButton>
      </nav>
    </header>
  );
}

const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  background: ${colors.headerGlass};
  border-bottom: 1px solid ${colors.line};
  backdrop-filter: saturate(1.4) blur(8px);
  /* Its own layer in a page-to-page transition, so it holds still while the page beneath changes. */
  view-transition-name: site-header;
`;

const inner = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  height: ${headerHeight};
`;

const logoLink = css`
  display: inline-flex;
  align-items: center;
  color: ${colors.ink};
  text-decoration: none;
  flex-shrink: 0;
`;

const desktopNav = css`
  display: none;
  @media (min-width: ${navBreakpointPx}px) {
    display: block;
  }
`;

const actions = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
`;

const getStarted = css`
  display: none;
  ${mq.sm} {
    display: inline-flex;
  }
`;

const menuButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${radii.sm};
  border: 1px solid ${colors.line};
  background: ${colors.surface};
  color: ${colors.ink};
  cursor: pointer;
  > span {
    display: inline-flex;
  }
  @media (min-width: ${navBreakpointPx}px) {
    display: none;
  }
`;

const whenClosed = css`
  header:has(#${MOBILE_MENU_ID}:popover-open) & {
    display: none !important;
  }
`;

const whenOpen = css`
  header:not(:has(#${MOBILE_MENU_ID}:popover-open)) & {
    display: none !important;
  }
`;

/** The phone menu: a popover in the top layer, hanging full width from the header's lower edge. */
const mobilePanel = css`
  inset: ${headerHeight} 0 auto 0;
  width: 100%;
  max-width: none;
  margin: 0;
  max-height: calc(100vh - ${headerHeight});
  overflow-y: auto;
  padding: ${space.md} ${space.md} ${space.xl};
  border: 0;
  border-top: 1px solid ${colors.line};
  background: ${colors.surface};
  color: inherit;
  box-shadow: ${shadows.raised};
  @media (min-width: ${navBreakpointPx}px) {
    display: none;
  }
`;
