/**
 * The content editor's validation messages, in the content model's words: the editor names a
 * field by its label where the build names it by its path ("FAQ needs 3 to 5 items" beside
 * "faq needs 3 to 5 items"), and the rest of the sentence comes from the same function
 * (src/content-model/messages.ts).
 */
import { predicates } from "../content-model/messages";
import type { Pattern, StringField } from "../content-model/types";

/** A message as the editor shows it: the field's label, then the model's predicate. */
const about = (label: string, predicate: string) => `${label} ${predicate}`;

/** Decap's placeholders, as its locale strings name them. */
const decap = {
  label: "%{fieldLabel}",
  min: "%{minCount}",
  max: "%{maxCount}",
  count: "%{count}",
  minValue: "%{minValue}",
  maxValue: "%{maxValue}",
  pattern: "%{pattern}",
};

/** The editor's validation messages (Decap's `editor.editorControlPane.widget` phrases) in the model's wording. */
export function decapWidgetPhrases(): Record<string, string> {
  return {
    required: about(decap.label, predicates.required()),
    rangeCount: about(decap.label, predicates.count(decap.min, decap.max)),
    rangeCountExact: about(decap.label, predicates.count(decap.count, decap.count)),
    rangeMin: about(decap.label, predicates.count(decap.min, undefined)),
    rangeMax: about(decap.label, predicates.count(undefined, decap.max)),
    range: about(decap.label, predicates.range(decap.minValue, decap.maxValue)),
    min: about(decap.label, predicates.range(decap.minValue, undefined)),
    max: about(decap.label, predicates.range(undefined, decap.maxValue)),
    // A pattern's message already names the field (cmsPattern below).
    regexPattern: decap.pattern,
  };
}

/**
 * A string field's pattern and length limits as one Decap `pattern` (a regular expression and the
 * message shown when it fails). Decap checks a pattern only when the field is not empty, as the
 * build does, and has no length limit of its own, so lengths become a pattern too.
 */
export function cmsPattern(
  field: Pick<StringField, "label" | "minLength" | "maxLength"> & { pattern?: Pattern },
): [string, string] | undefined {
  const { label, pattern, minLength, maxLength } = field;
  const hasLength = minLength !== undefined || maxLength !== undefined;
  // The build counts the trimmed text.
  const lengthRule = `(?=\\s*[\\s\\S]{${minLength ?? 0},${maxLength ?? ""}}$)`;
  const lengthMessage = about(label, predicates.length(minLength, maxLength));
  if (pattern && hasLength) {
    return [
      `^${lengthRule}(?:${pattern.regex.replace(/^\^|\$$/g, "")})$`,
      `${about(label, predicates.pattern(pattern))}; ${predicates.length(minLength, maxLength)}`,
    ];
  }
  if (pattern) return [pattern.regex, about(label, predicates.pattern(pattern))];
  if (hasLength) return [`^${lengthRule}`, lengthMessage];
  return undefined;
}

/** What an author can do about an unknown token in the editor, where the facts themselves are fixed by the model. */
export const EDITOR_TOKEN_REMEDY = "fix its spelling";

/** Shown under an article's text. */
export const bodyHint =
  'A line starting "## " becomes a heading, an empty line starts a new paragraph, and [words](/contact) links the words to a page (this is Markdown). To show a fact here, write <Fact name="turnaround.film" />: braces would break the article.';
