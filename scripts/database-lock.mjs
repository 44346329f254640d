/**
 * One local database folder to one process. PGlite keeps its files with no lock of its own, and
 * two servers over one folder corrupt it, so whoever opens a folder first takes `<folder>.lock`:
 * created with `wx` (it exists or it does not: two processes starting at once cannot both take
 * it), holding the process id, so a second one is refused with a sentence naming the holder, and a
 * lock left by a process that no longer runs is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/** Whether a process with this id runs. */
export function running(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

const holderOf = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return undefined;
    throw error;
  }
};

/**
 * Takes the lock of `directory` for this process and answers the function that releases it (once,
 * and only while the file still names this process); throws naming the process that holds it.
 * The lock is also released when this process exits normally; a process killed outright leaves
 * it, and the next one takes it over.
 */
export function lockDatabase(directory, { describe = directory } = {}) {
  const file = `${directory}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = openSync(file, "wx");
      try {
        writeSync(handle, String(process.pid));
      } finally {
        closeSync(handle);
      }
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const holder = holderOf(file);
      // Empty: its holder has created it and not yet written its id, so it is running.
      const alive = holder === "" || (holder !== undefined && running(Number(holder)));
      if (alive || attempt >= 2)
        throw new Error(
          `The local database in ${describe} is in use by ${holder ? `process ${holder}` : "another process"} (another npm start, netlify dev or end-to-end run in this checkout). Stop it first, or run the second server from a checkout of its own.`,
        );
      // Left by a process that has gone: removed, and taken again with `wx`, which only one wins.
      if (holder !== undefined) rmSync(file, { force: true });
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off("exit", release);
    if (holderOf(file) === String(process.pid)) rmSync(file, { force: true });
  };
  process.on("exit", release);
  return release;
}
