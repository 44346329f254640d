import { promises as fs } from "fs";
import os from "os";
import path from "path";
import { isUnpublished, removeUnpublishedFiles } from "./unpublished-files";

describe("what is left out of the deploy", () => {
  const pages = new Set(["/blog.html", "/index.html", "/blog/an-article.html"]);
  const statics = new Set(["/media/brochure.html"]);

  it.each([
    ["/app-123.js.map", true],
    ["/webpack.stats.json", true],
    ["/chunk-map.json", true],
    ["/blog/removed-article.html", true],
    ["/app-123.js", false],
    ["/blog.html", false],
    ["/blog/an-article.html", false],
    ["/404.html", false],
    ["/_gatsby/slices/_gatsby-scripts-1.html", false],
    ["/media/brochure.html", false],
    ["/page-data/blog/page-data.json", false],
  ])("%s removed: %s", (file, removed) => {
    expect(isUnpublished(file, pages, statics)).toBe(removed);
  });

  it("removes them from a folder and counts them", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "public-"));
    const publicDir = path.join(root, "public");
    for (const file of ["app.js", "app.js.map", "blog.html", "blog/gone.html", "chunk-map.json"]) {
      await fs.mkdir(path.dirname(path.join(publicDir, file)), { recursive: true });
      await fs.writeFile(path.join(publicDir, file), "x");
    }
    expect(await removeUnpublishedFiles(publicDir, new Set(["/blog.html"]), path.join(root, "static"))).toBe(3);
    const left = await fs.readdir(publicDir, { recursive: true });
    expect(left.sort()).toEqual(["app.js", "blog", "blog.html"]);
    await fs.rm(root, { recursive: true });
  });
});
