import fs from "node:fs";
import path from "node:path";
import type { Metafile } from "esbuild";
import { temporaryFolder } from "../tests/support/temporary-folder";
import { keep, reuseKept } from "./cms-editor-bundle";

/** A site with one source file, a built script in public/admin/, and esbuild's record of reading the source and writing the script. */
function builtSite() {
  const root = temporaryFolder("editor-script-");
  const outDir = path.join(root, "public/admin");
  fs.mkdirSync(path.join(root, "src"), { recursive: true });
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(root, "src/editor.ts"), "export const words = 'Publish';\n");
  fs.writeFileSync(path.join(outDir, "editor.js"), "words='Publish'");
  const metafile = {
    inputs: { "src/editor.ts": { bytes: 1, imports: [] } },
    outputs: { "public/admin/editor.js": { bytes: 1, imports: [], exports: [], inputs: {} } },
  } as unknown as Metafile;
  return { root, outDir, metafile, elsewhere: path.join(root, "elsewhere") };
}

describe("the editor's script kept between builds", () => {
  it("is copied into a later build when nothing it was built from changed", async () => {
    const { root, outDir, metafile, elsewhere } = builtSite();
    await keep(root, outDir, "builder-1", metafile);
    expect(await reuseKept(root, elsewhere, "builder-1")).toBe(true);
    expect(fs.readFileSync(path.join(elsewhere, "editor.js"), "utf8")).toBe("words='Publish'");
  });

  it("is built again when a file it was built from changed or is gone, or the builder changed", async () => {
    const { root, outDir, metafile, elsewhere } = builtSite();
    await keep(root, outDir, "builder-1", metafile);
    expect(await reuseKept(root, elsewhere, "builder-2")).toBe(false);
    fs.writeFileSync(path.join(root, "src/editor.ts"), "export const words = 'Save';\n");
    expect(await reuseKept(root, elsewhere, "builder-1")).toBe(false);
    fs.rmSync(path.join(root, "src/editor.ts"));
    expect(await reuseKept(root, elsewhere, "builder-1")).toBe(false);
    expect(fs.existsSync(path.join(elsewhere, "editor.js"))).toBe(false);
  });

  it("is built when none was kept", async () => {
    const { root, elsewhere } = builtSite();
    expect(await reuseKept(root, elsewhere, "builder-1")).toBe(false);
  });
});
