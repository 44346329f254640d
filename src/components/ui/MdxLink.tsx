import type { AnchorHTMLAttributes } from "react";
import { NewTabNote } from "./Button";

/** Links written in MDX: other sites open in a new tab and say so to screen readers. */
export function MdxLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
      {external ? <NewTabNote /> : null}
    </a>
  );
}

export const mdxComponents = { a: MdxLink };
