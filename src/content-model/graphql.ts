/**
 * The GraphQL type definitions Gatsby's createTypes receives, generated from the content model.
 * JSON types become node types of their own; MDX types share Gatsby's Mdx node, so their
 * frontmatter fields merge into one MdxFrontmatter type (a field is non-null there only when every
 * MDX type requires it).
 */
import { factsByName, fillSiteDetailsDeep, type DetailsForCopy, type Facts } from "../lib/site-details";
import { facts } from "./facts";
import type { ContentType, Field, ObjectField } from "./types";

/** The field extension that hands out copy with its `{email}`, `{phone}`, `{hours}` and fact tokens filled. */
export const FILLED = "filled";

const hasToken = (value: unknown): boolean =>
  typeof value === "string" ? value.includes("{") : Array.isArray(value) && value.some(hasToken);

/**
 * A copy field's value as `@filled` hands it out: its tokens filled. A token that names nothing
 * fails, unless `unknown` is "keep" (the editor's previews show it as written, marked).
 */
export const filledValue = (value: unknown, details: DetailsForCopy, unknown: "fail" | "keep" = "fail"): unknown =>
  hasToken(value) ? fillSiteDetailsDeep(value, details, unknown) : value;

/** Each fact by its dotted name ("turnaround.film"), for `<Fact name="…" />` in MDX prose: the facts' `byName` field. */
export const NAMED_FACTS_TYPE = "type NamedFact { name: String! value: String! }";
export const NAMED_FACTS_FIELD = { name: "byName", type: "[NamedFact!]!" } as const;

/** A facts node's facts, without the keys Gatsby adds to every node. */
export const factsOfNode = (node: object): Facts =>
  Object.fromEntries(facts.fields.map((field) => [field.name, (node as Record<string, unknown>)[field.name]])) as Facts;

/** A facts node's facts by name, as its `byName` field answers. */
export const namedFacts = (node: object): { name: string; value: string }[] =>
  Object.entries(factsByName(factsOfNode(node))).map(([name, fact]) => ({ name, value: fact.value }));

class TypeCollector {
  private readonly definitions = new Map<string, string>();

  add(name: string, body: string, header = `type ${name}`) {
    const definition = `${header} {\n${body}\n}`;
    const existing = this.definitions.get(name);
    if (existing !== undefined && existing !== definition) {
      throw new Error(`The content model declares GraphQL type ${name} twice with different fields:\n${existing}\n${definition}`);
    }
    this.definitions.set(name, definition);
  }

  toString() {
    return [...this.definitions.values()].join("\n");
  }
}

function fieldsBody(
  fields: readonly Field[],
  types: TypeCollector,
  required: (field: Field) => boolean = (field) => field.required,
): string {
  return fields.map((field) => `  ${field.name}: ${graphqlType(field, types, required(field))}`).join("\n");
}

function objectType(field: ObjectField, types: TypeCollector): string {
  types.add(field.typeName, fieldsBody(field.fields, types));
  return field.typeName;
}

function graphqlType(field: Field, types: TypeCollector, required: boolean): string {
  const bang = required ? "!" : "";
  switch (field.widget) {
    case "string":
    case "text":
    case "markdown":
      // Copy: its {tokens} are filled where the schema hands it out (gatsby/schema-customization.ts).
      return `String${bang} @${FILLED}`;
    case "select":
    case "path":
      return `String${bang}`;
    case "number":
      return `${field.valueType === "int" ? "Int" : "Float"}${bang}`;
    case "boolean":
      return `Boolean${bang}`;
    case "date":
      return `Date${bang} @dateformat`;
    case "image":
      return `File${bang} @fileByRelativePath`;
    case "list": {
      const item = graphqlType(field.of, types, true);
      const [itemType, ...directives] = item.split(" ");
      return [`[${itemType}]${bang}`, ...directives].join(" ");
    }
    case "object":
      return `${objectType(field, types)}${bang}`;
  }
}

/** The frontmatter fields of all MDX types, merged: non-null only where every type requires the field. */
function mergedFrontmatter(mdxTypes: readonly ContentType[]): { fields: Field[]; required: Set<string> } {
  const fields = new Map<string, Field>();
  for (const type of mdxTypes) for (const field of type.fields) if (!fields.has(field.name)) fields.set(field.name, field);
  const required = new Set(
    [...fields.keys()].filter((name) => mdxTypes.every((type) => type.fields.some((field) => field.name === name && field.required))),
  );
  return { fields: [...fields.values()], required };
}

/** The picture an entry shows (its own, or the artwork drawn for it) and its alt text; null for entries without pictures. */
const PICTURE_FIELDS = '  picturePath: String\n  pictureAlt: String\n  picture: File @link(by: "absolutePath", from: "picturePath")';

export function graphqlTypeDefs(contentTypes: readonly ContentType[]): string {
  const types = new TypeCollector();
  const jsonTypes = contentTypes.filter((type) => !(type.source.shape === "folder" && type.source.extension === "mdx"));
  const mdxTypes = contentTypes.filter((type) => type.source.shape === "folder" && type.source.extension === "mdx");

  for (const type of jsonTypes) {
    // Filled by onCreateNode: the page address (for types that are pages) and the picture shown,
    // the author's or the artwork the build drew, with its alt text.
    const fields = type.pagePath ? "PageFields" : type.picture ? "ContentFields" : undefined;
    if (fields === "PageFields") types.add(fields, `  path: String!\n${PICTURE_FIELDS}`);
    if (fields === "ContentFields") types.add(fields, PICTURE_FIELDS);
    const extra = fields ? [`  fields: ${fields}!`] : [];
    types.add(type.typeName, [fieldsBody(type.fields, types), ...extra].join("\n"), `type ${type.typeName} implements Node @dontInfer`);
  }

  if (mdxTypes.length) {
    const { fields, required } = mergedFrontmatter(mdxTypes);
    types.add(
      "MdxFrontmatter",
      fieldsBody(fields, types, (field) => required.has(field.name)),
    );
    // readTime is computed from the body once, by onCreateNode, and stored on the node like the other fields.
    types.add("MdxFields", `  collection: String!\n  slug: String!\n  path: String!\n  readTime: String!\n${PICTURE_FIELDS}`);
    types.add(
      "Mdx",
      '  frontmatter: MdxFrontmatter!\n  fields: MdxFields!\n  readTime: String! @proxy(from: "fields.readTime")',
      "type Mdx implements Node",
    );
  }
  return `${types.toString()}\n`;
}
