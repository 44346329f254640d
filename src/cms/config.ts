/**
 * The content editor's configuration (Decap CMS), generated from the content model at build, so
 * the editor offers exactly the fields, choices and bounds the build validates, with the same
 * messages. Pure: the build writes the result to `public/admin/config.json` (gatsby/cms-admin.ts).
 */
import path from "path";
import type { ContentType, Field } from "../content-model";
import type { ListField, ObjectField, StringField } from "../content-model/types";
import { patterns } from "../content-model/fields";
import { withSlug } from "../content-model/files";
import { findSamples } from "../content-model/content-checks";
import { iconNames } from "../lib/icon-names";
import { formFields, plural } from "./form-fields";
import { bodyHint, cmsPattern } from "./messages";
import {
  ARTICLE_FORMAT,
  ARTICLE_TEXT_WIDGET,
  COPY_LINE_WIDGET,
  COPY_TEXT_WIDGET,
  ICON_WIDGET,
  JSON_FORMAT,
  LIST_FILE_FORMAT,
  PHONE_WIDGET,
  DATE_WIDGET,
  TOKEN_OPTION,
  VIMEO_WIDGET,
} from "./names";

// The names the editor's code shares with this configuration, for the build code that reads both.
export * from "./names";

/** A Decap field, collection or config: plain data, written as JSON. */
export type CmsField = Record<string, unknown> & { name: string; widget: string };
export type CmsCollection = Record<string, unknown> & { name: string };

export interface CmsOptions {
  /** "owner/name" of the GitHub repository the production editor commits to, when known. */
  repo?: string;
  branch?: string;
  /** The site's address, for the editor's "view live" links. */
  siteUrl: string;
  /** Reads a content file (path under content/), for select options kept in content. */
  readJson: (file: string) => unknown;
}

const CONTENT = "content";

/** Options of a select whose values are themselves content (blog categories), as the content has them now. */
function selectOptions(field: Extract<Field, { widget: "select" }>, options: CmsOptions): readonly string[] {
  if (!field.optionsFrom) return field.options;
  const data = options.readJson(field.optionsFrom.file) as Record<string, unknown>;
  const values = data?.[field.optionsFrom.field];
  return Array.isArray(values) ? values.map(String) : field.options;
}

/** Where an image field's files go, as Decap wants it: a folder from the repository root, and the path written into the file. */
function imageFolders(folder: string, entryFolder: string) {
  const mediaFolder = path.posix.join(CONTENT, folder);
  return { media_folder: `/${mediaFolder}`, public_folder: path.posix.relative(path.posix.join(CONTENT, entryFolder), mediaFolder) };
}

/** The editor's control for copy: a line, several lines, or an article's MDX text; the phone number its own. */
function copyWidget(field: StringField): string {
  if (field.pattern?.regex === patterns.ukPhone.regex) return PHONE_WIDGET;
  if (field.pattern?.regex === patterns.videoId.regex) return VIMEO_WIDGET;
  return { string: COPY_LINE_WIDGET, text: COPY_TEXT_WIDGET, markdown: ARTICLE_TEXT_WIDGET }[field.widget];
}

function stringField(field: StringField): Record<string, unknown> & { widget: string } {
  const pattern = cmsPattern(field);
  return {
    widget: copyWidget(field),
    ...(pattern ? { pattern } : {}),
    ...(field.default !== undefined ? { default: field.default } : {}),
    ...(field.token ? { [TOKEN_OPTION]: field.token } : {}),
  };
}

function listField(field: ListField, entryFolder: string, options: CmsOptions): Record<string, unknown> {
  const bounds = { ...(field.min !== undefined ? { min: field.min } : {}), ...(field.max !== undefined ? { max: field.max } : {}) };
  if (field.of.widget === "object") {
    const item = field.of as ObjectField;
    const summary = summaryField(item.fields);
    // A figure is read with its label ("48 hours from brief to final cut"), as the page shows it.
    const figure = summary?.name === "label" && item.fields.some((inner) => inner.name === "value" && inner.widget === "string");
    const line = summary ? `${figure ? "{{fields.value}} " : ""}{{fields.${summary.name}}}` : "";
    return {
      widget: "list",
      label_singular: item.label,
      ...(summary ? { summary: `${line}${sampleMarks(item.fields, "fields.")}` } : {}),
      collapsed: true,
      fields: sampleFirst(item.fields).map((inner) => cmsField(inner, entryFolder, options)),
      ...bounds,
    };
  }
  // A list of single values (an industry's challenges, a card's points) folds each under its value, not under the field's label.
  return {
    widget: "list",
    label_singular: field.of.label,
    field: cmsField(field.of, entryFolder, options),
    summary: `{{fields.${field.of.name}}}`,
    ...bounds,
  };
}

