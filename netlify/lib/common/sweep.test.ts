/**
 * The resumable walk every layout migration uses, against the local Blobs server: stopped by its
 * deadline, it carries on where it stopped, and over its runs it visits every key exactly once.
 */
import { deadlineIn, walkKeys } from "./sweep";
import { startBlobs, type BlobsEnvironment } from "../../../tests/support/functions/servers";

let blobs: BlobsEnvironment;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());

it("stops at its deadline, carries on after the last key it visited, and visits every key once over its runs", async () => {
  const store = blobs.store("walked");
  const keys = Array.from({ length: 130 }, (_, index) => `entries/${String(index).padStart(4, "0")}`);
  await Promise.all(keys.map((key) => store.set(key, "")));
  await store.set("elsewhere/0001", "");
  const visited: string[] = [];
  const visit = async (batch: string[]) => {
    visited.push(...batch);
    await new Promise((resolve) => setTimeout(resolve, 25));
  };

  const runs = [];
  for (let run = 0; run < 50 && !runs.at(-1)?.finished; run++) {
    runs.push(await walkKeys(store, "entries/", "migrations/walked", deadlineIn(30), visit));
  }

  expect(runs.length).toBeGreaterThan(1);
  expect(runs[0]).toMatchObject({ finished: false });
  expect(runs[0].left).toBeGreaterThan(0);
  expect(runs.at(-1)?.finished).toBe(true);
  expect(visited).toEqual(keys);
  expect(runs.reduce((sum, { removed }) => sum + removed, 0)).toBe(keys.length);
  // Once done, a walk costs one read and visits nothing, whatever is added later.
  await store.set("entries/9999", "");
  expect(await walkKeys(store, "entries/", "migrations/walked", deadlineIn(1_000), visit)).toEqual({ removed: 0, left: 0, finished: true });
  expect(visited).toHaveLength(keys.length);
});
