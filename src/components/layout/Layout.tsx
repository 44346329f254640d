import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { GlobalStyles } from "../../styles/GlobalStyles";
import { colors, headerHeight, hoverMenusMedia } from "../../styles/theme";
import { island } from "../../hydration/island";

/**
 * The header's menus are popovers that open by tap, click and keyboard with no script; its script
 * adds hover to the wide screen's bar. So it hydrates at once where a mouse can hover over that
 * bar (a first hover would otherwise wait for its code), and at a touch everywhere else.
 */
const Header = island(() => import(/* webpackChunkName: "island-header" */ "./Header"), "Header", "when-touched", {
  atOnceWhere: hoverMenusMedia,
});
/** The footer's newsletter form and cookie settings answer the visitor in place; the rest of it is links. */
const Footer = island(() => import(/* webpackChunkName: "island-footer" */ "./Footer"), "Footer", "when-touched");

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
