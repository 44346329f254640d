/**
 * The site's checks in the editor, as the build makes them (src/lib/content-checks.ts and the
 * content model's validation), in the build's words (src/content-model/messages.ts).
 *
 * - At the field: every {token} in copy names a company detail or a fact; in an article's body
 *   (MDX prose) braces are code, so a fact is written <Fact name="…" /> and must name one.
 * - Before every save: what Decap's own checks cannot see. Decap checks an object's fields even
 *   when the object is left out, so inside an optional object nothing is `required` for Decap; the
 *   fields the model requires there are marked REQUIRED_WHEN_FILLED (src/cms/config.ts) and are
 *   checked here once the object has anything in it. Blank text, alt text, list sizes inside
 *   blocks, sample flags, a page's slug and a new article's file name likewise. An optional object
 *   left with nothing in it is dropped, as if never opened.
 */
import { predicates } from "../../content-model/messages";
import { FACT_TAG_PATTERN, TOKEN_PATTERN } from "../../lib/site-details";
import type { CmsCollection } from "../config";
import { ALT_FOR, REQUIRED_WHEN_FILLED } from "../names";
import { editorTokenMessages } from "../messages";

/** A field of the editor's configuration, as these checks read it. */
export interface ConfigField {
  name: string;
  label?: string;
  widget: string;
  required?: boolean;
  min?: number;
  max?: number;
  fields?: ConfigField[];
  field?: ConfigField;
  [REQUIRED_WHEN_FILLED]?: boolean;
  [ALT_FOR]?: { field: string; predicate: string };
}

export type Collection = CmsCollection & {
  fields?: ConfigField[];
  files?: { name: string; fields: ConfigField[] }[];
  slug?: string;
  extension?: string;
  identifier_field?: string;
};

type Plain = Record<string, unknown>;
type Path = (string | number)[];

