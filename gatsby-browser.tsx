import type { GatsbyBrowser } from "gatsby";
import { wrapConsentPage, wrapConsentRoot } from "./src/components/consent/gatsby-wrappers";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = wrapConsentRoot;
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapConsentPage;
