import type { GatsbySSR } from "gatsby";
import { wrapConsentPage, wrapConsentRoot } from "./src/components/consent/gatsby-wrappers";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapConsentRoot;
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapConsentPage;
