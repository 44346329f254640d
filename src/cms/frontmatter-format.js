/*
 * An article's file as the content editor reads and writes it: YAML frontmatter between `---`
 * lines, then the Markdown body. Decap's own frontmatter format writes the YAML afresh (quotes
 * dropped, long lines folded at 80 characters), so changing one word rewrote the whole
 * frontmatter. This one edits the frontmatter as it was read, in place, with the `yaml` package's
 * Document API, which keeps each value's quotes and layout: a saved article differs from its file
 * only in the lines the author changed. A new article is written as the others are, every string
 * in double quotes, one line each.
 *
 * A browser module that admin.js imports with the YAML library (public/admin/yaml/), which it is
 * handed, so the unit tests run it with the same library from node_modules.
 */

const FRONTMATTER = /^---\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)([\s\S]*)$/m;
const WRITE_OPTIONS = { lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" };

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The frontmatter's YAML and the body of an article's text (no frontmatter: all body). */
export function splitArticle(text) {
  const match = FRONTMATTER.exec(text);
  return match ? { frontmatter: match[1], body: match[2] } : { frontmatter: "", body: text };
}

/** The format, given the `yaml` package: `fromFile(text)` and `toFile(data, raw)`, where `raw` is the file as it was read ("" for a new one). */
export function frontmatterFormat(YAML) {
  const keyOf = (pair) => (YAML.isScalar(pair.key) ? pair.key.value : pair.key);

  /** `value` written where `node` held `before`: a scalar keeps its quoting, a map or list is edited item by item. */
  function edited(doc, node, before, value) {
    if (node && same(before, value)) return node;
    if (YAML.isScalar(node) && (value === null || typeof value !== "object")) {
      node.value = value;
      return node;
    }
    if (YAML.isMap(node) && isRecord(before) && isRecord(value)) {
      node.items = node.items.filter((pair) => Object.prototype.hasOwnProperty.call(value, keyOf(pair)));
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
    if (YAML.isSeq(node) && Array.isArray(before) && Array.isArray(value)) {
      node.items = value.map((item, index) =>
        index < node.items.length && index < before.length ? edited(doc, node.items[index], before[index], item) : doc.createNode(item),
      );
      return node;
    }
    return doc.createNode(value);
  }

  return {
    fromFile(text) {
      const { frontmatter, body } = splitArticle(text);
      const data = frontmatter.trim() ? YAML.parse(frontmatter) : {};
      return Object.assign({}, data, { body });
    },
    toFile(data, raw) {
      const fields = Object.assign({}, data);
      const body = fields.body == null ? "" : String(fields.body);
      delete fields.body;
      const frontmatter = raw ? splitArticle(raw).frontmatter : "";
      let doc;
      if (frontmatter.trim()) {
        doc = YAML.parseDocument(frontmatter);
        doc.contents = edited(doc, doc.contents, doc.toJS(), fields);
      } else {
        doc = new YAML.Document(fields);
      }
      return `---\n${doc.toString(WRITE_OPTIONS)}---\n${body}`;
    },
  };
}
