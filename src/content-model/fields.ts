/**
 * The shared field vocabulary: constructors that fill in a field declaration's defaults (a label
 * from the name, required unless `optional`), and the fields and objects several types share.
 */
import { iconNames } from "../lib/icon-names";
import type {
  BooleanField,
  DateField,
  Field,
  ImageField,
  ListField,
  NumberField,
  ObjectField,
  Pattern,
  PathField,
  SelectField,
  StringField,
} from "./types";

/** A field's declaration with its name, and whether it is required, kept in its type (see EntryOf). */
type Declared<F extends Field, N extends string, O> = F & { name: N; required: O extends { optional: true } ? false : true };

interface Options {
  label?: string;
  hint?: string;
  optional?: boolean;
  shownAt?: string;
}

/** The states of a page a field can be seen in (`shownAt`), rather than a page of its own. */
export const shownIn = {
  /** A notice over the page, once a form on it is sent. */
  notice: "notice",
  /** The cookie preferences dialog, open over the page. */
  dialog: "dialog",
  /** A page or an email the site's functions write (a form posted without scripts): no component of the site draws it. */
  server: "server",
} as const;

const acronyms: Record<string, string> = { seo: "SEO", id: "ID", url: "URL", cta: "CTA", faq: "FAQ", ai: "AI" };

/** "seoTitle" → "SEO title", "videoId" → "Video ID". */
export function labelFromName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .map((word) => acronyms[word.toLowerCase()] ?? word.toLowerCase());
  const first = words[0] ?? "";
  return [first.charAt(0).toUpperCase() + first.slice(1), ...words.slice(1)].join(" ");
}

function base<W extends Field["widget"]>(
  name: string,
  widget: W,
  options: Options,
): { name: string; label: string; hint?: string; shownAt?: string; required: boolean; widget: W } {
  return {
    name,
    label: options.label ?? labelFromName(name),
    ...(options.hint ? { hint: options.hint } : {}),
    ...(options.shownAt ? { shownAt: options.shownAt } : {}),
    required: !options.optional,
    widget,
  };
}

type StringOptions = Options & { min?: number; max?: number; pattern?: Pattern; default?: string; altFor?: string; token?: string };

function stringLike(widget: StringField["widget"], name: string, options: StringOptions): StringField {
  const { min, max, pattern, default: value, altFor, token } = options;
  return {
    ...base(name, widget, options),
    ...(min !== undefined ? { minLength: min } : {}),
    ...(max !== undefined ? { maxLength: max } : {}),
    ...(pattern ? { pattern } : {}),
    ...(value !== undefined ? { default: value } : {}),
    ...(altFor ? { altFor } : {}),
    ...(token ? { token } : {}),
  };
}

/** One line of text. */
export const string = <N extends string, O extends StringOptions = Record<never, never>>(name: N, options?: O) =>
  stringLike("string", name, options ?? {}) as Declared<StringField, N, O>;
/** Prose of a sentence or more. */
export const text = <N extends string, O extends StringOptions = Record<never, never>>(name: N, options?: O) =>
  stringLike("text", name, options ?? {}) as Declared<StringField, N, O>;
export const markdown = <N extends string, O extends StringOptions = Record<never, never>>(name: N, options?: O) =>
  stringLike("markdown", name, options ?? {}) as Declared<StringField, N, O>;

type NumberOptions = Options & { min?: number; max?: number; default?: number };

function numberField(valueType: NumberField["valueType"], name: string, options: NumberOptions): NumberField {
  const { min, max, default: value } = options;
  return {
    ...base(name, "number", options),
    valueType,
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(value !== undefined ? { default: value } : {}),
  };
}

export const integer = <N extends string, O extends NumberOptions = Record<never, never>>(name: N, options?: O) =>
  numberField("int", name, options ?? {}) as Declared<NumberField, N, O>;
export const decimal = <N extends string, O extends NumberOptions = Record<never, never>>(name: N, options?: O) =>
  numberField("float", name, options ?? {}) as Declared<NumberField, N, O>;

export const boolean = <N extends string, O extends Options & { default?: boolean } = Record<never, never>>(name: N, options?: O) => {
  const field: BooleanField = {
    ...base(name, "boolean", options ?? {}),
    ...(options?.default !== undefined ? { default: options.default } : {}),
  };
  return field as Declared<BooleanField, N, O>;
};

export const date = <N extends string, O extends Options = Record<never, never>>(name: N, options?: O) =>
  base(name, "date", options ?? {}) as Declared<DateField, N, O>;

export const select = <
  N extends string,
  O extends Options & { from?: SelectField["optionsFrom"]; default?: string; choices?: SelectField["choices"] } = Record<never, never>,
>(
  name: N,
  values: readonly string[],
  options?: O,
) => {
  const field: SelectField = {
    ...base(name, "select", options ?? {}),
    options: [...values],
    ...(options?.choices ? { choices: options.choices } : {}),
    ...(options?.from ? { optionsFrom: options.from } : {}),
    ...(options?.default !== undefined ? { default: options.default } : {}),
  };
  return field as Declared<SelectField, N, O>;
};

export const image = <N extends string, O extends Options = Record<never, never>>(name: N, folder: string, options?: O) =>
  ({ ...base(name, "image", options ?? {}), folder }) as Declared<ImageField, N, O>;

/**
 * A picture an author may upload, and its alt text, required once the picture is chosen. Without a
 * picture the build draws the entry's artwork and describes it itself (`ContentType.picture`).
 */
