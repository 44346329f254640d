/**
 * The content editor (Decap CMS) with the site's additions, bundled by the build into
 * public/admin/editor.js (gatsby/cms-editor-bundle.ts) from Decap's npm package. The
 * configuration comes from the content model (config.json, written by the build and answered
 * afresh by `gatsby develop`), and so do the values of the copy's tokens (tokens.json).
 *
 * - Formats that keep a file's layout, so a one-field change is a one-line diff (./formats.ts).
 * - The model's messages and checks at the field and before every save (./checks.ts), every
 *   problem listed above the form (./problems.ts).
 * - Controls: a picture already chosen shows, the phone number is kept in the site's form, a
 *   sample's note, icons chosen by their pictures (./widgets.tsx).
 * - Every upload gets a name of its own (./uploads.ts).
 * - Every collection previews as its page, drawn by the site's components (../previews/).
 * - On this machine (localhost) the local backend writes straight to content/: no sign-in, entries
 *   saved directly rather than as drafts for review, and "View Live" opens this machine's site.
 */
import CMS from "decap-cms-app";
import type { CmsConfig } from "decap-cms-core";
import { ICON_WIDGET, PHONE_WIDGET, SAMPLE_NOTE_WIDGET } from "../names";
import { decapWidgetPhrases } from "../messages";
import { checkEntry, type Collection } from "./checks";
import { PendingSave, siteFormats } from "./formats";
import { mountPreview } from "../previews";
import { registerPagePreviews } from "./preview-bridge";
import { addStyles } from "./styles";
import { nameUploads } from "./uploads";
import { checkedControl, checkTokens, IconPicker, imageControl, phoneAround, SampleNote } from "./widgets";

type Config = Record<string, unknown> & { collections: Collection[] };
/** Decap's registry, typed as the site uses it (Decap's own declarations type a widget's control as its props). */
type Registry = {
  getWidget(name: string): { control: never; preview?: unknown; schema?: unknown; globalStyles?: unknown; allowMapValue?: boolean };
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
  getLocale(locale: string): Record<string, Record<string, unknown>>;
  registerLocale(locale: string, phrases: unknown): void;
  registerCustomFormat(name: string, extension: string, formatter: unknown): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: EntryMap }) => unknown }): void;
  registerPreviewTemplate(name: string, component: unknown): void;
  init(options: { config: CmsConfig }): void;
};
interface EntryMap {
  get(key: string): unknown;
  toJS(): unknown;
}

const cms = CMS as unknown as Registry;
const isLocal = ["localhost", "127.0.0.1"].includes(window.location.hostname);

/** Decap's widget `name` with its control wrapped, everything else about it kept. */
function wrapWidget(name: string, wrap: (control: never) => unknown) {
  const widget = cms.getWidget(name);
  cms.registerWidget(name, wrap(widget.control), widget.preview, widget.schema);
  Object.assign(cms.getWidget(name), { globalStyles: widget.globalStyles, allowMapValue: widget.allowMapValue });
}

function registerPhrases() {
  const english = cms.getLocale("en");
  const editor = english.editor as Record<string, Record<string, unknown>>;
  const pane = editor.editorControlPane;
  const ui = english.ui as Record<string, Record<string, unknown>>;
  cms.registerLocale("en", {
    ...english,
    editor: { ...editor, editorControlPane: { ...pane, widget: { ...(pane.widget as object), ...decapWidgetPhrases() } } },
    // Decap says this only of a missing field; the summary above the form lists every problem.
    ui: { ...ui, toast: { ...ui.toast, missingRequiredField: "Not saved: see the problems listed above the form." } },
  });
}

function registerWidgets(tokens: Record<string, string>) {
  const known = Object.keys(tokens);
  const string = cms.getWidget("string");
  cms.registerWidget(PHONE_WIDGET, checkedControl(string.control, null, phoneAround), string.preview);
  cms.registerWidget(SAMPLE_NOTE_WIDGET, SampleNote);
  cms.registerWidget(ICON_WIDGET, IconPicker);
  for (const name of ["string", "text", "markdown"]) wrapWidget(name, (control) => checkedControl(control, checkTokens(known)));
  wrapWidget("image", imageControl);
}

/** Before every save: the site's checks; a throw refuses the save with the model's sentence. */
function registerChecks(config: Config, pending: PendingSave) {
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const data = entry.get("data") as EntryMap & { deleteIn(path: (string | number)[]): EntryMap };
      const collection = config.collections.find((candidate) => candidate.name === entry.get("collection"));
      const slug = String(entry.get("slug") ?? "");
      const found = checkEntry(collection, { data: data.toJS() as Record<string, unknown>, slug, isNew: Boolean(entry.get("newRecord")) });
      if (found.problems.length) {
        const message = found.problems.join("; ");
        const error = new Error(message);
        // Decap shows "Failed to persist entry: <error>"; the model's sentence, without "Error: ".
        error.toString = () => message;
        throw error;
      }
      pending.set({ raw: String(entry.get("raw") ?? ""), fields: collectionFieldsOf(collection, slug) });
      return found.drop.reduce((result, at) => result.deleteIn(at) as typeof data, data);
    },
  });
}

function collectionFieldsOf(collection: Collection | undefined, slug: string) {
  if (!collection) return [];
  return collection.fields ?? (collection.files ?? []).find((file) => file.name === slug)?.fields ?? collection.files?.[0]?.fields ?? [];
}

/**
 * Decap's local backend has a Login button that signs in nobody: the editor signs in to it at
 * once, as Decap does itself after that button (it keeps the user under this key).
 */
function signInLocally() {
  const key = "decap-cms-user";
  if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, JSON.stringify({ backendName: "proxy" }));
}

/**
 * Decap answers a save its field checks refuse by rejecting a promise nobody handles, with no
 * reason, which the browser reports as a page error "undefined". The refusal is answered in the
 * form (each message at its field, the list above it), so that rejection is marked handled.
 */
function quietRefusals() {
  window.addEventListener("unhandledrejection", (event) => {
    if (event.reason === undefined) event.preventDefault();
  });
}

async function start() {
  const load = async (file: string) => (await fetch(`/admin/${file}`, { cache: "no-store" })).json() as Promise<unknown>;
  const [config, tokens] = (await Promise.all([load("config.json"), load("tokens.json")])) as [Config, Record<string, string>];
  quietRefusals();
  const pending = new PendingSave();
  for (const format of siteFormats(pending)) cms.registerCustomFormat(format.name, format.extension, format.formatter);
  registerPhrases();
  registerChecks(config, pending);
  registerWidgets(tokens);
  nameUploads();
  addStyles(config.collections);
  // Every collection previews as the page it feeds, drawn by the site's own components.
  registerPagePreviews(
    (collection, template) => cms.registerPreviewTemplate(collection, template),
    config.collections.map((collection) => collection.name),
    mountPreview,
  );
  // The configuration is generated at build (config.json), so Decap is told not to look for a config.yml.
  const overrides: Record<string, unknown> = { load_config_file: false };
  if (isLocal) {
    signInLocally();
    overrides.publish_mode = "simple";
    // "View Live" and the preview links open the page on the site being edited, not the live site.
    overrides.site_url = window.location.origin;
    overrides.display_url = window.location.origin;
  }
  cms.init({ config: { ...config, ...overrides } as unknown as CmsConfig });
}

void start();
