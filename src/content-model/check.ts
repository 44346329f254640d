/**
 * The content checker: every file of a content folder against the model, plus the rules that
 * span files (tokens name known facts, sample flags say what replaces them, artwork exists).
 * Pure apart from reading the folder it is given (through the content reader, as its authors wrote it), so the build and the tests run the same checks,
 * the tests on a temporary copy with entries added as an author would add them.
 */
import fs from "node:fs";
import nodePath from "node:path";
import matter from "gray-matter";
import { findSamples, prelaunchList, tokenProblems } from "./content-checks";
import { contentTypeOfFile, slugProblems } from "./files";
import { contentTypes } from "./index";
import { contentFiles, rawJson, tokenValuesIn, type ContentFile } from "./reader";
import type { ContentType, Field, SelectField } from "./types";
import { entryProblems, type OptionsResolver } from "./validation";

export interface ContentProblem {
  /** Path from the repository root, e.g. content/services/training.json. */
  file: string;
  /** The field concerned, as a path into the entry (e.g. "hero.videoId", "[2].videoId"); absent for the whole file. */
  field?: string;
  message: string;
}

export interface CheckOptions {
  /** Also fail on every sample still in content (LAUNCH=1). */
  launch?: boolean;
  types?: readonly ContentType[];
}

/** One line per problem, as the build prints them. */
export function describeProblem(problem: ContentProblem): string {
  return `${problem.file}: ${problem.message}`;
}

/** A file's entries: the parsed JSON (each item of a list file), or an MDX file's frontmatter. */
export function entriesOf(type: ContentType, file: ContentFile): unknown[] {
  const value: unknown = file.file.endsWith(".mdx") ? matter(file.text).data : JSON.parse(file.text);
  if (type.source.shape !== "list-file") return [value];
  if (!Array.isArray(value)) throw new Error("must be a list (its top level is [ … ])");
  return value;
}

function fieldOf(message: string): string | undefined {
  const match = /^(\S+) /.exec(message);
  return match ? match[1] : undefined;
}

function optionsFromFolder(contentDir: string): OptionsResolver {
  return (field: SelectField) => {
    if (!field.optionsFrom) return field.options;
    const source = rawJson<Record<string, unknown>>(contentDir, field.optionsFrom.file);
    const values = source[field.optionsFrom.field];
    return Array.isArray(values) ? values.map(String) : field.options;
  };
}

/** Every picture an entry names, as [field path, value], in nested objects and lists too. */
function pictures(fields: readonly Field[], entry: unknown, prefix = ""): [string, string][] {
  if (!entry || typeof entry !== "object") return [];
  const values = entry as Record<string, unknown>;
  return fields.flatMap((field): [string, string][] => {
    const value = values[field.name];
    const at = `${prefix}${field.name}`;
    if (field.widget === "image") return typeof value === "string" && value.trim() ? [[at, value]] : [];
    if (field.widget === "object") return pictures(field.fields, value, `${at}.`);
    if (field.widget === "list" && field.of.widget === "object" && Array.isArray(value)) {
      const item = field.of;
      return value.flatMap((inner, index) => pictures(item.fields, inner, `${at}[${index}].`));
    }
    return [];
  });
}

