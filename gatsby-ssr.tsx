import type { GatsbySSR } from "gatsby";
import { createElement, isValidElement, type ReactNode } from "react";
import { invokerCommandsPolyfill } from "./gatsby/invoker-commands-polyfill";
import { wrapConsentPage, wrapConsentRoot } from "./src/components/consent/gatsby-wrappers";
import { invokerCommandsLoader } from "./src/lib/browser/invoker-commands";
import { motionControlsScript } from "./src/lib/browser/motion-controls";
import { speculationRules } from "./gatsby/speculation-rules";
import { renderWithCriticalCss } from "./src/styles/critical-css";
import { fontFaces, preloadedFont } from "./src/styles/fonts";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = wrapConsentRoot;
export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapConsentPage;

/** The film dialogs' fallback for browsers without invoker commands (src/lib/browser/invoker-commands.ts). */
const invokerCommands = invokerCommandsLoader(invokerCommandsPolyfill().publicPath);

/** The visitor's stopped motion, marked on the root before the first paint (src/lib/browser/motion-controls.ts). */
const motionControls = motionControlsScript();

/**
 * The typeface, in the static head where nothing re-inserts it (see src/styles/fonts.ts), and the
 * motion controls' script, which must run before the body is drawn; at the end of the body the
 * speculation rules (gatsby/speculation-rules.ts) and the invoker commands loader, which acts only
 * on a page with an invoker button (the page's policy allows all three by their hash, as it does
 * every inline script).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPostBodyComponents }) => {
  setHeadComponents([
    <link key="font-preload" rel="preload" href={preloadedFont} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaces }} />,
    <script key="motion-controls" dangerouslySetInnerHTML={{ __html: motionControls }} />,
  ]);
  setPostBodyComponents([
    <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }} />,
    <script key="invoker-commands" dangerouslySetInnerHTML={{ __html: invokerCommands }} />,
  ]);
};

/**
 * gatsby-plugin-image is used only to process images at build (src/components/ui/Picture.tsx draws
 * them), so the style, noscript style and load-listening script it adds to every head have nothing
 * to act on.
 */
const IMAGE_COMPONENT_HEAD_TAGS = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]);

/**
 * The page's Head runs only here, at build (gatsby/webpack-config.ts leaves it out of the browser's
 * script), so its tags are the server's for good. Gatsby marks them `data-gatsby-head` for its
 * browser runtime, which removes every tag so marked whenever the page re-renders (it did so to
 * draw the page's Head again: an in-page link took the title, description and canonical link out
 * of the page). Unmarked, they are left alone.
 */
function unmarked(component: ReactNode): ReactNode {
  if (!isValidElement<Record<string, unknown>>(component) || !("data-gatsby-head" in component.props)) return component;
  const { "data-gatsby-head": _marker, ...props } = component.props;
  return createElement(component.type, { ...props, key: component.key });
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents()
      .filter((component) => !(isValidElement(component) && IMAGE_COMPONENT_HEAD_TAGS.has(String(component.key))))
      .map(unmarked),
  );
};

/** Every page's CSS in two `<style>` elements in the head instead of one beside each component. */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const { html, styles } = await renderWithCriticalCss(bodyComponent);
  setHeadComponents(styles);
  replaceBodyHTMLString(html);
};
