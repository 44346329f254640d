// Prints the pre-launch list: every piece of sample material flagged in content/ ("sample": true
// with "replaceWith"), and what replaces it; then the pictures no content uses any more (replaced
// in the editor), to delete.
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = fileURLToPath(new URL("..", import.meta.url));
const jiti = createJiti(import.meta.url);
const { findSamples, prelaunchList } = await jiti.import("../src/content-model/content-checks.ts");
const { contentFiles } = await jiti.import("../src/content-model/reader.ts");
const { unusedPictures } = await jiti.import("../src/content-model/check.ts");

const { samples, problems } = findSamples(contentFiles(`${root}content`));
console.log(prelaunchList(samples) || "No sample material left in content/.");
const unused = unusedPictures(`${root}content`);
if (unused.length) {
  console.log("\nPictures no content uses any more (replaced in the editor); delete them:");
  for (const picture of unused) console.log(`- [ ] \`${picture}\``);
}
for (const problem of problems) console.error(problem);
process.exitCode = problems.length ? 1 : 0;
