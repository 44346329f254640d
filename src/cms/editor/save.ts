/**
 * What the editor does before every save (Decap's `preSave` event): the entry is written as the
 * build reads it, and refused, in the content model's own words, when the build would refuse it.
 *
 * Decap checks what the configuration can say (required fields, patterns and lengths, the size of
 * lists, numbers' bounds) at each field; a token's spelling is checked at its field too
 * (./widgets.tsx). What is left is the model's own validation (src/content-model/validation.ts),
 * run here on the whole entry: a block the author opened is checked only once it has something
 * in it (Decap would check its fields even when it is left out), blank text counts as missing, a
 * picture needs its alt text. Each problem names its field by the form's labels ("Comparison ›
 * Traditional is required", where the build says "comparison.traditional is required").
 */
import { fieldLabel } from "../../content-model/field-labels";
import { sampleFields } from "../../content-model/fields";
import { slugProblems } from "../../content-model/files";
import { predicates } from "../../content-model/messages";
import type { ContentType, Field } from "../../content-model/types";
import { entryProblemsAt, type FieldProblem, type OptionsResolver } from "../../content-model/validation";
import { formFields } from "../form-fields";
import { LIST_FILE_KEY } from "../names";

type Plain = Record<string, unknown>;
type Path = (string | number)[];

const isRecord = (value: unknown): value is Plain => value !== null && typeof value === "object" && !Array.isArray(value);
const isBlank = (value: unknown) => value == null || (typeof value === "string" && value.trim() === "");
/** Nothing in it an author typed or chose: absent, blank, an empty list, a switch left off, or a block of such. */
const isEmpty = (value: unknown): boolean =>
  isBlank(value) || value === false || (Array.isArray(value) ? value.length === 0 : isRecord(value) && Object.values(value).every(isEmpty));

/**
 * What the file leaves out: a block the author opened and left empty (as if never opened), the
 * alt text of a picture that was removed, and the note and switch of material no longer flagged
 * as a sample (real material carries neither).
 */
function leftOut(fields: readonly Field[], value: unknown, at: Path, drop: Path[]) {
  if (!isRecord(value)) return;
  for (const field of fields) {
    const inner = value[field.name];
    const here = [...at, field.name];
    if (inner === undefined) continue;
    if (field.widget === "object" && !field.required && isEmpty(inner)) drop.push(here);
    else if (field.widget === "object") leftOut(field.fields, inner, here, drop);
    else if (field.widget === "list" && field.of.widget === "object" && Array.isArray(inner)) {
      const item = field.of;
      inner.forEach((element, index) => leftOut(item.fields, element, [...here, index], drop));
    } else if ("altFor" in field && field.altFor && isBlank(value[field.altFor])) drop.push(here);
  }
  if (fields.some((field) => field.name === "sample") && value.sample !== true) {
    if ("replaceWith" in value) drop.push([...at, "replaceWith"]);
    if (value.sample === false) drop.push([...at, "sample"]);
  }
}

const without = (value: unknown, drop: readonly Path[]): unknown => {
  const copy: unknown = structuredClone(value);
  // Deepest first, so a list's indexes stay right as its items go.
  for (const path of [...drop].sort((a, b) => b.length - a.length)) {
    const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], copy);
    const key = path[path.length - 1];
    if (Array.isArray(parent) && typeof key === "number") parent.splice(key, 1);
    else if (isRecord(parent)) delete parent[String(key)];
  }
  return copy;
};

/** The model's sample switch, as the form names it. */
const [SAMPLE_SWITCH] = sampleFields;

/** Sample material that does not say what replaces it, by the model's sample switches. */
function samplesWithoutNote(fields: readonly Field[], value: unknown, at: string): FieldProblem[] {
  if (!isRecord(value)) return [];
  const own =
    value.sample === true && isBlank(value.replaceWith)
      ? [{ path: at ? `${at}.replaceWith` : "replaceWith", predicate: `${predicates.required()} while ${SAMPLE_SWITCH.label} is on` }]
      : [];
  return [
    ...own,
    ...fields.flatMap((field) => {
      const inner = value[field.name];
      const here = at ? `${at}.${field.name}` : field.name;
      if (field.widget === "object") return samplesWithoutNote(field.fields, inner, here);
      if (field.widget === "list" && field.of.widget === "object" && Array.isArray(inner)) {
        const item = field.of;
        return inner.flatMap((element, index) => samplesWithoutNote(item.fields, element, `${here}[${index}]`));
      }
      return [];
    }),
  ];
}

/**
 * A save refused by the check before saving: Decap says "Not saved: " and the sentences (its
 * notice writes the error as text), and the editor keeps it out of the browser's console, where
 * Decap writes a save's failures (./decap-hooks.ts).
 */
export class NotSaved extends Error {
  constructor(problems: readonly string[]) {
    super(problems.join("; "));
    this.name = "NotSaved";
  }

  toString() {
    return this.message;
  }
}

export interface EntryToSave {
  type: ContentType;
  /** The form's data: a list file's items under LIST_FILE_KEY, an article's body under `body`. */
  data: Plain;
  /** The file's path under the content folder ("services/x.json"); absent for an entry never saved. */
  file?: string;
  options: OptionsResolver;
}

/** What the author is told, one sentence per problem, and the paths the file leaves out. */
export function checkBeforeSave({ type, data, file, options }: EntryToSave): { problems: string[]; drop: Path[] } {
  const fields = formFields(type);
  const drop: Path[] = [];
  leftOut(fields, data, [], drop);
  const saved = without(data, drop) as Plain;
  const { body: _body, ...entry } = saved;
  const problems: FieldProblem[] =
    type.source.shape === "list-file"
      ? ((saved[LIST_FILE_KEY] as unknown[] | undefined) ?? []).flatMap((item, index) =>
          entryProblemsAt(type, item, options).map(({ path, predicate }) => ({
            path: `${LIST_FILE_KEY}[${index}]${path ? `.${path}` : ""}`,
            predicate,
          })),
        )
      : entryProblemsAt(type, entry, options);
  problems.push(...samplesWithoutNote(fields, saved, ""));
  if (file) problems.push(...slugProblems(type, file, entry));
  else if (type.source.shape === "folder" && !type.slug?.field) {
    // A new entry's file name is made from its title by Decap, which keeps "_", "." and "~"; the model's file names have none.
    const title = fields.find((field) => field.name === "title");
    if (title && /[_.~]/.test(String(entry.title ?? "")))
      problems.push({
        path: "title",
        predicate: 'makes the page\'s address, which has only letters, figures and hyphens: leave out "_", "." and "~"',
      });
  }
  const named = problems.map(({ path, predicate }) => (path ? `${fieldLabel(fields, path)} ${predicate}` : `This entry: ${predicate}`));
  return { problems: [...new Set(named)], drop };
}
