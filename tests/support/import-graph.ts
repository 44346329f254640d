import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Every module of the repository's own code a file imports, by absolute path (types and dynamic imports too). */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx|mts|cts)$/;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

/**
 * The import graph of the files under `folders` (absolute paths of folders or files), read with TypeScript's own
 * scanner and resolver and the compiler options of `tsconfig`, so an import counts exactly as the
 * type checker and the bundler see it. A type-only import is an edge too: a child that takes its
 * props type from its parent depends on its parent as surely as on a value.
 */
export function importGraph(folders: string[], tsconfig: string): ImportGraph {
  // A file among the folders (gatsby-browser.tsx, say) stands for itself.
  const config = ts.readConfigFile(tsconfig, (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(tsconfig));
  const files = folders.flatMap((folder) => {
    if (!fs.existsSync(folder)) return [];
    return fs.statSync(folder).isFile() ? [folder] : sourceFiles(folder);
  });
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    const imported = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((resolved): resolved is string => resolved !== undefined && known.has(resolved));
    graph.set(file, [...new Set(imported)]);
  }
  return graph;
}

/**
 * Every import circle in the graph: one per group of modules that reach each other (Tarjan's
 * strongly connected components), each given as a path from a module back to itself.
 */
export function importCircles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  function visit(file: string) {
    index.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(next)!));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group);
  }

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups.map((group) => circleThrough(graph, group));
}

/** The shortest path from the group's first module (in name order) back to itself, within the group. */
function circleThrough(graph: ImportGraph, group: string[]): string[] {
  const members = new Set(group);
  const [start] = [...group].sort();
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const between: string[] = [];
        for (let step: string | undefined = file; step !== undefined && step !== start; step = cameFrom.get(step)) between.unshift(step);
        return [start, ...between, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return group;
}
