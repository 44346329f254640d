import { css } from "@emotion/react";
import { Link } from "gatsby";
import { ChevronDown, Menu, X } from "lucide-react";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import type { SiteData } from "../../hooks/use-site-data";
import { colors, fontSizes, headerHeight, mq, navBreakpointPx, radii, shadows, space } from "../../styles/theme";
import { ExternalButton } from "../ui/Button";
import { container } from "../ui/Section";
import { LANDING_PATH, landingSectionPath } from "../../lib/routes";
import { Logo } from "./Logo";

type MenuId = "services" | "industries";

const MOBILE_MENU_ID = "mobile-menu";
const menuPanelId = (id: MenuId) => `header-${id}-menu`;

interface HeaderProps {
  site: SiteData;
}

/**
 * The header's menus are HTML: the Services and Industries menus and the phone menu are `popover`
 * elements opened by `popovertarget` buttons, so they open and close by tap, click and keyboard
 * from the first paint, with no script. Auto popovers close each other (one menu open at a time),
 * and Escape or a click outside closes them. Scripts add only hover on wide screens and tidy up
 * after a navigation.
 */
export function Header({ site }: HeaderProps) {
  const { navigation, settings, labels } = site;
  const header = useRef<HTMLElement>(null);

  const serviceLinks = site.services
    .filter((service) => service.inServicesMenu)
    .map((service) => ({ key: service.slug, label: service.name, href: service.fields.path, internal: true }));
  const industryLinks = site.industries.map((industry) => ({
    key: industry.slug,
    label: industry.title,
    href: landingSectionPath("industries"),
    internal: false,
  }));
  const [about, caseStudies, contact, blog] = navigation.header;

  /** A followed link closes whatever is open: Gatsby keeps the header across client-side navigations. */
  const closeAll = useCallback(() => {
    header.current?.querySelectorAll<HTMLElement>("[popover]").forEach((panel) => {
      if (panel.matches(":popover-open")) panel.hidePopover();
    });
    header.current?.querySelectorAll("details[open]").forEach((details) => details.removeAttribute("open"));
  }, []);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${navBreakpointPx}px)`);
    const onChange = () => {
      const mobileMenu = document.getElementById(MOBILE_MENU_ID);
      if (wide.matches && mobileMenu?.matches(":popover-open")) mobileMenu.hidePopover();
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  const plainLinks = (items: (typeof navigation.header)[number][]) =>
    items.map((item) => (
      <li key={item.id}>
        {/* Anchors and Blog/Case Studies are plain links: same-page anchors scroll natively, others load the page in full. */}
        <a href={item.href} css={navLink} onClick={closeAll}>
          {item.name}
        </a>
      </li>
    ));

  return (
    <header ref={header} css={bar}>
      <div css={[container, inner]}>
        <Link to={LANDING_PATH} css={logoLink} onClick={closeAll}>
          <Logo />
          <span className="visually-hidden">{` ${labels.layout.homeLink}`}</span>
        </Link>

        <nav aria-label={labels.layout.mainNav} css={desktopNav}>
          <ul css={navList}>
            {plainLinks([about])}
            <li>
              <NavDropdown id="services" label={navigation.servicesLabel} links={serviceLinks} onNavigate={closeAll} />
            </li>
            <li>
              <NavDropdown id="industries" label={navigation.industriesLabel} links={industryLinks} onNavigate={closeAll} />
            </li>
            {plainLinks([caseStudies, contact, blog])}
          </ul>
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
        <ul css={mobileList}>
          {plainLinks([about])}
          <li>
            <MobileSubmenu id="services" label={navigation.servicesLabel} links={serviceLinks} onNavigate={closeAll} />
          </li>
          <li>
            <MobileSubmenu id="industries" label={navigation.industriesLabel} links={industryLinks} onNavigate={closeAll} />
          </li>
          {plainLinks([caseStudies, contact, blog])}
        </ul>
        <ExternalButton href={settings.bookingUrl}>{navigation.getStartedLabel}</ExternalButton>
      </nav>
    </header>
  );
}

interface DropdownLink {
  key: string;
  label: string;
  href: string;
  internal: boolean;
}

interface MenuProps {
  id: MenuId;
  label: string;
  links: DropdownLink[];
  onNavigate: () => void;
}

/** Where a pointer that can hover is in use; a touch screen opens menus by tap only. */
const HOVER_POINTER = "(hover: hover) and (pointer: fine)";

/**
 * A wide screen's menu: a popover under its button. With scripts it also opens when the pointer
 * rests on it and closes when the pointer or the keyboard focus leaves it.
 */
function NavDropdown({ id, label, links, onNavigate }: MenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const panelId = menuPanelId(id);
  /** A menu opened by hovering stays open when its button is then clicked, rather than closing. */
  const openedByHover = useRef(false);

  const isOpen = () => Boolean(panel.current?.matches(":popover-open"));
  const hide = () => {
    if (isOpen()) panel.current?.hidePopover();
  };

  return (
    <div
      css={dropdownWrapper}
      data-menu={id}
      onMouseEnter={() => {
        if (!window.matchMedia(HOVER_POINTER).matches || isOpen()) return;
        openedByHover.current = true;
        panel.current?.showPopover();
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        hide();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      <button
        type="button"
        css={[navLink, dropdownTrigger(id)]}
        popovertarget={panelId}
        onClick={(event) => {
          // The button's own action would toggle the menu the pointer just opened closed again.
          if (openedByHover.current && isOpen()) event.preventDefault();
          openedByHover.current = false;
        }}
      >
        {label}
        <ChevronDown aria-hidden="true" size={16} css={chevron} />
      </button>
      <div id={panelId} ref={panel} popover="auto" css={[dropdownPanel, anchoredTo(id)]}>
        <ul>
          {links.map((link) => (
            <li key={link.key}>
              <DropdownItem link={link} onNavigate={onNavigate}>
                {link.label}
              </DropdownItem>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** In the phone menu, Services and Industries unfold in place, one at a time. */
function MobileSubmenu({ id, label, links, onNavigate }: MenuProps) {
  return (
    <details name="mobile-submenu" css={mobileSubmenu} data-menu={id}>
      <summary css={navLink}>
        {label}
        <ChevronDown aria-hidden="true" size={16} />
      </summary>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <DropdownItem link={link} onNavigate={onNavigate}>
              {link.label}
            </DropdownItem>
          </li>
        ))}
      </ul>
    </details>
  );
}

function DropdownItem({ link, onNavigate, children }: { link: DropdownLink; onNavigate: () => void; children: ReactNode }) {
  return link.internal ? (
    <Link to={link.href} css={dropdownLink} onClick={onNavigate}>
      {children}
    </Link>
  ) : (
    <a href={link.href} css={dropdownLink} onClick={onNavigate}>
      {children}
    </a>
  );
}

const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  background: ${colors.headerGlass};
  border-bottom: 1px solid ${colors.line};
  backdrop-filter: saturate(1.4) blur(8px);
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

const navList = css`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: flex;
  }
