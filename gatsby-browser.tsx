import type { GatsbyBrowser } from "gatsby";
import type { ReactElement } from "react";
import type { Renderer } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ConsentContext } from "./src/components/consent/ConsentProvider";
import { wrapConsentPage, wrapConsentRoot } from "./src/components/consent/gatsby-wrappers";
import { noteArrival } from "./src/lib/browser/arrival";
import { carryIntoIslands } from "./src/hydration/carried-contexts";
import { layOutPageForInPageJumps } from "./src/lib/browser/in-page-jumps";
import { closeMenusOnFollowedLink } from "./src/lib/browser/close-menus";
import { beginTakeOver, endTakeOver } from "./src/hydration/phase";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = wrapConsentRoot;

// What the root wrapper gives every page (the consent store), which a section hydrating in a root
// of its own must be given again.
carryIntoIslands(ConsentContext);
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapConsentPage;

/**
 * Takes over the server's HTML. In a built site the page runs on Preact (gatsby/webpack-config.ts),
 * which takes over the header, the hero and the page's frame in one task; sections below the
 * first screen are islands (src/hydration/island.tsx) that hydrate later, when they are needed.
 *
 * A container with nothing in it has no server HTML to take over: `gatsby develop` sends the
 * page's container empty (it renders pages on the server only with DEV_SSR) and mounts its loading
 * indicator into a new element, which it removes again by the function returned. There React
 * draws the page, as Gatsby's own default does; hydrating would fail with a mismatch and the
 * development error overlay.
 */
function takeOverOrDraw(element: ReactElement, container: Element) {
  if (container.children.length === 0) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  beginTakeOver();
  hydrateRoot(container, element);
}

// Gatsby types the hook with ReactDOM's legacy `render` signature; it only ever calls it as above.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => takeOverOrDraw as unknown as Renderer;

/**
 * Ends the task that evaluated Gatsby's scripts before the runtime goes on to fetch the page's data
 * and component. Run back to back, the two were the longest task of a page's start (24-33 ms on
 * the bench machine, so 100-130 ms at Lighthouse's 4x slowdown of a phone); split, neither
 * passes 17 ms.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // First, before any client-side navigation can change the address the visit arrived at.
  noteArrival();
  closeMenusOnFollowedLink();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
};

/** Marks the page as interactive, so end-to-end tests act as a visitor would once it has loaded. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  endTakeOver();
  // With the smooth scrolling that starts now (src/styles/GlobalStyles.tsx).
  layOutPageForInPageJumps();
  document.documentElement.dataset.hydrated = "true";
};
