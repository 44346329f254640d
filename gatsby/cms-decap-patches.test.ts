import fs from "node:fs";
import path from "node:path";
import { decapModules } from "./cms-editor-bundle";
import { DECAP_PATCHES, patchedFiles, patchedModule } from "./cms-decap-patches";

/** Decap's core package as the editor is bundled with it (the pinned release, or CMS_DECAP_MODULES's). */
const core = path.join(decapModules(path.resolve(__dirname, "..")), "decap-cms-core");
const { version } = JSON.parse(fs.readFileSync(path.join(core, "package.json"), "utf8")) as { version: string };

describe(`the editor's patches of Decap (decap-cms-core ${version})`, () => {
  it.each(patchedFiles)("apply to %s, each of their texts found once and replaced", (file) => {
    const text = fs.readFileSync(path.join(core, file), "utf8");
    const patched = patchedModule(file, text, version);
    for (const edit of DECAP_PATCHES.flatMap((patch) => patch.edits).filter((candidate) => candidate.file === file)) {
      expect(patched).toContain(edit.to);
      expect(patched.split(edit.from).length - 1).toBe(edit.to.includes(edit.from) ? 1 : 0);
    }
  });

  it("stop the editor being built, naming the patch, on a release that no longer has their text", () => {
    const [patch] = DECAP_PATCHES;
    const [edit] = patch.edits;
    expect(() => patchedModule(edit.file, "a release that says it otherwise", "9.9.9")).toThrow(
      `The editor's patch "${patch.name}" no longer applies to decap-cms-core 9.9.9`,
    );
  });
});
