/**
 * Which content type a file under content/ holds, from the types' declared sources.
 */
import { contentTypes } from "./index";
import type { ContentType } from "./types";
import type { FieldProblem } from "./validation";

/** The type of a file, by its path under content/ ("services/training.json"); undefined for files no type declares. */
export function contentTypeOfFile(relativePath: string, types: readonly ContentType[] = contentTypes): ContentType | undefined {
  const file = relativePath.split("\\").join("/");
  return types.find(({ source }) => {
    if (source.shape !== "folder") return source.file === file;
    const slash = file.lastIndexOf("/");
    return file.slice(0, slash) === source.folder && file.endsWith(`.${source.extension}`);
  });
}

/** The file's name without folder or extension: the slug of a folder type's entry. */
export function fileSlug(relativePath: string): string {
  return relativePath.replace(/^.*\//, "").replace(/\.[^.]+$/, "");
}

/** Fills `{slug}` in a type's pagePath. */
export function withSlug(template: string, slug: string): string {
  return template.split("{slug}").join(slug);
}

/** The GraphQL type gatsby-transformer-json gives a JSON file's nodes (its `typeName` option). */
export function jsonTypeName(relativeDirectory: string, name: string): string {
  const relativePath = `${relativeDirectory ? `${relativeDirectory}/` : ""}${name}.json`;
  const type = contentTypeOfFile(relativePath);
  if (!type) throw new Error(`content/${relativePath} has no content type; declare it in src/content-model/`);
  return type.typeName;
}

/**
 * A page's file name against its type's slug rule (`relative`: its path under the content
 * folder): the name, which is the page's address, must follow the rule (a problem of the entry
 * itself, path ""), and a slug field must repeat it.
 */
export function slugProblems(type: ContentType, relative: string, entry: Record<string, unknown>): FieldProblem[] {
  if (!type.slug) return [];
  const slug = fileSlug(relative);
  const problems: FieldProblem[] = [];
  if (!new RegExp(type.slug.pattern.regex).test(slug))
    problems.push({ path: "", predicate: `the file name "${slug}" ${type.slug.pattern.message}` });
  const field = type.slug.field;
  if (field && entry[field] !== undefined && entry[field] !== slug)
    problems.push({
      path: field,
      predicate: `is "${String(entry[field])}" but the file is named "${relative.replace(/^.*\//, "")}"; they must match`,
    });
  return problems;
}
