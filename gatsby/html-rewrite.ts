/** Post-build step: every built page starts its scripts after the first paint (gatsby/scripts-after-first-paint). */
import { promises as fs } from "node:fs";
import path from "node:path";
import { startScriptsAfterFirstPaint } from "./scripts-after-first-paint";

export async function rewriteBuiltHtml(
  publicDir: string,
  rewrite: (html: string) => string = startScriptsAfterFirstPaint,
): Promise<number> {
  const entries = await fs.readdir(publicDir, { recursive: true, withFileTypes: true });
  const htmlFiles = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of htmlFiles) {
    const html = await fs.readFile(file, "utf8");
    await fs.writeFile(file, rewrite(html));
  }
  return htmlFiles.length;
}
