/**
 * The project runs on one Node.js major version, everywhere: the one .nvmrc names is the one
 * Netlify builds with (and so the version its functions run on), the one package.json's engines
 * accept, and the one this test suite is running on (npm test goes through
 * scripts/project-node.mjs, which brings it when the machine has another).
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const projectMajor = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
const majorOf = (version: string) => version.replace(/^v/, "").split(".")[0];

test(".nvmrc names a Node.js major version that still gets security fixes", () => {
  expect(projectMajor).toMatch(/^\d+$/);
  // Node 20 reached its end of life in April 2026; Gatsby 5.16 supports 22 and 24.
  expect(Number(projectMajor)).toBeGreaterThanOrEqual(24);
});

test("Netlify builds, and runs the functions, on the project's Node.js", () => {
  const toml = fs.readFileSync(path.join(root, "netlify.toml"), "utf8");
  const nodeVersion = /^\s*NODE_VERSION\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
  expect(nodeVersion && majorOf(nodeVersion)).toBe(projectMajor);
});

test("package.json's engines accept the project's Node.js and no other major version", () => {
  const { engines } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { engines: { node: string } };
  expect(engines.node).toBe(`>=${projectMajor} <${Number(projectMajor) + 1}`);
});

test("the tests run on the project's Node.js", () => {
  expect(majorOf(process.version)).toBe(projectMajor);
});
