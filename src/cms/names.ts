/**
 * The names the editor's configuration (./config.ts) and the editor's code (./editor/) share: the
 * formats, widgets and extra field properties the editor registers. A module of its own, so the
 * editor's script imports them without the configuration's build-time code.
 */
/** JSON as the repository writes it (two-space indent, final newline); registered by the editor: src/cms/editor/formats.ts. */
export const JSON_FORMAT = "site-json";
/** An MDX file: frontmatter kept as it was written, then the body (registered by the editor: src/cms/editor/formats.ts). */
export const ARTICLE_FORMAT = "mdx-frontmatter";
/** The format Decap uses for a file whose top level is a list (registered by the editor: src/cms/editor/formats.ts). */
export const LIST_FILE_FORMAT = "json-list";
/** The key the editor shows a top-level list under; the file itself stays a list. */
export const LIST_FILE_KEY = "items";
/** The extra field property the editor reads: required once the object holding the field has anything in it. */
export const REQUIRED_WHEN_FILLED = "requiredWhenParentFilled";
/** The extra field property the editor reads on alt text: the picture field it describes, and the model's message when it is missing. */
export const ALT_FOR = "altFor";
/** The widget the editor registers for a sample's note (`replaceWith`): what replaces the sample, shown at the top of its form. */
export const SAMPLE_NOTE_WIDGET = "sample-note";
/** The widget the editor registers for an icon: the site's icons, chosen by their pictures. */
export const ICON_WIDGET = "icon-picker";
/** The widget the editor registers for the company's phone number: shows, as it is typed, the number the site's Call links dial. */
export const PHONE_WIDGET = "phone";