export const pictureFields = <I extends string, A extends string>(imageName: I, altName: A, folder: string, what: string) =>
  [
    image(imageName, folder, {
      optional: true,
      label: "Picture",
      hint: `${what}. Leave it empty and the build draws the page's artwork, and describes it itself.`,
    }),
    text(altName, {
      optional: true,
      label: "Picture's description",
      hint: "What the picture shows, in a sentence, for people who cannot see it (its alt text); needed with a picture, and left empty without one",
      min: 11,
      altFor: imageName,
    }),
  ] as const;

export const path = <N extends string, O extends Options = Record<never, never>>(name: N, options?: O) =>
  base(name, "path", options ?? {}) as Declared<PathField, N, O>;

export const list = <N extends string, I extends Field, O extends Options & { min?: number; max?: number } = Record<never, never>>(
  name: N,
  of: I,
  options?: O,
) => {
  const field: ListField = {
    ...base(name, "list", options ?? {}),
    of,
    ...(options?.min !== undefined ? { min: options.min } : {}),
    ...(options?.max !== undefined ? { max: options.max } : {}),
  };
  return field as Declared<ListField, N, O> & { of: I };
};

export const object = <N extends string, F extends readonly Field[], O extends Options = Record<never, never>>(
  name: N,
  typeName: string,
  fields: F,
  options?: O,
) => ({ ...base(name, "object", options ?? {}), typeName, fields }) as Declared<ObjectField, N, O> & { fields: F };

/** The same field, not required. */
export function optional<F extends Field>(field: F): Omit<F, "required"> & { required: false } {
  return { ...field, required: false };
}

// Patterns authors meet in several types.
export const patterns = {
  slug: { regex: "^[a-z0-9]+(-[a-z0-9]+)*$", message: "must be lower-case words joined by hyphens, such as corporate-training-videos" },
  videoId: {
    regex: "^\\d+$",
    message: "must be the number at the end of the video's Vimeo address, such as 824113507 for https://vimeo.com/824113507",
  },
  isoDate: { regex: "^\\d{4}-\\d{2}-\\d{2}$", message: "must be a date written year-month-day, such as 2025-09-29" },
  rootPath: { regex: "^/[^\\s]*$", message: "must be an address on this site, starting with /, such as /contact" },
  url: { regex: "^https?://\\S+$", message: "must be a full web address starting https://" },
  ukPhone: {
    regex: "^(?:0|\\+44 ?)[1-9](?: ?\\d){8,9}$",
    message: "must be a UK number as it is dialled, such as 01908 555 123 or +44 1908 555123",
  },
} satisfies Record<string, Pattern>;

// Fields several types share.
export const seoTitle = (options: Options = {}) =>
  string("seoTitle", {
    label: "Title in search results",
    hint: 'The page\'s title in search results and on its browser tab (its SEO title): at most 60 characters, ending "| Gridline Films"',
    max: 60,
    ...options,
  });
export const seoDescription = (options: Options = {}) =>
  text("seoDescription", {
    label: "Description in search results",
    hint: "What search results show under the page's title (its meta description): 110 to 170 characters",
    min: 110,
    max: 170,
    ...options,
  });
/** A Vimeo video: the editor takes its address as pasted from Vimeo and keeps the number at its end (its video ID). */
export const videoId = (options: Options = {}) =>
  string("videoId", {
    label: "Vimeo video",
    hint: "Paste the video's address from Vimeo, such as https://vimeo.com/824113507: the number at its end (its video ID) is kept",
    pattern: patterns.videoId,
    ...options,
  });
export const icon = <N extends string = "icon">(name: N = "icon" as N, options: Options = {}) =>
  select(name, iconNames, { hint: "The small picture drawn beside it, chosen from the site's icons", ...options });
export const sampleFields = [
  boolean("sample", {
    optional: true,
    label: "Sample material",
    hint: "On while this is stand-in material, to be replaced with the company's own before launch (the launch check lists it)",
  }),
  text("replaceWith", {
    optional: true,
    label: "To replace with",
    hint: "While Sample material is on: what the company's own material must be. Once it is in, turn Sample material off and publish",
  }),
];

/** A card of a title, a description and an icon; `label` names one in the form ("Card", "Step"). */
export const titledText = (label: string, typeName = "TitledText") =>
  object("item", typeName, [string("title"), text("description"), optional(icon())], { label });
export const stat = object(
  "stat",
  "Stat",
  [
    string("value", {
      label: "Figure shown",
      hint: "The figure itself, such as 98%, or a fact's name in braces, such as {experience}, to show that fact",
    }),
    string("label", { label: "Words under it" }),
  ],
  { label: "Figure" },
);
export const faqItem = object(
  "question",
  "FaqItem",
  [
    string("id", {
      optional: true,
      label: "Link target on this page",
      hint: "A short word of its own, such as costs, so that a link can open the page at this question (an anchor: the page's address followed by #faq-costs); leave empty for none",
    }),
    string("question"),
    text("answer"),
  ],
  { label: "Question and answer" },
);
export const testimonial = <N extends string = "testimonial">(name: N = "testimonial" as N, options: Options = {}) =>
  object(
    name,
    "Testimonial",
    [text("quote"), string("author"), string("role", { optional: true }), string("organisation", { optional: true }), ...sampleFields],
    options,
  );
