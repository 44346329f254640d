import { contentRoot } from "../../../tests/support/content";
import { contentFiles } from "../../content-model/reader";
import { PendingSave, readJson, siteFormats } from "./formats";
import { jsonFile } from "./json-format";

const jsonFiles = contentFiles(contentRoot).filter((file) => file.file.endsWith(".json"));
const changedLines = (before: string, after: string) => {
  const lines = before.split("\n");
  return after.split("\n").filter((line, index) => line !== lines[index]);
};
/** The first string in `value` and where it is. */
function firstString(value: unknown, at: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === "string") return at;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstString(item, [...at, index]);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = firstString(item, [...at, key]);
      if (found) return found;
    }
  }
  return undefined;
}
function withChange(value: unknown, at: (string | number)[], to: unknown): unknown {
  if (!at.length) return to;
  const [head, ...rest] = at;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? withChange(item, rest, to) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withChange(record[head], rest, to) };
}

describe("a content file's JSON as the editor writes it back", () => {
  it.each(jsonFiles.map((file) => [file.file, file.text]))("%s is written back unchanged when nothing changed", (_file, text) => {
    expect(jsonFile(JSON.parse(text), text)).toBe(text);
  });

  it.each(jsonFiles.map((file) => [file.file, file.text]))("%s differs in one line when one text changes", (_file, text) => {
    const value: unknown = JSON.parse(text);
    const at = firstString(value);
    if (!at) return;
    const written = jsonFile(withChange(value, at, "A changed sentence"), text);
    expect(changedLines(text, written)).toHaveLength(1);
    expect(written.split("\n")).toHaveLength(text.split("\n").length);
  });

  it("ends the file as it ended: with its final newline, or without one where the file had none", () => {
    const withNewline = '{\n  "title": "A"\n}\n';
    expect(jsonFile({ title: "B" }, withNewline)).toBe('{\n  "title": "B"\n}\n');
    const without = withNewline.trimEnd();
    expect(jsonFile({ title: "A" }, without)).toBe(without);
    expect(jsonFile({ title: "B" }, without)).toBe('{\n  "title": "B"\n}');
    // A new file ends with a newline.
    expect(jsonFile({ title: "B" }, "")).toBe('{\n  "title": "B"\n}\n');
  });

  it("keeps a one-line value on one line when it changes, and lays out a new item as its neighbours", () => {
    const text = '{\n  "tags": ["a", "b"],\n  "items": [\n    { "x": "y" }\n  ]\n}\n';
    expect(jsonFile({ tags: ["a", "b", "c"], items: [{ x: "y" }] }, text)).toBe(
      '{\n  "tags": ["a", "b", "c"],\n  "items": [\n    { "x": "y" }\n  ]\n}\n',
    );
    expect(jsonFile({ tags: ["a", "b"], items: [{ x: "y" }, { x: "z" }] }, text)).toBe(
      '{\n  "tags": ["a", "b"],\n  "items": [\n    { "x": "y" },\n    {\n      "x": "z"\n    }\n  ]\n}\n',
    );
  });

  it("writes a list file back as a list, in the key order it had, changing one line for one field", () => {
    const list = jsonFiles.find((file) => Array.isArray(JSON.parse(file.text)) && /\n {4}"/.test(file.text))!;
    const listFormat = siteFormats(new PendingSave()).find((format) => format.name === "json-list")!.formatter;
    const pending = new PendingSave();
    const format = siteFormats(pending).find((candidate) => candidate.name === "json-list")!.formatter;
    const data = readJson(list.text) as { items: Record<string, unknown>[] };
    const [first, ...rest] = data.items;
    const key = Object.keys(first).find((name) => typeof first[name] === "string")!;
    // Decap hands the keys back in an order of its own: reversed here.
    const shuffled = Object.fromEntries(Object.entries({ ...first, [key]: "A changed sentence" }).reverse());
    pending.set({ raw: list.text, fields: [] });
    const written = format.toFile({ items: [shuffled, ...rest] });
    expect(changedLines(list.text, written)).toHaveLength(1);
    expect(Array.isArray(JSON.parse(written))).toBe(true);
    expect(listFormat.fromFile(list.text)).toEqual(data);
  });

  it("writes a new file with two-space indentation and a final newline", () => {
    expect(jsonFile({ a: 1, b: [1] }, "")).toBe('{\n  "a": 1,\n  "b": [\n    1\n  ]\n}\n');
  });
});
