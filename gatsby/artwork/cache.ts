/**
 * Drawn artwork kept between builds: a picture is drawn once for everything its pixels depend on
 * (what it shows, its size, and the source of these modules), and a warm build reads the file.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The source of the artwork modules: a change to any drawing draws every picture again. */
function rendererSource(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return rendererSource(file);
      return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [fs.readFileSync(file, "utf8")] : [];
    });
}

let revision: string | undefined;
function rendererRevision(): string {
  revision ??= createHash("sha256").update(rendererSource(__dirname).join("\0")).digest("hex");
  return revision;
}

/**
 * Where the drawing of `inputs` (everything it depends on besides the renderer's source) is kept
 * in `folder`, whether or not it is drawn yet: known at once, so a content node can name its
 * picture before the picture exists. A folder per drawing keeps the file's own name, which the
 * image pipeline gives the pictures it makes from it.
 */
export function drawingFile(folder: string, name: string, inputs: object): string {
  const key = createHash("sha256").update(rendererRevision()).update(JSON.stringify(inputs)).digest("hex").slice(0, 16);
  return path.join(folder, key, `${name}.png`);
}

/** The file of a drawing in `folder` (drawingFile), drawn only when no earlier build drew the same picture. */
export async function cachedDrawing(folder: string, name: string, inputs: object, draw: () => Promise<Buffer>): Promise<string> {
  const file = drawingFile(folder, name, inputs);
  if (fs.existsSync(file)) return file;
  const picture = await draw();
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  // Written whole under another name first, so a build stopped mid-write leaves no half picture behind.
  const partial = `${file}.${process.pid}.partial`;
  await fs.promises.writeFile(partial, picture);
  await fs.promises.rename(partial, file);
  return file;
}
