/**
 * Rules of the code's layout that the type checker and the linter do not hold.
 */
import fs from "node:fs";
import path from "node:path";
import { importCircles, importGraph } from "../support/import-graph";
import { temporaryFolder } from "../support/temporary-folder";

const root = path.resolve(__dirname, "../..");
const tsconfig = path.join(root, "tsconfig.json");
const relative = (file: string) => path.relative(root, file);

describe("the import graph", () => {
  const graph = importGraph(
    ["src", "gatsby", "netlify", "gatsby-browser.tsx", "gatsby-ssr.tsx", "gatsby-config.ts", "gatsby-node.ts"].map((folder) =>
      path.join(root, folder),
    ),
    tsconfig,
  );
  const isTest = (file: string) => /\.test\.tsx?$/.test(file);

  it("has no circle in the site's, the build's or the functions' code", () => {
    // A child module takes its data's type from where the data is declared (a GraphQL fragment,
    // a types module beside the data), never from the module that imports it.
    const circles = importCircles(graph).map((circle) => circle.map(relative).join(" → "));
    expect(circles).toEqual([]);
  });

  it("keeps the layers components build on free of components", () => {
    // Hydration, hooks, rules, styles and the content model serve every component; what one of them
    // needs from a component (a context an island carries, a type) is handed to it by the page's
    // setup or declared beside the data.
    const layers = ["src/hydration", "src/hooks", "src/lib", "src/styles", "src/content-model"].map(
      (folder) => path.join(root, folder) + path.sep,
    );
    const components = path.join(root, "src/components") + path.sep;
    const reachingUp = [...graph]
      .filter(([file]) => layers.some((layer) => file.startsWith(layer)))
      .flatMap(([file, imported]) =>
        imported.filter((target) => target.startsWith(components)).map((target) => `${relative(file)} → ${relative(target)}`),
      );
    expect(reachingUp).toEqual([]);
  });

  it("keeps src/lib below everything that uses it: no arrow climbs out of it", () => {
    // src/lib holds plain rules the pages, the build and the functions share; the content model,
    // components, hooks, hydration, the editor and the build's own modules build on it, never the
    // other way round.
    const lib = path.join(root, "src/lib") + path.sep;
    const above = [
      "src/content-model",
      "src/components",
      "src/hooks",
      "src/hydration",
      "src/cms",
      "src/pages",
      "src/templates",
      "gatsby",
    ].map((folder) => path.join(root, folder) + path.sep);
    const climbing = [...graph]
      .filter(([file]) => file.startsWith(lib) && !isTest(file))
      .flatMap(([file, imported]) =>
        imported
          .filter((target) => above.some((folder) => target.startsWith(folder)))
          .map((target) => `${relative(file)} → ${relative(target)}`),
      );
    expect(climbing).toEqual([]);
  });

  it("keeps in src/lib only what runs outside the build: a rule only the build applies lives in gatsby/", () => {
    // What the browser runs (pages, templates, components, the editor) and what the functions run
    // are the roots; a module of src/lib that none of them reaches serves the build alone.
    const runsOutsideTheBuild = [
      "gatsby-browser.tsx",
      ...["src/pages", "src/templates", "src/components", "src/hydration", "src/hooks", "src/cms", "netlify"].map((folder) => folder + "/"),
    ].map((place) => path.join(root, place));
    const reached = new Set<string>();
    const next = [...graph.keys()].filter((file) => !isTest(file) && runsOutsideTheBuild.some((folder) => file.startsWith(folder)));
    while (next.length > 0) {
      const file = next.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      next.push(...(graph.get(file) ?? []));
    }
    const lib = path.join(root, "src/lib") + path.sep;
    const buildOnly = [...graph.keys()].filter((file) => file.startsWith(lib) && !isTest(file) && !reached.has(file)).map(relative);
    expect(buildOnly).toEqual([]);
  });

  it("keeps what only the browser runs in src/lib/browser, out of the shared rules and the functions", () => {
    // src/lib/browser reads the page (its address, storage, the DOM); the rest of src/lib is shared
    // with the functions and the build, so neither it nor the functions may import from there.
    const browserOnly = path.join(root, "src/lib/browser") + path.sep;
    const lib = path.join(root, "src/lib") + path.sep;
    const functions = path.join(root, "netlify") + path.sep;
    const intoTheBrowser = [...graph]
      .filter(([file]) => (file.startsWith(lib) && !file.startsWith(browserOnly)) || file.startsWith(functions))
      .flatMap(([file, imported]) =>
        imported.filter((target) => target.startsWith(browserOnly)).map((target) => `${relative(file)} → ${relative(target)}`),
      );
    expect(intoTheBrowser).toEqual([]);
  });

  it("names a circle, type-only and dynamic imports included", () => {
    const folder = temporaryFolder("import-graph-");
    fs.writeFileSync(
      path.join(folder, "Parent.tsx"),
      'export const Child = () => import("./Child");\nexport interface ParentProps { title: string }\n',
    );
    fs.writeFileSync(
      path.join(folder, "Child.tsx"),
      'import type { ParentProps } from "./Parent";\nexport type ChildProps = ParentProps;\n',
    );
    fs.writeFileSync(path.join(folder, "Alone.ts"), 'import { Child } from "./Parent";\nexport const child = Child;\n');
    const circles = importCircles(importGraph([folder], tsconfig));
    expect(circles.map((circle) => circle.map((file) => path.basename(file)))).toEqual([["Child.tsx", "Parent.tsx", "Child.tsx"]]);
  });
});
