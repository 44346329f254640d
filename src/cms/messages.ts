/**
 * What an author is told when a field breaks a rule of the content model. One wording for the
 * editor and the build: the editor's own messages (Decap's locale) are these functions called
 * with Decap's placeholders, so the two can only differ in the field's name and figures.
 */
import type { Pattern, StringField } from "../content-model";

export const fieldMessages = {
  required: (label: string) => `${label} is required.`,
  pattern: (label: string, pattern: Pattern) => `${label} ${pattern.message}.`,
  length: (label: string, min: number | undefined, max: number | undefined) =>
    min !== undefined && max !== undefined
      ? `${label} must be ${min} to ${max} characters long.`
      : max !== undefined
        ? `${label} must be at most ${max} characters long.`
        : `${label} must be at least ${min} characters long.`,
  items: (label: string, min: number | string | undefined, max: number | string | undefined) =>
    min !== undefined && max !== undefined
      ? min === max
        ? `${label} must have exactly ${min} items.`
        : `${label} must have ${min} to ${max} items.`
      : max !== undefined
        ? `${label} must have at most ${max} items.`
        : `${label} must have at least ${min} items.`,
  number: (label: string, min: number | string | undefined, max: number | string | undefined) =>
    min !== undefined && max !== undefined
      ? `${label} must be between ${min} and ${max}.`
      : max !== undefined
        ? `${label} must be ${max} or less.`
        : `${label} must be at least ${min}.`,
};

/** Decap's placeholders, as its locale strings name them. */
const decap = { label: "%{fieldLabel}", min: "%{minCount}", max: "%{maxCount}", count: "%{count}", minValue: "%{minValue}", maxValue: "%{maxValue}" };

/** The editor's validation messages (Decap's `editor.editorControlPane.widget` phrases) in the model's wording. */
export function decapWidgetPhrases(): Record<string, string> {
  return {
    required: fieldMessages.required(decap.label),
    rangeCount: fieldMessages.items(decap.label, decap.min, decap.max),
    rangeCountExact: fieldMessages.items(decap.label, decap.count, decap.count),
    rangeMin: fieldMessages.items(decap.label, decap.min, undefined),
    rangeMax: fieldMessages.items(decap.label, undefined, decap.max),
    range: fieldMessages.number(decap.label, decap.minValue, decap.maxValue),
    min: fieldMessages.number(decap.label, decap.minValue, undefined),
    max: fieldMessages.number(decap.label, undefined, decap.maxValue),
  };
}

/**
 * A string field's pattern and length limits as one Decap `pattern` (a regular expression and the
 * message shown when it fails). Decap checks a pattern only when the field is not empty, as the
 * build does, and has no length limit of its own, so lengths become a pattern too.
 */
export function cmsPattern(field: Pick<StringField, "label" | "pattern" | "minLength" | "maxLength"> & { widget: string }): [string, string] | undefined {
  const { label, pattern, minLength, maxLength } = field;
  const hasLength = minLength !== undefined || maxLength !== undefined;
  const lengthRule = `(?=[\\s\\S]{${minLength ?? 0},${maxLength ?? ""}}$)`;
  if (pattern && hasLength) {
    return [`^${lengthRule}(?:${pattern.regex.replace(/^\^|\$$/g, "")})$`, `${fieldMessages.pattern(label, pattern)} ${fieldMessages.length(label, minLength, maxLength)}`];
  }
  if (pattern) return [pattern.regex, fieldMessages.pattern(label, pattern)];
  if (hasLength) return [`^${lengthRule}`, fieldMessages.length(label, minLength, maxLength)];
  return undefined;
}

/** Shown under an article's body field. */
export const bodyHint =
  "Markdown, with the site's MDX components such as <Fact name=\"turnaround.film\" />. Write {tokens} as in the other fields. Use the raw editor only: rich text would rewrite the MDX.";
