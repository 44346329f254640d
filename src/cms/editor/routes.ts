/**
 * The entry on screen is always the entry the address names. Decap draws an entry's form once,
 * when the editor opens on it, and keeps that form while the address moves on to another entry
 * without a list in between (a changed hash, Back or Forward, a typed address, Decap's own move
 * to a new entry's address after its first save): the form and preview then showed one entry
 * while Delete removed the file the address named. So when the address moves from one entry to
 * another, the editor reloads into the entry the address names; Decap then opens it afresh, with
 * View Live, as it does any entry opened from its list.
 */

/** An entry's screen by its address (`#/collections/service/entries/x`, `#/collections/service/new`): `slug` null for a new entry. */
export interface EntryScreen {
  collection: string;
  slug: string | null;
}

/** The entry an editor address shows, or null for the lists, the media library and the rest. */
export function entryScreen(hash: string): EntryScreen | null {
  const path = decodeURI(hash.replace(/^#/, "").split("?")[0]);
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

/**
 * Follows the address in `window` and reloads into the entry it names whenever Decap would keep
 * the entry before it on screen. Decap may ask the author first (unsaved changes) and put the
 * address back if they stay, so the address is read once it has settled.
 */
export function keepScreenOnAddress(window: Window, settleMs = 100) {
  let shown = entryScreen(window.location.hash);
  let timer = 0;
  const settle = () => {
    const next = entryScreen(window.location.hash);
    if (shown && next && keepsOldForm(shown, next)) {
      window.location.reload();
      return;
    }
    shown = next;
  };
  window.addEventListener("hashchange", () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(settle, settleMs);
  });
}
