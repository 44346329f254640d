import fs from "node:fs";
import path from "node:path";
import { rewriteBuiltHtml } from "./html-rewrite";
import { temporaryFolder } from "../tests/support/temporary-folder";

describe("the HTML rewrite after a build", () => {
  it("rewrites every HTML page, nested ones included, and nothing else", async () => {
    const dir = temporaryFolder("public-");
    fs.mkdirSync(path.join(dir, "blog"));
    fs.writeFileSync(path.join(dir, "index.html"), "<p>home</p>");
    fs.writeFileSync(path.join(dir, "blog", "index.html"), "<p>blog</p>");
    fs.writeFileSync(path.join(dir, "app.js"), "home");
    expect(await rewriteBuiltHtml(dir, (html) => html.toUpperCase())).toBe(2);
    expect(fs.readFileSync(path.join(dir, "blog", "index.html"), "utf8")).toBe("<P>BLOG</P>");
    expect(fs.readFileSync(path.join(dir, "app.js"), "utf8")).toBe("home");
  });
});
