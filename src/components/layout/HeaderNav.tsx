import { css } from "@emotion/react";
import type { SiteData } from "../../hooks/use-site-data";
import { landingSectionPath } from "../../lib/routes";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import type { SiteLinkData } from "../ui/SiteLink";
import { MobileSubmenu, NavDropdown, type MenuId } from "./HeaderMenus";

/** One entry of the header's navigation: a link from content/site/navigation.json, or a menu. */
export type HeaderItem =
  { kind: "link"; id: string; name: string; href: string } | { kind: "menu"; id: MenuId; label: string; links: SiteLinkData[] };

/** The header link the Services and Industries menus follow. */
const MENUS_AFTER = "about";

/**
 * The header's entries in order, for the wide screen's bar and the phone menu alike: every header
 * link in the order content gives, with the two menus straight after the About link (first, where
 * there is none).
 */
export function headerItems({ navigation, services, industries }: SiteData): HeaderItem[] {
  const menus: HeaderItem[] = [
    {
      kind: "menu",
      id: "services",
      label: navigation.servicesLabel,
      links: services
        .filter((service) => service.inServicesMenu)
        .map((service) => ({ key: service.slug, label: service.name, href: service.fields.path })),
    },
    {
      kind: "menu",
      id: "industries",
      label: navigation.industriesLabel,
      links: industries.map((industry) => ({
        key: industry.slug,
        label: industry.title,
        href: landingSectionPath("industries"),
      })),
    },
  ];
  const links: HeaderItem[] = navigation.header.map((link) => ({ kind: "link", id: link.id, name: link.name, href: link.href }));
  const at = links.findIndex((link) => link.id === MENUS_AFTER) + 1;
  return [...links.slice(0, at), ...menus, ...links.slice(at)];
}

interface HeaderNavListProps {
  items: readonly HeaderItem[];
  /** The bar of a wide screen (menus drop down) or the phone menu (menus unfold in place). */
  layout: "bar" | "phone";
}

export function HeaderNavList({ items, layout }: HeaderNavListProps) {
  const Menu = layout === "bar" ? NavDropdown : MobileSubmenu;
  return (
    <ul css={layout === "bar" ? navList : mobileList}>
      {items.map((item) =>
        item.kind === "menu" ? (
          <li key={`menu-${item.id}`}>
            <Menu id={item.id} label={item.label} links={item.links} triggerCss={navLink} />
          </li>
        ) : (
          <li key={item.id}>
            {/* Anchors and Blog/Case Studies are plain links: same-page anchors scroll natively, others load the page in full. */}
            <a href={item.href} css={navLink}>
              {item.name}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

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
