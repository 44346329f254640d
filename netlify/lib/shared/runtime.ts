/**
 * The real dependencies of the functions, read from the environment on each invocation.
 *
 * Environment variables (set them in the Netlify UI with the Functions scope: variables in
 * netlify.toml do not reach functions):
 * - SMTP_URL      mail server, e.g. smtp://user:pass@smtp.example.net:587 (smtps:// for port 465)
 * - CONTACT_TO    the inbox that receives enquiries; defaults to the site's email address
 * - CONTACT_FROM  the sender the mail server accepts; defaults to the site's address too
 * - OUTBOX_DIR    local development only: where `.eml` files go without SMTP_URL; default ./outbox
 * - ALERT_WEBHOOK_URL  a Slack or Microsoft Teams incoming webhook for alerts about undelivered mail
 * - OWNER_SECRET  the password of the owner inbox (contact-inbox); without it the inbox opens for nobody
 * The newsletter's own variables are read in newsletter-runtime.ts.
 *
 * Production is recognised from the deploy context Netlify passes to each invocation
 * (`context.deploy.context === "production"`). The CONTEXT build variable is not available to
 * functions at runtime, and locally the deploy context is empty.
 */
import { siteFiles } from "../../../src/content-model/reader";
import path from "node:path";
import { getStore } from "@netlify/blobs";
import type { Context } from "@netlify/functions";
import type { MailAddresses } from "../contact/contact-email";
import type { ContactHandlerDependencies } from "../contact/contact-handler";
import { createAlertStateStore, createWebhookChannel, type SettingProblem } from "../owner/alerts";
import { deploySettingProblems } from "../../../src/lib/deploy-settings";
import type { HealthDependencies } from "../owner/inbox-health-handler";
import { consoleLogger } from "./logger";
import { createOutboxMailer, createSmtpMailer, createUnconfiguredMailer, type Mailer } from "./mailer";
import { CONTACT_MESSAGES_STORE, createMessageStore } from "../contact/message-store";
import type { OwnerInboxDependencies } from "../owner/owner-inbox";
import { MAIL_TIMEOUT_MS } from "../contact/retry-policy";
import type { RetryDependencies } from "../contact/retry-pending";

const { site } = siteFiles;

type Environment = Readonly<Record<string, string | undefined>>;

/** The part of Netlify's context the functions read; optional because local runners may omit it. */
export type DeployContextSource = { deploy?: Partial<Context["deploy"]> } | undefined;

export interface RuntimeSettings {
  /** Netlify's deploy context: "production", "deploy-preview", "branch-deploy"; empty locally. */
  deployContext: string;
  smtpUrl: string | undefined;
  addresses: MailAddresses;
  outboxDir: string;
  /** The site's main address, which Netlify sets as URL for functions. */
  siteUrl: string | undefined;
  alertWebhookUrl: string | undefined;
  ownerSecret: string | undefined;
}

/** Leaves scheduled retries headroom inside Netlify's 30-second limit for scheduled functions. */
const RETRY_RUN_BUDGET_MS = 20_000;

export function readSettings(env: Environment, context: DeployContextSource, projectRoot: string = process.cwd()): RuntimeSettings {
  const present = (name: string) => env[name]?.trim() || undefined;
  return {
    deployContext: context?.deploy?.context ?? "",
    smtpUrl: present("SMTP_URL"),
    addresses: {
      to: present("CONTACT_TO") ?? site.email,
      from: present("CONTACT_FROM") ?? `"${site.name} website" <${site.email}>`,
    },
    outboxDir: path.resolve(projectRoot, present("OUTBOX_DIR") ?? "outbox"),
    siteUrl: present("URL"),
    alertWebhookUrl: present("ALERT_WEBHOOK_URL"),
    ownerSecret: present("OWNER_SECRET"),
  };
}

export const isDeployed = (settings: RuntimeSettings) => settings.deployContext !== "" && settings.deployContext !== "dev";

/**
 * SMTP when configured. Otherwise a local run writes to the outbox folder, and a deployed one,
 * whose filesystem is read-only and unseen, keeps messages stored until SMTP_URL is set.
 */
export function selectMailer(settings: RuntimeSettings): Mailer {
  if (settings.smtpUrl) return createSmtpMailer(settings.smtpUrl, MAIL_TIMEOUT_MS);
  if (isDeployed(settings)) return createUnconfiguredMailer();
  return createOutboxMailer(settings.outboxDir);
}

/**
 * The origins whose pages may post the forms: the address the function was called on and the
 * site's main address. The same rule everywhere (production, previews, `npm start` and the
 * tests), so what a browser really sends is what the tests send.
 */
export function allowedOrigins(settings: RuntimeSettings, request: Request): string[] {
  const origins = [new URL(request.url).origin];
  if (settings.siteUrl) origins.push(new URL(settings.siteUrl).origin);
  return origins;
}

/** Settings a production deploy lacks, as the alerts name them. */
export function missingProductionSettings(settings: RuntimeSettings): SettingProblem[] {
  if (settings.deployContext !== "production") return [];
  return deploySettingProblems({ SMTP_URL: settings.smtpUrl, ALERT_WEBHOOK_URL: settings.alertWebhookUrl }, [
    "SMTP_URL",
    "ALERT_WEBHOOK_URL",
  ]);
}

export const OWNER_INBOX_PATH = "/.netlify/functions/contact-inbox";

const now = () => new Date();
const messageStore = () => createMessageStore(getStore({ name: CONTACT_MESSAGES_STORE, consistency: "strong" }));

export function contactDependencies(request: Request, context: DeployContextSource): ContactHandlerDependencies {
  const settings = readSettings(process.env, context);
  return {
    messages: createMessageStore(getStore({ name: CONTACT_MESSAGES_STORE, consistency: "strong" })),
    mailer: selectMailer(settings),
    addresses: settings.addresses,
    now,
    log: consoleLogger,
    allowedOrigins: allowedOrigins(settings, request),
  };
}

export function retryDependencies(context: DeployContextSource): RetryDependencies {
  const settings = readSettings(process.env, context);
  const store = getStore({ name: CONTACT_MESSAGES_STORE, consistency: "strong" });
  return {
    messages: createMessageStore(store),
    mailer: selectMailer(settings),
    addresses: settings.addresses,
    now,
    log: consoleLogger,
    budgetMs: RETRY_RUN_BUDGET_MS,
    alerts: {
      channel: settings.alertWebhookUrl ? createWebhookChannel(settings.alertWebhookUrl) : null,
      state: createAlertStateStore(store),
      inboxUrl: settings.siteUrl ? new URL(OWNER_INBOX_PATH, settings.siteUrl).href : undefined,
    },
    missingSettings: missingProductionSettings(settings),
  };
}

export function ownerInboxDependencies(context: DeployContextSource): OwnerInboxDependencies {
  const settings = readSettings(process.env, context);
  return {
    messages: messageStore(),
    mailer: selectMailer(settings),
    addresses: settings.addresses,
    now,
    log: consoleLogger,
    ownerSecret: settings.ownerSecret,
  };
}

export function healthDependencies(): HealthDependencies {
  return { messages: messageStore(), now, log: consoleLogger };
}
