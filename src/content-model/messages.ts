/**
 * What an author is told when an entry breaks a rule of its declaration: the predicate that
 * follows the field's name. The build says "faq needs 3 to 5 items" (naming the field by its
 * path in the file) and the content editor "FAQ needs 3 to 5 items" (by its label), from these
 * same functions (src/cms/messages.ts turns them into the editor's phrases).
 */
import type { Pattern } from "./types";

type Bound = number | string | undefined;

export const predicates = {
  required: () => "is required",
  /** Alt text, once its picture is chosen. */
  altRequired: () => "is required with a picture: describe what it shows for people who cannot see it",
  /** A list's number of items. */
  count: (min: Bound, max: Bound) => {
    if (min !== undefined && max !== undefined) return min === max ? `needs exactly ${min} items` : `needs ${min} to ${max} items`;
    if (min !== undefined) return `needs at least ${min} items`;
    return `allows at most ${max} items`;
  },
  /** A text's length in characters. */
  length: (min: Bound, max: Bound) => {
    if (min !== undefined && max !== undefined) return `must be ${min} to ${max} characters long`;
    if (min !== undefined) return `must be at least ${min} characters long`;
    return `must be at most ${max} characters long`;
  },
  /** A number's bounds. */
  range: (min: Bound, max: Bound) => {
    if (min !== undefined && max !== undefined) return `must be between ${min} and ${max}`;
    if (min !== undefined) return `must be at least ${min}`;
    return `must be at most ${max}`;
  },
  pattern: (pattern: Pattern) => pattern.message,
  /**
   * A `{token}` or `<Fact name="…" />` naming no detail or fact; `remedy` says what to do about it
   * where the message is read. A typo is answered with the known token nearest to it (`nearest`,
   * src/content-model/content-checks.ts), the whole list only when none is near.
   */
  unknownToken: (token: string, remedy: string, known: readonly string[], nearest?: string) =>
    nearest
      ? `${token} names no fact or company detail: did you mean ${nearest}? If not, ${remedy}`
      : `${token} names no fact or company detail; ${remedy} (the names are ${known.join(", ")})`,
  /** Sample material that does not say what replaces it. */
  sampleWithoutNote: () => 'is flagged "sample": true without a "replaceWith" saying what replaces it',
  /** A `{token}` in MDX prose, which MDX would read as code. */
  tokenInProse: (token: string, name: string) =>
    `${token} would break an article's text, where braces are code: write <Fact name="${name}" /> instead, which shows the same figure`,
};
