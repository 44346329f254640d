/**
 * The names the editor's configuration (./config.ts) and the editor's code (./editor/) share: the
 * formats and widgets the editor registers. A module of its own, so the
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
/** The widget the editor registers for a line of copy: the site's {tokens} checked at the field. */
export const COPY_LINE_WIDGET = "copy-line";
/** The same for copy of several lines. */
export const COPY_TEXT_WIDGET = "copy-text";
/** The widget the editor registers for an article's text: MDX, where a fact is written <Fact name="…" />. */
export const ARTICLE_TEXT_WIDGET = "article-text";
/** The widget the editor registers for an icon: the site's icons, chosen by their pictures. */
export const ICON_WIDGET = "icon-picker";
/** The widget the editor registers for the company's phone number: shows, as it is typed, the number the site's Call links dial. */
export const PHONE_WIDGET = "phone";
/** The widget the editor registers for a Vimeo video: takes the address as pasted from Vimeo, keeps the number at its end. */
export const VIMEO_WIDGET = "vimeo-video";
/** The widget the editor registers for a calendar date: day, month and year as they are written in the UK. */
export const DATE_WIDGET = "uk-date";
/** A copy field's option naming the token that shows it in other copy (a fact's figure): the field offers to copy it. */
export const TOKEN_OPTION = "token";
