/**
 * A mounted preview's pane: the React root in the preview frame and everything it keeps between
 * the entries Decap hands it (the built site once it has arrived, the entry last asked for, the
 * last change, where the page was last scrolled to and marked), in one place. `mountPreview`
 * (./index.ts) makes one.
 */
import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { createElement, useEffect, type ReactNode } from "react";
import type { Root } from "react-dom/client";
import { contentTypes } from "../../content-model";
import type { ContentType } from "../../content-model/types";
import { IN_PAGE_JUMP_ATTRIBUTE } from "../../lib/browser/in-page-jumps";
import { copyTokens, fillSiteDetails } from "../../lib/site-details";
import { colors, fonts } from "../../styles/theme";
import type { ContentSnapshot } from "../content-snapshot";
import type { BuiltSite } from "./built-site";
import { editedPlaces, editedWords, mistakenTokens, occurrences, pageText } from "./marks";
import type { PreviewAssets } from "./pictures";
import { Preview } from "./Preview";
import type { EditedEntry, SiteNow } from "./site-now";
import { pageOfAddress, type View } from "./views";
import { firstChange, previewOf, unbuilt } from "./what-to-draw";

/** What the pane shows until the site around the entry has arrived. */
export const LOADING = "Drawing the page with the rest of the site around it…";

/** The marks' colours: the edit softly, a mistake as the form marks one. */
export const MARKS_CSS = `
::highlight(gf-edit) { text-decoration: underline 3px ${colors.accent}; }
::highlight(gf-mistake) { background-color: ${colors.surfaceWarm}; color: ${colors.danger}; text-decoration: underline wavy ${colors.danger}; }
`;

const loading = () => createElement("p", { role: "status", style: { margin: "2rem", fontFamily: fonts.body } }, LOADING);

/** Calls `onDrawn` once what it holds is on the page. */
function Drawn({ children, onDrawn }: { children?: ReactNode; onDrawn: () => void }) {
  useEffect(onDrawn);
  return children;
}

interface Wanted {
  edited: EditedEntry;
  assets: PreviewAssets;
  /** What the author last changed in this entry, if anything yet. */
  change: ReturnType<typeof firstChange>;
}

const viewKey = (view: View) => `${view.address}|${view.state}|${view.at ?? ""}`;

const visible = (range: Range) => range.getClientRects().length > 0;

/** The pane of one mounted preview and what it keeps between drawings. */
export class PreviewPane {
  private site: BuiltSite | null = null;
  private failure: Error | null = null;
  private wanted: Wanted | null = null;
  /** The entry as Decap last handed it, to tell what the author just changed. */
  private last: EditedEntry | null = null;
  /** Where the page was last scrolled to, so drawing it again for anything else leaves it where the author has it. */
  private scrolledFor = "";
  private unmounted = false;
  /** The pages whose built answers have been asked for: each once. */
  private readonly asked = new Set<string>();
  /** The latest laying out of every section (`layOutEverySection`); an earlier one's end is ignored. */
  private laidOutUntil = 0;
  /** The page's text before the author's last change, drawn in the view named `view`, to tell which of its words the change is. */
  private before: { view: string; text: string } | null = null;
  /** The view last drawn. */
  private drawnView = "";
  /** Waiting for a section drawn a moment after the page (the site's islands load their code first) to hold the edit. */
  private retry = 0;
  private readonly frameWindow: (Window & typeof globalThis) | null;

  constructor(
    private readonly target: HTMLElement,
    private readonly frameDocument: Document,
    private readonly snapshot: ContentSnapshot,
    private readonly root: Root,
    private readonly cache: EmotionCache,
    private readonly frameStyles: HTMLStyleElement,
  ) {
    this.frameWindow = frameDocument.defaultView as (Window & typeof globalThis) | null;
  }

  /** The built site has arrived (with the typeface), or could not. */
  arrived(site: BuiltSite | null, failure: Error | null = null) {
    this.site = site;
    this.failure = failure;
    this.draw();
  }

  private mark(name: string, ranges: Range[]) {
    const highlights = this.frameWindow?.CSS?.highlights;
    if (!highlights || !this.frameWindow.Highlight) return;
    if (ranges.length) highlights.set(name, new this.frameWindow.Highlight(...ranges));
    else highlights.delete(name);
  }

  private scrollTo(range: Range | Element) {
    const box = range.getBoundingClientRect();
    const frame = this.target.getBoundingClientRect();
    this.target.scrollTop += box.top - frame.top - this.target.clientHeight / 3;
  }

