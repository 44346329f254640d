/**
 * Real servers for the function tests: an SMTP server (npm smtp-server) that records what it
 * receives, and Netlify's own local Blobs server on a temporary folder. Test-only; no function
 * imports this file.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:http";
import { mkdtemp, rm, rmdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { getStore, type Store } from "@netlify/blobs";
import { SMTPServer } from "smtp-server";
import type { LogDetails, Logger } from "../../../netlify/lib/common/logger";

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

export interface MailServer {
  url: string;
  received: ReceivedMail[];
  /** Every RCPT TO the server was asked, accepted or not: one per delivery attempt. */
  recipientAttempts: string[];
  /** While true, answers every recipient with 550, as a server does for an address it will never take. */
  refuseRecipients: boolean;
  /** Stops accepting connections, as a mail server does when it goes down. */
  stop(): Promise<void>;
  /** Comes back on the same address. */
  restart(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 with a port of the system's choosing. With `respondAfterMs` it takes
 * each message but waits that long before saying so, like an overloaded server. With
 * `replyEachCommandAfterMs` it waits that long before answering each of MAIL FROM, RCPT TO and the
 * end of the message, so no single step is slow but the whole conversation is.
 */
export async function startMailServer(options: { respondAfterMs?: number; replyEachCommandAfterMs?: number } = {}): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const pendingReplies = new Set<NodeJS.Timeout>();
  const later = (delayMs: number | undefined, reply: () => void) => {
    if (!delayMs) return reply();
    const timer = setTimeout(() => {
      pendingReplies.delete(timer);
      reply();
    }, delayMs);
    pendingReplies.add(timer);
  };
  const stallEachCommand = (_: unknown, __: unknown, callback: () => void) => later(options.replyEachCommandAfterMs, callback);
  const state = { refuseRecipients: false };
  const recipientAttempts: string[] = [];
  const answerRecipient = (address: { address: string }, session: unknown, callback: (error?: Error) => void) => {
    recipientAttempts.push(address.address);
    if (!state.refuseRecipients) return stallEachCommand(address, session, callback);
    const refusal = Object.assign(new Error("Mailbox unavailable: no such user here"), { responseCode: 550 });
    callback(refusal);
  };
  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      disableReverseLookup: true,
      logger: false,
      closeTimeout: 100,
      onMailFrom: stallEachCommand,
      onRcptTo: answerRecipient,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const accept = () => {
            received.push({
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw: Buffer.concat(chunks).toString("utf8"),
            });
            callback();
          };
          later((options.respondAfterMs ?? 0) + (options.replyEachCommandAfterMs ?? 0), accept);
        });
      },
    });

  let server = createServer();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port));
    });
  const port = await listen(0);

  const stop = async () => {
    for (const reply of pendingReplies) clearTimeout(reply);
    pendingReplies.clear();
    await new Promise<void>((resolve) => server.close(resolve));
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    recipientAttempts,
    get refuseRecipients() {
      return state.refuseRecipients;
    },
    set refuseRecipients(value: boolean) {
      state.refuseRecipients = value;
    },
    stop,
    async restart() {
      server = createServer();
      await listen(port);
    },
  };
}

export interface BlobsEnvironment {
  /** Where the server keeps its files (`entries/<site>/site:<store>/<key>`), for a benchmark that tidies them. */
  directory: string;
  /** A store of its own per call, so tests never see each other's data. */
  store(name: string): Store;
  /**
   * A store of its own whose deletions also remove the folders they leave empty in the server's
   * files. Netlify's store has keys, not folders, so what a cleanup deleted is gone from every
   * listing; the local server keeps emptied folders and walks them on every later listing, so a
   * cleanup's later runs spent their budget walking empty folders (after 89,000 of 200,000 usage
   * keys, nothing more was deleted). For tests and benchmarks of cleanups at volume.
   */
  storeAsNetlify(name: string): Store;
  /** A store whose every call fails, as when Netlify Blobs is unreachable. */
  unreachableStore(name: string): Store;
  stop(): Promise<void>;
}

/**
 * Runs @netlify/blobs' BlobsServer in a child Node process: its server entry point loads an
 * ESM-only dependency, which jest's CommonJS module system cannot, while plain Node can.
 */
const blobsServerScript = `
  import { BlobsServer } from "@netlify/blobs/server";
  const [directory, token] = process.argv.slice(1);
  const server = new BlobsServer({ directory, token, port: 0 });
  const { port } = await server.start();
  console.log(JSON.stringify({ port }));
  process.stdin.resume();
  process.stdin.on("end", () => server.stop().then(() => process.exit(0)));
`;

