/**
 * The values only the build makes, read from the built page's answer to a query: the same query
 * run over the content as it was saved marks where in the answer each of them is, and that answer
 * is matched to the built one item by item by what the items hold, so an entry the edit moved
 * (its order changed) keeps its own built picture.
 */
import { getNamedType, isObjectType, type DocumentNode, type GraphQLResolveInfo, type GraphQLSchema } from "graphql";
import { isRecord, type NodeStore } from "./node-store";
import { answered, type Context } from "./query-context";

const MARK = Symbol("where a value only the build makes goes");

/** The value at a path of an answer. */
const valueAtPath = (value: unknown, path: readonly (string | number)[]) =>
  path.reduce<unknown>((inner, key) => (isRecord(inner) ? (inner as Record<string | number, unknown>)[key] : undefined), value);

/** Whether an answer made over the saved content (`saved`, with MARK where the build's values go) is the built `answer`'s. */
function same(saved: unknown, answer: unknown): boolean {
  if (saved === MARK) return true;
  if (Array.isArray(saved))
    return Array.isArray(answer) && saved.length === answer.length && saved.every((item, index) => same(item, answer[index]));
  if (isRecord(saved)) return isRecord(answer) && Object.keys(saved).every((key) => same(saved[key], answer[key]));
  return saved === answer;
}

/** Where each MARK of `saved` is in `answer`, with the items of a list matched by what they hold, whatever their order. */
function marksIn(saved: unknown, answer: unknown, at: string, found: Map<string, unknown>) {
  if (saved === MARK) {
    found.set(at, answer);
    return;
  }
  if (Array.isArray(saved)) {
    if (!Array.isArray(answer)) return;
    const used = new Set<number>();
    saved.forEach((item, index) => {
      const match =
        !used.has(index) && same(item, answer[index]) ? index : answer.findIndex((other, at2) => !used.has(at2) && same(item, other));
      if (match < 0) return;
      used.add(match);
      marksIn(item, answer[match], `${at}.${index}`, found);
    });
    return;
  }
  if (isRecord(saved) && isRecord(answer)) for (const key of Object.keys(saved)) marksIn(saved[key], answer[key], `${at}.${key}`, found);
}

/** The key of a value only the build makes: the node it belongs to, where in it, and the answer's name for it. */
export function keyOf(source: unknown, info: GraphQLResolveInfo, store: NodeStore): string {
  const owner = isRecord(source) ? store.owners.get(source) : undefined;
  return `${owner?.node ?? "(root)"}|${owner?.at ?? ""}|${String(info.path.key)}`;
}

const pathOf = (info: GraphQLResolveInfo) => {
  const path: (string | number)[] = [];
  for (let step: GraphQLResolveInfo["path"] | undefined = info.path; step; step = step.prev) path.unshift(step.key);
  return path;
};

/** The values only the build makes, by their key, from the built answer of a query (`built`), placed by the answer over the saved content. */
export function buildValues(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  saved: Omit<Context, "fromBuild">,
  builtAnswer: unknown,
): Map<string, unknown> {
  const sites: { key: string; path: (string | number)[] }[] = [];
  const answer = answered<Record<string, unknown>>(schema, document, variables, {
    ...saved,
    fromBuild(source, info) {
      sites.push({ key: keyOf(source, info, saved.store), path: pathOf(info) });
      // A stand-in of the field's kind, replaced by MARK below.
      return isObjectType(getNamedType(info.returnType)) ? {} : "";
    },
  });
  for (const { path } of sites) {
    const parent = valueAtPath(answer, path.slice(0, -1));
    if (isRecord(parent)) (parent as Record<string | number, unknown>)[path[path.length - 1]] = MARK;
  }
  const found = new Map<string, unknown>();
  marksIn(answer, builtAnswer, "", found);
  return new Map(sites.map(({ key, path }) => [key, found.get(`.${path.join(".")}`) ?? null]));
}