/** The names an item is known by, before any other line of its text. */
const NAMING_FIELDS = ["title", "name", "question", "heading", "headline", "label"];

/**
 * The field a folded list item shows: what it is called (its title, name or question), else its
 * first required line (a redirect's old address), else its first line or paragraph of text. An
 * `id` is a stable key, not text a reader knows the item by.
 */
function summaryField(fields: readonly Field[]): Field | undefined {
  const lines = fields.filter((inner) => (inner.widget === "string" || inner.widget === "path") && inner.name !== "id");
  return (
    NAMING_FIELDS.map((name) => lines.find((inner) => inner.name === name)).find(Boolean) ??
    lines.find((inner) => inner.required) ??
    fields.find((inner) => inner.widget === "string" || inner.widget === "text")
  );
}

/** Where objects flagged as samples sit in a type's fields: their labels and their path in an entry ([] for the entry itself). */
function sampleSpots(fields: readonly Field[], labels: string[] = [], at: string[] = []): { labels: string[]; at: string[] }[] {
  const here = fields.some((field) => field.name === "sample" && field.widget === "boolean") ? [{ labels, at }] : [];
  return [
    ...here,
    ...fields.flatMap((field) =>
      field.widget === "object" ? sampleSpots(field.fields, [...labels, field.label], [...at, field.name]) : [],
    ),
  ];
}

const SAMPLE_MARK = "Sample material to replace";

/** A summary template's marks of the samples in an entry or a list item, for each flag that is on: " · Sample", " · Sample: Testimonial". */
function sampleMarks(fields: readonly Field[], prefix: string): string {
  return sampleSpots(fields)
    .map(({ labels, at }) => {
      const mark = labels.length ? `Sample: ${labels[labels.length - 1]}` : "Sample";
      return `{{${prefix}${[...at, "sample"].join(".")} | ternary(' · ${mark}', '')}}`;
    })
    .join("");
}

const sampleLabel = (labels: readonly string[]) => (labels.length ? `${SAMPLE_MARK}: ${labels.join(" › ")}` : SAMPLE_MARK);

/** A sample's note and flag first, so an author opening sample material reads what replaces it before anything else. */
function sampleFirst(fields: readonly Field[]): Field[] {
  const isSample = (field: Field) => field.name === "replaceWith" || field.name === "sample";
  return fields.some((field) => field.name === "sample")
    ? [...fields.filter(isSample), ...fields.filter((field) => !isSample(field))]
    : [...fields];
}

/**
 * Decap checks the fields of an object even when the object is left out, so inside an optional
 * object (a service page's comparison, say) nothing is `required` for Decap; the hint says what the
 * block needs once it is filled in, and the model's own validation refuses a half-filled block
 * before saving (src/cms/editor/save.ts).
 */
function withinOptional(field: Field, object: ObjectField): Field {
  const needed = field.required ? `Needed when ${object.label} is filled in` : "";
  const hint = [field.hint, needed].filter(Boolean).join(". ");
  const relaxed = { ...field, required: false, ...(hint ? { hint } : {}) } as Field;
  if (relaxed.widget === "object") return { ...relaxed, fields: relaxed.fields.map((inner) => withinOptional(inner, object)) };
  return relaxed;
}

