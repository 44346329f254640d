/**
 * The formats the editor reads and writes content files with (their names are the content
 * model's: src/cms/config.ts). JSON keeps the file's key order and layout, so a change of one
 * field is a change of one line; a file whose top level is a list (case studies, redirects) is
 * shown to the editor under one key and written back as a list; an article's frontmatter is edited
 * in place.
 */
import { ARTICLE_FORMAT, JSON_FORMAT, LIST_FILE_FORMAT, LIST_FILE_KEY } from "../names";
import { articleFormat } from "./frontmatter-format";
import { jsonFile } from "./json-format";
import { inOrder, type FieldShape } from "./key-order";

/** The file as it was read and the fields of its form, handed from the check before a save to the format that writes it. */
export interface SaveContext {
  raw: string;
  fields: readonly FieldShape[];
}

/** What the check before a save leaves for the format (Decap calls a format's `toFile` with the data alone). */
export class PendingSave {
  private context: SaveContext | undefined;

  set(context: SaveContext) {
    this.context = context;
  }

  /** The data to write in the file's key order, and the file as it was read (for its layout); `read` is the format's reading of a file. */
  take<T>(data: T, read: (text: string) => unknown): { data: T; raw: string } {
    const { raw, fields } = this.context ?? { raw: "", fields: [] };
    this.context = undefined;
    let original: unknown;
    try {
      original = raw ? read(raw) : undefined;
    } catch {
      original = undefined; // unreadable: written as a new file is
    }
    return { data: inOrder(data, original, fields) as T, raw: original === undefined ? "" : raw };
  }
}

type Formatter = { fromFile(content: string): object; toFile(data: object): string };

/** A list file read as `{ items: [...] }`, as Decap edits an object. */
export function readJson(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? { [LIST_FILE_KEY]: value } : (value as Record<string, unknown>);
}

/** The formats by name and extension, as Decap's `registerCustomFormat` takes them. */
export function siteFormats(pending: PendingSave): { name: string; extension: string; formatter: Formatter }[] {
  return [
    {
      name: LIST_FILE_FORMAT,
      extension: "json",
      formatter: {
        fromFile: readJson,
        toFile: (data) => {
          const file = pending.take(data as Record<string, unknown>, readJson);
          return jsonFile(file.data[LIST_FILE_KEY] ?? [], file.raw);
        },
      },
    },
    {
      // Content files end with a newline, as every other editor of this repository writes them.
      name: JSON_FORMAT,
      extension: "json",
      formatter: {
        fromFile: (text) => JSON.parse(text) as object,
        toFile: (data) => {
          const file = pending.take(data, JSON.parse);
          return jsonFile(file.data, file.raw);
        },
      },
    },
    {
      name: ARTICLE_FORMAT,
      extension: "mdx",
      formatter: {
        fromFile: articleFormat.fromFile,
        toFile: (data) => {
          const file = pending.take(data as Record<string, unknown>, articleFormat.fromFile);
          return articleFormat.toFile(file.data, file.raw);
        },
      },
    },
  ];
}
