import type { GatsbyBrowser } from "gatsby";
import { wrapConsentPage, wrapConsentRoot } from "./src/components/consent/gatsby-wrappers";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = wrapConsentRoot;
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapConsentPage;

/** Marks the page as interactive, so end-to-end tests act as a visitor would once it has loaded. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
