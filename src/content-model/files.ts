/**
 * Which content type a file under content/ holds, from the types' declared sources.
 */
import { contentTypes } from "./index";
import type { ContentType } from "./types";

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