`;

const navLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  padding: 0.55rem 0.75rem;
  border-radius: ${radii.sm};
  font-weight: 550;
  font-size: ${fontSizes.sm};
  color: ${colors.text};
  text-decoration: none;
  background: none;
  border: 0;
  cursor: pointer;
  &:hover {
    color: ${colors.accent};
    text-decoration: none;
  }
`;

const dropdownWrapper = css`
  position: relative;
`;

/** The button names the anchor its popover is placed against; open, it is highlighted and its chevron turns. */
const dropdownTrigger = (id: MenuId) => css`
  anchor-name: --header-${id}-menu;
  &:has(+ :popover-open) {
    color: ${colors.accent};
  }
  &:has(+ :popover-open) svg {
    transform: rotate(180deg);
  }
`;

const chevron = css`
  transition: transform 0.15s ease;
`;

const anchoredTo = (id: MenuId) => css`
  position-anchor: --header-${id}-menu;
`;

/**
 * The open menu sits in the top layer, under its button by CSS anchor positioning. Where that is
 * missing it hangs from the header's lower edge, centred, which still reads as the button's menu.
 */
const dropdownPanel = css`
  margin: 0;
  padding: 0.5rem 0 0;
  border: 0;
  background: transparent;
  overflow: visible;
  color: inherit;
  min-width: 17rem;
  inset: auto;
  top: anchor(bottom);
  left: anchor(left);
  @supports not (anchor-name: --a) {
    top: ${headerHeight};
    left: 50%;
    translate: -50% 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: ${space.sm};
    background: ${colors.surface};
    border: 1px solid ${colors.line};
    border-radius: ${radii.md};
    box-shadow: ${shadows.raised};
  }
`;

const mobileSubmenu = css`
  summary {
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
  }
  &[open] > summary {
    color: ${colors.accent};
  }
  &[open] > summary svg {
    transform: rotate(180deg);
  }
  ul {
    list-style: none;
    margin: 0 0 ${space.sm};
    padding: 0 0 0 ${space.md};
    border-left: 2px solid ${colors.line};
  }
`;

const dropdownLink = css`
  display: block;
  padding: 0.5rem 0.75rem;
  border-radius: ${radii.sm};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  text-decoration: none;
  &:hover {
    background: ${colors.surfaceAlt};
    color: ${colors.accent};
    text-decoration: none;
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

const mobileList = css`
  list-style: none;
  margin: 0 0 ${space.lg};
  padding: 0;
  > li > a,
  > li > details > summary {
    width: 100%;
    justify-content: space-between;
    font-size: ${fontSizes.md};
    padding-block: 0.8rem;
  }
`;
