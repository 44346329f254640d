import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { GlobalStyles } from "../../styles/GlobalStyles";
import { colors, headerHeight } from "../../styles/theme";
import { island } from "../../hydration/island";
import { Header } from "./Header";

/** The footer's newsletter form and cookie settings need script; the rest of it is links. */
const Footer = island(() => import(/* webpackChunkName: "island-footer" */ "./Footer"), "Footer", "when-needed");

export function Layout({ children }: { children: ReactNode }) {
  const site = useSiteData();
  return (
    <>
      <GlobalStyles />
      <a href="#main" css={skipLink}>
        {site.labels.layout.skipToContent}
      </a>
      <Header site={site} />
      <main id="main" tabIndex={-1} css={main}>
        {children}
      </main>
      <Footer site={site} />
    </>
  );
}

const skipLink = css`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${colors.ink};
  color: ${colors.onInk};
  border-radius: 8px;
  &:focus {
    top: 1rem;
  }
`;

const main = css`
  padding-top: ${headerHeight};
  &:focus {
    outline: none;
  }
`;
