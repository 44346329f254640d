// Prints the pre-launch list: every piece of sample material flagged in content/ ("sample": true
// with "replaceWith"), and what replaces it.
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = fileURLToPath(new URL("..", import.meta.url));
const jiti = createJiti(import.meta.url);
const { findSamples, prelaunchList } = await jiti.import("../src/lib/content-checks.ts");
const { contentFiles } = await jiti.import("../src/content-model/reader.ts");

const { samples, problems } = findSamples(contentFiles(`${root}content`));
console.log(prelaunchList(samples) || "No sample material left in content/.");
for (const problem of problems) console.error(problem);
process.exitCode = problems.length ? 1 : 0;