/** One field of the model as a Decap field. `entryFolder` is the folder (under content/) of the file the field is in. */
export function cmsField(field: Field, entryFolder: string, options: CmsOptions): CmsField {
  const common = {
    name: field.name,
    label: field.label,
    required: field.required,
    ...(field.hint ? { hint: field.hint } : {}),
  };
  switch (field.widget) {
    case "string":
    case "text":
    case "markdown":
      return { ...common, ...stringField(field) };
    case "number":
      return {
        ...common,
        widget: "number",
        value_type: field.valueType,
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
        ...(field.default !== undefined ? { default: field.default } : {}),
      };
    case "boolean":
      // A required switch the author leaves off is false, as it shows, not missing.
      return {
        ...common,
        widget: "boolean",
        ...(field.default !== undefined || field.required ? { default: field.default ?? false } : {}),
      };
    case "date":
      // Day, month and year as they are written in the UK, saved as the ISO date the build reads ("2025-09-29").
      return { ...common, widget: DATE_WIDGET };
    case "select":
      return {
        ...common,
        widget: sameList(field.options, iconNames) ? ICON_WIDGET : "select",
        // Each value as an author says it, where the model says how.
        options: selectOptions(field, options).map((value) => (field.choices?.[value] ? { label: field.choices[value], value } : value)),
        ...(field.default !== undefined ? { default: field.default } : {}),
      };
    case "image":
      return { ...common, widget: "image", choose_url: false, ...imageFolders(field.folder, entryFolder) };
    case "path":
      return { ...common, widget: COPY_LINE_WIDGET, pattern: cmsPattern({ label: field.label, pattern: patterns.rootPath }) };
    case "list":
      return { ...common, widget: "list", ...listField(field, entryFolder, options) };
    case "object": {
      const fields = field.required ? field.fields : field.fields.map((inner) => withinOptional(inner, field));
      const flagged = field.fields.some((inner) => inner.name === "sample");
      const facts = factsSummary(field);
      return {
        ...common,
        widget: "object",
        collapsed: !field.required || facts !== undefined,
        // Shown while the object is folded, so a folded block of sample material says so.
        // Otherwise it shows what it is called or first says ("Top of the page" folded reads its headline).
        ...(objectSummary(field) ? { summary: objectSummary(field) } : {}),
        ...(!field.required && flagged ? { summary: `{{fields.sample | ternary('${SAMPLE_MARK}', '')}}` } : {}),
        ...(facts ? { summary: facts } : {}),
        fields: sampleFirst(fields).map((inner) => cmsField(inner, entryFolder, options)),
      };
    }
  }
}

/** What a folded block shows when nothing more telling is set: the line it is known by, as a list item is (`summaryField`). */
function objectSummary(field: ObjectField): string | undefined {
  const named = summaryField(field.fields);
  return named ? `{{fields.${named.name}}}` : undefined;
}

/** The figure of a fact: the field copy shows by its token. */
const figureOf = (field: Field) => (field.widget === "object" ? field.fields.find((inner) => "token" in inner && inner.token) : undefined);

/**
 * What a folded fact, or a folded group of facts, shows (Decap heads a block with its words only
 * while it is folded): a fact's figure and its token, "2-4 weeks · {turnaround.film}"; a group's
 * facts by name with their figures, "Film: 2-4 weeks · Programme: 4-8 weeks". Undefined for any other block.
 */
