/**
 * Rules across the files of the content folder as authors wrote it, which the content checker
 * (src/content-model/check.ts) runs with the model's checks of each file before every build:
 * - every `{token}` in JSON or frontmatter and every `<Fact name="…" />` in MDX names a known
 *   detail or fact, so a misspelt token fails the build naming its file;
 * - every piece of sample material is flagged `"sample": true` with a `"replaceWith"` that says
 *   what the owner puts in its place; `LAUNCH=1` fails the build while any flag remains.
 * The files come from the content reader (src/content-model/reader.ts) as their authors wrote them.
 */
import { closest, distance } from "fastest-levenshtein";
import { predicates } from "./messages";
import type { ContentFile } from "./reader";
import { FACT_TAG_PATTERN, TOKEN_PATTERN, copyTokens, type DetailsForCopy } from "../lib/site-details";

export interface Sample {
  file: string;
  /** Where in the file: a dotted path into the JSON, or "frontmatter". */
  at: string;
  replaceWith: string;
}

/** An MDX file's frontmatter block and body, split at the `---` lines. */
export function splitMdx(text: string): { frontmatter: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  return match ? { frontmatter: match[1], body: match[2] } : { frontmatter: "", body: text };
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The prose of a content file as a reader meets it: JSON strings, or MDX frontmatter and body. */
export function proseOf(entry: ContentFile): string[] {
  if (entry.file.endsWith(".json")) return strings(JSON.parse(entry.text));
  const { frontmatter, body } = splitMdx(entry.text);
  return [frontmatter, body];
}

/**
 * The token a typo most likely meant, written as the typo was (`{turnaround.film}` for
 * `{turnaround.flim}`): the known name nearest by edit distance, if a third of its letters or
 * fewer differ.
 */
export function nearestToken(token: string, name: string, known: readonly string[]): string | undefined {
  if (!known.length) return undefined;
  const nearest = closest(name, [...known]);
  return distance(name, nearest) <= Math.max(2, Math.floor(name.length / 3)) ? token.replace(name, nearest) : undefined;
}

/** Where a text's tokens are read: copy (a JSON string, a frontmatter value) or an article's MDX prose, where braces are code. */
export type TokenSetting = "copy" | "mdx-prose";

/**
 * The mistakes of one text's tokens, each as the model's sentence: a `{token}` in copy, or a
 * `<Fact name="…" />` in MDX prose, that names no known detail or fact (with the known token
 * nearest to it); and a `{token}` in MDX prose, which MDX reads as code. `remedy` says what to do
 * about an unknown one where the sentence is read.
 */
export function tokenMistakes(text: string, known: readonly string[], remedy: string, setting: TokenSetting = "copy"): string[] {
  const unknown = (token: string, name: string) => predicates.unknownToken(token, remedy, known, nearestToken(token, name, known));
  if (setting === "copy")
    return [...text.matchAll(TOKEN_PATTERN)].filter(([, name]) => !known.includes(name)).map(([token, name]) => unknown(token, name));
  return [
    ...[...text.matchAll(FACT_TAG_PATTERN)]
      .filter(([, name]) => !known.includes(name))
      .map(([, name]) => unknown(`<Fact name="${name}" />`, name)),
    ...[...text.matchAll(TOKEN_PATTERN)].map(([token]) => predicates.tokenInProse(token, token.slice(1, -1))),
  ];
}

/** What the build says to do about an unknown token. */
const BUILD_TOKEN_REMEDY = "add it to content/site/facts.json or fix its spelling";

export function tokenProblems(files: readonly ContentFile[], details: DetailsForCopy): string[] {
  const known = Object.keys(copyTokens(details));
  const problems: string[] = [];
  const check = (file: string, text: string, setting?: TokenSetting) =>
    problems.push(...tokenMistakes(text, known, BUILD_TOKEN_REMEDY, setting).map((mistake) => `${file}: ${mistake}`));
  for (const entry of files) {
    if (entry.file.endsWith(".json")) {
      for (const text of strings(JSON.parse(entry.text))) check(entry.file, text);
      continue;
    }
    const { frontmatter, body } = splitMdx(entry.text);
    check(entry.file, frontmatter);
    check(entry.file, body, "mdx-prose");
  }
  return problems;
}

function jsonSamples(file: string, value: unknown, at: string[], found: Sample[], problems: string[]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => jsonSamples(file, item, [...at, String(index)], found, problems));
    return;
  }
  if (!value || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  const where = at.join(".") || "(top level)";
  if (record.sample === true) {
    if (typeof record.replaceWith === "string" && record.replaceWith.trim())
      found.push({ file, at: where, replaceWith: record.replaceWith.trim() });
    else problems.push(`${file}: ${where} ${predicates.sampleWithoutNote()}`);
  }
  for (const [key, item] of Object.entries(record)) jsonSamples(file, item, [...at, key], found, problems);
}

/** Every flagged sample, in file order, and any flag that does not say what replaces it. */
export function findSamples(files: readonly ContentFile[]): { samples: Sample[]; problems: string[] } {
  const samples: Sample[] = [];
  const problems: string[] = [];
  for (const entry of files) {
    if (entry.file.endsWith(".json")) {
      jsonSamples(entry.file, JSON.parse(entry.text), [], samples, problems);
      continue;
    }
    const { frontmatter } = splitMdx(entry.text);
    if (!/^sample:\s*true\s*$/m.test(frontmatter)) continue;
    const replaceWith = /^replaceWith:\s*"(.+)"\s*$/m.exec(frontmatter)?.[1];
    if (replaceWith) samples.push({ file: entry.file, at: "frontmatter", replaceWith });
    else problems.push(`${entry.file}: frontmatter has sample: true without a replaceWith saying what replaces it`);
  }
  return { samples, problems };
}

/** Where in a file, for a person: "whole file", "hero", or "12 entries" when a list is all samples. */
export function describePlaces(places: readonly string[]): string {
  if (places.length > 3) return `${places.length} entries`;
  return places.map((place) => (place === "(top level)" ? "top level" : place === "frontmatter" ? "whole file" : place)).join(", ");
}

/** The pre-launch list: one line per file and replacement, naming where the samples are. */
export function prelaunchList(samples: readonly Sample[]): string {
  const groups = new Map<string, { file: string; replaceWith: string; places: string[] }>();
  for (const sample of samples) {
    const key = `${sample.file}\u0000${sample.replaceWith}`;
    const group = groups.get(key) ?? { file: sample.file, replaceWith: sample.replaceWith, places: [] };
    group.places.push(sample.at);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => `- [ ] \`${group.file}\` (${describePlaces(group.places)}): ${group.replaceWith}`).join("\n");
}
