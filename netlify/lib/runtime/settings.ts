/**
 * What the functions read from their environment, on each invocation.
 *
 * Environment variables (set them in the Netlify UI with the Functions scope: variables in
 * netlify.toml do not reach functions):
 * - SMTP_URL      mail server, e.g. smtp://user:pass@smtp.example.net:587 (smtps:// for port 465)
 * - CONTACT_TO    the inbox that receives enquiries; defaults to the site's email address
 * - CONTACT_FROM  the sender the mail server accepts; defaults to the site's address too
 * - OUTBOX_DIR    local development only: where `.eml` files go without SMTP_URL; default ./outbox
 * - ALERT_WEBHOOK_URL  a Slack or Microsoft Teams incoming webhook for alerts about undelivered mail
 * - OWNER_SECRET  the password of the owner's pages (the inbox, contact-inbox, and its Data requests
 *                 page) and of the newsletter's CSV export; without it they open for nobody
 * - SUBSCRIPTION_SECRET   signs confirmation and unsubscribe links. Required on every deployed
 *                         context (a preview's database branch starts from production's data, so
 *                         a preview signing with a known default could confirm or remove real
 *                         subscribers there, and its links would name real subscriptions);
 *                         without it signups and links are refused and an error is logged.
 *                         Locally a fixed development secret is used.
 * - DATA_REQUESTS_SECRET  the key of the fingerprints that name addresses in the record of data
 *                         requests (a long random value). Required on every deployed context:
 *                         without it the Data requests page handles no request. Locally a fixed
 *                         value that is plainly not a deploy's is used.
 * - MAILCHIMP_API_KEY, MAILCHIMP_AUDIENCE_ID   both set: confirmed subscribers are mirrored into
 *                         that Mailchimp audience and unsubscribes archived there.
 * - MAILCHIMP_API_URL     overrides the API address derived from the key (tests, proxies).
 * The Google reviews' own variables are read in reviews/google-reviews.ts, Akismet's
 * (AKISMET_API_KEY, and AKISMET_API_URL for a local stand-in) in common/akismet.ts.
 *
 * Production is recognised from the deploy context Netlify passes to each invocation
 * (`context.deploy.context === "production"`). The CONTEXT build variable is not available to
 * functions at runtime, and locally the deploy context is empty.
 */
import { LOCAL_DATA_REQUESTS_SECRET } from "../owner/data-requests-store";
import path from "node:path";
import type { Context } from "@netlify/functions";
import { siteFiles } from "../../../src/content-model/site-files";
import { deploySettingProblems, type SettingProblem } from "../../../src/lib/deploy-settings";
import type { MailAddresses } from "../contact/contact-email";
import { createMailchimpProvider, type NewsletterProvider } from "../newsletter/mailchimp";
import type { NewsletterLinkSettings } from "../newsletter/subscription-links";
import { consoleLogger } from "../common/logger";
import { createOutboxMailer, createSmtpMailer, createUnconfiguredMailer, MAIL_TIMEOUT_MS, type Mailer } from "../common/mailer";

const { site } = siteFiles;

export type Environment = Readonly<Record<string, string | undefined>>;

/** The part of Netlify's context the functions read; optional because local runners may omit it. */
export type DeployContextSource = { deploy?: Partial<Context["deploy"]>; ip?: string; waitUntil?: Context["waitUntil"] } | undefined;

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

const present = (env: Environment, name: string) => env[name]?.trim() || undefined;

export function readSettings(env: Environment, context: DeployContextSource, projectRoot: string = process.cwd()): RuntimeSettings {
  return {
    deployContext: context?.deploy?.context ?? "",
    smtpUrl: present(env, "SMTP_URL"),
    addresses: {
      to: present(env, "CONTACT_TO") ?? site.email,
      from: present(env, "CONTACT_FROM") ?? `"${site.name} website" <${site.email}>`,
    },
    outboxDir: path.resolve(projectRoot, present(env, "OUTBOX_DIR") ?? "outbox"),
    siteUrl: present(env, "URL"),
    alertWebhookUrl: present(env, "ALERT_WEBHOOK_URL"),
    ownerSecret: present(env, "OWNER_SECRET"),
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

/** Signs links on a developer's machine only; never used by a deployed site. */
export const DEVELOPMENT_SUBSCRIPTION_SECRET = "gridline-films-local-development-only";

export function subscriptionSecret(env: Environment, settings: RuntimeSettings): string | undefined {
  return present(env, "SUBSCRIPTION_SECRET") ?? (isDeployed(settings) ? undefined : DEVELOPMENT_SUBSCRIPTION_SECRET);
}

export function dataRequestsSecret(env: Environment, settings: RuntimeSettings): string | undefined {
  return present(env, "DATA_REQUESTS_SECRET") ?? (isDeployed(settings) ? undefined : LOCAL_DATA_REQUESTS_SECRET);
}

/** The newsletter's signing secret, and the site address its emailed links point at. */
export function newsletterLinkSettings(env: Environment, settings: RuntimeSettings, request: Request | undefined): NewsletterLinkSettings {
  const siteUrl =
    isDeployed(settings) && settings.siteUrl ? settings.siteUrl : (request?.url ?? settings.siteUrl ?? "http://localhost:8888");
  return { secret: subscriptionSecret(env, settings), siteOrigin: new URL(siteUrl).origin };
}

export function selectProvider(env: Environment): NewsletterProvider | undefined {
  const apiKey = present(env, "MAILCHIMP_API_KEY");
  const audienceId = present(env, "MAILCHIMP_AUDIENCE_ID");
  if (!apiKey && !audienceId) return undefined;
  if (!apiKey || !audienceId) {
    consoleLogger.error("mailchimp-half-configured", { missing: apiKey ? "MAILCHIMP_AUDIENCE_ID" : "MAILCHIMP_API_KEY" });
    return undefined;
  }
  return createMailchimpProvider({ apiKey, audienceId, baseUrl: present(env, "MAILCHIMP_API_URL") });
}
