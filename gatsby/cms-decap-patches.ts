/**
 * The few places where Decap CMS has no way, public or configurable, to do what the site needs,
 * changed in Decap's own modules as the editor's script is bundled (./cms-editor-bundle.ts). Each
 * edit names the text it replaces: when a Decap release no longer has that text, the bundle is
 * not built and the build says which patch to look at again, so an upgrade never drops one
 * silently. Each patch also has a test of what an author would notice ("What the editor changes
 * in Decap" in docs/content-editing.md lists them with their tests).
 */

export interface DecapEdit {
  /** The module, within Decap's core package (decap-cms-core). */
  file: string;
  /** The text as Decap's release has it, exactly once in the module. */
  from: string;
  to: string;
}

export interface DecapPatch {
  /** What an author gets from it, for the message when it no longer applies. */
  name: string;
  edits: readonly DecapEdit[];
}

const EDITOR = "dist/esm/components/Editor/Editor.js";
const CONTROL_PANE = "dist/esm/components/Editor/EditorControlPane";

/** What Decap's Delete asks, in the editor's phrases (src/cms/editor/phrases.ts): the kind of entry and its name. */
const deleteQuestion =
  "{ kind: String(collection.get('label_singular') || collection.get('label')).toLowerCase(), title: String(entryDraft.getIn(['entry', 'data', collection.get('identifier_field') || 'title']) || slug) }";

export const DECAP_PATCHES: readonly DecapPatch[] = [
  {
    // Decap's confirmation said "Are you sure you want to delete this published entry?".
    name: "Delete names the page it deletes",
    edits: [
      {
        file: EDITOR,
        from: "t('editor.editor.onDeleteWithUnsavedChanges')",
        to: `t('editor.editor.onDeleteWithUnsavedChanges', ${deleteQuestion})`,
      },
      {
        file: EDITOR,
        from: "t('editor.editor.onDeletePublishedEntry')",
        to: `t('editor.editor.onDeletePublishedEntry', ${deleteQuestion})`,
      },
    ],
  },
  {
    // Decap answers a save it refuses (a field's problem, or the check before saving) in the form
    // and in a notice, then rejects a promise nobody waits for, which the browser reports as an
    // error of the page.
    name: "A refused save is answered in the form, with no error of the page",
    edits: [
      {
        file: EDITOR,
        from: "    await persistEntry(collection);\n",
        to: "    if (!(await persistEntry(collection).then(() => true, () => false))) return;\n",
      },
    ],
  },
  {
    // Decap draws a field again only when its value or look changes, and not at all while any
    // picture loads: a keystroke typed while pictures loaded was taken back from the field. A
    // picture's field asks for its file once, when first drawn, and gets a blank stand-in while
    // it loads: handed another way of asking while pictures load, it asks again once they have.
    name: "A picture in use shows in its field, and no keystroke is lost while pictures load",
    edits: [
      {
        file: `${CONTROL_PANE}/Widget.js`,
        from: "if (this.props.isLoadingAsset && nextProps.isLoadingAsset) return false;",
        to: "if (this.props.isLoadingAsset !== nextProps.isLoadingAsset) return true;",
      },
      {
        file: `${CONTROL_PANE}/EditorControl.js`,
        from: "getAsset: boundGetAsset,",
        to: "getAsset: isLoadingAsset ? (...args) => boundGetAsset(...args) : boundGetAsset,",
      },
    ],
  },
  {
    // Decap names an upload after the file the author chose and, when a picture of that name is
    // already in the folder (another entry's, perhaps), offers to replace it. Each upload gets a
    // mark of its own after its name, made from the file's size and date: the same each time the
    // same file is chosen ("site-visit.jpg" becomes "site-visit-k3x9q2.jpg").
    name: "An upload never replaces another entry's picture",
    edits: [
      {
        file: "dist/esm/actions/mediaLibrary.js",
        from: "const fileName = sanitizeSlug(file.name.toLowerCase(), state.config.slug);",
        to: "const fileName = sanitizeSlug(file.name.toLowerCase().replace(/(?=\\.[^.]*$)|$/, `-${(file.size * 31 + file.lastModified).toString(36).slice(-6)}`), state.config.slug);",
      },
    ],
  },
  {
    // A message names a token exactly as it must be spelt ("did you mean {turnaround.aiFilm}?"):
    // Decap's capitals would hide the spelling.
    name: "A field's message keeps its capitals",
    edits: [
      {
        file: `${CONTROL_PANE}/EditorControl.js`,
        from: "text-align:right;text-transform:uppercase;font-weight:600;",
        to: "text-align:right;font-weight:600;",
      },
    ],
  },
];

/** A module of Decap's with its patches applied; throws, naming the patch, when Decap's text is not there exactly once. */
export function patchedModule(file: string, text: string, version: string, patches: readonly DecapPatch[] = DECAP_PATCHES): string {
  let patched = text;
  for (const patch of patches)
    for (const edit of patch.edits.filter((candidate) => candidate.file === file)) {
      const found = patched.split(edit.from).length - 1;
      if (found !== 1)
        throw new Error(
          `The editor's patch "${patch.name}" no longer applies to decap-cms-core ${version}: ${file} has its text ${found} times, not once. See "What the editor changes in Decap" in docs/content-editing.md`,
        );
      patched = patched.replace(edit.from, () => edit.to);
    }
  return patched;
}

/** The modules the patches change, as paths within decap-cms-core. */
export const patchedFiles = [...new Set(DECAP_PATCHES.flatMap((patch) => patch.edits.map((edit) => edit.file)))];
