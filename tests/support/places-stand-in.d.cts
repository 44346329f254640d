import type { IncomingMessage, ServerResponse } from "node:http";

export interface PlacesStandIn {
  url: string;
  received: { url: string; headers: IncomingMessage["headers"] }[];
  answer(status: number, body: unknown, delayMs?: number): void;
  answerRaw(status: number, text: string): void;
  hang(): void;
  stop(): Promise<void>;
}

export function startPlacesStandIn(options?: {
  port?: number;
  control?: (request: IncomingMessage, response: ServerResponse) => boolean;
}): Promise<PlacesStandIn>;
