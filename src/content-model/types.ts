/**
 * The vocabulary of the content model: what a content type and each of its fields declare.
 *
 * A declaration is plain data (no functions, regular expressions as source strings), so any
 * program can read it: the build turns it into GraphQL types and validation, a script turns it
 * into the field tables of content/README.md, and a content editor can be configured from it.
 * The widget names follow the usual editor vocabulary (string, text, markdown, number, boolean,
 * date, select, list, object, image).
 */

/** A rule a string must match, with the sentence an author sees when it does not. */
export interface Pattern {
  /** Regular expression source, e.g. "^\\d+$". */
  regex: string;
  /** Completes "<field> …", e.g. "must be the numeric id of the video". */
  message: string;
}

interface FieldBase {
  /** Key in the content file. */
  name: string;
  /** Short human name, as an editor would label the input. */
  label: string;
  /** What the field is for and how to fill it; shown to authors. */
  hint?: string;
  required: boolean;
  /**
   * Where a visitor sees the field when that is not where its type is seen: a page of the site,
   * with its section ("/video-production-milton-keynes#services"; `{slug}` for a page of its
   * type), or a state of its type's page (the `shownIn` words of ./fields.ts: a notice once a form
   * is sent, the cookie preferences dialog, a page only the site's functions write). The content
   * editor previews an edit of the field there.
   */
  shownAt?: string;
}

/** One line of text ("string"), several lines ("text"), or Markdown ("markdown"). */
export interface StringField extends FieldBase {
  widget: "string" | "text" | "markdown";
  minLength?: number;
  maxLength?: number;
  pattern?: Pattern;
  default?: string;
  /** For alt text: the image field (a sibling) this text describes; required once that image is chosen. */
  altFor?: string;
  /** For a fact's figure: the token that shows it in other copy ("{turnaround.film}"), which the editor offers to copy. */
  token?: string;
}

export interface NumberField extends FieldBase {
  widget: "number";
  valueType: "int" | "float";
  min?: number;
  max?: number;
  default?: number;
}

export interface BooleanField extends FieldBase {
  widget: "boolean";
  default?: boolean;
}

/** A calendar date written as an ISO string, e.g. "2025-09-29". */
export interface DateField extends FieldBase {
  widget: "date";
}

/** One of a fixed set of values. */
export interface SelectField extends FieldBase {
  widget: "select";
  /** The allowed values as the model was built (for a list kept in content, its current values). */
  options: readonly string[];
  /** How an author says a value, where the value itself is a word of the code ("accordion" is "One at a time, opened by a click"). */
  choices?: Readonly<Record<string, string>>;
  /** When the allowed values are themselves content: the file (under content/) and its list field. */
  optionsFrom?: { file: string; field: string };
  default?: string;
}

/** An image file, written as a path relative to the content file. */
export interface ImageField extends FieldBase {
  widget: "image";
  /** Folder under content/ where the images of this field live. */
  folder: string;
}

/** An address on this site, root-relative (e.g. /contact). */
export interface PathField extends FieldBase {
  widget: "path";
}

export interface ListField extends FieldBase {
  widget: "list";
  /** One item of the list; its name is the singular noun of an item. */
  of: Field;
  min?: number;
  max?: number;
}

export interface ObjectField extends FieldBase {
  widget: "object";
  /** GraphQL type of the object; objects of one shape share a name across types. */
  typeName: string;
  fields: readonly Field[];
}

export type Field = StringField | NumberField | BooleanField | DateField | SelectField | ImageField | PathField | ListField | ObjectField;

export type Widget = Field["widget"];

/**
 * Where a content type's entries live under content/:
 * - "folder": one file per entry, `<folder>/<slug>.<extension>`;
 * - "file": one file, one entry;
 * - "list-file": one file whose top level is a list, one entry per item.
 */
export type ContentSource =
  { shape: "folder"; folder: string; extension: "json" | "mdx" } | { shape: "file"; file: string } | { shape: "list-file"; file: string };

/** The kinds of entry whose pictures the build can draw (gatsby/artwork/entries.ts). */
export type ArtworkKind = "article" | "service" | "industry";

/** How an entry of a folder type gets its slug: from its file name, which `field` (if given) must repeat. */
export interface SlugRule {
  from: "file-name";
  field?: string;
  pattern: Pattern;
}

export interface ContentType {
  /** Identifier of the type, e.g. "service". */
  id: string;
  /** Human name of one entry, e.g. "Service page". */
  label: string;
  /** What an entry is and where the site shows it. */
  description: string;
  /** GraphQL node type; MDX types share the Mdx node and declare their frontmatter. */
  typeName: string;
  source: ContentSource;
  slug?: SlugRule;
  /** Page address of an entry, with `{slug}` filled in, for types that are pages. */
  pagePath?: string;
  /** For types that are no page of their own: the page (or section) where a visitor sees them, which the editor links to. */
  shownAt?: string;
  /**
   * The entry's picture: its image field and alt text field (dotted paths into the entry). Without
   * an image the build draws the entry's artwork of this kind and describes it itself.
   */
  picture?: { image: string; alt: string; artwork: ArtworkKind };
  /** For JSON types: the fields of one entry. For MDX types: the fields of the frontmatter. */
  fields: readonly Field[];
  /** More to say in the field documentation than the table holds (Markdown). */
  notes?: string;
}

/** The value a field holds in a content file. */
export type ValueOf<F> = F extends { widget: "number" }
  ? number
  : F extends { widget: "boolean" }
    ? boolean
    : F extends { widget: "list"; of: infer I }
      ? ValueOf<I>[]
      : F extends { widget: "object"; fields: infer Fs }
        ? EntryOf<Fs>
        : string;

/**
 * An entry as a content file holds it, typed from its declared fields: required fields present,
 * optional ones possibly absent. `EntryOf<typeof service.fields>` is a service file.
 */
export type EntryOf<Fs> = Fs extends readonly (infer F)[]
  ? {
      [K in F as K extends { required: true; name: infer N extends string } ? N : never]: ValueOf<K>;
    } & {
      [K in F as K extends { required: true } ? never : K extends { name: infer N extends string } ? N : never]?: ValueOf<K> | null;
    }
  : never;
