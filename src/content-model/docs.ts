/**
 * The field documentation of content/README.md, generated from the content model: one section
 * per content type with a table of its fields (nested fields by their dotted path). A unit test
 * fails when the README's generated part differs from the model; `npm run content:docs` rewrites it.
 */
import { iconNames } from "../lib/icon-names";
import type { ContentSource, ContentType, Field } from "./types";

export const DOCS_START = "<!-- content-model:start (generated from src/content-model by npm run content:docs) -->";
export const DOCS_END = "<!-- content-model:end -->";

function where(source: ContentSource): string {
  if (source.shape === "folder") return `${source.folder}/<slug>.${source.extension}`;
  return source.file;
}

function shape(type: ContentType): string {
  const { source } = type;
  if (source.shape === "folder")
    return source.extension === "mdx" ? "One MDX file per entry; the fields are its frontmatter." : "One JSON file per entry.";
  if (source.shape === "list-file") return "One JSON file whose top level is a list; each item has the fields below.";
  return "One JSON file.";
}

function kind(field: Field): string {
  switch (field.widget) {
    case "number":
      return field.valueType === "int" ? "whole number" : "number";
    case "select":
      if (field.options.length === iconNames.length && field.options.every((option, index) => option === iconNames[index]))
        return "icon name";
      return field.optionsFrom
        ? `one of \`${field.optionsFrom.file}\` ${field.optionsFrom.field}`
        : `one of ${field.options.map((option) => `\`${option}\`${field.choices?.[option] ? ` (${field.choices[option]})` : ""}`).join(", ")}`;
    case "list":
      return `list of ${field.of.widget === "object" ? "objects" : kind(field.of)}`;
    case "image":
      return `image (in \`${field.folder}/\`)`;
    case "path":
      return "site path";
    case "date":
      return "ISO date";
    case "text":
    case "markdown":
      return "text";
    default:
      return field.widget;
  }
}

function rules(field: Field): string {
  const parts: string[] = [field.required ? "required" : "optional"];
  if ("minLength" in field || "maxLength" in field) {
    const { minLength: min, maxLength: max } = field as { minLength?: number; maxLength?: number };
    if (min !== undefined && max !== undefined) parts.push(`${min}-${max} characters`);
    else if (max !== undefined) parts.push(`at most ${max} characters`);
    else if (min !== undefined) parts.push(`at least ${min} characters`);
  }
  if (field.widget === "number") {
    if (field.min !== undefined) parts.push(`at least ${field.min}`);
    if (field.max !== undefined) parts.push(`at most ${field.max}`);
  }
  if (field.widget === "list") {
    if (field.min !== undefined && field.min === field.max) parts.push(`exactly ${field.min} items`);
    else if (field.min !== undefined && field.max !== undefined) parts.push(`${field.min} to ${field.max} items`);
    else if (field.min !== undefined) parts.push(`at least ${field.min} items`);
    else if (field.max !== undefined) parts.push(`at most ${field.max} items`);
  }
  if ("pattern" in field && field.pattern) parts.push(field.pattern.message);
  if ("default" in field && field.default !== undefined) parts.push(`default \`${String(field.default)}\``);
  return parts.join("; ");
}

/** Plain text (hints, descriptions) made safe for Markdown: angle brackets shown, not read as HTML. */
const plain = (value: string) => value.replace(/</g, "&lt;").replace(/>/g, "&gt;");
const cell = (value: string) => plain(value).replace(/\|/g, "\\|").replace(/\n/g, " ");

function rows(fields: readonly Field[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const name = `${prefix}${field.name}`;
    const row = `| \`${name}\` | ${cell(kind(field))} | ${cell(rules(field))} | ${cell(field.hint ?? field.label)} |`;
    if (field.widget === "object") return [row, ...rows(field.fields, `${name}.`)];
    if (field.widget === "list" && field.of.widget === "object") return [row, ...rows(field.of.fields, `${name}[].`)];
    return [row];
  });
}

export function typeSection(type: ContentType): string {
  const lines = [`### ${type.label} (\`${where(type.source)}\`)`, "", `${plain(type.description)} ${shape(type)}`];
  if (type.slug) {
    const slugField = type.slug.field ? `, repeated in \`${type.slug.field}\`` : "";
    lines.push(`The slug is the file name${slugField}; it ${type.slug.pattern.message}.`);
  }
  if (type.pagePath) lines.push(`Page: \`${type.pagePath.replace("{slug}", "<slug>")}\`.`);
  lines.push("", "| Field | Kind | Rules | About |", "|---|---|---|---|", ...rows(type.fields));
  if (type.notes) lines.push("", type.notes);
  return lines.join("\n");
}

/** The generated part of the README: every type's section, then the icon names. */
export function contentDocs(types: readonly ContentType[]): string {
  const icons = `Icon names: ${iconNames.map((name) => `\`${name}\``).join(", ")}.`;
  return [...types.map(typeSection), icons].join("\n\n");
}

/** The README with its generated part replaced by `docs`. */
export function withContentDocs(readme: string, docs: string): string {
  const start = readme.indexOf(DOCS_START);
  const end = readme.indexOf(DOCS_END);
  if (start < 0 || end < start) throw new Error(`content/README.md needs the markers ${DOCS_START} and ${DOCS_END}`);
  return `${readme.slice(0, start + DOCS_START.length)}\n${docs}\n${readme.slice(end)}`;
}
