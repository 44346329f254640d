/**
 * The editor's previews, drawn by the site's own page components in a React 18 root of the site's
 * own inside Decap's preview frame (Decap runs React 19; the site's components and their Emotion
 * styles run on the site's React). See docs/architecture.md, "The editor's previews".
 *
 * The page scrolls in a box of its own filling the frame, not the frame itself: the preview is
 * the page, not a copy of the form, so Decap's scrolling of the two together does not apply to it,
 * and the preview scrolls to each edit without moving the form the author is typing in.
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { createElement, useEffect, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { contentTypes } from "../../content-model";
import type { ContentType } from "../../content-model/types";
import { IN_PAGE_JUMP_ATTRIBUTE } from "../../lib/browser/in-page-jumps";
import { copyTokens, fillSiteDetails } from "../../lib/site-details";
import { interFaces, INTER_FAMILY } from "../../styles/fonts";
import { colors, fonts } from "../../styles/theme";
import type { ContentSnapshot } from "../content-snapshot";
import { formFields } from "../form-fields";
import { loadBuiltSite, type BuiltSite } from "./built-site";
import { editedPlaces, editedWords, mistakenTokens, occurrences, pageText } from "./marks";
import { PREVIEW_PICTURE_CSS, type PreviewAssets } from "./pictures";
import { Preview, type PreviewProps } from "./Preview";
import { siteNow, slugOfNew, type EditedEntry, type SiteNow } from "./site-now";
import { homeOf, pageOfAddress, viewOf, type View } from "./views";

export type { PreviewAssets } from "./pictures";

export interface MountedPreview {
  /** Draws `collection`'s entry (`slug`: its file's, "" while new) as the author is editing it (tokens unfilled, pictures as paths, an MDX body as text). */
  render(collection: string, slug: string, data: unknown, assets: PreviewAssets): void;
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

/** The first place `after` differs from `before`: its path in the entry, and the text there before and after (for text). */
export function firstChange(before: unknown, after: unknown, at = ""): { path: string; before?: string; after?: string } | null {
  if (before === after) return null;
  if (typeof after === "string" || typeof before === "string")
    return { path: at, before: typeof before === "string" ? before : "", after: typeof after === "string" ? after : undefined };
  const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object";
  if (!isObject(before) || !isObject(after)) return { path: at };
  for (const key of new Set([...Object.keys(after), ...Object.keys(before)])) {
    const change = firstChange(before[key], after[key], at ? `${at}.${key}` : key);
    if (change) return change;
  }
  return null;
}

/** The marks' colours: the edit softly, a mistake as the form marks one. */
const MARKS_CSS = `
::highlight(gf-edit) { text-decoration: underline 3px ${colors.accent}; }
::highlight(gf-mistake) { background-color: ${colors.surfaceWarm}; color: ${colors.danger}; text-decoration: underline wavy ${colors.danger}; }
`;

const loading = () => createElement("p", { role: "status", style: { margin: "2rem", fontFamily: fonts.body } }, LOADING);

