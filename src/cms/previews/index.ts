/**
 * The editor's previews, drawn by the site's own page components in a React 18 root of the site's
 * own inside Decap's preview frame (Decap runs React 19; the site's components and their Emotion
 * styles run on the site's React). See docs/architecture.md, "The editor's previews".
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { createElement, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { fontFaces, preloadedFont } from "../../styles/fonts";
import { fonts } from "../../styles/theme";
import { loadBuiltSite, type BuiltSite } from "./built-site";
import { PREVIEW_PICTURE_CSS, type PreviewAssets } from "./pictures";
import { Preview } from "./Preview";

export type { PreviewAssets } from "./pictures";

export interface MountedPreview {
  /** Draws `collection`'s entry as the author is editing it (raw: tokens unfilled, pictures as paths, an MDX body as text). */
  render(collection: string, data: unknown, assets: PreviewAssets): void;
  unmount(): void;
}

/** What the pane shows until the site around the entry has arrived. */
export const LOADING = "Drawing the page with the rest of the site around it…";

/** The built site's files, fetched from the site the editor is served with. */
async function fetchJson(address: string): Promise<unknown> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  return response.json();
}

/**
 * Mounts a preview in `target`, an element of the preview frame's document `frameDocument`: a
 * React root whose Emotion styles (the site's global styles and font included) are written into
 * the frame's head. The built site's data around the entry is fetched once; until it arrives
 * the pane says it is coming, and the last entry asked for is drawn when it has.
 */
export function mountPreview(
  target: HTMLElement,
  frameDocument: Document,
  loadSite: () => Promise<BuiltSite> = () => loadBuiltSite(fetchJson),
): MountedPreview {
  const root = createRoot(target);
  const cache = createCache({ key: "preview", container: frameDocument.head });
  // The typeface as a page has it, in a static style (src/styles/fonts.ts says why not Emotion), and the pictures' crop.
  const frameStyles = frameDocument.createElement("style");
  frameStyles.textContent = `${fontFaces}\n${PREVIEW_PICTURE_CSS}`;
  const fontPreload = Object.assign(frameDocument.createElement("link"), {
    rel: "preload",
    href: preloadedFont,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  });
  frameDocument.head.append(fontPreload, frameStyles);
  let site: BuiltSite | null = null;
  let failure: Error | null = null;
  let wanted: { collection: string; data: unknown; assets: PreviewAssets } | null = null;
  let unmounted = false;

  const draw = () => {
    if (unmounted) return;
    let element: ReactNode = null;
    if (failure) element = createElement("p", { role: "alert" }, failure.message);
    else if (site && wanted) element = createElement(Preview, { site, ...wanted });
    // Under `gatsby develop` the site's data is made on first request, which can take a while: the pane says so rather than stay blank.
    else if (wanted) element = createElement("p", { role: "status", style: { margin: "2rem", fontFamily: fonts.body } }, LOADING);
    root.render(createElement(CacheProvider, { value: cache }, element));
  };

  loadSite().then(
    (loaded) => {
      site = loaded;
      draw();
    },
    (error: unknown) => {
      failure = error instanceof Error ? error : new Error(String(error));
      draw();
    },
  );

  return {
    render(collection, data, assets) {
      wanted = { collection, data, assets };
      draw();
    },
    unmount() {
      unmounted = true;
      root.unmount();
      frameStyles.remove();
      fontPreload.remove();
    },
  };
}