export async function startBlobs(): Promise<BlobsEnvironment> {
  const directory = await mkdtemp(path.join(tmpdir(), "gridline-blobs-"));
  const token = "test-token";
  const child = spawn(process.execPath, ["--input-type=module", "-e", blobsServerScript, directory, token], {
    cwd: path.resolve(__dirname, "../../.."),
    stdio: ["pipe", "pipe", "inherit"],
  });
  const [firstLine] = (await once(createInterface({ input: child.stdout }), "line")) as [string];
  const { port } = JSON.parse(firstLine) as { port: number };
  // Addressed as an edge URL, the way `netlify serve` connects functions to it: the server's
  // API-URL route drops query parameters, so listing by prefix only works this way.
  const edgeURL = `http://127.0.0.1:${port}`;
  const connect = (name: string, siteToken: string) =>
    getStore({ name, siteID: `site-${++sites}`, token: siteToken, edgeURL, uncachedEdgeURL: edgeURL, consistency: "strong" });
  let sites = 0;
  return {
    directory,
    store: (name) => connect(name, token),
    storeAsNetlify(name) {
      const store = connect(name, token);
      const storeFolder = path.join(directory, "entries", `site-${sites}`, `site:${name}`);
      return new Proxy(store, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (property !== "delete" || typeof value !== "function") return value;
          return async (key: string) => {
            await target.delete(key);
            for (
              let folder = path.dirname(path.join(storeFolder, key));
              folder.startsWith(`${storeFolder}${path.sep}`);
              folder = path.dirname(folder)
            ) {
              try {
                await rmdir(folder);
              } catch {
                break;
              }
            }
          };
        },
      });
    },
    unreachableStore: (name) => connect(name, "wrong-token"),
    async stop() {
      const exited = once(child, "exit");
      child.stdin?.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export async function listKeys(store: Store): Promise<string[]> {
  const { blobs } = await store.list();
  return blobs.map(({ key }) => key).sort();
}

export interface RecordingLogger extends Logger {
  entries: Array<{ level: "info" | "warn" | "error"; event: string; details: LogDetails }>;
  errors(): string[];
}

export function recordingLogger(): RecordingLogger {
  const entries: RecordingLogger["entries"] = [];
  const record =
    (level: "info" | "warn" | "error") =>
    (event: string, details: LogDetails = {}) => {
      entries.push({ level, event, details });
    };
  return {
    entries,
    info: record("info"),
    warn: record("warn"),
    error: record("error"),
    errors: () => entries.filter(({ level }) => level === "error").map(({ event }) => event),
  };
}

/** A clock the test moves by hand, so backoff can be tested without waiting for it. */
export function manualClock(start = "2025-11-24T10:00:00.000Z") {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advanceMinutes(minutes: number) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

export interface ParsedMail {
  /** Header names lower-cased, values unfolded and decoded. */
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  text: string;
  html: string;
}

/**
 * Just enough of MIME to read what nodemailer writes: unfolded headers, encoded words, a
 * multipart/alternative body and its 7bit, quoted-printable or base64 parts.
 */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type")?.[0] ?? "")?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitEntity(part.replace(/^\r?\n/, "")))
    : [{ headers, body }];
  const partOfType = (type: string) => {
    const part = parts.find((candidate) => (candidate.headers.get("content-type")?.[0] ?? "").startsWith(type));
    return part ? decodeBody(part.body, part.headers.get("content-transfer-encoding")?.[0] ?? "7bit") : "";
  };
  return {
    headers,
    header: (name) => headers.get(name.toLowerCase())?.[0],
    text: partOfType("text/plain"),
    html: partOfType("text/html"),
  };
}

function splitEntity(entity: string): { headers: Map<string, string[]>; body: string } {
  const separator = /\r?\n\r?\n/.exec(entity);
  const headerBlock = separator ? entity.slice(0, separator.index) : entity;
  const body = separator ? entity.slice(separator.index + separator[0].length) : "";
  const headers = new Map<string, string[]>();
  for (const line of headerBlock.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), decodeEncodedWords(line.slice(colon + 1).trim())]);
  }
  return { headers, body };
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** Decodes a part's body, with SMTP's CRLF line ends turned back into the LF the visitor's text used. */
function decodeBody(body: string, transferEncoding: string): string {
  const trimmed = body.replace(/\r?\n$/, "");
  const decoded = /quoted-printable/i.test(transferEncoding)
    ? decodeQuotedPrintable(trimmed.replace(/=\r?\n/g, ""))
    : /base64/i.test(transferEncoding)
      ? Buffer.from(trimmed, "base64").toString("utf8")
      : trimmed;
  return decoded.replace(/\r\n/g, "\n");
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export interface WebhookStandIn {
  url: string;
  /** The JSON bodies posted so far. */
  posts: Array<{ text: string }>;
  stop(): Promise<void>;
}

/** An incoming-webhook stand-in (as Slack and Teams offer) on 127.0.0.1, recording what is posted. */
export async function startWebhook(): Promise<WebhookStandIn> {
  const posts: Array<{ text: string }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "POST" && (request.headers["content-type"] ?? "").startsWith("application/json")) {
        posts.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as { text: string });
        response.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
      } else {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/alerts`,
    posts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Real Blobs storage and a real SMTP server for the tests of one file: started before them,
 * stopped after, the mailbox emptied before each test. Read them through the getters inside tests.
 */
export function useBlobsAndMail(): { readonly blobs: BlobsEnvironment; readonly mail: MailServer } {
  let blobs: BlobsEnvironment | undefined;
  let mail: MailServer | undefined;
  beforeAll(async () => {
    blobs = await startBlobs();
    mail = await startMailServer();
  });
  afterAll(async () => {
    await mail?.stop();
    await blobs?.stop();
  });
  beforeEach(() => {
    if (!mail) return;
    mail.received.length = 0;
    mail.recipientAttempts.length = 0;
    mail.refuseRecipients = false;
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`${name} is read before the tests start`);
    return value;
  };
  return {
    get blobs() {
      return started(blobs, "Blobs storage");
    },
    get mail() {
      return started(mail, "The mail server");
    },
  };
}

/**
 * A stand-in server for the tests of one file (a webhook, an API), used as if it were the server
 * itself: started before the tests, stopped after them, and `reset` before each.
 */
export function useStandIn<T extends { stop(): Promise<void> }>(start: () => Promise<T>, reset: (standIn: T) => void): T {
  let standIn: T | undefined;
  beforeAll(async () => {
    standIn = await start();
  });
  afterAll(() => standIn?.stop());
  beforeEach(() => standIn && reset(standIn));
  const started = () => {
    if (!standIn) throw new Error("A stand-in server is read before the tests start");
    return standIn;
  };
  return new Proxy({} as T, {
    get: (_, name) => Reflect.get(started(), name),
    set: (_, name, value) => Reflect.set(started(), name, value),
  });
}

/** A POST whose body arrives as a stream, with no Content-Length, as a chunked upload does. */
export function streamedPost(url: string, contentType: string, body: ReadableStream<Uint8Array>): Request {
  return new Request(url, { method: "POST", headers: { "Content-Type": contentType }, body, duplex: "half" } as RequestInit);
}

/** Takes the mail server down for the duration of `during`, as an outage would. */
export async function withMailServerDown<T>(mail: MailServer, during: () => Promise<T>): Promise<T> {
  await mail.stop();
  try {
    return await during();
  } finally {
    await mail.restart();
  }
}

export interface AkismetStandIn {
  /** Its address, for AKISMET_API_URL. */
  url: string;
  /** The one API key it accepts. */
  key: string;
  /** Every call received so far, oldest first: the endpoint and the fields posted. */
  requests(): Promise<Array<{ endpoint: string; fields: Record<string, string> }>>;
  /** The next comment-check's answer instead of its verdict. */
  answerNext(kind: "discard" | "error" | "malformed" | "slow", delayMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** The Akismet stand-in the end-to-end tests use (tests/support/akismet-stand-in.mjs), on a free port of its own. */
export async function startAkismetStandIn(): Promise<AkismetStandIn> {
  const key = "stand-in-akismet-key";
  const script = path.resolve(__dirname, "../akismet-stand-in.mjs");
  const child = spawn(process.execPath, [script, "0", key], { stdio: ["ignore", "pipe", "inherit"] });
  const [firstLine] = (await once(createInterface({ input: child.stdout }), "line")) as [string];
  const url = /http:\/\/127\.0\.0\.1:\d+/.exec(firstLine)![0];
  return {
    url,
    key,
    requests: async () => (await fetch(`${url}/__requests`)).json(),
    async answerNext(kind, delayMs = 0) {
      await fetch(`${url}/__answer`, { method: "POST", body: JSON.stringify({ kind, delayMs }) });
    },
    async stop() {
      const exited = once(child, "exit");
      child.kill();
      await exited;
    },
  };
}
