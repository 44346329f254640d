import { createContext, type AnchorHTMLAttributes } from "react";

/** Components render outside Gatsby in jest: Link becomes an anchor, queries are not run. */
export const graphql = () => "";
export const useStaticQuery = () => {
  throw new Error("Components under test must receive data as props");
};
export const navigate = jest.fn();
/** Gatsby's static query results by query; islands hand it on to their sections. */
export const StaticQueryContext = createContext({});
export function Link({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
