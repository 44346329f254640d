/**
 * A local stand-in for Netlify Blobs' edge API as far as the work signal uses it (a JSON value read
 * and written by key), on 127.0.0.1, pointed at by NETLIFY_BLOBS_CONTEXT as the platform does for a
 * function. While `down`, it answers every request with 503, as Blobs does in an outage, and
 * `@netlify/blobs` then retries each call 5 times. Test-only; no function imports this file.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface BlobsStandIn {
  /** The values kept, by store and key. */
  values: Map<string, string>;
  /** While true, answers every request with 503. */
  down: boolean;
  /** Requests received so far, answered or not. */
  requests: number;
  /** Points NETLIFY_BLOBS_CONTEXT at the stand-in, as Netlify does for each invocation. */
  use(): void;
  reset(): void;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startBlobsStandIn(): Promise<BlobsStandIn> {
  const standIn: BlobsStandIn = {
    values: new Map(),
    down: false,
    requests: 0,
    use() {
      const context = { edgeURL: url, uncachedEdgeURL: url, siteID: "stand-in-site", token: "stand-in-token" };
      process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString("base64");
    },
    reset() {
      standIn.values.clear();
      standIn.down = false;
      standIn.requests = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    standIn.requests++;
    void (async () => {
      const body = await readBody(request);
      if (standIn.down) return response.writeHead(503, { "Content-Type": "text/plain" }).end("Service Unavailable");
      const key = new URL(request.url ?? "/", "http://stand-in").pathname;
      if (request.method === "PUT") {
        standIn.values.set(key, body);
        return response.writeHead(200).end();
      }
      if (request.method === "GET") {
        const value = standIn.values.get(key);
        if (value === undefined) return response.writeHead(404).end();
        return response.writeHead(200, { "Content-Type": "application/json" }).end(value);
      }
      response.writeHead(405).end();
    })();
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
