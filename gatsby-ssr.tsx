import type { GatsbySSR } from "gatsby";
import { isValidElement } from "react";
import { wrapConsentPage, wrapConsentRoot } from "./src/components/consent/gatsby-wrappers";
import { renderWithCriticalCss } from "./src/styles/critical-css";
import { fontFaces, preloadedFont } from "./src/styles/fonts";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapConsentRoot;
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapConsentPage;

/** The typeface, in the static head where nothing re-inserts it (see src/styles/fonts.ts). */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <link key="font-preload" rel="preload" href={preloadedFont} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaces }} />,
  ]);
};

/**
 * gatsby-plugin-image is used only to process images at build (src/components/ui/Picture.tsx draws
 * them), so the style, noscript style and load-listening script it adds to every head have nothing
 * to act on.
 */
const IMAGE_COMPONENT_HEAD_TAGS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]);

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter((component) => !(isValidElement(component) && IMAGE_COMPONENT_HEAD_TAGS.has(String(component.key)))),
  );
};

/** Every page's CSS in two `<style>` elements in the head instead of one beside each component. */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const { html, styles } = await renderWithCriticalCss(bodyComponent);
  setHeadComponents(styles);
  replaceBodyHTMLString(html);
};
