/**
 * What Decap's own modules call in the editor's code, through the editor's patches of Decap
 * (gatsby/cms-decap-patches.ts, which name this module `site-editor-hooks`; the editor's bundle
 * resolves that name here). Each is a plain function of the editor's, tested here.
 */
import { NotSaved } from "./save";

export { editorHistory, editorKey } from "./routes";

/**
 * Whether the entry an address names is no longer there (deleted, here or by someone else): the
 * local backend answers a missing file with no text (Decap makes its `raw` an empty string), GitHub's
 * with a 404; no entry's file is empty. Decap
 * then drew a blank form marked Published, with Delete; the editor shows the list instead, saying
 * so (Decap's patched `loadEntry`).
 */
export function entryIsGone(loaded: { raw?: unknown } | undefined, error?: unknown): boolean {
  if (error !== undefined) {
    const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
    return status === 404 || /\bnot found\b/i.test(String(message ?? ""));
  }
  return loaded !== undefined && (typeof loaded.raw !== "string" || loaded.raw.trim() === "");
}

/** What Decap's Editor holds, as far as `draftShowsEntry` reads it (Immutable maps). */
interface EditorState {
  newEntry?: boolean;
  slug?: string;
  entry?: { get(key: string): unknown };
  entryDraft?: { getIn(path: string[]): unknown };
}

/**
 * Whether the form shows the entry it was opened for, as its saved version (or a new entry's
 * blank one): only then may a local backup be offered, so that the backup, accepted, is the last
 * thing put in the form. Decap asked as soon as it had read the backup from the browser, before
 * the saved version came from the backend and took the backup's place.
 */
export function draftShowsEntry({ newEntry, slug, entry, entryDraft }: EditorState): boolean {
  if (!entryDraft) return false;
  if (newEntry) return entryDraft.getIn(["entry", "newRecord"]) === true;
  return Boolean(entry) && entry!.get("isFetching") !== true && entryDraft.getIn(["entry", "slug"]) === slug;
}

/** A save the check before saving refused, said in a notice: not an error of the page's. */
export const isRefusal = (error: unknown): boolean => error instanceof NotSaved;

const FOCUSABLE = "input, textarea, select, button, [tabindex]:not([tabindex='-1'])";

/**
 * After Publish was refused for the fields Decap marked (their ids, as Decap keys their
 * messages), the author is taken to the first of them in the form's order, wherever it is in a
 * long form: its control has the focus, and its label and message are in view. A field folded
 * away in a list is not shown: the fold holding it is, marked by Decap, with the focus on its
 * first button (the one that unfolds it).
 */
export function focusFirstProblem(ids: readonly string[], document: Document = window.document): HTMLElement | null {
  const fields = ids
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & 4 /* Node.DOCUMENT_POSITION_FOLLOWING */ ? -1 : 1));
  const [first] = fields;
  if (!first) return null;
  const shown = (element: Element) => element.getClientRects().length > 0;
  let holder: HTMLElement | null = first;
  while (holder && !shown(holder)) holder = holder.parentElement;
  if (!holder) return null;
  const control = holder === first && first.matches(FOCUSABLE) ? first : [...holder.querySelectorAll<HTMLElement>(FOCUSABLE)].find(shown);
  if (!control) return null;
  control.focus({ preventScroll: true });
  const label = holder === first ? document.querySelector(`label[for="${CSS.escape(first.id)}"]`) : null;
  (label ?? control).scrollIntoView({ block: "center" });
  return control;
}
