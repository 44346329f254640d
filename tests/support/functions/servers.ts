/**
 * Real servers for the function tests: an SMTP server (npm smtp-server) that records what it
 * receives, and a real Postgres (Netlify Database's local emulation) with the site's migrations,
 * fresh for each test file. Test-only; no function imports this file.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:http";
import { readFileSync, writeFileSync } from "node:fs";
import { connect as netConnect, createServer as createNetServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { sql } from "kysely";
import { Pool } from "pg";
import { SMTPServer } from "smtp-server";
import { databaseOver, type Db } from "../../../netlify/lib/common/database";
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
  /** With `holdMessages`: settles once a message has arrived whole and waits for `release`. */
  messageHeld(): Promise<void>;
  /** With `holdMessages`: takes the held messages, answering their senders. */
  release(): void;
}

/**
 * An SMTP server on 127.0.0.1 with a port of the system's choosing. With `respondAfterMs` it takes
 * each message but waits that long before saying so, like an overloaded server. With
 * `replyEachCommandAfterMs` it waits that long before answering each of MAIL FROM, RCPT TO and the
 * end of the message, so no single step is slow but the whole conversation is.
 */
export async function startMailServer(
  options: { respondAfterMs?: number; replyEachCommandAfterMs?: number; holdMessages?: boolean } = {},
): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  // With `holdMessages`, each message's answer waits here until the test releases it.
  const held: Array<() => void> = [];
  let onHeld: (() => void) | undefined;
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
          if (!options.holdMessages) return later((options.respondAfterMs ?? 0) + (options.replyEachCommandAfterMs ?? 0), accept);
          held.push(accept);
          onHeld?.();
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
    messageHeld: () =>
      held.length ? Promise.resolve() : new Promise<void>((resolve) => (onHeld = () => ((onHeld = undefined), resolve()))),
    release: () => held.splice(0).forEach((accept) => accept()),
    async restart() {
      server = createServer();
      await listen(port);
    },
  };
}

export interface DatabaseEnvironment {
  /** The database as the functions reach it: Kysely over node-postgres, configured as on Netlify. */
  db: Db;
  url: string;
  /**
   * A database that cannot be reached, as when Netlify Database is down: `refused`, nothing listens
   * on its port; `silent`, a server takes the connection and never answers, so only the functions'
   * own time-outs end the wait.
   */
  unreachable(how?: "refused" | "silent"): Db;
  /** The address of such a database. */
  unreachableUrl(how?: "refused" | "silent"): string;
  /**
   * The database through a relay that can lose the answer to one query: the query runs, and the
   * connection drops before its answer arrives, as when the network fails at that moment.
   */
  relay(log?: Logger): Promise<Relay>;
  /** Empties every table, so each test starts from none of the last one's records. */
  empty(): Promise<void>;
  stop(): Promise<void>;
}

/** Postgres's ReadyForQuery message, as the server sends it when a query is done ('Z', length 5). */
const READY_FOR_QUERY = Buffer.from([0x5a, 0, 0, 0, 5]);

/** The database at `url`, through the pool the functions configure (time-outs, dates, dropped connections). */
export const connect = (url: string, log: Logger = recordingLogger(), max = 8): Db =>
  databaseOver(() => new Pool({ connectionString: url, max }), log);

/**
 * A server on 127.0.0.1 that passes each connection to `handle`, and when stopped closes every
 * connection it still holds.
 */
