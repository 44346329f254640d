/**
 * Read time of an article, worked out from its MDX body at build.
 *
 * Counted: the words a reader reads in the body. Not counted: frontmatter, `import`/`export`
 * lines, fenced code blocks, JSX and HTML tags (their attributes are not read; text between an
 * opening and a closing tag is), HTML comments, link targets and image references.
 */

/**
 * The pace the stated minutes assume: an ordinary adult reading pace for prose, and the one at
 * which the launch articles' computed minutes are the minutes they showed when typed by hand.
 */
export const READING_WORDS_PER_MINUTE = 217;

/** The slowest pace a stated read time may imply: below it the label promises more than the body holds. */
export const HONEST_WORDS_PER_MINUTE = 180;

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;
const FENCED_CODE = /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;
const ESM_LINE = /^(?:import|export)\b[^\n]*$/gm;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const MDX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;
const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const LINK = /\[([^\]]*)\]\([^)]*\)/g;
const TAG = /<\/?[A-Za-z][\w.:-]*(?:\s+(?:[^<>"'{}]|"[^"]*"|'[^']*'|\{[^{}]*\})*)?\s*\/?>/g;

/** The words a reader reads in an MDX (or Markdown) document. */
export function bodyWordCount(mdx: string): number {
  const prose = mdx
    .replace(FRONTMATTER, "")
    .replace(FENCED_CODE, " ")
    .replace(ESM_LINE, " ")
    .replace(HTML_COMMENT, " ")
    .replace(MDX_COMMENT, " ")
    .replace(IMAGE, " ")
    .replace(LINK, "$1")
    .replace(TAG, " ");
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Whole minutes to read `words` at the site's pace, rounded up, but never more minutes than the
 * words fill at the slowest honest pace (rounding up a short article could promise too much);
 * never less than one.
 */
export function readTimeMinutesFor(words: number, wordsPerMinute: number = READING_WORDS_PER_MINUTE): number {
  return Math.max(1, Math.min(Math.ceil(words / wordsPerMinute), Math.floor(words / HONEST_WORDS_PER_MINUTE)));
}

/** The label readers see, e.g. "8 min read". */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/** Minutes claimed by a read-time label such as "12 min read". */
export function minutesOfLabel(label: string): number {
  const match = /^(\d+) min read$/.exec(label.trim());
  if (!match) throw new Error(`Read time "${label}" is not of the form "N min read"`);
  return Number(match[1]);
}

/** The read time an article shows: its frontmatter override when it has one, otherwise the body's. */
export function articleReadTime(body: string, override?: string | null): string {
  if (override) return readTimeLabel(minutesOfLabel(override));
  return readTimeLabel(readTimeMinutesFor(bodyWordCount(body)));
}

/** True when `minutes` claims no more time than `words` take at the slowest honest pace. */
export function isHonestReadTime(words: number, minutes: number): boolean {
  return words >= minutes * HONEST_WORDS_PER_MINUTE;
}
