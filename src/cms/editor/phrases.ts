/**
 * The phrases of Decap's interface that the site words its own way (`CMS.registerLocale`), over
 * Decap's English: the checks' messages in the content model's words (../messages.ts), and what
 * the form says of saving, deleting and lists in an author's words.
 */
import { decapWidgetPhrases } from "../messages";

type Phrases = Record<string, unknown>;

const isRecord = (value: unknown): value is Phrases => value !== null && typeof value === "object" && !Array.isArray(value);

/** `base` with `over` laid on it, section by section. */
function merged(base: Phrases, over: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(over)) result[key] = isRecord(value) && isRecord(base[key]) ? merged(base[key], value) : value;
  return result;
}

/** The site's phrases. `%{kind}` and `%{title}` name the entry Delete removes ("service page", "Animated Explainer Videos"). */
export const SITE_PHRASES = {
  editor: {
    editor: {
      onDeletePublishedEntry: "Delete the %{kind} %{title}? It leaves the site's content.",
      onDeleteWithUnsavedChanges: "Delete the %{kind} %{title}, with the changes you have not saved? It leaves the site's content.",
      // Asked once, however the author leaves an entry with unsaved changes (./routes.ts): OK leaves, Cancel stays.
      onLeavePage: "Leave without saving? The changes you have not saved will be lost.",
    },
    editorControlPane: { widget: decapWidgetPhrases() },
    editorToolbar: {
      unsavedChanges: "Unsaved changes",
      // Also what a new entry shows before anything is typed: nothing is waiting to be saved, and nothing was saved.
      changesSaved: "No unsaved changes",
      deleteEntry: "Delete",
    },
    editorWidgets: { list: { add: "Add a %{item}", addType: "Add a %{item}" } },
  },
  ui: {
    toast: {
      missingRequiredField: "Not saved: first fill in or correct each field that shows a message.",
      onFailToPersist: "Not saved: %{details}",
    },
  },
};

/** Decap's English with the site's phrases. */
export const editorPhrases = (english: Phrases) => merged(english, SITE_PHRASES);