/** The problems of one file against its type (schema, slug rule, the pictures it names). */
export function checkContentFile(contentDir: string, file: ContentFile, options: CheckOptions = {}): ContentProblem[] {
  // Paths start with the content folder's own name ("content/…"), whatever the folder is called.
  const relative = file.file.slice(file.file.indexOf("/") + 1);
  const type = contentTypeOfFile(relative, options.types ?? contentTypes);
  if (!type)
    return [{ file: file.file, message: "no content type declares this file; declare one in src/content-model/ or move the file" }];
  let entries: unknown[];
  try {
    entries = entriesOf(type, file);
  } catch (error) {
    return [{ file: file.file, message: `cannot be read: ${error instanceof Error ? error.message : String(error)}` }];
  }
  const problems: ContentProblem[] = [];
  const add = (message: string, field = fieldOf(message)) => problems.push({ file: file.file, ...(field ? { field } : {}), message });
  const resolve = optionsFromFolder(contentDir);
  entries.forEach((entry, index) => {
    const prefix = type.source.shape === "list-file" ? `[${index}].` : "";
    for (const message of entryProblems(type, entry, resolve)) add(`${prefix}${message}`);
    for (const [field, value] of pictures(type.fields, entry, prefix)) {
      if (!fs.existsSync(nodePath.join(contentDir, nodePath.dirname(relative), value)))
        add(`${field} names ${value}, which does not exist`, field);
    }
  });
  if (entries[0] && typeof entries[0] === "object")
    for (const { path, predicate } of slugProblems(type, relative, entries[0] as Record<string, unknown>)) {
      if (path) add(`${path} ${predicate}`, path);
      else add(predicate, "(file name)");
    }
  return problems;
}

/** The folders (under content/) the model's image fields keep their pictures in. */
function pictureFolders(fields: readonly Field[]): string[] {
  return fields.flatMap((field) => {
    if (field.widget === "image") return [field.folder];
    if (field.widget === "object") return pictureFolders(field.fields);
    if (field.widget === "list") return pictureFolders([field.of]);
    return [];
  });
}

/**
 * Pictures in the folders authors upload to that no content file names any more: a picture
 * replaced in the editor stays in its folder (the editor gives every upload a name of its own, so
 * it never overwrites one). Paths from the folder above the content folder, e.g.
 * content/images/logos/old-logo-1a2b3c.svg.
 */
export function unusedPictures(contentDir: string, types: readonly ContentType[] = contentTypes): string[] {
  const named = new Set<string>();
  for (const file of contentFiles(contentDir)) {
    const relative = file.file.slice(file.file.indexOf("/") + 1);
    const type = contentTypeOfFile(relative, types);
    if (!type) continue;
    let entries: unknown[];
    try {
      entries = entriesOf(type, file);
    } catch {
      continue;
    }
    for (const entry of entries) {
      for (const [, value] of pictures(type.fields, entry)) named.add(nodePath.join(contentDir, nodePath.dirname(relative), value));
    }
  }
  const folders = [...new Set(types.flatMap((type) => pictureFolders(type.fields)))].map((folder) => nodePath.join(contentDir, folder));
  return folders
    .filter((folder) => fs.existsSync(folder))
    .flatMap((folder) =>
      (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => nodePath.join(entry.parentPath, entry.name)),
    )
    .filter((picture) => !named.has(picture))
    .map((picture) => nodePath.relative(nodePath.dirname(contentDir), picture).split(nodePath.sep).join("/"))
    .sort();
}

/**
 * Every problem in a content folder (the `content` directory or a copy of it): each file against
 * the model, then the rules across files. Empty when the folder is ready to build.
 */
export function checkContentFolder(contentDir: string, options: CheckOptions = {}): ContentProblem[] {
  const files = contentFiles(contentDir);
  const problems = files.flatMap((file) => checkContentFile(contentDir, file, options));
  const asProblem = (line: string): ContentProblem => {
    const colon = line.indexOf(": ");
    return { file: line.slice(0, colon), message: line.slice(colon + 2) };
  };
  let details;
  try {
    details = tokenValuesIn(files);
  } catch (error) {
    return [...problems, { file: "content/site", message: error instanceof Error ? error.message : String(error) }];
  }
  const samples = findSamples(files);
  problems.push(...tokenProblems(files, details).map(asProblem), ...samples.problems.map(asProblem));
  if (options.launch && samples.samples.length) {
    problems.push({
      file: "content",
      message: `LAUNCH is set but ${samples.samples.length} pieces of sample material remain. Replace each, then remove its "sample" flag:\n${prelaunchList(samples.samples)}`,
    });
  }
  return problems;
}
