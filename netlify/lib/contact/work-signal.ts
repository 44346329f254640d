/**
 * Whether the retry job may have work, known without waking the database. Netlify Database bills
 * the time its compute is awake (it sleeps after 5 minutes without a query), so a job that asked
 * the database every ten minutes kept it awake half of every day. The job asks this instead, and the
 * database only when it says yes, or on the daily round.
 *
 * Two times, in a Netlify Blobs store of their own, read with strong consistency: `raised`, when a
 * message was last stored or moved that might be left waiting (written after it is stored, never
 * awaited before the visitor is answered), and `clear`, since when the job has found none waiting
 * (written after a run that left none, dated back by more than any storing can take, so a message
 * stored while the job was counting is never missed). When the store cannot be read, the job looks.
 *
 * Blobs never holds up storing or a run: every call ends within SIGNAL_TIME_MS (or the run's
 * deadline, if sooner), and is tried once. `@netlify/blobs` retries a failed call 5 times, 5 s
 * apart, so an outage held each awaited call 25 s; the store's requests go through a `fetch` that
 * answers an outage (a 5xx or 429, a network error, no answer in time) with a refusal the library
 * does not retry. The contact function's raise, after the answer, is tried again after each of
 * RAISE_PAUSES_MS when it fails, so an outage of a few seconds still leaves the signal raised for
 * the next run; one that outlasts them is logged (`retry-signal-not-raised`), and the message is
 * found by the next run that cannot read the store, or by the daily round.
 */
import { getStore } from "@netlify/blobs";
import { describeError, type Logger } from "../common/logger";
import { timeLeft, within } from "../common/time-budget";

export interface WorkSignal {
  /**
   * Whether it was raised, tried once (within SIGNAL_TIME_MS), or with `again` after each of
   * RAISE_PAUSES_MS too (for work done after the answer).
   */
  raise(now: Date, options?: { again?: boolean }): Promise<boolean>;
  mayHaveWork(): Promise<boolean>;
  clear(since: Date): Promise<void>;
}

/** How far back `clear` is dated from the start of the run that found nothing waiting. */
export const CLEAR_MARGIN_MS = 60_000;

/** Every call to the signal's store ends within this. */
export const SIGNAL_TIME_MS = 1_000;

/** A raise that failed is tried again after these pauses (after the visitor was answered). */
export const RAISE_PAUSES_MS = [2_000, 6_000] as const;

/** What Blobs' client is answered instead of an outage: a status it does not retry. */
const unavailable = (why: string) => new Response(`Netlify Blobs unavailable: ${why}`, { status: 424 });

/** One request to Blobs, bounded by the call's time, an outage answered so that it is not retried. */
export const boundedFetch: typeof fetch = async (input, init) => {
  const wait = timeLeft(SIGNAL_TIME_MS);
  if (wait === 0) return unavailable("no time left");
  try {
    const response = await fetch(input, { ...init, signal: AbortSignal.timeout(wait) });
    if (response.status !== 429 && response.status < 500) return response;
    await response.body?.cancel();
    return unavailable(`status ${response.status}`);
  } catch (error) {
    return unavailable(describeError(error));
  }
};

export const platformSignalStore = () => getStore({ name: "retry-work", consistency: "strong", fetch: boundedFetch });

/** What the signal asks of a Blobs store. */
export interface SignalStore {
  get(key: string, options: { type: "json" }): Promise<unknown>;
  setJSON(key: string, value: unknown): Promise<unknown>;
}

export function createWorkSignal(store: () => SignalStore, log: Logger): WorkSignal {
  const bounded = <T>(call: () => Promise<T>) => within(SIGNAL_TIME_MS, call);
  const read = async (key: string) => ((await bounded(() => store().get(key, { type: "json" }))) as { at: string } | null)?.at;
  const write = async (key: string, at: Date) => {
    try {
      await bounded(() => store().setJSON(key, { at: at.toISOString() }));
      return true;
    } catch (error) {
      log.warn("retry-signal-not-written", { key, error: describeError(error) });
      return false;
    }
  };
  return {
    async raise(now, { again = false } = {}) {
      if (await write("raised", now)) return true;
      try {
        store();
      } catch {
        // No store to try again (Blobs is not set up where this runs): the failure is logged above.
        return false;
      }
      for (const pause of again ? RAISE_PAUSES_MS : []) {
        await new Promise((resolve) => setTimeout(resolve, pause));
        if (await write("raised", now)) return true;
      }
      log.error("retry-signal-not-raised", {
        action: "The retry job finds this message on its daily round, or sooner if Blobs is still down.",
      });
      return false;
    },
    clear: async (since) => void (await write("clear", since)),
    async mayHaveWork() {
      try {
        const [raised, clear] = await Promise.all([read("raised"), read("clear")]);
        return raised !== undefined && (clear === undefined || raised >= clear);
      } catch (error) {
        log.warn("retry-signal-unreadable", { error: describeError(error) });
        return true;
      }
    },
  };
}
