import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

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

  it("is type-checked by `npm run typecheck` (tsc over tsconfig.json), all of it, so a type error in it fails the check", () => {
    const root = path.resolve(src, "..");
    const { config } = ts.readConfigFile(path.join(root, "tsconfig.json"), (file) => ts.sys.readFile(file));
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
    const checked = new Set(parsed.fileNames.map((file) => path.resolve(file)));
    const editorFiles = (directory: string): string[] =>
      fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(directory, entry.name);
        return entry.isDirectory() ? editorFiles(full) : [full];
      });
    const code = editorFiles(cms).filter((file) => /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(file));
    expect(code.length).toBeGreaterThan(10);
    // No plain script beside the typed modules, and every module among the files tsc checks.
    expect(code.filter((file) => !/\.tsx?$/.test(file)).map((file) => path.relative(src, file))).toEqual([]);
    expect(code.filter((file) => !checked.has(file)).map((file) => path.relative(src, file))).toEqual([]);
    // With the project's options, a wrong type in an editor module is an error, not a warning.
    const probe = path.join(cms, "editor", "typecheck-probe.ts");
    const host = ts.createCompilerHost(parsed.options);
    const readFile = host.readFile.bind(host);
    host.readFile = (file) =>
      path.resolve(file) === probe
        ? 'import { nationalPhone } from "./phone";\nexport const digits: number = nationalPhone("01908 123456");\n'
        : readFile(file);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (file) => path.resolve(file) === probe || fileExists(file);
    const program = ts.createProgram([probe], { ...parsed.options, noEmit: true }, host);
    const errors = ts.getPreEmitDiagnostics(program).filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
    expect(errors.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"))).toEqual([
      expect.stringMatching(/Type 'string \| undefined' is not assignable to type 'number'/),
    ]);
  });
});
