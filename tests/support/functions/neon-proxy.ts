/**
 * The driver production runs, against the local Postgres: on Netlify, `@netlify/database` selects
 * Neon's serverless driver (NETLIFY_DB_DRIVER=serverless), whose Pool speaks Postgres's protocol
 * over a WebSocket to Neon's proxy. This is a small proxy of the same kind on 127.0.0.1 (each
 * WebSocket's binary messages relayed to and from a TCP connection to the address it names), and
 * `useNeonDriver` points Neon's driver at it, unencrypted, for one test file. Test-only; no
 * function imports this file.
 */
import { connect as netConnect } from "node:net";
import type { AddressInfo } from "node:net";
import { neonConfig } from "@neondatabase/serverless";
import { WebSocketServer, type WebSocket } from "ws";

export interface NeonProxy {
  port: number;
  /** WebSockets opened so far: one per connection the driver made. */
  connections: number;
  stop(): Promise<void>;
}

export async function startNeonProxy(): Promise<NeonProxy> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const open = new Set<WebSocket>();
  const proxy: NeonProxy = {
    port: (server.address() as AddressInfo).port,
    connections: 0,
    stop: async () => {
      for (const socket of open) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  server.on("connection", (socket, request) => {
    proxy.connections++;
    open.add(socket);
    const [host, port] = (new URL(request.url ?? "/", "ws://proxy").searchParams.get("address") ?? "").split(":");
    const database = netConnect(Number(port), host);
    const pending: Buffer[] = [];
    database.on("connect", () => pending.splice(0).forEach((chunk) => database.write(chunk)));
    socket.on("message", (data: Buffer) => (database.connecting ? pending.push(data) : database.write(data)));
    database.on("data", (chunk) => socket.send(chunk));
    // Closed in order, after what was sent before (a refusal such as 'too many clients' is the
    // server's last message before it closes): a WebSocket cut at once would lose it.
    socket.on("close", () => {
      open.delete(socket);
      database.destroy();
    });
    socket.on("error", () => socket.terminate());
    database.on("close", () => socket.close());
    database.on("error", () => socket.close());
  });
  return proxy;
}

/**
 * For the tests of one file: the proxy started, Neon's driver pointed at it (no TLS: the local
 * Postgres speaks plain TCP), and NETLIFY_DB_DRIVER=serverless, as the platform sets it.
 */
export function useNeonDriver(): { readonly proxy: NeonProxy } {
  let proxy: NeonProxy | undefined;
  const keys = ["wsProxy", "useSecureWebSocket", "forceDisablePgSSL", "pipelineConnect", "pipelineTLS"] as const;
  const saved = Object.fromEntries(keys.map((key) => [key, neonConfig[key]]));
  beforeAll(async () => {
    proxy = await startNeonProxy();
    const port = proxy.port;
    Object.assign(neonConfig, {
      wsProxy: (host: string, databasePort: number | string) => `127.0.0.1:${port}/v1?address=${host}:${databasePort}`,
      useSecureWebSocket: false,
      forceDisablePgSSL: true,
      // Sending the password before the server asks for it works only with cleartext passwords.
      pipelineConnect: false,
      pipelineTLS: false,
    });
  });
  beforeEach(() => {
    process.env.NETLIFY_DB_DRIVER = "serverless";
  });
  afterAll(async () => {
    Object.assign(neonConfig, saved);
    await proxy?.stop();
  });
  return {
    get proxy() {
      if (!proxy) throw new Error("The Neon proxy is read before the tests start");
      return proxy;
    },
  };
}
