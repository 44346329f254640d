/**
 * What the preview marks on the page it draws: a token that names nothing, shown as it was typed
 * (the page is drawn with it rather than given up for an error), and where the author's edit is,
 * scrolled into view. Marks are the browser's own highlights (the CSS Custom Highlight API): the
 * page's elements are never touched.
 */
import type { ContentType } from "../../content-model/types";
import { fieldLabel } from "../../content-model/field-labels";
import { tokenMistakes, type TokenSetting } from "../../lib/content-checks";
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

/** The ranges of the document's text under `root` where `snippet` is written (whitespace as the page lays it out). */
export function textRanges(root: Node, snippet: string, limit = 20): Range[] {
  const wanted = snippet.replace(/\s+/g, " ").trim();
  if (!wanted || !root.ownerDocument) return [];
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: { node: Text; start: number }[] = [];
  let text = "";
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (node.parentElement?.closest("script, style, [hidden], [data-preview-notes]")) continue;
    nodes.push({ node, start: text.length });
    text += node.data.replace(/\s/g, " ");
  }
  // Runs of spaces count as one, as the page shows them.
  const squeezed: number[] = [];
  let flat = "";
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === " " && flat.endsWith(" ")) continue;
    squeezed.push(index);
    flat += text[index];
  }
  const at = (offset: number) => {
    const raw = squeezed[offset] ?? text.length;
    const holder = [...nodes].reverse().find((candidate) => candidate.start <= raw) ?? nodes[0];
    return { node: holder.node, offset: Math.min(raw - holder.start, holder.node.length) };
  };
  const ranges: Range[] = [];
  for (let found = flat.indexOf(wanted); found >= 0 && ranges.length < limit; found = flat.indexOf(wanted, found + wanted.length)) {
    const range = root.ownerDocument.createRange();
    const start = at(found);
    const end = at(found + wanted.length - 1);
    range.setStart(start.node, start.offset);
    range.setEnd(end.node, end.offset + 1);
    ranges.push(range);
  }
  return ranges;
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
