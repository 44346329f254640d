/**
 * One local database folder to one process. PGlite keeps its files with no lock of its own, and
 * two servers over one folder corrupt it, so whoever opens a folder first takes `<folder>.lock`,
 * a file naming its process. Taking it is one atomic step: the file is written under a name of its
 * own first and then linked in as the lock (`link` fails when the lock exists), so it is never seen
 * empty and two processes can never both make it. A lock left by a process that no longer runs is
 * moved aside by `rename` (atomic too) and checked to be the very file found dead (same inode),
 * never read and then deleted: a second process arriving at once moves nothing of the first's.
 */
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
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

const inodeOf = (file) => {
  try {
    return statSync(file).ino;
  } catch (error) {
    if (error.code === "ENOENT") return undefined;
    throw error;
  }
};

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
  const mine = `${file}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(mine, file);
        break;
      } catch (error) {
        if (error.code !== "EEXIST") throw error;
      }
      const found = inodeOf(file);
      const holder = holderOf(file);
      if ((holder !== undefined && running(Number(holder))) || attempt >= 5)
        throw new Error(
          `The local database in ${describe} is in use by ${holder ? `process ${holder}` : "another process"} (another npm start, npm run serve, netlify dev or end-to-end run in this checkout). Stop it first, or run the second server from a checkout of its own.`,
        );
      if (found === undefined) continue;
      // Left by a process that has gone: moved aside, and deleted only if it is the file found dead.
      const aside = `${file}.stale-${process.pid}`;
      try {
        renameSync(file, aside);
      } catch (error) {
        if (error.code === "ENOENT") continue;
        throw error;
      }
      if (inodeOf(aside) !== found) {
        // Another process took the lock in between: its lock goes back where it was.
        try {
          linkSync(aside, file);
        } catch {
          // Taken meanwhile by yet another: the next attempt reads who.
        }
      }
      rmSync(aside, { force: true });
    }
  } finally {
    rmSync(mine, { force: true });
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
