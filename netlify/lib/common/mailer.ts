/**
 * Where outgoing mail goes. Three modes, chosen once per invocation from the environment:
 * - smtp: a real mail server (SMTP_URL), every conversation bounded by a timeout;
 * - outbox: `.eml` files in a local folder, so a fresh clone has a working form with no setup;
 * - unconfigured: deployed without SMTP_URL; messages stay stored and the gap is logged loudly.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
// The file itself: functions run as ES modules, which cannot import a directory.
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { RunOutOfTime, timeLeft } from "./time-budget";

/** Bounds one SMTP conversation, so a slow mail server costs a visitor seconds, not minutes. */
export const MAIL_TIMEOUT_MS = 8_000;

export type MailerMode = "smtp" | "outbox" | "unconfigured";

/** An email with a Message-ID of our own, so a repeated delivery is recognisably the same email. */
export type OutgoingEmail = Mail.Options & { messageId: string };

export interface Mailer {
  readonly mode: MailerMode;
  send(email: OutgoingEmail): Promise<void>;
}

export class MailTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The mail server did not finish within ${Math.round(timeoutMs)} ms`);
    this.name = "MailTimeoutError";
  }
}

export class MailerNotConfiguredError extends Error {
  constructor() {
    super("SMTP_URL is not set, so no email can be sent from this deploy");
    this.name = "MailerNotConfiguredError";
  }
}

export function createSmtpMailer(smtpUrl: string, timeoutMs: number): Mailer {
  return {
    mode: "smtp",
    async send(email) {
      // The mail server's time, or what is left of the run's (see time-budget.ts), if less.
      const limit = timeLeft(timeoutMs);
      if (limit === 0) throw new RunOutOfTime("sending the email");
      // nodemailer's own timeouts bound each phase (greeting, idle socket); the deadline bounds the
      // whole conversation, which a server answering each command just in time could stretch. At
      // the deadline the connection is destroyed, not merely left: otherwise the server could still
      // take a message already recorded as pending, and the retry would send it a second time.
      const sockets: Socket[] = [];
      // Built as an SMTPTransport first: given a `url`, createTransport keeps only what the URL says
      // and silently drops every other option, these timeouts and getSocket included.
      const smtp = new SMTPTransport({
        url: smtpUrl,
        greetingTimeout: limit,
        socketTimeout: limit,
        // nodemailer's hook for proxies: it talks over (and upgrades to TLS) the socket opened here,
        // which is how this function keeps hold of it.
        getSocket(options, callback) {
          const socket = connect({ host: options.host || "localhost", port: Number(options.port) || (options.secure ? 465 : 587) });
          sockets.push(socket);
          const failBeforeConnecting = (error: Error) => callback(error);
          socket.once("error", failBeforeConnecting);
          socket.once("connect", () => {
            socket.removeListener("error", failBeforeConnecting);
            callback(null, { connection: socket });
          });
          // nodemailer stops listening to this socket once it has wrapped it in TLS; the TLS socket
          // reports the failure, and this keeps the destroyed socket's own error from crashing the process.
          socket.on("error", () => {});
        },
      });
      const transport = nodemailer.createTransport(smtp);
      let deadline: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        deadline = setTimeout(() => {
          for (const socket of sockets) socket.destroy(new MailTimeoutError(limit));
          reject(new MailTimeoutError(limit));
        }, limit);
      });
      try {
        await Promise.race([transport.sendMail(email), timedOut]);
      } finally {
        clearTimeout(deadline);
        transport.close();
      }
    },
  };
}

export function createOutboxMailer(directory: string): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    mode: "outbox",
    async send(email) {
      const { message } = await composer.sendMail(email);
      await mkdir(directory, { recursive: true });
      // Named by Message-ID, so delivering the same message again rewrites one file instead of adding another.
      const fileName = `${email.messageId.replace(/[^\w.@-]/g, "")}.eml`;
      await writeFile(path.join(directory, fileName), message as Buffer);
    },
  };
}

export function createUnconfiguredMailer(): Mailer {
  return {
    mode: "unconfigured",
    async send() {
      throw new MailerNotConfiguredError();
    },
  };
}
