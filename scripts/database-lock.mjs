/**
 * One local database folder to one process. PGlite keeps its files with no lock of its own, and
 * two servers over one folder corrupt it, so whoever opens a folder first takes `<folder>.lock`,
 * a file naming its process. Taking it is one atomic step: the file is written under a name of its
 * own first and then linked in as the lock (`link` fails when the lock exists), so it is never seen
 * empty and two processes can never both make it.
 *
 * A lock left by a process that no longer runs is taken over without ever removing anyone else's:
 * the process that finds it dead first links it under a claim named by its inode
 * (`<folder>.lock.dead-<inode>`; `link` fails for every other process finding the same dead file),
 * checks through the claim that it is the very file found dead and that its holder still does not
 * run, and only then unlinks the lock (which nobody else may remove meanwhile, so it is still that
 * file), lets its claim go, and competes to link its own in like everyone else. Moving the lock
 * aside by `rename` instead could move a live lock taken a moment before, and putting it back
 * leaves a gap in which a third process takes the lock too.
 */
import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
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

/** How often a lock left by a process that has gone is tried, 10 ms apart, before giving up. */
const TAKEOVER_ATTEMPTS = 100;

/** Removes the lock `file` if it is still the file with inode `found` and its holder does not run; at most one process does it for one dead file. */
function takeOverDead(file, found) {
  const claim = `${file}.dead-${found}`;
  try {
    linkSync(file, claim);
  } catch (error) {
    // Another process is taking over this dead lock, or the lock has just gone.
    if (error.code === "EEXIST" || error.code === "ENOENT") return;
    throw error;
  }
  try {
    // The claim names whatever the lock was when linked: a live lock taken since (even one whose
    // file was given the dead file's inode number again) is left alone.
    const holder = holderOf(claim);
    if (inodeOf(claim) === found && holder !== undefined && !running(Number(holder))) rmSync(file, { force: true });
  } finally {
    rmSync(claim, { force: true });
  }
}

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
      if ((holder !== undefined && running(Number(holder))) || attempt >= TAKEOVER_ATTEMPTS)
        throw new Error(
          holder !== undefined && !running(Number(holder))
            ? `The local database in ${describe} is locked by process ${holder}, which no longer runs, and the lock could not be taken over: delete ${file} and any ${path.basename(file)}.dead-* beside it, then start again.`
            : `The local database in ${describe} is in use by ${holder ? `process ${holder}` : "another process"} (another npm start, npm run serve, netlify dev or end-to-end run in this checkout). Stop it first, or run the second server from a checkout of its own.`,
        );
      if (found === undefined) continue;
      takeOverDead(file, found);
      // Another process may be taking it over: a moment for it to finish before asking again.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
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
