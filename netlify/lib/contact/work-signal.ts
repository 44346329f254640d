/**
 * Whether the retry job may have work, known without waking the database. Netlify Database bills
 * the time its compute is awake (it sleeps after 5 minutes without a query), so a job that asked
 * the database every ten minutes kept it awake half of every day. The job asks this instead, and the
 * database only when it says yes, or on the daily round.
 *
 * Two times, in a Netlify Blobs store of their own, read with strong consistency: `raised`, when a
 * message was last stored or moved that might be left waiting (written before it is stored, so a
 * crash in between errs towards a needless look), and `clear`, since when the job has found none
 * waiting (written after a run that left none, dated back by more than any storing can take, so a
 * message stored while the job was counting is never missed). When the store cannot be read, the
 * job looks.
 */
import { getStore } from "@netlify/blobs";
import { describeError, type Logger } from "../common/logger";

export interface WorkSignal {
  raise(now: Date): Promise<void>;
  mayHaveWork(): Promise<boolean>;
  clear(since: Date): Promise<void>;
}

/** How far back `clear` is dated from the start of the run that found nothing waiting. */
export const CLEAR_MARGIN_MS = 60_000;

export const platformSignalStore = () => getStore({ name: "retry-work", consistency: "strong" });

/** What the signal asks of a Blobs store. */
export interface SignalStore {
  get(key: string, options: { type: "json" }): Promise<unknown>;
  setJSON(key: string, value: unknown): Promise<unknown>;
}

export function createWorkSignal(store: () => SignalStore, log: Logger): WorkSignal {
  const read = async (key: string) => ((await store().get(key, { type: "json" })) as { at: string } | null)?.at;
  const write = async (key: string, at: Date) => {
    try {
      await store().setJSON(key, { at: at.toISOString() });
    } catch (error) {
      log.warn("retry-signal-not-written", { key, error: describeError(error) });
    }
  };
  return {
    raise: (now) => write("raised", now),
    clear: (since) => write("clear", since),
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
