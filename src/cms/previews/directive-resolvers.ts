/**
 * The model's directives as the build's extensions answer them, one resolver each, named after
 * the directive: `@dateformat` (Gatsby's `formatString`), `@fileByRelativePath` and `@link` (a
 * picture's file: the author's for the entry being edited, the build's otherwise) and `@proxy`.
 * ./preview-schema.ts sets them on the fields that carry the directives.
 */
import type { GraphQLResolveInfo } from "graphql";
import { FROM_BUILD, isRecord } from "./node-store";
import type { Context } from "./query-context";

/** A date as Gatsby's `formatString` writes it, for the tokens the site's queries use. */
export function formatDate(value: unknown, format: unknown): unknown {
  if (value === null || value === undefined || value === "" || value === FROM_BUILD) return value ?? null;
  const date = value instanceof Date ? value : new Date(String(value));
  if (typeof format !== "string" || Number.isNaN(date.getTime())) return value instanceof Date ? date.toISOString() : value;
  const parts: Record<string, string> = {
    YYYY: String(date.getUTCFullYear()),
    MM: String(date.getUTCMonth() + 1).padStart(2, "0"),
    DD: String(date.getUTCDate()).padStart(2, "0"),
  };
  const unknown = format.replace(/YYYY|MM|DD/g, "").match(/[A-Za-z]+/);
  if (unknown) throw new Error(`The editor's previews write dates with YYYY, MM and DD; a query asks for "${format}"`);
  return format.replace(/YYYY|MM|DD/g, (token) => parts[token]);
}

/** A picture of the author's file, in the box the query asks for; a box the query does not fix (a height alone) draws the file as it is. */
function previewFile(address: string) {
  const isSvg = /\.svg(\?|$)/i.test(address);
  return {
    publicURL: address,
    childImageSharp: isSvg ? null : { [PREVIEW_IMAGE]: address },
  };
}
export const PREVIEW_IMAGE = Symbol("the author's file");

/** The file a picture field names: the author's, for the entry being edited; otherwise the build's. */
function fileOf(path: unknown, source: unknown, info: GraphQLResolveInfo, context: Context, absent: () => unknown): unknown {
  if (typeof path !== "string" || !path) return absent();
  const owner = isRecord(source) ? context.store.owners.get(source) : undefined;
  const address = owner?.edited ? context.assets.assetUrl(path) : "";
  return address ? previewFile(address) : context.fromBuild(source, info);
}

/** `@dateformat`: the date as the query's `formatString` writes it. */
export const dateformat = (value: unknown, args: Record<string, unknown>) => formatDate(value, args.formatString);

/** `@fileByRelativePath`: the file a path names, or null for none. */
export const fileByRelativePath = (path: unknown, source: unknown, info: GraphQLResolveInfo, context: Context) =>
  fileOf(path, source, info, context, () => null);

/** `@link(from:)`: the file the field `from` names, or the build's value for none. */
export const link = (from: string, source: unknown, info: GraphQLResolveInfo, context: Context) =>
  fileOf(isRecord(source) ? source[from] : undefined, source, info, context, () => context.fromBuild(source, info));

/** `@proxy(from:)`: the value at the path `from` of the object, or the build's value where only the build makes it. */
export function proxy(path: readonly string[], source: unknown, info: GraphQLResolveInfo, context: Context): unknown {
  const value = path.reduce<unknown>((inner, key) => (isRecord(inner) ? inner[key] : undefined), source);
  return value === FROM_BUILD ? context.fromBuild(source, info) : value;
}
