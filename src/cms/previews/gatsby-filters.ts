/**
 * Gatsby's filters and sorts as the site's queries write them, answered over a preview's nodes:
 * `eq`, `ne`, `in` and `nin`, nested by field (anything else fails the preview, naming it), and
 * sorts by field paths, ascending or descending, empty values last.
 */
import { isRecord } from "./node-store";

const operators: Record<string, (value: unknown, wanted: unknown) => boolean> = {
  eq: (value, wanted) => value === wanted,
  ne: (value, wanted) => value !== wanted,
  in: (value, wanted) => Array.isArray(wanted) && wanted.includes(value),
  nin: (value, wanted) => Array.isArray(wanted) && !wanted.includes(value),
};

/** Whether a node matches a filter of Gatsby's shape (`{ fields: { collection: { eq: "blog" } } }`). */
export function matches(value: unknown, filter: unknown): boolean {
  if (!isRecord(filter)) return true;
  return Object.entries(filter).every(([key, wanted]) => {
    if (key in operators) return operators[key](value, wanted);
    if (!isRecord(wanted))
      throw new Error(`The editor's previews answer filters of eq, ne, in and nin; a query filters "${key}" otherwise`);
    return matches(isRecord(value) ? value[key] : undefined, wanted);
  });
}

/** A sort of Gatsby's shape (`{ order: ASC }`, `[{ frontmatter: { publishedAt: DESC } }]`) as field paths and directions. */
function sortKeys(sort: unknown, at: string[] = []): { path: string[]; descending: boolean }[] {
  if (Array.isArray(sort)) return sort.flatMap((item) => sortKeys(item, at));
  if (!isRecord(sort)) return [];
  return Object.entries(sort).flatMap(([key, value]) =>
    value === "ASC" || value === "DESC" ? [{ path: [...at, key], descending: value === "DESC" }] : sortKeys(value, [...at, key]),
  );
}

export function sorted(nodes: readonly Record<string, unknown>[], sort: unknown) {
  const keys = sortKeys(sort);
  const at = (node: unknown, path: string[]) => path.reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), node);
  const compare = (a: unknown, b: unknown) =>
    a === b
      ? 0
      : a === undefined || a === null
        ? 1
        : b === undefined || b === null
          ? -1
          : (a as number | string) < (b as number | string)
            ? -1
            : 1;
  return [...nodes].sort((a, b) => {
    for (const { path, descending } of keys) {
      const order = compare(at(a, path), at(b, path));
      if (order) return descending ? -order : order;
    }
    return 0;
  });
}