async function tcpServer(
  handle: (socket: Socket, hold: (socket: Socket) => void) => void,
): Promise<{ port: number; dropConnections(): void; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const hold = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  };
  const server = createNetServer((socket) => {
    hold(socket);
    handle(socket, hold);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const dropConnections = () => sockets.forEach((socket) => socket.destroy());
  return {
    port: (server.address() as AddressInfo).port,
    dropConnections,
    stop: () => {
      dropConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface Relay {
  db: Db;
  url: string;
  /**
   * Loses the answer to the next query matching `query`: once the server has finished it (its
   * ReadyForQuery), as when the network fails at that moment; or, with `atOnce`, as soon as the
   * query has gone on to the server, which may still be running it (waiting on a lock, say).
   */
  loseAnswerTo(query: RegExp, atOnce?: boolean): void;
  dropConnections(): void;
  /** Connections made through the relay so far. */
  connections: number;
  stop(): Promise<void>;
}

/** A relay on 127.0.0.1 in front of the Postgres at `url`, and the functions' database through it. */
export async function startRelay(url: string, log?: Logger): Promise<Relay> {
  const target = new URL(url);
  let losing: { query: RegExp; atOnce: boolean } | undefined;
  let connections = 0;
  const relay = await tcpServer((client, hold) => {
    connections++;
    const database = netConnect(Number(target.port), target.hostname);
    hold(database);
    let lose = false;
    const cut = () => {
      client.destroy();
      database.destroy();
    };
    client.on("data", (chunk: Buffer) => {
      const matched = losing?.query.test(chunk.toString("latin1"));
      const atOnce = matched && losing!.atOnce;
      if (matched) [losing, lose] = [undefined, true];
      database.write(chunk, () => atOnce && cut());
    });
    database.on("data", (chunk: Buffer) => {
      if (!lose) return client.write(chunk);
      // Lost only once the server has finished the query (its ReadyForQuery message): an answer
      // can come in parts, and dropping at the first could stop the query before it ran.
      if (chunk.includes(READY_FOR_QUERY)) cut();
    });
    client.on("close", () => database.destroy());
    database.on("close", () => client.destroy());
  });
  const address = new URL(url);
  address.hostname = "127.0.0.1";
  address.port = String(relay.port);
  const db = connect(address.href, log);
  return {
    db,
    url: address.href,
    loseAnswerTo: (query, atOnce = false) => (losing = { query, atOnce }),
    dropConnections: relay.dropConnections,
    get connections() {
      return connections;
    },
    stop: () => relay.stop(),
  };
}

/**
 * A fresh Postgres in memory with every migration applied, the way `npm start` gets its own
 * (scripts/local-database.mjs), in a child Node process: the emulation is published as an ES
 * module, which jest's CommonJS module system cannot load, while plain Node can. With `perWorker`,
 * one per jest worker, emptied for each test file: starting Postgres in WebAssembly is a second or
 * two of CPU, which a file each made the function tests slower than those on Blobs were.
 */
export async function startDatabase({ perWorker = false } = {}): Promise<DatabaseEnvironment> {
  const root = path.resolve(__dirname, "../../..");
  const script = path.join(root, "scripts/local-database.mjs");
  const workersDatabase = path.join(tmpdir(), `gridline-test-database-${process.pid}.json`);
  const started = perWorker ? runningDatabase(workersDatabase) : undefined;
  let child: ChildProcess | undefined;
  let url = started;
  if (!url) {
    // A worker's database outlives the file that started it, for the worker's next files, and
    // stops once the worker has.
    child = spawn(process.execPath, perWorker ? [script, "memory", "--while", String(process.pid)] : [script, "memory"], {
      cwd: root,
      stdio: [perWorker ? "ignore" : "pipe", "pipe", "inherit"],
    });
    const [firstLine] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
    url = (JSON.parse(firstLine) as { url: string }).url;
    if (perWorker) {
      child.stdout!.destroy();
      child.unref();
      writeFileSync(workersDatabase, JSON.stringify({ url, pid: child.pid }));
    }
  }
  const db = connect(url);
  const unreachable: Db[] = [];
  // Takes every connection and never says a word.
  const silent = await tcpServer(() => undefined);
  const relays: Array<{ stop(): Promise<void> }> = [];
  // Every table the migrations made, read from the database itself, so a new table is emptied too.
  const tables = async () =>
    (
      await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(db)
    ).rows.map(({ name }) => name);
  let every: string[] | undefined;
  const environment: DatabaseEnvironment = {
    db,
    url,
    unreachableUrl(how = "refused") {
      const address = new URL(url);
      address.port = how === "refused" ? "1" : String(silent.port);
      return address.href;
    },
    unreachable(how = "refused") {
      const made = connect(environment.unreachableUrl(how));
      unreachable.push(made);
      return made;
    },
    async relay(log) {
      const relay = await startRelay(url, log);
      relays.push(relay);
      unreachable.push(relay.db);
      return relay;
    },
    empty: async () => {
      every ??= await tables();
      await sql`TRUNCATE ${sql.join(every.map((table) => sql.table(table)))}`.execute(db);
    },
    async stop() {
      await Promise.all([db, ...unreachable].map((made) => made.destroy()));
      await Promise.all([silent, ...relays].map((server) => server.stop()));
      if (perWorker || !child) return;
      const exited = once(child, "exit");
      child.stdin?.end();
      await exited;
    },
  };
  // A database the worker's earlier file used holds its rows: this file starts from none.
  if (started) await environment.empty();
  return environment;
}

/** The address of the database this worker started for an earlier file, while it runs. */
function runningDatabase(file: string): string | undefined {
  try {
    const { url, pid } = JSON.parse(readFileSync(file, "utf8")) as { url: string; pid: number };
    process.kill(pid, 0);
    return url;
  } catch {
    return undefined;
  }
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
 * How long a test file waits for its database: a second or two on a quiet machine, but starting
 * Postgres in WebAssembly is CPU work, and with builds running beside the tests it took over 20 s.
 */
export const STARTUP_TIMEOUT_MS = 90_000;

/**
 * A real Postgres and a real SMTP server for the tests of one file: started before them, stopped
 * after, the tables and the mailbox emptied before each test. Read them through the getters inside
 * tests.
 */
export function useDatabaseAndMail(): { readonly database: DatabaseEnvironment; readonly db: Db; readonly mail: MailServer } {
  let database: DatabaseEnvironment | undefined;
  let mail: MailServer | undefined;
  let starting: Promise<[DatabaseEnvironment, MailServer]> | undefined;
  beforeAll(async () => {
    starting = Promise.all([startDatabase({ perWorker: true }), startMailServer()]);
    [database, mail] = await starting;
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    // Stopped even when they came up after the tests gave up on them: a database left running
    // would keep jest from exiting.
    const [startedDatabase, startedMail] = (await starting?.catch(() => undefined)) ?? [];
    await startedMail?.stop();
    await startedDatabase?.stop();
  }, STARTUP_TIMEOUT_MS);
  beforeEach(async () => {
    await database?.empty();
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
    get database() {
      return started(database, "The database");
    },
    get db() {
      return started(database, "The database").db;
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

/** A Netlify Blobs store in memory, answering as the platform's does for the calls the functions make. */
export function memoryBlobs() {
  const blobs = new Map<string, string>();
  return {
    get: async (key: string) => (blobs.has(key) ? (JSON.parse(blobs.get(key)!) as unknown) : null),
    setJSON: async (key: string, value: unknown) => void blobs.set(key, JSON.stringify(value)),
  };
}
