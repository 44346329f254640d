/** Function logs as one JSON line per event, so Netlify's log search can filter on any field. */

export type LogDetails = Record<string, unknown>;

export interface Logger {
  info(event: string, details?: LogDetails): void;
  warn(event: string, details?: LogDetails): void;
  /** For what a person must act on: a message not delivered, a missing setting. */
  error(event: string, details?: LogDetails): void;
}

const line = (level: string, event: string, details: LogDetails = {}) => JSON.stringify({ level, event, ...details });

export const consoleLogger: Logger = {
  info: (event, details) => console.log(line("info", event, details)),
  warn: (event, details) => console.warn(line("warn", event, details)),
  error: (event, details) => console.error(line("error", event, details)),
};

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
