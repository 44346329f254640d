/**
 * An article's file as the content editor reads and writes it: YAML frontmatter between `---`
 * lines, then the Markdown body. Decap's own frontmatter format writes the YAML afresh (quotes
 * dropped, long lines folded at 80 characters), so changing one word rewrote the whole
 * frontmatter. This one edits the frontmatter as it was read, in place, with the `yaml` package's
 * Document API, which keeps each value's quotes and layout: a saved article differs from its file
 * only in the lines the author changed. A new article is written as the others are, every string
 * in double quotes, one line each.
 */
import { Document, isMap, isScalar, isSeq, parse, parseDocument, type Pair } from "yaml";

/** An article as the editor holds it: its frontmatter's fields and its body. */
export type ArticleData = { body: string } & Record<string, unknown>;

const FRONTMATTER = /^---\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)([\s\S]*)$/m;
const WRITE_OPTIONS = { lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" } as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
const keyOf = (pair: Pair) => (isScalar(pair.key) ? pair.key.value : pair.key);

/** The frontmatter's YAML and the body of an article's text (no frontmatter: all body). */
export function splitArticle(text: string): { frontmatter: string; body: string } {
  const match = FRONTMATTER.exec(text);
  return match ? { frontmatter: match[1], body: match[2] } : { frontmatter: "", body: text };
}

/** `value` written where `node` held `before`: a scalar keeps its quoting, a map or list is edited item by item. */
function edited(doc: Document, node: unknown, before: unknown, value: unknown): unknown {
  if (node && same(before, value)) return node;
  if (isScalar(node) && (value === null || typeof value !== "object")) {
    node.value = value;
    return node;
  }
  if (isMap(node) && isRecord(before) && isRecord(value)) {
    node.items = node.items.filter((pair) => Object.prototype.hasOwnProperty.call(value, keyOf(pair) as string));
    let previous = -1;
    for (const key of Object.keys(value)) {
      const at = node.items.findIndex((pair) => keyOf(pair) === key);
      if (at === -1) {
        // A key the file did not have goes after the one before it in the form.
        node.items.splice(previous + 1, 0, doc.createPair(key, value[key]));
        previous += 1;
      } else {
        node.items[at].value = edited(doc, node.items[at].value, before[key], value[key]);
        previous = at;
      }
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(before) && Array.isArray(value)) {
    node.items = value.map((item, index) =>
      index < node.items.length && index < before.length ? edited(doc, node.items[index], before[index], item) : doc.createNode(item),
    );
    return node;
  }
  return doc.createNode(value);
}

export const articleFormat = {
  fromFile(text: string): ArticleData {
    const { frontmatter, body } = splitArticle(text);
    const data: unknown = frontmatter.trim() ? parse(frontmatter) : {};
    return { ...(isRecord(data) ? data : {}), body };
  },
  /** `raw` is the file as it was read ("" for a new one). */
  toFile(data: Record<string, unknown>, raw: string): string {
    const { body, ...fields } = data;
    const frontmatter = raw ? splitArticle(raw).frontmatter : "";
    let doc: Document;
    if (frontmatter.trim()) {
      doc = parseDocument(frontmatter);
      doc.contents = edited(doc, doc.contents, doc.toJS(), fields) as Document["contents"];
    } else {
      doc = new Document(fields);
    }
    return `---\n${doc.toString(WRITE_OPTIONS)}---\n${body == null ? "" : String(body)}`;
  },
};