  /**
   * Every section laid out while the page is measured and scrolled to the edit. A section far
   * from view is skipped by the browser (`content-visibility: auto`) and counts as its estimated
   * height, so a place measured past one was wrong, and the sections drawn on the way moved it
   * again. The site's own attribute for scrolling within a page lays them all out; two frames
   * later, once each has remembered its real height, they may be skipped again without moving.
   */
  private layOutEverySection() {
    const page = this.frameDocument.documentElement;
    page.setAttribute(IN_PAGE_JUMP_ATTRIBUTE, "");
    const mine = ++this.laidOutUntil;
    const nextFrame = (run: () => void) => (this.frameWindow ?? window).requestAnimationFrame(run);
    nextFrame(() => nextFrame(() => mine === this.laidOutUntil && page.removeAttribute(IN_PAGE_JUMP_ATTRIBUTE)));
  }

  /** The marks of what was drawn: mistaken tokens, and the edit, scrolled into view once each time it changes. */
  private marked(
    now: SiteNow,
    view: View,
    type: ContentType | undefined,
    edited: EditedEntry,
    change: ReturnType<typeof firstChange>,
    tries = 0,
  ) {
    window.clearTimeout(this.retry);
    const page = pageText(this.target);
    const known = Object.keys(copyTokens(now.details));
    this.mark(
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
    const before = this.before;
    const places = snippet
      ? editedPlaces(page.text, snippet, {
          before: before?.view === viewKey(view) ? before.text : null,
          value: change?.after === undefined ? undefined : fill(change.after),
        })
      : [];
    const ranges = places.map((at) => page.range(at, at + length));
    const place = `${view.address}|${change?.path ?? ""}|${snippet}`;
    if (place === this.scrolledFor) {
      this.mark("gf-edit", change ? ranges.filter(visible) : []);
      return;
    }
    this.layOutEverySection();
    const shown = ranges.filter(visible);
    this.mark("gf-edit", change ? shown : []);
    if (snippet && !shown.length && tries < 15) {
      this.retry = window.setTimeout(() => this.marked(now, view, type, edited, change, tries + 1), 200);
      return;
    }
    this.scrolledFor = place;
    const sectionElement = section ? this.frameDocument.getElementById(section) : null;
    if (shown[0]) this.scrollTo(shown[0]);
    else if (sectionElement) this.scrollTo(sectionElement);
    else if (!change) this.target.scrollTop = 0;
  }

  private readonly draw = () => {
    if (this.unmounted) return;
    const { site, wanted, snapshot } = this;
    let element: ReactNode = null;
    if (this.failure) element = createElement("p", { role: "alert" }, this.failure.message);
    else if (site && wanted) {
      const { edited, assets, change } = wanted;
      const type = contentTypes.find((candidate) => candidate.id === edited.collection);
      const props = previewOf(site, snapshot, edited, assets, change?.path ?? null);
      const path = pageOfAddress(props.view.address);
      const view = viewKey(props.view);
      // The built page's answers (its pictures, the artwork) arrive once per page the preview draws;
      // a new entry's own page was never built, and asking for it would be a 404 a keystroke.
      if (site.page(path) === undefined && !this.asked.has(path) && !unbuilt(type, snapshot, edited, path)) {
        this.asked.add(path);
        void site.load(path).then(this.draw);
        element = loading();
      } else
        element = createElement(
          Drawn,
          {
            onDrawn: () => {
              this.drawnView = view;
              this.marked(props.now, props.view, type, edited, change);
            },
          },
          createElement(Preview, props),
        );
    }
    // Under `gatsby develop` the site's data is made on first request, which can take a while: the pane says so rather than stay blank.
    else if (wanted) element = loading();
    this.root.render(createElement(CacheProvider, { value: this.cache }, element));
  };

  /** Draws `collection`'s entry as the author is editing it (MountedPreview's `render`). */
  render(collection: string, slug: string, data: unknown, assets: PreviewAssets) {
    const edited = { collection, slug, data: (data ?? {}) as Record<string, unknown> };
    const last = this.last;
    const same = last && last.collection === collection && last.slug === slug;
    // A drawing of the entry unchanged (a picture arriving) keeps the last change in view.
    const changed = same ? firstChange(last?.data, edited.data) : null;
    const change = same ? (changed ?? this.wanted?.change ?? null) : null;
    // The page as it reads before this change, to find the change in it once drawn.
    if (changed && this.drawnView) this.before = { view: this.drawnView, text: pageText(this.target).text };
    this.last = edited;
    this.wanted = { edited, assets, change };
    this.draw();
  }

  unmount() {
    this.unmounted = true;
    window.clearTimeout(this.retry);
    this.frameDocument.documentElement.removeAttribute(IN_PAGE_JUMP_ATTRIBUTE);
    this.root.unmount();
    this.frameStyles.remove();
  }
}