/** Calls `onDrawn` once what it holds is on the page. */
function Drawn({ children, onDrawn }: { children?: ReactNode; onDrawn: () => void }) {
  useEffect(onDrawn);
  return children;
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
 * Whether the page at `path` is the own page of an entry the build did not have (new, or saved
 * since the content was read): no build made it, so it has no built answers to ask for.
 */
function unbuilt(type: ContentType | undefined, snapshot: ContentSnapshot, edited: EditedEntry, path: string) {
  if (type?.source.shape !== "folder" || !type.pagePath) return false;
  const slug = edited.slug || slugOfNew(type, edited.data);
  return path === pageOfAddress(homeOf(type, slug)) && !snapshot[type.id]?.some((entry) => entry.slug === slug);
}

/** What a preview draws for an entry, with the path of the field last changed (null before any change). */
export function previewOf(
  site: BuiltSite,
  snapshot: ContentSnapshot,
  edited: EditedEntry,
  assets: PreviewAssets,
  changed: string | null,
): PreviewProps {
  const now = siteNow(site, snapshot, edited, assets, contentTypes);
  const type = contentTypes.find((candidate) => candidate.id === edited.collection);
  const view: View = type
    ? viewOf(type, edited.slug || slugOfNew(type, edited.data), changed, formFields(type), contentTypes, now.content)
    : { address: "", state: "page" };
  return { now, edited, view };
}

interface Wanted {
  edited: EditedEntry;
  assets: PreviewAssets;
  /** What the author last changed in this entry, if anything yet. */
  change: ReturnType<typeof firstChange>;
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
  Object.assign(target.style, { position: "fixed", inset: "0", overflow: "auto" });
  const root = createRoot(target);
  const cache = createCache({ key: "preview", container: frameDocument.head });
  const frameStyles = frameDocument.createElement("style");
  frameStyles.textContent = `${PREVIEW_PICTURE_CSS}\n${MARKS_CSS}`;
  frameDocument.head.append(frameStyles);
  const frameWindow = frameDocument.defaultView as (Window & typeof globalThis) | null;
  keepFocusInForm(frameDocument);
  let site: BuiltSite | null = null;
  let failure: Error | null = null;
  let wanted: Wanted | null = null;
  /** The entry as Decap last handed it, to tell what the author just changed. */
  let last: EditedEntry | null = null;
  /** Where the page was last scrolled to, so drawing it again for anything else leaves it where the author has it. */
  let scrolledFor = "";
  let unmounted = false;
  /** The pages whose built answers have been asked for: each once. */
  const asked = new Set<string>();

  const mark = (name: string, ranges: Range[]) => {
    const highlights = frameWindow?.CSS?.highlights;
    if (!highlights || !frameWindow.Highlight) return;
    if (ranges.length) highlights.set(name, new frameWindow.Highlight(...ranges));
    else highlights.delete(name);
  };

  const visible = (range: Range) => range.getClientRects().length > 0;

  const scrollTo = (range: Range | Element) => {
    const box = range.getBoundingClientRect();
    const frame = target.getBoundingClientRect();
    target.scrollTop += box.top - frame.top - target.clientHeight / 3;
  };

  /**
   * Every section laid out while the page is measured and scrolled to the edit. A section far
   * from view is skipped by the browser (`content-visibility: auto`) and counts as its estimated
   * height, so a place measured past one was wrong, and the sections drawn on the way moved it
   * again. The site's own attribute for scrolling within a page lays them all out; two frames
   * later, once each has remembered its real height, they may be skipped again without moving.
   */
  let laidOutUntil = 0;
  const layOutEverySection = () => {
    const page = frameDocument.documentElement;
    page.setAttribute(IN_PAGE_JUMP_ATTRIBUTE, "");
    const mine = ++laidOutUntil;
    const nextFrame = (run: () => void) => (frameWindow ?? window).requestAnimationFrame(run);
    nextFrame(() => nextFrame(() => mine === laidOutUntil && page.removeAttribute(IN_PAGE_JUMP_ATTRIBUTE)));
  };

  /** The page's text before the author's last change, drawn in the view named `view`, to tell which of its words the change is. */
  let before: { view: string; text: string } | null = null;
  /** The view last drawn. */
  let drawnView = "";
  const viewKey = (view: View) => `${view.address}|${view.state}|${view.at ?? ""}`;

  /** Waiting for a section drawn a moment after the page (the site's islands load their code first) to hold the edit. */
  let retry = 0;

  /** The marks of what was drawn: mistaken tokens, and the edit, scrolled into view once each time it changes. */
  const marked = (
    now: SiteNow,
    view: View,
    type: ContentType | undefined,
    edited: EditedEntry,
    change: ReturnType<typeof firstChange>,
    tries = 0,
  ) => {
    window.clearTimeout(retry);
    const page = pageText(target);
    const known = Object.keys(copyTokens(now.details));
    mark(
      "gf-mistake",
      mistakenTokens(edited.data, known).flatMap((token) =>
        occurrences(page.text, token).map((at) => page.range(at, at + token.replace(/\s+/g, " ").length)),
      ),
    );
    const fill = (text: string) => fillSiteDetails(text, now.details, "keep");
    const section = view.address.split("#")[1];
    let snippet = "";
    if (change?.after !== undefined) snippet = editedWords(fill(change.before ?? ""), fill(change.after));
    else if (!change && type && !type.pagePath && type.source.shape === "folder")
      snippet = String(edited.data.title ?? edited.data.name ?? "");
    const length = snippet.replace(/\s+/g, " ").trim().length;
    const places = snippet
      ? editedPlaces(page.text, snippet, {
          before: before?.view === viewKey(view) ? before.text : null,
          value: change?.after === undefined ? undefined : fill(change.after),
        })
      : [];
    const ranges = places.map((at) => page.range(at, at + length));
    const place = `${view.address}|${change?.path ?? ""}|${snippet}`;
    if (place === scrolledFor) {
      mark("gf-edit", change ? ranges.filter(visible) : []);
      return;
    }
    layOutEverySection();
    const shown = ranges.filter(visible);
    mark("gf-edit", change ? shown : []);
    if (snippet && !shown.length && tries < 15) {
      retry = window.setTimeout(() => marked(now, view, type, edited, change, tries + 1), 200);
      return;
    }
    scrolledFor = place;
    const sectionElement = section ? frameDocument.getElementById(section) : null;
    if (shown[0]) scrollTo(shown[0]);
    else if (sectionElement) scrollTo(sectionElement);
    else if (!change) target.scrollTop = 0;
  };

  const draw = () => {
    if (unmounted) return;
    let element: ReactNode = null;
    if (failure) element = createElement("p", { role: "alert" }, failure.message);
    else if (site && wanted) {
      const { edited, assets, change } = wanted;
      const type = contentTypes.find((candidate) => candidate.id === edited.collection);
      const props = previewOf(site, snapshot, edited, assets, change?.path ?? null);
      const path = pageOfAddress(props.view.address);
      const view = viewKey(props.view);
      // The built page's answers (its pictures, the artwork) arrive once per page the preview draws;
      // a new entry's own page was never built, and asking for it would be a 404 a keystroke.
      if (site.page(path) === undefined && !asked.has(path) && !unbuilt(type, snapshot, edited, path)) {
        asked.add(path);
        void site.load(path).then(draw);
        element = loading();
      } else
        element = createElement(
          Drawn,
          {
            onDrawn: () => {
              drawnView = view;
              marked(props.now, props.view, type, edited, change);
            },
          },
          createElement(Preview, props),
        );
    }
    // Under `gatsby develop` the site's data is made on first request, which can take a while: the pane says so rather than stay blank.
    else if (wanted) element = loading();
    root.render(createElement(CacheProvider, { value: cache }, element));
  };

  Promise.all([loadSite(), loadTypeface(frameDocument)]).then(
    ([loaded]) => {
      site = loaded;
      draw();
    },
    (error: unknown) => {
      failure = error instanceof Error ? error : new Error(String(error));
      draw();
    },
  );

  return {
    render(collection, slug, data, assets) {
      const edited = { collection, slug, data: (data ?? {}) as Record<string, unknown> };
      const same = last && last.collection === collection && last.slug === slug;
      // A drawing of the entry unchanged (a picture arriving) keeps the last change in view.
      const changed = same ? firstChange(last?.data, edited.data) : null;
      const change = same ? (changed ?? wanted?.change ?? null) : null;
      // The page as it reads before this change, to find the change in it once drawn.
      if (changed && drawnView) before = { view: drawnView, text: pageText(target).text };
      last = edited;
      wanted = { edited, assets, change };
      draw();
    },
    unmount() {
      unmounted = true;
      window.clearTimeout(retry);
      frameDocument.documentElement.removeAttribute(IN_PAGE_JUMP_ATTRIBUTE);
      root.unmount();
      frameStyles.remove();
    },
  };
}