function factsSummary(field: ObjectField): string | undefined {
  const figure = figureOf(field);
  if (figure && "token" in figure) return `{{fields.${figure.name}}} · ${String(figure.token)}`;
  const facts = field.fields.map((inner) => [inner, figureOf(inner)] as const);
  if (!facts.length || facts.some(([, innerFigure]) => !innerFigure)) return undefined;
  return facts.map(([inner, innerFigure]) => `${inner.label}: {{fields.${inner.name}.${innerFigure?.name ?? ""}}}`).join(" · ");
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** The field an entry is listed by in the editor: the first required one-line text. */
function identifierField(type: ContentType): string | undefined {
  const preferred = ["title", "name", "company", "heading"];
  return (
    preferred.find((name) => type.fields.some((field) => field.name === name && field.widget === "string")) ??
    type.fields.find((field) => field.widget === "string" && field.required)?.name
  );
}

/** The editor's filters of a collection's entries still holding sample material, one per place a flag can be, so the author sees what is left to replace. */
function sampleFilters(type: ContentType): Record<string, unknown> {
  const spots = sampleSpots(type.fields);
  if (!spots.length) return {};
  return {
    view_filters: spots.map(({ labels, at }) => ({ label: sampleLabel(labels), field: [...at, "sample"].join("."), pattern: true })),
  };
}

/** An MDX entry's body, named so that it is never mistaken for a block's text ("Call to action › Text"). */
export const BODY_LABEL = "Article text";

/** Where "View Live" and the preview link go: the entry's own page, or where the site shows the type. */
function previewPath(type: ContentType): Record<string, string> {
  if (type.pagePath) return { preview_path: withSlug(type.pagePath, "{{slug}}") };
  return type.shownAt ? { preview_path: type.shownAt } : {};
}

/** A file's label with how much sample material it still holds, so the list of files says what is left to replace. */
function withSampleCount(label: string, file: string, options: CmsOptions): string {
  const value = options.readJson(path.posix.relative(CONTENT, file));
  const { samples } = findSamples([{ file, text: JSON.stringify(value) }]);
  if (!samples.length) return label;
  return `${label} · ${samples.length} ${samples.length === 1 ? "sample" : "samples"} to replace`;
}

/**
 * A type whose entries are dated (an article's publishing day) is listed newest first, and can be
 * sorted by its title too: what an author just wrote is at the top of the list.
 */
function newestFirst(type: ContentType, identifier: string | undefined) {
  const dated = type.fields.find((field) => field.widget === "date");
  if (!dated) return {};
  return { sortable_fields: [{ field: dated.name, default_sort: "desc" }, ...(identifier ? [identifier] : [])] };
}

/** A content type as a Decap collection. */
export function cmsCollection(type: ContentType, options: CmsOptions): CmsCollection {
  const description = type.description;
  const source = type.source;
  if (source.shape === "folder") {
    const fields = sampleFirst(type.fields).map((field) => cmsField(field, source.folder, options));
    const slugField = type.slug?.field;
    const identifier = identifierField(type);
    // Where the entry's pictures go, for the media library and the preview as well as the field.
    const imageFolder = type.fields.find((field) => field.widget === "image");
    const collection: CmsCollection = {
      name: type.id,
      label: plural(type.label),
      label_singular: type.label,
      description,
      folder: path.posix.join(CONTENT, source.folder),
      extension: source.extension,
      create: true,
      delete: true,
      ...(identifier ? { identifier_field: identifier, summary: `{{${identifier}}}${sampleMarks(type.fields, "fields.")}` } : {}),
      ...sampleFilters(type),
      ...newestFirst(type, identifier),
      // The file name is the slug: typed by the author where the type has a slug field, else made from the title.
      slug: slugField ? `{{fields.${slugField}}}` : "{{slug}}",
      ...previewPath(type),
      ...(imageFolder?.widget === "image" ? imageFolders(imageFolder.folder, source.folder) : {}),
      fields,
    };
    if (source.extension === "mdx") {
      // Decap has no MDX format: frontmatter plus a body edited as raw text (rich text would rewrite the MDX).
      return {
        ...collection,
        format: ARTICLE_FORMAT,
        fields: [...fields, { name: "body", label: BODY_LABEL, widget: ARTICLE_TEXT_WIDGET, hint: bodyHint }],
      };
    }
    return { ...collection, format: JSON_FORMAT };
  }
  const file = path.posix.join(CONTENT, source.file);
  const entryFolder = path.posix.dirname(source.file);
  if (source.shape === "file") {
    return {
      name: type.id,
      label: type.label,
      description,
      format: JSON_FORMAT,
      // The site needs every one of these files: Decap would offer to delete them.
      delete: false,
      files: [
        {
          name: type.id,
          label: withSampleCount(type.label, file, options),
          file,
          ...previewPath(type),
          fields: sampleFirst(type.fields).map((field) => cmsField(field, entryFolder, options)),
        },
      ],
    };
  }
  // A file whose top level is a list: Decap edits an object, so the editor sees the list under one key.
  return {
    name: type.id,
    label: plural(type.label),
    description,
    format: LIST_FILE_FORMAT,
    delete: false,
    files: [
      {
        name: type.id,
        label: withSampleCount(plural(type.label), file, options),
        file,
        ...previewPath(type),
        fields: formFields(type).map((field) => cmsField(field, entryFolder, options)),
      },
    ],
  };
}

/**
 * Types the editor leaves out, and why (docs/content-editing.md repeats this for authors).
 * The legal pages are contracts: their wording changes on a solicitor's advice, through a
 * reviewed pull request, and their MDX components (<CompanyDetails />, <Fact />) would show in
 * the editor as raw tags with no preview of what a visitor reads.
 */
export const LEFT_OUT: Readonly<Record<string, string>> = {
  "legal-page": "The legal pages change on a solicitor's advice, through a reviewed pull request.",
};

/** The whole editor configuration. */
export function cmsConfig(types: readonly ContentType[], options: CmsOptions): Record<string, unknown> {
  return {
    // GitHub through Netlify's OAuth provider (see docs/content-editing.md); on localhost the
    // local backend (decap-server) is used instead and files are written straight to content/.
    backend: {
      name: "github",
      ...(options.repo ? { repo: options.repo } : {}),
      branch: options.branch ?? "main",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      commit_messages: {
        create: "Content: add {{collection}} “{{slug}}”",
        update: "Content: update {{collection}} “{{slug}}”",
        delete: "Content: delete {{collection}} “{{slug}}”",
        uploadMedia: "Content: upload “{{path}}”",
        deleteMedia: "Content: delete “{{path}}”",
      },
    },
    local_backend: true,
    publish_mode: "editorial_workflow",
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    locale: "en",
    // A new article's file name is made from its title: plain letters and hyphens, as the model's slugs are.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    media_folder: `${CONTENT}/images/uploads`,
    public_folder: "/images/uploads",
    collections: types.filter((type) => !(type.id in LEFT_OUT)).map((type) => cmsCollection(type, options)),
  };
}
