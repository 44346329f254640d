import { promises as fs } from "fs";
import os from "os";
import path from "path";
import { gatsbyPagePath, restoreGatsbyPagePaths } from "./pretty-url-files";

describe("putting pages back where Gatsby wrote them", () => {
  it.each([
    ["blog.html", "blog/index.html"],
    ["blog/an-article.html", "blog/an-article/index.html"],
    ["index.html", undefined],
    ["blog/index.html", undefined],
    ["blog/an-article/index.html", undefined],
    ["404.html", undefined],
    ["_gatsby/slices/_gatsby-scripts-1.html", undefined],
    ["app-123.js", undefined],
  ])("%s -> %s", (file, expected) => {
    expect(gatsbyPagePath(file)).toBe(expected);
  });

  it("moves the adapter's pretty-URL files back, leaving files from static/ and the error pages alone", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "pretty-"));
    const write = async (file: string, text = file) => {
      await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await fs.writeFile(path.join(root, file), text);
    };
    for (const file of [
      "public/blog.html",
      "public/blog/a.html",
      "public/services/index.html",
      "public/index.html",
      "public/404.html",
      "public/media/brochure.html",
      "static/media/brochure.html",
    ])
      await write(file);
    expect(await restoreGatsbyPagePaths(path.join(root, "public"), path.join(root, "static"))).toBe(2);
    const files = (await fs.readdir(path.join(root, "public"), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(root, "public"), path.join(entry.parentPath, entry.name)));
    expect(files.sort()).toEqual([
      "404.html",
      "404/index.html",
      "blog/a/index.html",
      "blog/index.html",
      "index.html",
      "media/brochure.html",
      "services/index.html",
    ]);
    expect(await fs.readFile(path.join(root, "public/blog/index.html"), "utf8")).toBe("public/blog.html");
    await fs.rm(root, { recursive: true });
  });
});
