// Writes the field tables of content/README.md from the content model (src/content-model/),
// between its markers; a unit test fails while they differ. `--check` only reports a difference.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = fileURLToPath(new URL("..", import.meta.url));
const jiti = createJiti(import.meta.url);
const { contentTypes } = await jiti.import("../src/content-model/index.ts");
const { contentDocs, withContentDocs } = await jiti.import("../src/content-model/docs.ts");

const readme = `${root}content/README.md`;
const current = readFileSync(readme, "utf8");
const next = withContentDocs(current, contentDocs(contentTypes));
if (process.argv.includes("--check")) {
  if (next !== current) console.error("content/README.md differs from the content model; run npm run content:docs");
  process.exitCode = next === current ? 0 : 1;
} else if (next !== current) {
  writeFileSync(readme, next);
  console.log("content/README.md: field tables updated from src/content-model");
} else {
  console.log("content/README.md: field tables already match src/content-model");
}
