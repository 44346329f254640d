/**
 * Where outgoing mail goes. Three modes, chosen once per invocation from the environment:
 * - smtp: a real mail server (SMTP_URL), every conversation bounded by a timeout;
 * - outbox: `.eml` files in a local folder, so a fresh clone has a working form with no setup;
 * - unconfigured: deployed without SMTP_URL; messages stay stored and the gap is logged loudly.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

export type MailerMode = "smtp" | "outbox" | "unconfigured";

/** An email with a Message-ID of our own, so a repeated delivery is recognisably the same email. */
export type OutgoingEmail = Mail.Options & { messageId: string };

export interface Mailer {
  readonly mode: MailerMode;
  send(email: OutgoingEmail): Promise<void>;
}

export class MailTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The mail server did not finish within ${timeoutMs} ms`);
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
      // nodemailer's own timeouts each bound one phase (connect, greeting, idle socket); the
      // deadline bounds the whole conversation, which a server trickling bytes could stretch.
      const transport = nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      });
      let deadline: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        deadline = setTimeout(() => reject(new MailTimeoutError(timeoutMs)), timeoutMs);
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
