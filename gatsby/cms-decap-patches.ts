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
const ENTRIES = "dist/esm/actions/entries.js";
const APP = "dist/esm/components/App/App.js";
const WORKFLOW = "dist/esm/actions/editorialWorkflow.js";

/**
 * What Decap's patched modules call in the editor's own code (src/cms/editor/decap-hooks.ts): the
 * editor's bundle resolves this name to that module (./cms-editor-bundle.ts).
 */
export const EDITOR_HOOKS = "site-editor-hooks";
const importHooks = (names: string) => `import { ${names} } from ${JSON.stringify(EDITOR_HOOKS)};\n`;

/** Decap's check before saving, in both publishing modes: a field with a message refuses the save. */
const FIELD_PROBLEMS_NOTICE = `      const hasPresenceErrors = fieldsErrors.some(errors => errors.some(error => error.type && error.type === ValidationErrorTypes.PRESENCE));
      if (hasPresenceErrors) {`;
const VALIDATION_IMPORT = "import ValidationErrorTypes from '../constants/validationErrorTypes';\n";

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
    // Decap asked "Are you sure you want to leave this page?" when the address moved away from an
    // entry with unsaved changes, and the browser asked again as the page reloaded into the entry
    // the address named; "Stay" to Back, Forward or a typed address left the address naming
    // another entry than the form (the history package puts the address back only when it knows
    // the way). Decap's history is made with the editor's question (src/cms/editor/routes.ts).
    name: "Leaving an entry with unsaved changes asks once, and Stay keeps the entry and its address",
    edits: [
      {
        file: "dist/esm/routing/history.js",
        from: "const history = createHashHistory();",
        to: `${importHooks("editorHistory")}const history = editorHistory(createHashHistory);`,
      },
    ],
  },
  {
    // Decap draws an entry's form when it opens and kept it while the address moved to another
    // entry with no list in between (a changed hash, Back, Forward, a typed address, its own move
    // to a new entry's address after the first save): Save and Delete acted on the entry shown
    // while the address named another. The form is keyed by the entry the address names
    // (src/cms/editor/routes.ts), so Decap draws it afresh, as for an entry opened from its list.
    name: "The entry on screen is the entry the address names",
    edits: [
      {
        file: APP,
        from: "import Editor from '../Editor/Editor';\n",
        to: `import Editor from '../Editor/Editor';\n${importHooks("editorKey")}`,
      },
      {
        file: APP,
        from: "            render: props => _jsx(Editor, {\n              ...props,\n              newRecord: true\n            })",
        to: "            render: props => _jsx(Editor, {\n              ...props,\n              newRecord: true\n            }, editorKey(props.location.pathname))",
      },
      {
        file: APP,
        from: "            render: props => _jsx(Editor, {\n              ...props\n            })",
        to: "            render: props => _jsx(Editor, {\n              ...props\n            }, editorKey(props.location.pathname))",
      },
    ],
  },
  {
    // Decap's Delete asked about the unsaved changes, deleted the file, then asked again about
    // leaving the page on its way to the list; "Stay" left the deleted entry on screen. Once the
    // file is gone (or a new entry's Delete is confirmed) the way to the list is not questioned.
    name: "Delete with unsaved changes asks once, then shows the list",
    edits: [
      {
        file: EDITOR,
        from: "      if (this.props.hasChanged) {\n        return leaveMessage;",
        to: "      if (this.props.hasChanged && !this.deleteConfirmed) {\n        return leaveMessage;",
      },
      {
        file: EDITOR,
        from: "      await deleteEntry(collection, slug);\n      this.deleteBackup();\n      return navigateToCollection(collection.get('name'));",
        to: "      await deleteEntry(collection, slug);\n      this.deleteBackup();\n      this.deleteConfirmed = true;\n      return navigateToCollection(collection.get('name'));",
      },
      {
        file: EDITOR,
        from: "    if (newEntry) {\n      return navigateToCollection(collection.get('name'));",
        to: "    if (newEntry) {\n      this.deleteConfirmed = true;\n      return navigateToCollection(collection.get('name'));",
      },
    ],
  },
  {
    // Decap refused a save with a field showing a message (a token typo, a phone number it cannot
    // dial) without a word unless a required field was empty, and left the message wherever it was
    // in a long form; a refusal by the check before saving (src/cms/editor/save.ts) was written to
    // the browser's console as an error as well as said in a notice.
    name: "A refused Publish says so, and goes to the first field with a message",
    edits: [
      ...[ENTRIES, WORKFLOW].flatMap((file) => [
        { file, from: VALIDATION_IMPORT, to: `${VALIDATION_IMPORT}${importHooks("focusFirstProblem")}` },
        { file, from: FIELD_PROBLEMS_NOTICE, to: "      focusFirstProblem([...fieldsErrors.keys()]);\n      {" },
      ]),
      {
        file: ENTRIES,
        from: "    }).catch(error => {\n      console.error(error);\n      dispatch(addNotification({\n        message: {\n          details: error,\n          key: 'ui.toast.onFailToPersist'",
        to: "    }).catch(error => {\n      if (!isRefusal(error)) console.error(error);\n      dispatch(addNotification({\n        message: {\n          details: error,\n          key: 'ui.toast.onFailToPersist'",
      },
      {
        file: ENTRIES,
        from: "import { addNotification",
        to: `${importHooks("isRefusal")}import { addNotification`,
      },
    ],
  },
  {
    // Back, Forward or an address naming an entry that was deleted opened a blank form for it,
    // marked Published, with Delete, and a red message in code words from the preview. The list
    // is shown instead, the address replaced by the list's (so Back does not lead there again),
    // with a sentence saying the page was deleted and where it can be got back. The sentence is
    // sent once the list has taken the form's place: sent in the same moment, Decap's notices took
    // it away again within a second.
    name: "An address naming a deleted entry shows the list, saying so",
    edits: [
      {
        file: ENTRIES,
        from: "    dispatch(entryLoading(collection, slug));\n    try {\n      const loadedEntry = await tryLoadEntry(getState(), collection, slug);\n",
        to: "    dispatch(entryLoading(collection, slug));\n    const showListInstead = () => {\n      history.replace(`/collections/${collection.get('name')}`);\n      setTimeout(() => dispatch(addNotification({\n        message: {\n          details: slug,\n          key: 'ui.toast.entryGone'\n        },\n        type: 'warning',\n        dismissAfter: 30000\n      })), 0);\n    };\n    try {\n      const loadedEntry = await tryLoadEntry(getState(), collection, slug);\n      if (entryIsGone(loadedEntry)) return showListInstead();\n",
      },
      {
        file: ENTRIES,
        from: "    } catch (error) {\n      dispatch(addNotification({\n        message: {\n          details: error.message,\n          key: 'ui.toast.onFailToLoadEntries'",
        to: "    } catch (error) {\n      if (entryIsGone(undefined, error)) return showListInstead();\n      console.error(error);\n      dispatch(addNotification({\n        message: {\n          details: error.message,\n          key: 'ui.toast.onFailToLoadEntry'",
      },
      {
        // The form drawn for a moment for the entry no longer there asked for its "View Live" link,
        // and Decap's link maker failed on the missing entry: "Cannot read properties of undefined".
        file: "dist/esm/actions/deploys.js",
        from: "    const collectionName = collection.get('name');\n",
        to: "    const collectionName = collection.get('name');\n    if (!entry) return;\n",
      },
      {
        file: ENTRIES,
        from: "import { navigateToEntry } from '../routing/history';",
        to: `import { navigateToEntry, history } from '../routing/history';\n${importHooks("entryIsGone")}`,
      },
    ],
  },
  {
    // Decap asks whether to use a local backup as soon as it has read one, which (from the
    // browser's own storage) is before the entry has come from the backend; answered OK, the
    // backup went into the form, and the entry arriving a moment later took its place: the work
    // offered back never came back. The question now waits until the entry's saved version is in
    // the form, so the backup accepted is the last thing put there, in the form and the preview.
    name: "A backup accepted comes back into the form",
    edits: [
      {
        file: EDITOR,
        from: "    if (!prevProps.localBackup && this.props.localBackup) {\n",
        to: "    if (this.props.localBackup && !this.backupAsked && draftShowsEntry(this.props)) {\n      this.backupAsked = true;\n",
      },
      {
        file: EDITOR,
        from: "import { Loader } from 'decap-cms-ui-default';",
        to: `import { Loader } from 'decap-cms-ui-default';\n${importHooks("draftShowsEntry")}`,
      },
    ],
  },
  {
    // A required field holding only spaces passed Decap's check and was refused by the check
    // before saving in a passing notice, with nothing at the field. The build counts such text
    // as missing (it trims), and now so does the form.
    name: "Text of only spaces counts as missing at its field",
    edits: [
      {
        file: `${CONTROL_PANE}/Widget.js`,
        from: "function isEmpty(value) {\n  return value === null || value === undefined || ",
        to: "function isEmpty(value) {\n  return value === null || value === undefined || typeof value === 'string' && value.trim() === '' || ",
      },
    ],
  },
  {
    // The preview is the page, scrolled in a box of its own to each edit (src/cms/previews/):
    // Decap's sync of the form's scrolling with the preview's has nothing to move.
    name: "No Sync scrolling button where it would do nothing",
    edits: [
      {
        file: "dist/esm/components/Editor/EditorInterface.js",
        from: "const scrollSyncVisible = rightPane !== null;",
        to: "const scrollSyncVisible = false;",
      },
    ],
  },
  {
    // Decap's buttons over the preview ("Toggle preview") sat on the page's top right corner,
    // over the site's own header buttons ("Open menu" on a narrow preview). The preview starts
    // below them, in a band of the editor's own, so the site's header is whole and clear.
    name: "The editor's buttons sit above the preview, clear of the site's",
    edits: [
      {
        file: "dist/esm/components/Editor/EditorPreviewPane/EditorPreviewPane.js",
        from: '("width:100%;height:100%;border:none;background:#fff;border-radius:"',
        to: '("width:100%;height:calc(100% - 60px);margin-top:60px;border:none;background:#fff;border-radius:"',
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
