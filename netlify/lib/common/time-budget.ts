/**
 * Time budgets of a run: a scheduled job's, or the part of a visitor's request that must end before
 * they are answered. `within(ms, work)` gives everything inside `work` a deadline that the database
 * (each connection and statement) and the mailer read with `timeLeft`, so no single wait, however
 * long its own limit, runs past the run's.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { performance } from "node:perf_hooks";

const deadlines = new AsyncLocalStorage<number>();

/** Runs `work` with every bounded wait inside it ending by `ms` from now (or the enclosing run's deadline, if sooner). */
export const within = <T>(ms: number, work: () => Promise<T>): Promise<T> =>
  deadlines.run(Math.min(performance.now() + ms, deadlines.getStore() ?? Infinity), work);

/** Whole milliseconds left of the current run, at most `cap`. */
export const timeLeft = (cap: number) => Math.max(0, Math.floor(Math.min(cap, (deadlines.getStore() ?? Infinity) - performance.now())));

export class RunOutOfTime extends Error {
  constructor(what: string) {
    super(`The run's time was spent before ${what}`);
    this.name = "RunOutOfTime";
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A point in real time (performance.now()) after which a job starts no new batch. */
export type Deadline = number;

export const deadlineIn = (budgetMs: number): Deadline => performance.now() + budgetMs;
export const isPast = (deadline: Deadline) => performance.now() >= deadline;
