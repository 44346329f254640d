/**
 * Builds again over the last build's public/ and .cache/, as Netlify does when it restores its
 * build cache, and fails unless the header and redirect rules come out the same. Before building,
 * `_headers` is replaced by what an older build left there (gatsby-plugin-netlify's marker and a
 * site-wide policy), which the adapter used to keep or drop depending on where it sat.
 *
 * Run by `npm test` after the first build; the end-to-end tests then run against this second,
 * incremental build.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const files = ["public/_headers", "public/_redirects"];
const first = files.map((file) => readFileSync(file, "utf8"));

writeFileSync(
  "public/_headers",
  [
    "## Created with gatsby-plugin-netlify",
    "",
    "/*",
    "  Content-Security-Policy: default-src *",
    "  X-XSS-Protection: 1; mode=block",
    "",
  ].join("\n"),
);

execFileSync("npm", ["run", "--silent", "build:test"], { stdio: ["ignore", "ignore", "inherit"] });

const second = files.map((file) => readFileSync(file, "utf8"));
const changed = files.filter((_file, index) => first[index] !== second[index]);
if (changed.length > 0) {
  console.error(`A second build over the first's public/ changed ${changed.join(" and ")}.`);
  for (const index of files.keys()) {
    if (first[index] === second[index]) continue;
    const before = new Set(first[index].split("\n"));
    const after = new Set(second[index].split("\n"));
    console.error(
      `${files[index]}:\n${[...before]
        .filter((line) => !after.has(line))
        .map((line) => `- ${line}`)
        .join("\n")}\n${[...after]
        .filter((line) => !before.has(line))
        .map((line) => `+ ${line}`)
        .join("\n")}`,
    );
  }
  process.exit(1);
}
const rules = second[0].split("\n").filter((line) => line.startsWith("/")).length;
console.log(`Rebuilt over the previous build: the same ${rules} header rules and the same redirects.`);
