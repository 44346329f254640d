/**
 * The editor's previews, drawn by the site's own page components in a React 18 root of the site's
 * own inside Decap's preview frame (Decap runs React 19; the site's components and their Emotion
 * styles run on the site's React). See docs/architecture.md, "The editor's previews".
 *
 * The page scrolls in a box of its own filling the frame, not the frame itself: the preview is
 * the page, not a copy of the form, so Decap's scrolling of the two together does not apply to it,
 * and the preview scrolls to each edit without moving the form the author is typing in.
 * What a mounted preview keeps between drawings is its pane's (./preview-pane.ts).
 */
import createCache from "@emotion/cache";
import { createRoot } from "react-dom/client";
import { interFaces, INTER_FAMILY } from "../../styles/fonts";
import type { ContentSnapshot } from "../content-snapshot";
import { loadBuiltSite, type BuiltSite } from "./built-site";
import { PREVIEW_PICTURE_CSS, type PreviewAssets } from "./pictures";
import { MARKS_CSS, PreviewPane } from "./preview-pane";

export type { PreviewAssets } from "./pictures";
export { LOADING } from "./preview-pane";
export { firstChange, previewOf } from "./what-to-draw";

export interface MountedPreview {
  /** Draws `collection`'s entry (`slug`: its file's, "" while new) as the author is editing it (tokens unfilled, pictures as paths, an MDX body as text). */
  render(collection: string, slug: string, data: unknown, assets: PreviewAssets): void;
  unmount(): void;
}

/** The built site's files, fetched from the site the editor is served with. */
async function fetchJson(address: string): Promise<unknown> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  return response.json();
}

/**
 * The site's typeface, loaded into the frame before anything is drawn: a page declares it
 * `font-display: optional`, which in a frame that has not loaded it yet gives up on it at once and
 * draws the page in another face.
 */
async function loadTypeface(frameDocument: Document): Promise<void> {
  const view = frameDocument.defaultView as (Window & typeof globalThis) | null;
  if (!view?.FontFace) return;
  const faces = interFaces.map(
    (face) =>
      new view.FontFace(INTER_FAMILY, `url(${face.src}) format("woff2-variations")`, {
        weight: face.weight,
        unicodeRange: face.unicodeRange,
        display: "block",
      }),
  );
  for (const face of await Promise.all(faces.map((face) => face.load()))) frameDocument.fonts.add(face);
}

/**
 * The preview never takes the keyboard from the form: a page drawn in a state (the cookie
 * preferences open as a modal dialog) moves the focus into the frame as it opens, and what the
 * author typed next went to the page instead of the field. Focus the page takes by itself, not
 * from the author's pointer or Tab key, goes back to the form's field.
 */
function keepFocusInForm(frameDocument: Document) {
  const frame = frameDocument.defaultView?.frameElement;
  const editor = frame?.ownerDocument;
  if (!frame || !editor) return;
  let field: HTMLElement | null = null;
  let authorMovedAt = 0;
  const authorMoves = () => (authorMovedAt = Date.now());
  frameDocument.addEventListener("pointerdown", authorMoves, true);
  editor.addEventListener("keydown", (event) => event.key === "Tab" && authorMoves(), true);
  editor.addEventListener("focusin", (event) => {
    if (event.target !== frame && event.target instanceof HTMLElement) field = event.target;
  });
  frameDocument.addEventListener(
    "focusin",
    () => {
      if (Date.now() - authorMovedAt > 1000 && field?.isConnected) field.focus({ preventScroll: true });
    },
    true,
  );
}

/**
 * Mounts a preview in `target`, an element of the preview frame's document `frameDocument`: a
 * React root whose Emotion styles (the site's global styles included) are written into the frame's
 * head. The built site's data around the entry is fetched once, and the typeface loaded; until
 * both have arrived the pane says the page is coming, and the last entry asked for is drawn when
 * they have.
 */
export function mountPreview(
  target: HTMLElement,
  frameDocument: Document,
  snapshot: ContentSnapshot,
  loadSite: () => Promise<BuiltSite> = () => loadBuiltSite(fetchJson),
): MountedPreview {
  Object.assign(target.style, {
    position: "fixed",
    inset: "0",
    overflow: "auto",
  });
  const root = createRoot(target);
  const cache = createCache({ key: "preview", container: frameDocument.head });
  const frameStyles = frameDocument.createElement("style");
  frameStyles.textContent = `${PREVIEW_PICTURE_CSS}\n${MARKS_CSS}`;
  frameDocument.head.append(frameStyles);
  keepFocusInForm(frameDocument);
  const pane = new PreviewPane(target, frameDocument, snapshot, root, cache, frameStyles);
  Promise.all([loadSite(), loadTypeface(frameDocument)]).then(
    ([loaded]) => pane.arrived(loaded),
    (error: unknown) => pane.arrived(null, error instanceof Error ? error : new Error(String(error))),
  );

  return {
    render: (collection, slug, data, assets) => pane.render(collection, slug, data, assets),
    unmount: () => pane.unmount(),
  };
}
