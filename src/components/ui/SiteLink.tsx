import type { ReactNode } from "react";

/** A link in a menu or a list of links, as the header and the footer list them. */
export interface SiteLinkData {
  key: string;
  label: string;
  href: string;
}

interface SiteLinkProps {
  link: SiteLinkData;
  className?: string;
  onClick?: () => void;
  children?: ReactNode;
}

/**
 * A link of the site's menus. Every page of the site is opened as a page (no client-side
 * routing): it arrives as complete HTML and hydrates only what the visitor reaches, so a page
 * drawn by script would cost more than it saves.
 */
export function SiteLink({ link, className, onClick, children = link.label }: SiteLinkProps) {
  return (
    <a href={link.href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
