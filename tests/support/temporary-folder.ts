import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The folders this test file has made, removed once its tests are done. */
const made: string[] = [];

afterAll(() => {
  for (const folder of made.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * A new empty folder in the system's temporary folder, for a Jest test file; it is removed when
 * the file's tests are done, so repeated `npm test` runs do not fill the disk with copies of the
 * site's content.
 */
export function temporaryFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(folder);
  return folder;
}
