/**
 * The address, the entry on screen and the author's unsaved work, kept together. Decap's routing
 * module is changed as the editor is bundled (gatsby/cms-decap-patches.ts) to make its history
 * (the `history` package's hash history) with the editor's question, and to give its form a key
 * from the editor, so:
 *
 * - Leaving an entry with unsaved changes asks once, in the editor's words, whatever the way out
 *   (a typed address, Back, Forward, the list).
 * - "Stay" keeps the entry, its changes and the address naming it. After Back, Forward or a typed
 *   address the browser has already moved the address when the author is asked; the history
 *   package puts it back only when it knows the way, which after a typed address it does not, so
 *   the address named one entry while the form showed another. Each entry of the tab's history
 *   carries its place (`history.state`), and Stay goes back by the difference.
 * - The entry on screen is the entry the address names. Decap draws an entry's form once, when it
 *   opens, and kept it while the address moved to another entry with no list in between (a
 *   changed hash, Back or Forward, a typed address, its own move to a new entry's address after
 *   the first save): the form and preview then showed one entry while Delete removed the file the
 *   address named. The form is now drawn afresh for the entry the address names, as Decap draws
 *   it for an entry opened from its list (`editorKey`).
 */

/** An entry's screen by its address (`#/collections/service/entries/x`, `#/collections/service/new`): `slug` null for a new entry. */
export interface EntryScreen {
  collection: string;
  slug: string | null;
}

/** The entry an editor address shows (a hash, or the path of Decap's history), or null for the lists, the media library and the rest. */
export function entryScreen(address: string): EntryScreen | null {
  const path = decodeURI(address.replace(/^#/, "").split("?")[0]);
  const existing = /^\/collections\/([^/]+)\/entries\/(.+?)\/?$/.exec(path);
  if (existing) return { collection: existing[1], slug: existing[2] };
  const fresh = /^\/collections\/([^/]+)\/new\/?$/.exec(path);
  return fresh ? { collection: fresh[1], slug: null } : null;
}

const same = (a: EntryScreen, b: EntryScreen) => a.collection === b.collection && a.slug === b.slug;

/**
 * Whether Decap's form, drawn for `shown`, would be left showing it at `next`. Decap draws a
 * form of its own when the address leaves an entry for a new one (a duplicate, "Publish and
 * create new", a typed address): only a move to an existing entry, or between new entries of two
 * collections, keeps the old form.
 */
export function keepsOldForm(shown: EntryScreen, next: EntryScreen): boolean {
  if (same(shown, next)) return false;
  return next.slug !== null || shown.slug === null;
}

/** A place of Decap's history, as the `history` package (4.x) gives it. */
export interface HistoryLocation {
  pathname: string;
  search: string;
}
export type HistoryAction = "PUSH" | "REPLACE" | "POP";
/** What the `history` package asks before a move an open entry blocks: `answer(true)` makes the move. */
export type UserConfirmation = (message: string, answer: (ok: boolean) => void) => void;
/** The part of a hash history the editor follows. */
export interface HashHistory {
  location: HistoryLocation;
  listen(listener: (location: HistoryLocation, action: HistoryAction) => void): () => void;
}

/** The key of an entry's place in the tab's history, in `history.state`. */
const PLACE = "editorPlace";

/** What the editor reads and does in the browser window, as a parameter so it can be tried without one. */
export interface Browser {
  location: { hash: string };
  history: { state: unknown; replaceState(state: unknown, unused: string): void; go(delta: number): void };
  confirm(message: string): boolean;
}

/**
 * Decap's hash history, made by `create` (the `history` package's `createHashHistory`) with the
 * editor's question: asked only when Decap's open entry has unsaved changes (Decap's own check),
 * in Decap's phrase for it (./phrases.ts). OK leaves; Cancel stays, with the address put back on
 * the entry if the browser had moved it.
 */
export function editorHistory<H extends HashHistory>(
  create: (options: { getUserConfirmation: UserConfirmation }) => H,
  browser: Browser = window,
): H {
  const placeOf = (state: unknown): number | null => {
    const place = (state as Record<string, unknown> | null)?.[PLACE];
    return typeof place === "number" ? place : null;
  };
  const mark = (place: number) => browser.history.replaceState({ ...(browser.history.state as object | null), [PLACE]: place }, "");
  /** The place, in the tab's history, of the address Decap shows. */
  let kept = placeOf(browser.history.state) ?? 0;
  mark(kept);
  /** The address Decap shows: a question asked while the window's address differs came after Back, Forward or a typed address. */
  let keptHash = browser.location.hash;

  const getUserConfirmation: UserConfirmation = (message, answer) => {
    const moved = browser.location.hash !== keptHash;
    if (browser.confirm(message)) return answer(true);
    if (!moved) return answer(false);
    // Stay, after the browser moved the address: back to the entry's own, where the author is.
    // The history package then finds its address unchanged and does nothing; told "no", it would
    // have tried to put the address back itself, by a guess.
    const arrived = placeOf(browser.history.state) ?? kept + 1;
    if (arrived !== kept) browser.history.go(kept - arrived);
  };

  const history = create({ getUserConfirmation });
  history.listen((_location, action) => {
    if (action === "PUSH") kept += 1;
    // Back or Forward arrive at a place already marked; a typed address at a new one, one on.
    else if (action === "POP") kept = placeOf(browser.history.state) ?? kept + 1;
    mark(kept);
    keptHash = browser.location.hash;
  });
  return history;
}

/**
 * The keys Decap's form is drawn with, by the address (the path of Decap's history): a new key, so
 * a form of its own, whenever Decap would otherwise keep the form of the entry before
 * (`keepsOldForm`); the same key where Decap draws the next form itself or fills in the one it has
 * (a duplicate, "Publish and create new").
 */
export function formKeys(): (pathname: string) => string {
  let drawn: { screen: EntryScreen | null; key: number } = { screen: null, key: 0 };
  return (pathname) => {
    const screen = entryScreen(pathname);
    const fresh = drawn.screen && screen && keepsOldForm(drawn.screen, screen);
    drawn = { screen, key: drawn.key + (fresh ? 1 : 0) };
    return `entry-${drawn.key}`;
  };
}

/** The key of Decap's form at an address, for the editor's one Decap. */
export const editorKey = formKeys();