/** The problem with the tokens in a text field's `value`, or null. */
export function tokenProblem(
  value: unknown,
  field: Pick<ConfigField, "label" | "name" | "widget">,
  known: readonly string[],
): string | null {
  if (typeof value !== "string" || !/[{<]/.test(value)) return null;
  const label = field.label || field.name;
  if (field.widget === "markdown") {
    for (const [tag, name] of value.matchAll(FACT_TAG_PATTERN))
      if (!known.includes(name)) return editorTokenMessages.unknownToken(label, tag, name, known);
    const inProse = new RegExp(TOKEN_PATTERN.source).exec(value);
    return inProse ? editorTokenMessages.tokenInProse(label, inProse[0], inProse[1]) : null;
  }
  for (const [token, name] of value.matchAll(TOKEN_PATTERN))
    if (!known.includes(name)) return editorTokenMessages.unknownToken(label, token, name, known);
  return null;
}

function isEmpty(value: unknown): boolean {
  if (value == null || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isEmpty);
  return false;
}

/** Missing as the build sees it: a list or an object only when absent, text also when blank. */
const isMissing = (value: unknown) => value == null || (typeof value === "string" && value.trim() === "");
const isRecord = (value: unknown): value is Plain => value !== null && typeof value === "object" && !Array.isArray(value);

interface Found {
  problems: string[];
  /** Paths into the entry's data to leave out of the file. */
  drop: Path[];
}

function checkFields(fields: readonly ConfigField[], data: unknown, labels: string[], path: Path, found: Found) {
  const record = isRecord(data) ? data : {};
  for (const field of fields) {
    const value = record[field.name];
    const label = [...labels, field.label || field.name];
    const at = [...path, field.name];
    const altFor = field[ALT_FOR];
    const optionalObject = field.widget === "object" && !field.required && !field[REQUIRED_WHEN_FILLED];
    if (optionalObject && value != null && isEmpty(value)) {
      found.drop.push(at);
      continue;
    }
    // Alt text describes its picture: with the picture removed, it goes too.
    if (altFor && value != null && isMissing(record[altFor.field])) {
      found.drop.push(at);
      continue;
    }
    if (altFor && isMissing(value) && !isMissing(record[altFor.field])) {
      found.problems.push(`${label.join(" › ")} ${altFor.predicate}`);
      continue;
    }
    // Decap counts blank text ("  ") as filled in; the build trims it first.
    if ((field[REQUIRED_WHEN_FILLED] && isMissing(value)) || (field.required && typeof value === "string" && isMissing(value))) {
      found.problems.push(`${label.join(" › ")} ${predicates.required()}`);
      continue;
    }
    if (value == null) continue;
    if (field.widget === "object" && field.fields) checkFields(field.fields, value, label, at, found);
    if (field.widget === "list" && Array.isArray(value)) {
      const bounded = field.min !== undefined || field.max !== undefined;
      // Decap counts a list at the top of the form itself; inside a block it does not.
      const outOfBounds = (field.min !== undefined && value.length < field.min) || (field.max !== undefined && value.length > field.max);
      if (labels.length > 0 && bounded && outOfBounds)
        found.problems.push(`${label.join(" › ")} ${predicates.count(field.min, field.max)}`);
      const itemFields = field.fields;
      if (itemFields) value.forEach((item, index) => checkFields(itemFields, item, [...label, String(index + 1)], [...at, index], found));
    }
  }
  const names = fields.map((field) => field.name);
  if (!names.includes("sample")) return;
  // Sample material says what replaces it (src/lib/content-checks.ts).
  if (names.includes("replaceWith") && record.sample === true && isMissing(record.replaceWith)) {
    found.problems.push(`${labels.length ? labels.join(" › ") : "This entry"} ${predicates.sampleWithoutNote()}`);
  }
  // Material no longer flagged as a sample is real: its note and its turned-off flag leave the file.
  if (record.sample !== true) {
    if (record.replaceWith != null) found.drop.push([...path, "replaceWith"]);
    if (record.sample === false) found.drop.push([...path, "sample"]);
  }
}

/** The fields of an entry's form: the collection's, or the file's in a collection of files. */
export function collectionFields(collection: Collection | undefined, slug: string): ConfigField[] {
  if (!collection) return [];
  if (collection.fields) return collection.fields;
  const files = collection.files ?? [];
  return (files.find((file) => file.name === slug) ?? files[0])?.fields ?? [];
}

/** What an entry is, for the checks before a save. */
export interface EntryToSave {
  data: Plain;
  /** The file's name without its extension. */
  slug: string;
  isNew: boolean;
}

/** The problems that refuse the save, and the paths of the data to leave out of the file. */
export function checkEntry(collection: Collection | undefined, entry: EntryToSave): Found {
  const found: Found = { problems: [], drop: [] };
  const fields = collectionFields(collection, entry.slug);
  checkFields(fields, entry.data, [], [], found);
  if (!collection) return found;
  // A page's slug field must repeat its file name, which Decap never changes once the file exists.
  const slugField = /^\{\{fields\.(\w+)\}\}$/.exec(collection.slug ?? "")?.[1];
  const slugValue = slugField ? entry.data[slugField] : undefined;
  if (slugField && !entry.isNew && slugValue != null && slugValue !== entry.slug) {
    const label = fields.find((field) => field.name === slugField)?.label ?? slugField;
    found.problems.push(
      `${label} is "${String(slugValue)}" but the file is named "${entry.slug}.${collection.extension}"; they must match`,
    );
  }
  // A new article's file name is made from its title; Decap keeps "_" and "~", which the model's file names do not allow.
  if (collection.slug === "{{slug}}" && entry.isNew) {
    const identifier = collection.identifier_field ?? "title";
    if (/[_~]/.test(String(entry.data[identifier] ?? ""))) {
      const label = fields.find((field) => field.name === identifier)?.label ?? identifier;
      found.problems.push(`${label} makes the page's address, which has only letters, figures and hyphens: leave out "_" and "~"`);
    }
  }
  return found;
}
