import { createContext, type AnchorHTMLAttributes } from "react";

/** Components render outside Gatsby in jest: Link becomes an anchor; a query is its text, which the editor's previews run (as in the editor's bundle). */
export { graphql } from "../../src/cms/previews/query-texts";
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
