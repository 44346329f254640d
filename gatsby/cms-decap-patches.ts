/**
 * The few places where Decap CMS has no way, public or configurable, to do what the site needs,
 * changed in Decap's own modules as the editor's script is bundled (./cms-editor-bundle.ts). Each
 * patch names the text it replaces: when a Decap release no longer has that text, the bundle is
 * not built and says which patch to look at again, so an upgrade never drops one silently. Each
 * also has a test of what an author would notice (docs/content-editing.md lists them).
 */

export interface DecapPatch {
  /** What an author gets from it, for the message when it no longer applies. */
  name: string;
  /** The module it changes, from Decap's core package (decap-cms-core). */
  file: string;
  /** Each text as Decap's release has it (exactly once in the module), and what replaces it. */
  replace: readonly (readonly [string, string])[];
}

/** What Decap's "Delete" asks, in the editor's phrases: the kind of entry and its name. */
const deleteQuestion =
  "{ kind: String(collection.get('label_singular') || collection.get('label')).toLowerCase(), title: String(entryDraft.getIn(['entry', 'data', collection.get('identifier_field') || 'title']) || slug) }";

export const DECAP_PATCHES: readonly DecapPatch[] = [
  {
    name: "Delete names the page it deletes",
    file: "dist/esm/components/Editor/Editor.js",
    replace: [
      ["t('editor.editor.onDeleteWithUnsavedChanges')", `t('editor.editor.onDeleteWithUnsavedChanges', ${deleteQuestion})`],
      ["t('editor.editor.onDeletePublishedEntry')", `t('editor.editor.onDeletePublishedEntry', ${deleteQuestion})`],
    ],
  },
  {
    // Decap answers a save it refuses (a field's problem, or the check before saving) in the form
    // and in a notice, then rejects a promise nobody waits for, which the browser reports as an
    // error of the page.
    name: "A refused save is answered in the form, with no error of the page",
    file: "dist/esm/components/Editor/Editor.js",
    replace: [
      ["    await persistEntry(collection);\n", "    if (!(await persistEntry(collection).then(() => true, () => false))) return;\n"],
    ],
  },
  {
    // A message names a token exactly as it must be spelt ("did you mean {turnaround.aiFilm}?"):
    // Decap's capitals would hide the spelling.
    name: "A field's message keeps its capitals",
    file: "dist/esm/components/Editor/EditorControlPane/EditorControl.js",
    replace: [["text-align:right;text-transform:uppercase;font-weight:600;", "text-align:right;font-weight:600;"]],
  },
];

/** A module of Decap's with its patches applied; throws, naming the patch, when Decap's text is not there exactly once. */
export function patchedModule(file: string, text: string, version: string, patches: readonly DecapPatch[] = DECAP_PATCHES): string {
  let patched = text;
  for (const patch of patches.filter((candidate) => candidate.file === file)) {
    for (const [from, to] of patch.replace) {
      const found = patched.split(from).length - 1;
      if (found !== 1)
        throw new Error(
          `The editor's patch "${patch.name}" no longer applies to decap-cms-core ${version} (${file} has its text ${found} times, not once): see "What the editor changes in Decap" in docs/content-editing.md`,
        );
      patched = patched.replace(from, () => to);
    }
  }
  return patched;
}

/** The modules the patches change, as paths within decap-cms-core. */
export const patchedFiles = [...new Set(DECAP_PATCHES.map((patch) => patch.file))];
