import { readFileSync } from "node:fs";
import path from "node:path";
import { siteFiles } from "../content-model/reader";

const { labels } = siteFiles;

/**
 * Interface labels reach components through the query in use-site-data.ts, which names each
 * label. A label added to content/site/labels.json but not to the query would reach no one, so
 * the query must select every label in the file, and every label it selects must be in the file.
 */
function leafPaths(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

/** Field paths of a GraphQL selection set, e.g. `a { b c }` gives a.b and a.c. */
function selectedPaths(selection: string): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  let last = "";
  for (const token of selection.match(/[{}]|[A-Za-z_]\w*/g) ?? []) {
    if (token === "{") {
      paths.pop();
      stack.push(last);
    } else if (token === "}") stack.pop();
    else {
      last = token;
      paths.push([...stack, token].join("."));
    }
  }
  return paths;
}

function labelsSelection(): string {
  const source = readFileSync(path.join(__dirname, "use-site-data.ts"), "utf8");
  const start = source.indexOf("labels: interfaceLabels {");
  if (start < 0) throw new Error("use-site-data.ts no longer queries interfaceLabels");
  let depth = 0;
  const open = source.indexOf("{", start);
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === "{") depth += 1;
    if (source[index] === "}") depth -= 1;
    if (depth === 0) return source.slice(open + 1, index);
  }
  throw new Error("unbalanced labels query");
}

describe("interface labels", () => {
  it("are all selected by the site data query, and it selects nothing the file lacks", () => {
    expect(selectedPaths(labelsSelection()).sort()).toEqual(leafPaths(labels).sort());
  });

  it("are none of them empty", () => {
    const empty = leafPaths(labels).filter((name) => {
      const value = name.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], labels);
      return typeof value !== "string" || value.trim() === "";
    });
    expect(empty).toEqual([]);
  });
});
