import { css } from "@emotion/react";
import { Link } from "gatsby";
import { ChevronDown, Menu, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { SiteData } from "../../hooks/use-site-data";
import { colors, fontSizes, headerHeight, mq, navBreakpointPx, radii, shadows, space } from "../../styles/theme";
import { ExternalButton } from "../ui/Button";
import { container } from "../ui/Section";
import { Logo } from "./Logo";

type MenuId = "services" | "industries";
/** Desktop and mobile menus keep separate state so one never closes the other's panel. */
type OpenMenu = { scope: "desktop" | "mobile"; id: MenuId } | null;

interface HeaderProps {
  site: SiteData;
}

export function Header({ site }: HeaderProps) {
  const { navigation, settings } = site;
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const [mobileOpen, setMobileOpen] = useState(false);

  const serviceLinks = site.services
    .filter((service) => service.inServicesMenu)
    .map((service) => ({ key: service.slug, label: service.name, href: `/${service.slug}`, internal: true }));
  const industryLinks = site.industries.map((industry) => ({
    key: industry.slug,
    label: industry.title,
    href: "/video-production-milton-keynes#industries",
    internal: false,
  }));
  const [about, caseStudies, contact, blog] = navigation.header;

  const closeAll = useCallback(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, []);

  const menuToggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!mobileOpen) return;
    const wide = window.matchMedia(`(min-width: ${navBreakpointPx}px)`);
    const onChange = () => wide.matches && setMobileOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setMobileOpen(false);
      menuToggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setMobileOpen(false);
    };
    wide.addEventListener("change", onChange);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      wide.removeEventListener("change", onChange);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [mobileOpen]);

  const menus = (scope: "desktop" | "mobile") => {
    const isOpen = (id: MenuId) => openMenu?.scope === scope && openMenu.id === id;
    const setOpen = (id: MenuId) => (open: boolean) =>
      setOpenMenu((current) => (open ? { scope, id } : current?.scope === scope && current.id === id ? null : current));
    return (
      <>
        <NavDropdown
          id="services"
          label={navigation.servicesLabel}
          links={serviceLinks}
          open={isOpen("services")}
          onOpenChange={setOpen("services")}
          hoverable={scope === "desktop"}
          onNavigate={closeAll}
        />
        <NavDropdown
          id="industries"
          label={navigation.industriesLabel}
          links={industryLinks}
          open={isOpen("industries")}
          onOpenChange={setOpen("industries")}
          hoverable={scope === "desktop"}
          onNavigate={closeAll}
        />
      </>
    );
  };

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
        <Link to="/video-production-milton-keynes" css={logoLink} onClick={closeAll}>
          <Logo />
          <span className="visually-hidden"> home</span>
        </Link>

        <nav aria-label="Main" css={desktopNav}>
          <ul css={navList}>
            {plainLinks([about])}
            <li>{menus("desktop")}</li>
            {plainLinks([caseStudies, contact, blog])}
          </ul>
        </nav>

        <div css={actions}>
          <ExternalButton href={settings.bookingUrl} css={getStarted}>
            {navigation.getStartedLabel}
          </ExternalButton>
          <button
            ref={menuToggle}
            type="button"
            css={menuButton}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => {
              setOpenMenu(null);
              setMobileOpen((open) => !open);
            }}
          >
            {mobileOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
            <span className="visually-hidden">{mobileOpen ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
      </div>

      {mobileOpen ? (
        <nav id="mobile-menu" aria-label="Mobile" css={mobilePanel}>
          <ul css={mobileList}>
            {plainLinks([about])}
            <li>{menus("mobile")}</li>
            {plainLinks([caseStudies, contact, blog])}
          </ul>
          <ExternalButton href={settings.bookingUrl}>{navigation.getStartedLabel}</ExternalButton>
        </nav>
      ) : null}
    </header>
  );
}

interface DropdownLink {
  key: string;
  label: string;
  href: string;
  internal: boolean;
}

interface NavDropdownProps {
  id: MenuId;
  label: string;
  links: DropdownLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hoverable: boolean;
  onNavigate: () => void;
}

/** A disclosure menu: opens on hover or click, closes on leaving, Escape, outside click or focus leaving. */
function NavDropdown({ id, label, links, open, onOpenChange, hoverable, onNavigate }: NavDropdownProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = `${useId()}-${id}`;

  /** A menu opened by hovering stays open when its trigger is then clicked, rather than closing. */
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) {
      openedByHover.current = false;
      return;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) onOpenChange(false);
    };
    // On the document, so Escape also closes a menu the pointer opened while focus was elsewhere.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      onOpenChange(false);
      trigger.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, onOpenChange]);

  return (
    <div
      ref={wrapper}
      css={dropdownWrapper}
      data-menu={id}
      onMouseEnter={
        hoverable
          ? () => {
              if (!open) openedByHover.current = true;
              onOpenChange(true);
            }
          : undefined
      }
      onMouseLeave={hoverable ? () => onOpenChange(false) : undefined}
      onBlur={(event) => {
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        css={[navLink, dropdownTrigger]}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          onOpenChange(!open);
        }}
      >
        {label}
        <ChevronDown aria-hidden="true" size={16} css={chevron(open)} />
      </button>
      <div id={panelId} hidden={!open} css={hoverable ? dropdownPanel : mobileSubmenu}>
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
  background: rgba(255, 255, 255, 0.97);
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

const dropdownTrigger = css`
  &[aria-expanded="true"] {
    color: ${colors.accent};
  }
`;

const chevron = (open: boolean) => css`
  transition: transform 0.15s ease;
  transform: rotate(${open ? "180deg" : "0"});
`;

const dropdownPanel = css`
  position: absolute;
  top: 100%;
  left: 0;
  padding-top: 0.5rem;
  min-width: 17rem;
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
  @media (min-width: ${navBreakpointPx}px) {
    display: none;
  }
`;

const mobilePanel = css`
  max-height: calc(100vh - ${headerHeight});
  overflow-y: auto;
  padding: ${space.md} ${space.md} ${space.xl};
  border-top: 1px solid ${colors.line};
  background: ${colors.surface};
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
  > li > div > button {
    width: 100%;
    justify-content: space-between;
    font-size: ${fontSizes.md};
    padding-block: 0.8rem;
  }
`;
