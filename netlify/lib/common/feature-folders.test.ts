/**
 * The folders under netlify/lib depend on each other one way only: common/ on no other folder,
 * and no two folders on each other, directly or around a longer circle. runtime/ wires every
 * feature together, so it sits on top and nothing imports it back. And every module here is
 * production code some function reaches: the tests' helpers live under tests/support/functions.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const LIB = path.join(__dirname, "..");
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+"(\.[^"]+)"/g;

function modules(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return modules(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const folderOf = (file: string) => path.relative(LIB, file).split(path.sep)[0];

/** Folder → the other folders under netlify/lib its modules import, with one importing file each. */
function folderImports(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of modules(LIB)) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier);
      const relative = path.relative(LIB, target);
      if (relative.startsWith("..")) continue;
      const to = folderOf(target);
      if (to !== from && !edges.has(to)) edges.set(to, path.relative(LIB, file));
    }
  }
  return graph;
}

describe("the folders of netlify/lib", () => {
  const graph = folderImports();

  it("finds the feature folders and their imports", () => {
    expect([...graph.keys()]).toEqual(expect.arrayContaining(["contact", "newsletter", "owner", "common"]));
    expect(graph.get("owner")?.has("contact")).toBe(true);
  });

  it("keep common/ free of every other folder", () => {
    expect(Object.fromEntries(graph.get("common") ?? [])).toEqual({});
  });

  it("never depend on each other in a circle", () => {
    const circles: string[] = [];
    const visit = (folder: string, trail: readonly string[]) => {
      for (const next of graph.get(folder)?.keys() ?? []) {
        if (next === trail[0]) circles.push([...trail, next].join(" → "));
        else if (!trail.includes(next)) visit(next, [...trail, next]);
      }
    };
    for (const folder of graph.keys()) visit(folder, [folder]);
    expect(circles).toEqual([]);
  });
});

describe("the modules of netlify/lib", () => {
  it("are each reached from a function, so none is a test's helper or left unused", () => {
    const functions = path.join(LIB, "..", "functions");
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
        const target = path.resolve(path.dirname(file), specifier);
        const module = [target, `${target}.ts`, `${target}.tsx`].find(
          (candidate) => /\.tsx?$/.test(candidate) && modules(path.dirname(candidate)).includes(candidate),
        );
        if (module) visit(module);
      }
    };
    for (const entry of readdirSync(functions)) visit(path.join(functions, entry));
    const unreached = modules(LIB).filter((file) => !file.endsWith(".test.ts") && !reached.has(file));
    expect(unreached.map((file) => path.relative(LIB, file))).toEqual([]);
  });
});
