/**
 * What a preview's query is run with (the nodes, what the tokens stand for, the author's files,
 * and where a value only the build makes comes from), how a built answer's objects are read, and
 * the one execution every answer goes through.
 */
import {
  defaultFieldResolver,
  execute,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from "graphql";
import type { DetailsForCopy } from "../../lib/site-details";
import { isRecord, type NodeStore } from "./node-store";
import type { PreviewAssets } from "./pictures";

/** What a query is run with: the nodes, what the tokens stand for, the author's files, and where a value only the build makes comes from. */
export interface Context {
  store: NodeStore;
  details: DetailsForCopy;
  assets: PreviewAssets;
  fromBuild(source: unknown, info: GraphQLResolveInfo): unknown;
}

/** The built answers' objects: their keys are the answer's (aliases), not the schema's field names. */
const BUILT = new WeakSet<object>();

export function built<T>(value: T): T {
  if (isRecord(value) && !BUILT.has(value)) {
    BUILT.add(value);
    for (const item of Object.values(value)) built(item);
  }
  return value;
}

export type Resolver = GraphQLFieldResolver<unknown, Context, Record<string, unknown>>;

/** A resolver that reads a built answer's objects by the answer's keys, and anything else with `resolve`. */
export const resolving =
  (resolve: Resolver): Resolver =>
  (source, args, context, info) =>
    isRecord(source) && BUILT.has(source) ? source[info.path.key] : resolve(source, args, context, info);

export function answered<T>(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, context: Context): T {
  const result = execute({
    schema,
    document,
    variableValues: variables,
    contextValue: context,
    rootValue: {},
    fieldResolver: resolving(defaultFieldResolver as Resolver),
  });
  if ("then" in result) throw new Error("The editor's previews answer queries at once");
  if (result.errors?.length) throw new Error(result.errors.map((error) => `${error.path?.join(".") ?? ""}: ${error.message}`).join("; "));
  return result.data as T;
}
