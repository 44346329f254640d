/**
 * One local database folder to one process (scripts/database-lock.mjs): `npm start`, the
 * end-to-end server and `netlify dev` each open a folder PGlite would corrupt if two servers shared
 * it. The lock is taken in separate Node processes here, as those servers take it.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { once } from "node:events";
import { pathToFileURL } from "node:url";
import { temporaryFolder } from "../support/temporary-folder";

const lockModule = pathToFileURL(path.resolve(__dirname, "../../scripts/database-lock.mjs")).href;

/** A process that takes the lock of `folder` when `go` (a file) appears, says how it went, and holds it `holdMs`. */
function contender(folder: string, go: string, holdMs: number) {
  const code = `
    import { existsSync } from "node:fs";
    import { lockDatabase } from ${JSON.stringify(lockModule)};
    while (!existsSync(${JSON.stringify(go)})) await new Promise((resolve) => setTimeout(resolve, 1));
    try { lockDatabase(${JSON.stringify(folder)}); console.log("took " + process.pid); setTimeout(() => undefined, ${holdMs}); }
    catch (error) { console.log("refused: " + error.message); }`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  let said = "";
  child.stdout.on("data", (chunk: Buffer) => (said += chunk.toString()));
  return { child, said: () => said.trim(), exited: once(child, "exit") };
}

const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid;

test("of processes starting at once over one folder, exactly one takes it, and the others are told who holds it", async () => {
  const folder = path.join(temporaryFolder("gridline-lock-"), "db");
  const go = `${folder}.go`;
  const contenders = Array.from({ length: 8 }, () => contender(folder, go, 1_500));
  // Every one waiting on the same file, so they ask for the lock together.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  fs.writeFileSync(go, "");
  await Promise.all(contenders.map(({ exited }) => exited));
  const said = contenders.map(({ said }) => said());
  const took = said.filter((line) => line.startsWith("took"));
  expect(took).toHaveLength(1);
  const holder = took[0].slice("took ".length);
  for (const line of said.filter((line) => !line.startsWith("took"))) expect(line).toContain(`in use by process ${holder}`);
  // And its holder released it when it exited.
  expect(fs.existsSync(`${folder}.lock`)).toBe(false);
}, 30_000);

test("a lock left by a process that has gone is taken over, and one held by a running process is not", async () => {
  const folder = path.join(temporaryFolder("gridline-lock-"), "db");
  const go = `${folder}.go`;
  fs.writeFileSync(go, "");
  fs.writeFileSync(`${folder}.lock`, String(deadPid()));
  const first = contender(folder, go, 3_000);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(first.said()).toBe(`took ${first.child.pid}`);
  expect(fs.readFileSync(`${folder}.lock`, "utf8")).toBe(String(first.child.pid));
  const second = contender(folder, go, 0);
  await second.exited;
  expect(second.said()).toContain(`in use by process ${first.child.pid}`);
  first.child.kill();
  await first.exited;
}, 30_000);

test("of several processes starting at once over a lock left by a process that has gone, exactly one takes it over", async () => {
  for (let trial = 0; trial < 5; trial++) {
    const folder = path.join(temporaryFolder("gridline-lock-"), "db");
    const go = `${folder}.go`;
    fs.writeFileSync(`${folder}.lock`, String(deadPid()));
    // Held long enough that a contender started late on a loaded machine still finds it held
    // (taking it after the holder has gone would be right, and read here as two holders).
    const contenders = Array.from({ length: 6 }, () => contender(folder, go, 4_000));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    fs.writeFileSync(go, "");
    await Promise.all(contenders.map(({ exited }) => exited));
    const took = contenders.map(({ said }) => said()).filter((line) => line.startsWith("took"));
    expect(took).toHaveLength(1);
    expect(fs.readdirSync(path.dirname(folder)).filter((name) => name.includes(".lock"))).toEqual([]);
  }
}, 90_000);
