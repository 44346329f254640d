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

/**
 * The site's phrases. `%{kind}` and `%{title}` name the entry Delete removes ("service page",
 * "Animated Explainer Videos"); `%{collectionLabel}` is a kind of entry ("Service page"). Decap's
 * words an author meets on the list, in a form and in the picture library are worded here, so the
 * editor speaks the site's words throughout (tests/e2e/cms-decap.spec.ts reads them off the screen).
 */
export const SITE_PHRASES = {
  app: {
    header: { content: "Site content", media: "Pictures", quickAdd: "Add new" },
  },
  collection: {
    sidebar: { collections: "What you can edit", allCollections: "All content", searchAll: "Search all content", searchIn: "Search in" },
    collectionTop: {
      sortBy: "Sort by",
      viewAs: "Show as",
      viewAsList: "Show as a list",
      viewAsGrid: "Show as cards",
      newButton: "New %{collectionLabel}",
      newButtonAriaLabel: "New %{collectionLabel}",
      ascending: "Oldest or A first",
      descending: "Newest or Z first",
      filterBy: "Show only",
      groupBy: "Group by",
    },
    entries: {
      loadingEntries: "Loading the list…",
      cachingEntries: "Loading the list…",
      longerLoading: "A long list can take a minute",
      noEntries: "Nothing here yet",
    },
  },
  editor: {
    editor: {
      onDeletePublishedEntry: "Delete the %{kind} %{title}? It leaves the site's content.",
      onDeleteWithUnsavedChanges: "Delete the %{kind} %{title}, with the changes you have not saved? It leaves the site's content.",
      // Asked once, however the author leaves an entry with unsaved changes (./routes.ts): OK leaves, Cancel stays.
      onLeavePage: "Leave without saving? The changes you have not saved will be lost.",
      loadingEntry: "Opening…",
      confirmLoadBackup: "This browser kept changes you made here earlier and did not save. Put them back into the form?",
    },
    editorControlPane: { widget: decapWidgetPhrases() },
    editorToolbar: {
      unsavedChanges: "Unsaved changes",
      // Also what a new entry shows before anything is typed: nothing is waiting to be saved, and nothing was saved.
      changesSaved: "No unsaved changes",
      deleteEntry: "Delete",
      deletePublishedEntry: "Delete",
      backCollection: " Back to the list of %{collectionLabel}",
      duplicate: "Copy into a new entry",
      publishAndCreateNew: "Publish, then start a new one",
      publishAndDuplicate: "Publish, then start a copy of it",
      saving: "Saving…",
      publishing: "Publishing…",
      deleting: "Deleting…",
    },
    editorWidgets: {
      list: { add: "Add a %{item}", addType: "Add a %{item}" },
      image: {
        choose: "Choose a picture",
        chooseMultiple: "Choose pictures",
        chooseDifferent: "Choose another picture",
        addMore: "Add more pictures",
        remove: "Remove the picture",
        removeAll: "Remove all the pictures",
      },
      object: { expand: "Show", collapse: "Hide" },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      // A picture uploaded into an entry not yet saved: it goes into the site with the entry.
      draft: "Saved with the entry",
      copy: "Copy",
      copyUrl: "Copy its address",
      copyPath: "Copy its path",
      copyName: "Copy its file name",
      copied: "Copied",
    },
    mediaLibrary: { onDelete: "Delete the chosen picture from the site's files? Pages using it lose it." },
    mediaLibraryModal: {
      loading: "Loading…",
      noResults: "No picture matches.",
      noAssetsFound: "No files yet.",
      noImagesFound: "No pictures yet.",
      images: "Pictures",
      mediaAssets: "Files",
      search: "Search by file name…",
      uploading: "Uploading…",
      upload: "Upload a picture",
      deleting: "Deleting…",
      deleteSelected: "Delete the chosen picture",
      chooseSelected: "Use the chosen picture",
    },
  },
  ui: {
    settingsDropdown: { logOut: "Sign out" },
    toast: {
      missingRequiredField: "Not saved: first fill in or correct each field that shows a message.",
      onFailToPersist: "Not saved: %{details}",
      onFailToLoadEntries: "The list could not be loaded: %{details}. Reload the page to try again.",
      onFailToLoadEntry:
        "This page could not be opened: %{details}. Reload the editor to try again; if it happens again, tell whoever looks after the site.",
      entryGone:
        "The page “%{details}” has been deleted, so here is the list instead. Every change is kept in the site's history on GitHub: whoever looks after the site can bring a deleted page back from there.",
      onFailToLoadDeployPreview: "The preview could not be shown: %{details}. Saving still works.",
      onFailToDelete: "Not deleted: %{details}",
      entrySaved: "Saved",
      entryPublished: "Published",
    },
  },
};

/** Decap's English with the site's phrases. */
export const editorPhrases = (english: Phrases) => merged(english, SITE_PHRASES);
