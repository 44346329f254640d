/**
 * What the preview marks on the page it draws: a token that names nothing, shown as it was typed
 * (the page is drawn with it rather than given up for an error), and where the author's edit is,
 * scrolled into view. Marks are the browser's own highlights (the CSS Custom Highlight API): the
 * page's elements are never touched.
 */
import type { ContentType } from "../../content-model/types";
import { fieldLabel } from "../../content-model/field-labels";
import { tokenMistakes, type TokenSetting } from "../../content-model/content-checks";
import { FACT_TAG_PATTERN, TOKEN_PATTERN } from "../../lib/site-details";
import { formFields } from "../form-fields";

/** Every string of an entry with its path ("hero.headline", "faq.2.answer"). */
export function stringsOf(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, at ? `${at}.${index}` : String(index)));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => stringsOf(item, at ? `${at}.${key}` : key));
  return [];
}

/** An article's text is MDX prose, where a fact is a tag and braces are code. */
const settingOf = (path: string): TokenSetting => (path === "body" ? "mdx-prose" : "copy");

/** The entry's token mistakes in the editor's words, each naming its field by the form's labels. */
export function mistakesIn(type: ContentType, data: unknown, known: readonly string[], remedy: string): string[] {
  const fields = formFields(type);
  return stringsOf(data).flatMap(([path, text]) =>
    tokenMistakes(text, known, remedy, settingOf(path)).map((mistake) => `${fieldLabel(fields, path)}: ${mistake}`),
  );
}

/** The text of each mistaken token as the page shows it: as the author typed it. */
export function mistakenTokens(data: unknown, known: readonly string[]): string[] {
  const found = stringsOf(data).flatMap(([path, text]) =>
    settingOf(path) === "copy"
      ? [...text.matchAll(TOKEN_PATTERN)].filter(([, name]) => !known.includes(name)).map(([token]) => token)
      : [
          ...[...text.matchAll(FACT_TAG_PATTERN)].filter(([, name]) => !known.includes(name)).map(([tag]) => tag),
          ...[...text.matchAll(TOKEN_PATTERN)].map(([token]) => token),
        ],
  );
  return [...new Set(found)];
}

/**
 * An article's text with its mistaken tokens written out as text, so the page is drawn around
 * them: a `<Fact />` naming no fact, and braces in prose, which MDX would read as code.
 */
export function markedBody(body: string, known: readonly string[]): string {
  const asText = (written: string) => `{${JSON.stringify(written)}}`;
  return body
    .replace(FACT_TAG_PATTERN, (tag, name: string) => (known.includes(name) ? tag : asText(tag)))
    .replace(TOKEN_PATTERN, (token) => asText(token));
}

/** The text of the page as it reads (each run of white space one space), and the document's range for any stretch of it. */
export interface PageText {
  text: string;
  range(start: number, end: number): Range;
}

/** The text under `root` as the page shows it (scripts, styles, hidden elements and the preview's notes left out). */
export function pageText(root: Node): PageText {
  const document = root.ownerDocument;
  const nodes: { node: Text; start: number }[] = [];
  let raw = "";
  if (document) {
    const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.parentElement?.closest("script, style, [hidden], [data-preview-notes]")) continue;
      nodes.push({ node, start: raw.length });
      raw += node.data.replace(/\s/g, " ");
    }
  }
  // Runs of spaces count as one, as the page shows them.
  const squeezed: number[] = [];
  let text = "";
  for (let index = 0; index < raw.length; index += 1) {
    if (raw[index] === " " && text.endsWith(" ")) continue;
    squeezed.push(index);
    text += raw[index];
  }
  const at = (offset: number) => {
    const position = squeezed[offset] ?? raw.length;
    const holder = [...nodes].reverse().find((candidate) => candidate.start <= position) ?? nodes[0];
    return { node: holder.node, offset: Math.min(position - holder.start, holder.node.length) };
  };
  return {
    text,
    range(from, to) {
      const range = (document as Document).createRange();
      const start = at(from);
      const end = at(to - 1);
      range.setStart(start.node, start.offset);
      range.setEnd(end.node, end.offset + 1);
      return range;
    },
  };
}

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** Where `snippet` is written in `text`, at most `limit` times. */
export function occurrences(text: string, snippet: string, limit = 20): number[] {
  const wanted = squeeze(snippet);
  const found: number[] = [];
  if (!wanted) return found;
  for (let at = text.indexOf(wanted); at >= 0 && found.length < limit; at = text.indexOf(wanted, at + wanted.length)) found.push(at);
  return found;
}

/** Where `after` differs from `before`: from the first character that differs to the last, in `after` (`start === end` where text was only taken out); null when they are the same. */
export function changedSpan(before: string, after: string): { start: number; end: number } | null {
  if (before === after) return null;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end])
    end += 1;
  return { start, end: after.length - end };
}

/**
 * Which of the places the page writes `snippet` (the words around the edit) are the edit: those
 * the edit changed, when the page was drawn as it is before (`before`, the page's text before the
 * change); else those within the field's whole new text (`value`) where the page writes it; else
 * all of them. So typing "Now" in a notice marks the notice's "Now", not a button's "Call Now".
 */
export function editedPlaces(text: string, snippet: string, { before, value }: { before?: string | null; value?: string }): number[] {
  const all = occurrences(text, snippet);
  if (all.length < 2) return all;
  const length = squeeze(snippet).length;
  const span = before == null ? null : changedSpan(before, text);
  const changed = span ? all.filter((at) => at <= span.end && at + length >= span.start) : [];
  if (changed.length) return changed;
  const whole = value ? squeeze(value) : "";
  const holders = whole.length > length ? occurrences(text, whole) : [];
  const within = all.filter((at) => holders.some((holder) => at >= holder && at + length <= holder + whole.length));
  return within.length ? within : all;
}

/** The words around where `after` differs from `before`: what the author just typed, with a little of what surrounds it. */
export function editedWords(before: string, after: string): string {
  if (!before) return after.trim().slice(0, 80);
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end])
    end += 1;
  // Whole words, and enough of them to find the place: from the word the change is in, a few words on.
  const from = after.lastIndexOf(" ", Math.max(0, start - 1)) + 1;
  const to = Math.min(after.length, Math.max(after.length - end, from + 24));
  const words = after.slice(from, to).trim();
  return words || after.trim().slice(0, 80);
}
