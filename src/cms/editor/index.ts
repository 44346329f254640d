/**
 * The content editor (Decap CMS) with the site's additions, bundled by the build into
 * public/admin/editor.js (gatsby/cms-editor-bundle.ts) from Decap's npm package, through Decap's
 * extension API only. The configuration comes from the content model (config.json, written by the
 * build and answered afresh by `gatsby develop`), and so does the content as its authors wrote it
 * (content.json, ../content-snapshot.ts).
 *
 * - Formats that keep a file's layout, so a one-field change is a one-line diff (./formats.ts).
 * - The editor's own controls: copy whose {tokens} are checked at the field (a fact's figure with its
 *   token to copy), the phone number kept in the site's form, a Vimeo video by its address, a date
 *   as it is written in the UK, icons chosen by their pictures (./widgets.tsx).
 * - Before every save, the content model's validation of the whole entry (./save.ts).
 * - Every collection previews as its page, drawn by the site's components (../previews/).
 * - The phrases an author reads, in the site's words (./phrases.ts).
 * - The entry on screen is always the one the address names, and leaving unsaved changes asks
 *   once (./routes.ts, wired into Decap's history by a patch: ./decap-hooks.ts); work left on
 *   purpose by leaving the editor altogether is not offered back later (./backups.ts).
 * - On this machine (localhost) the local backend writes straight to content/: no sign-in, entries
 *   saved directly rather than as drafts for review, and "View Live" opens this machine's site.
 */
import CMS from "decap-cms-app";
import type { CmsConfig } from "decap-cms-core";
import { contentTypes } from "../../content-model";
import { knownTokens, snapshotOptions, type ContentSnapshot } from "../content-snapshot";
import { ARTICLE_TEXT_WIDGET, COPY_LINE_WIDGET, COPY_TEXT_WIDGET, DATE_WIDGET, ICON_WIDGET, PHONE_WIDGET, VIMEO_WIDGET } from "../names";
import { mountPreview } from "../previews";
import { dropBackupsOfLeftEntries } from "./backups";
import { PendingSave, siteFormats } from "./formats";
import { editorPhrases } from "./phrases";
import { registerPagePreviews } from "./preview-bridge";
import { checkBeforeSave, NotSaved } from "./save";
import { EDITOR_CSS } from "./styles";
import { copyControl, DateControl, IconPicker, phoneControl, vimeoControl } from "./widgets";

/** A collection of the configuration, as far as the editor reads it. */
type Collection = { name: string; label?: string; fields?: FieldShape[]; files?: { name: string; fields: FieldShape[] }[] };
type FieldShape = { name: string; fields?: FieldShape[]; field?: FieldShape };
type Config = Record<string, unknown> & { collections: Collection[] };
/** Decap's registry, typed as the site uses it (Decap's own declarations type a widget's control as its props). */
type Registry = {
  registerWidget(name: string, control: unknown): void;
  getLocale(locale: string): Record<string, unknown>;
  registerLocale(locale: string, phrases: unknown): void;
  registerCustomFormat(name: string, extension: string, formatter: unknown): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: EntryMap }) => unknown }): void;
  registerPreviewTemplate(name: string, component: unknown): void;
  init(options: { config: CmsConfig }): void;
};
interface EntryMap {
  get(key: string): unknown;
  toJS(): unknown;
  deleteIn(path: (string | number)[]): EntryMap;
}

const cms = CMS as unknown as Registry;
const isLocal = ["localhost", "127.0.0.1"].includes(window.location.hostname);

function registerWidgets(known: readonly string[]) {
  cms.registerWidget(COPY_LINE_WIDGET, copyControl(known, false));
  cms.registerWidget(COPY_TEXT_WIDGET, copyControl(known, true));
  cms.registerWidget(ARTICLE_TEXT_WIDGET, copyControl(known, true, "mdx-prose"));
  cms.registerWidget(PHONE_WIDGET, phoneControl(known));
  cms.registerWidget(ICON_WIDGET, IconPicker);
  cms.registerWidget(VIMEO_WIDGET, vimeoControl(known));
  cms.registerWidget(DATE_WIDGET, DateControl);
}

/** Before every save: the model's validation of the whole entry; a throw refuses the save with its sentences. */
function registerSaveChecks(config: Config, snapshot: ContentSnapshot, pending: PendingSave) {
  const options = snapshotOptions(snapshot, contentTypes);
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const data = entry.get("data") as EntryMap;
      const collection = config.collections.find((candidate) => candidate.name === entry.get("collection"));
      const type = contentTypes.find((candidate) => candidate.id === entry.get("collection"));
      if (!collection || !type) return undefined;
      const path = String(entry.get("path") ?? "");
      const { problems, drop } = checkBeforeSave({
        type,
        data: data.toJS() as Record<string, unknown>,
        file: entry.get("newRecord") ? undefined : path.replace(/^content\//, ""),
        options,
      });
      if (problems.length) throw new NotSaved(problems);
      const slug = String(entry.get("slug") ?? "");
      const fields =
        collection.fields ?? (collection.files ?? []).find((file) => file.name === slug)?.fields ?? collection.files?.[0]?.fields;
      pending.set({ raw: String(entry.get("raw") ?? ""), fields: fields ?? [] });
      return drop.reduce((result, at) => result.deleteIn(at), data);
    },
  });
}

/**
 * Decap's local backend has a Login button that signs in nobody: the editor signs in to it at
 * once, as Decap does itself after that button (it keeps the user under this key).
 */
function signInLocally() {
  const key = "decap-cms-user";
  if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, JSON.stringify({ backendName: "proxy" }));
}

async function start() {
  const load = async (file: string) => (await fetch(`/admin/${file}`, { cache: "no-store" })).json() as Promise<unknown>;
  const [config, snapshot] = (await Promise.all([load("config.json"), load("content.json"), dropBackupsOfLeftEntries(window)])) as [
    Config,
    ContentSnapshot,
    void,
  ];
  const pending = new PendingSave();
  for (const format of siteFormats(pending)) cms.registerCustomFormat(format.name, format.extension, format.formatter);
  cms.registerLocale("en", editorPhrases(cms.getLocale("en")));
  registerSaveChecks(config, snapshot, pending);
  registerWidgets(knownTokens(snapshot));
  document.head.append(Object.assign(document.createElement("style"), { textContent: EDITOR_CSS }));
  // Every collection previews as the page it feeds, drawn by the site's own components.
  registerPagePreviews(
    (collection, template) => cms.registerPreviewTemplate(collection, template),
    config.collections.map((collection) => collection.name),
    (target, frameDocument) => mountPreview(target, frameDocument, snapshot),
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
