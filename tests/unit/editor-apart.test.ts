import fs from "node:fs";
import path from "node:path";

const src = path.resolve(__dirname, "../../src");
const cms = path.join(src, "cms");

/** Every module of the site's own code: src/ outside the editor's folder, tests left out. */
function siteModules(directory = src): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return full === cms ? [] : siteModules(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the editor's code", () => {
  it("is imported by no module of the site, so no visitor's page can carry it", () => {
    const importers = siteModules().filter((file) => {
      const text = fs.readFileSync(file, "utf8");
      return Array.from(text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)).some(([, specifier]) => {
        if (!specifier.startsWith(".")) return false;
        const target = path.resolve(path.dirname(file), specifier);
        return target === cms || target.startsWith(`${cms}${path.sep}`);
      });
    });
    expect(importers.map((file) => path.relative(src, file))).toEqual([]);
    expect(siteModules().length).toBeGreaterThan(50);
  });
});
