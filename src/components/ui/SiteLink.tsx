import { Link } from "gatsby";
import type { ReactNode } from "react";

/** A link in a menu or a list of links, as the header and the footer list them. */
export interface SiteLinkData {
  key: string;
  label: string;
  href: string;
  /** A page of the site, followed client-side; otherwise a plain link (a section of a page, loaded in full). */
  internal?: boolean;
}

interface SiteLinkProps {
  link: SiteLinkData;
  className?: string;
  onClick?: () => void;
  children?: ReactNode;
}

/** Gatsby's client-side link for a page of the site, a plain anchor for anything else. */
export function SiteLink({ link, className, onClick, children = link.label }: SiteLinkProps) {
  return link.internal ? (
    <Link to={link.href} className={className} onClick={onClick}>
      {children}
    </Link>
  ) : (
    <a href={link.href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
