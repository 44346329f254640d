/**
 * A content file's JSON written back as it was laid out. Content is formatted by hand, so the file
 * as it was read is the pattern: whatever the author left unchanged is written as the file had it,
 * character for character; a changed value is written in its place, on one line if it was on one
 * line; an object or list that spanned lines keeps its indentation, one key or item per line.
 *
 * jsonc-parser (the parser VS Code edits its settings files with) finds where each value was
 * written. Its own `modify`/`applyEdits` are not used for the writing: measured on these files,
 * `modify` spreads a one-line value such as `"tags": ["a", "b"]` over several lines when it
 * changes, and re-lays a one-line sibling item (`{ "x": "y" }`) when an item is added to its list,
 * so a one-field change would no longer be a one-line diff.
 */
import { findNodeAtLocation, getNodeValue, parseTree, type Node, type ParseError } from "jsonc-parser";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The indentation of the line `index` is on. */
function indentAt(text: string, index: number): string {
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? "";
}

/** A value on one line, with the spacing the files use: `{ "a": 1 }`, `["a", "b"]`. */
export function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (!entries.length) return "{}";
    return `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${oneLine(item)}`).join(", ")} }`;
  }
  return JSON.stringify(value);
}

/** `value` written where `node` was in `text` (no node for a new value), at `indent`. */
function printed(value: unknown, node: Node | undefined, text: string, indent: string): string {
  const written = node ? text.slice(node.offset, node.offset + node.length) : undefined;
  if (node && written !== undefined && same(value, getNodeValue(node))) return written;
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (written !== undefined && !written.includes("\n")) return oneLine(value);
  const isList = Array.isArray(value);
  const source = node && node.type === (isList ? "array" : "object") ? node : undefined;
  const first = source?.children?.[0];
  const inner = first ? indentAt(text, first.offset) : `${indent}  `;
  const closing = node ? indentAt(text, node.offset) : indent;
  const parts = isList
    ? value.map((item, index) => inner + printed(item, source?.children?.[index], text, inner))
    : Object.entries(value).map(
        ([key, item]) => `${inner}${JSON.stringify(key)}: ${printed(item, source && findNodeAtLocation(source, [key]), text, inner)}`,
      );
  if (!parts.length) return isList ? "[]" : "{}";
  return `${isList ? "[" : "{"}\n${parts.join(",\n")}\n${closing}${isList ? "]" : "}"}`;
}

/**
 * A JSON file of `value` laid out as `raw` was (a new or unreadable file: two-space indentation),
 * ending as `raw` ended: with a newline, unless the file had none (a file saved by an editor that
 * leaves it off is not changed on its last line by an edit elsewhere).
 */
export function jsonFile(value: unknown, raw: string): string {
  const errors: ParseError[] = [];
  const root = raw ? parseTree(raw, errors, { disallowComments: true }) : undefined;
  const ending = raw.trim() && !raw.endsWith("\n") ? "" : "\n";
  return `${printed(value, errors.length ? undefined : root, raw, "")}${ending}`;
}
