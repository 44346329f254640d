import { css } from "@emotion/react";
import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { colors, fontSizes, headerHeight, hoverPointer, radii, shadows, space } from "../../styles/theme";
import { SiteLink, type SiteLinkData } from "../ui/SiteLink";

/** The header's two menus, each listing its own content: the services and the industries. */
export type MenuId = "services" | "industries";

export interface MenuProps {
  id: MenuId;
  label: string;
  links: readonly SiteLinkData[];
  /** The look of the button or summary that opens the menu, shared with the header's links. */
  triggerCss: ReturnType<typeof css>;
}

const menuPanelId = (id: MenuId) => `header-${id}-menu`;

/**
 * A wide screen's menu: a popover under its button. With scripts it also opens when the pointer
 * rests on it and closes when the pointer or the keyboard focus leaves it.
 */
export function NavDropdown({ id, label, links, triggerCss }: MenuProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = menuPanelId(id);
  /** A menu opened by hovering stays open when its button is then clicked, rather than closing. */
  const openedByHover = useRef(false);

  const isOpen = () => Boolean(panel.current?.matches(":popover-open"));
  const hide = () => {
    if (isOpen()) panel.current?.hidePopover();
  };
  const openOnHover = () => {
    if (!window.matchMedia(hoverPointer).matches || isOpen()) return;
    openedByHover.current = true;
    panel.current?.showPopover();
  };

  // Where the header's code arrives only as a mouse comes onto it (a wide window under a pointer that has just
  // started to hover), a menu the mouse already rests on opens at once.
  useEffect(() => {
    if (wrapper.current?.matches(":hover")) openOnHover();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the header hydrates
  }, []);

  return (
    <div
      ref={wrapper}
      css={dropdownWrapper}
      data-menu={id}
      onMouseEnter={openOnHover}
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
        css={[triggerCss, dropdownTrigger(id)]}
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
        <MenuLinks links={links} />
      </div>
    </div>
  );
}

/** In the phone menu, Services and Industries unfold in place, one at a time. */
export function MobileSubmenu({ id, label, links, triggerCss }: MenuProps) {
  return (
    <details name="mobile-submenu" css={mobileSubmenu} data-menu={id}>
      <summary css={triggerCss}>
        {label}
        <ChevronDown aria-hidden="true" size={16} />
      </summary>
      <MenuLinks links={links} />
    </details>
  );
}

function MenuLinks({ links }: { links: readonly SiteLinkData[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.key}>
          <SiteLink link={link} css={dropdownLink} />
        </li>
      ))}
    </ul>
  );
}

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
