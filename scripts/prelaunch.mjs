// Prints the pre-launch list: every piece of sample material flagged in content/ ("sample": true
// with "replaceWith"), and what replaces it. `--write` puts the list into docs/launch.md between
// its markers, which a unit test keeps in step with the flags.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = fileURLToPath(new URL("..", import.meta.url));
const jiti = createJiti(import.meta.url);
const { findSamples, prelaunchList, readContentFiles, withPrelaunchList } = await jiti.import("../src/lib/content-checks.ts");

const { samples, problems } = findSamples(readContentFiles(`${root}content`));
const list = prelaunchList(samples);
if (process.argv.includes("--write")) {
  const launchDoc = `${root}docs/launch.md`;
  writeFileSync(launchDoc, withPrelaunchList(readFileSync(launchDoc, "utf8"), list));
  console.log(`docs/launch.md: pre-launch list updated (${samples.length} samples)`);
} else {
  console.log(list || "No sample material left in content/.");
}
for (const problem of problems) console.error(problem);
process.exitCode = problems.length ? 1 : 0;
