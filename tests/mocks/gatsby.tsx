import type { AnchorHTMLAttributes } from "react";

/** Components render outside Gatsby in jest: Link becomes an anchor, queries are not run. */
export const graphql = () => "";
export const useStaticQuery = () => {
  throw new Error("Components under test must receive data as props");
};
export const navigate = jest.fn();
export function Link({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
