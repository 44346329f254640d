import { Link } from "gatsby";
import type { AnchorHTMLAttributes } from "react";
import { isSitePath } from "../../lib/routes";
import { NewTabNote } from "./Button";

/** Links written in MDX: pages on this site use Gatsby's Link; others open as ordinary links. */
export function MdxLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isSitePath(href) && !href.includes("#")) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
      {external ? <NewTabNote /> : null}
    </a>
  );
}

export const mdxComponents = { a: MdxLink };
