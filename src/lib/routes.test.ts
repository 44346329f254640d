import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { CONTACT_FORM_PATH, CONTACT_THANK_YOU_PATH, LANDING_PATH, landingSectionPath } from "./routes";

/**
 * Components, templates and pages take every path from src/lib/routes.ts or from content, so a
 * page can move by changing one line. This reads their code and lists each string that looks
 * like a site path: a literal starting with one slash, or a template's text starting with one
 * after an interpolation (`/${slug}`, `${siteUrl}/logo.png`).
 */
const SRC = path.resolve(__dirname, "..");
const SCANNED = ["components", "templates", "pages"].map((dir) => path.join(SRC, dir));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const looksLikePath = (text: string) => /^\/(?!\/)/.test(text);

function typedOutPaths(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    // A module's specifier, static or dynamic, names a source file, not a page.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && looksLikePath(node.text)) found.push(node.text);
    if (ts.isTemplateExpression(node) && !ts.isTaggedTemplateExpression(node.parent)) {
      const pieces = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (pieces.some(looksLikePath)) found.push(node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${path.relative(SRC, fileName)}: ${text}`);
}

describe("paths come from the routes module", () => {
  it("spots typed-out paths in strings and templates", () => {
    const code =
      'const a = "/contact"; const b = `/${slug}`; const c = `${siteUrl}/logo.png`; const d = "https://x.com/a"; const e = "//cdn";';
    expect(typedOutPaths(path.join(SRC, "example.tsx"), code)).toEqual([
      "example.tsx: /contact",
      "example.tsx: `/${slug}`",
      "example.tsx: `${siteUrl}/logo.png`",
    ]);
  });

  it("finds none in components, templates or pages", () => {
    const found = SCANNED.flatMap((dir) => sourceFiles(dir)).flatMap((file) => typedOutPaths(file, readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });

  it("builds paths under the pages they belong to", () => {
    expect(landingSectionPath("industries")).toBe(`${LANDING_PATH}#industries`);
    expect(CONTACT_FORM_PATH.split("#")[0]).toBe(CONTACT_THANK_YOU_PATH.split("/").slice(0, 2).join("/"));
  });
});
