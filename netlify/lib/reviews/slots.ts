/**
 * Numbered slots that at most one caller can win each, on storage that offers nothing but plain
 * reads and writes of single keys: the count behind the Google reviews' budgets.
 *
 * Netlify Blobs answers conditional writes atomically, but the local Blobs server (`npm start`,
 * the function tests, the end-to-end tests) does not: it checks `If-Match` or `If-None-Match`,
 * then writes through a temporary file with no lock in between (its ETag is the file's
 * modification time), so of 20 writes at once with `onlyIfNew` nearly all "succeed". Its listings
 * are no better: a temporary file renamed while a listing walks its folder ends the walk early,
 * and the listing silently leaves out keys that were long there. A counter, or a count of listed
 * entries, loses calls there.
 *
 * What both stores do give is a key read after a write to it has finished sees that write or a
 * later one. On that alone, Moir and Anderson's splitter lets at most one caller win a slot:
 *
 *   write x := me; if y is set: lose; set y; if x is still me: win, else lose.
 *
 * A winner read x = me after setting y, so nobody wrote x in between: anyone who writes x later
 * then finds y set and loses, and anyone who wrote x earlier either reads x after my write and
 * loses, or set y before I read it, and then I would have lost. A caller alone always wins; callers at the same moment may all lose the slot, which wastes it
 * (never more calls than slots, sometimes fewer). The listing only says which slots look free;
 * if it is wrong, the splitter still decides.
 */
import { randomUUID } from "node:crypto";

/** The part of a Netlify Blobs store the reviews' usage needs; Store itself fits. */
export interface UsageStore {
  list(options?: { prefix?: string }): Promise<{ blobs: Array<{ key: string }> }>;
  get(key: string, options: { type: "json" }): Promise<unknown>;
  setJSON(key: string, value: unknown, options?: { onlyIfNew?: boolean }): Promise<{ modified: boolean; etag?: string }>;
  delete(key: string): Promise<void>;
}

/**
 * - `claimed`: this caller won a slot.
 * - `full`: every slot is taken.
 * - `contended`: slots looked free but others won or spoiled each one tried: a passing state.
 */
export type SlotClaim = "claimed" | "full" | "contended";

/** Slots tried after the first is lost before giving up, so a crowd cannot keep a caller waiting. */
const MAX_SLOTS_TRIED = 3;

/**
 * Claims one of the slots numbered 1 to `count` under `prefix` (which ends with `/`). Each try
 * picks a free-looking slot at random, so callers arriving together spread over the free slots
 * instead of all spoiling the lowest.
 */
export async function claimSlot(store: UsageStore, prefix: string, count: number): Promise<SlotClaim> {
  const { blobs } = await store.list({ prefix });
  const started = new Set(blobs.map(({ key }) => Number(key.slice(prefix.length).split("/")[0])));
  const free = Array.from({ length: count }, (_, index) => index + 1).filter((slot) => !started.has(slot));
  const me = randomUUID();
  let spoiled = false;
  for (let tried = 0; free.length > 0; tried++) {
    if (tried === MAX_SLOTS_TRIED) return "contended";
    const [slot] = free.splice(Math.floor(Math.random() * free.length), 1);
    const outcome = await split(store, `${prefix}${slot}/`, me);
    if (outcome === "won") return "claimed";
    spoiled ||= outcome === "spoiled";
  }
  return spoiled ? "contended" : "full";
}

/**
 * One caller's try at one slot (`slot` ends with `/`). `taken`: someone had already set y.
 * `spoiled`: another caller wrote x meanwhile, and may or may not have won.
 */
export async function split(store: UsageStore, slot: string, me: string = randomUUID()): Promise<"won" | "taken" | "spoiled"> {
  await store.setJSON(`${slot}x`, me);
  if ((await store.get(`${slot}y`, { type: "json" })) !== null) return "taken";
  await store.setJSON(`${slot}y`, true);
  return (await store.get(`${slot}x`, { type: "json" })) === me ? "won" : "spoiled";
}
