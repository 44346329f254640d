/**
 * Visitors pay nothing for the content editor: read from the build (run `npm run build:test`
 * first; `npm test` does). The editor's script and Decap live in public/admin/ only; no page a
 * visitor opens names a script there, and no script the site's pages can load (every chunk webpack
 * wrote, whether a page names it or loads it later) holds Decap or the editor's own code.
 */
import fs from "node:fs";
import path from "node:path";
import { builtPages } from "../support/site";

const publicDir = path.resolve(__dirname, "../../public");

/** Strings only Decap's bundle or the editor's code contain: Decap's name and the calls of its extension API. */
const EDITOR_MARKS = [/decap-cms/i, /registerPreviewTemplate/, /registerCustomFormat/, /registerEventListener/];

// Says "run npm run build:test first" when there is no build, before anything reads public/.
const visitorPages = builtPages(publicDir).filter((page) => !page.path.startsWith("/admin"));
const siteScripts = fs.readdirSync(publicDir).filter((file) => file.endsWith(".js"));

describe("what a visitor's browser can load", () => {
  it("the editor is built, beside its page, and holds Decap", () => {
    const editor = fs.readFileSync(path.join(publicDir, "admin/editor.js"), "utf8");
    for (const mark of EDITOR_MARKS) expect(editor).toMatch(mark);
  });

  it.each(visitorPages.map((page) => [page.path, page.html]))("%s names no script of the editor's", (_path, html) => {
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src);
    expect(scripts.filter((src) => src.includes("/admin/"))).toEqual([]);
  });

  it("no script of the site's pages holds Decap or the editor's code", () => {
    expect(siteScripts.length).toBeGreaterThan(5);
    const holding = siteScripts.filter((script) => {
      const text = fs.readFileSync(path.join(publicDir, script), "utf8");
      return EDITOR_MARKS.some((mark) => mark.test(text));
    });
    expect(holding).toEqual([]);
  });
});
