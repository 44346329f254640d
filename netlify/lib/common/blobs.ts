/** Guards around @netlify/blobs where its answers cannot be taken at face value. */
import type { Store } from "@netlify/blobs";

/**
 * Writes `value` only if `key` is new; false when it already existed. @netlify/blobs 11 reports any
 * answer but 412 to a conditional write as a success, a 500 or a 403 included (raised in the
 * review of netlify/primitives#731). A real write always returns an ETag, so a "success" without
 * one is treated as the failure it is, rather than as a message safely stored.
 */
export async function setJSONIfNew(blobs: Store, key: string, value: unknown): Promise<boolean> {
  const write = await blobs.setJSON(key, value, { onlyIfNew: true });
  if (write.modified && !write.etag) {
    throw new Error(`Netlify Blobs did not confirm storing ${key}`);
  }
  return write.modified;
}
