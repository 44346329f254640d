/**
 * The real dependencies of the newsletter functions, read from the environment on each invocation.
 *
 * Environment variables (Netlify UI, Functions scope; see also runtime.ts):
 * - SUBSCRIPTION_SECRET   signs confirmation and unsubscribe links. Required on every deployed
 *                         context (the Blobs store is shared by all deploys of a site, so a preview
 *                         signing with a known default could confirm or remove real subscribers);
 *                         without it signups and links are refused and an error is logged.
 *                         Locally a fixed development secret is used.
 * - OWNER_SECRET          the owner's secret for the CSV export; without it nothing is exported.
 * - MAILCHIMP_API_KEY, MAILCHIMP_AUDIENCE_ID   both set: confirmed subscribers are mirrored into
 *                         that Mailchimp audience and unsubscribes archived there.
 * - MAILCHIMP_API_URL     overrides the API address derived from the key (tests, proxies).
 */
import { getStore } from "@netlify/blobs";
import { consoleLogger } from "../shared/logger";
import { createMailchimpProvider, type NewsletterProvider } from "./mailchimp";
import type { CleanupDependencies } from "./newsletter-cleanup";
import type { ExportDependencies } from "./newsletter-export";
import { allowedOrigins, isDeployed, readSettings, selectMailer, type DeployContextSource, type RuntimeSettings } from "../shared/runtime";
import type { SubscribeHandlerDependencies } from "./subscribe-handler";
import { createSubscriberStore, NEWSLETTER_SUBSCRIBERS_STORE } from "./subscriber-store";
import type { NewsletterLinkSettings, SubscriptionLinkDependencies } from "./subscription-links";

type Environment = Readonly<Record<string, string | undefined>>;

/** Signs links on a developer's machine only; never used by a deployed site. */
export const DEVELOPMENT_SUBSCRIPTION_SECRET = "gridline-films-local-development-only";

const present = (env: Environment, name: string) => env[name]?.trim() || undefined;

export function subscriptionSecret(env: Environment, settings: RuntimeSettings): string | undefined {
  return present(env, "SUBSCRIPTION_SECRET") ?? (isDeployed(settings) ? undefined : DEVELOPMENT_SUBSCRIPTION_SECRET);
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

function linkSettings(env: Environment, settings: RuntimeSettings, request: Request | undefined): NewsletterLinkSettings {
  const siteUrl =
    isDeployed(settings) && settings.siteUrl ? settings.siteUrl : (request?.url ?? settings.siteUrl ?? "http://localhost:8888");
  return { secret: subscriptionSecret(env, settings), siteOrigin: new URL(siteUrl).origin };
}

const subscribers = () => createSubscriberStore(getStore({ name: NEWSLETTER_SUBSCRIBERS_STORE, consistency: "strong" }));
const now = () => new Date();

export function subscribeDependencies(request: Request, context: DeployContextSource): SubscribeHandlerDependencies {
  const settings = readSettings(process.env, context);
  return {
    ...linkSettings(process.env, settings, request),
    subscribers: subscribers(),
    mailer: selectMailer(settings),
    from: settings.addresses.from,
    now,
    log: consoleLogger,
    allowedOrigins: allowedOrigins(settings, request),
  };
}

export function subscriptionLinkDependencies(request: Request, context: DeployContextSource): SubscriptionLinkDependencies {
  const settings = readSettings(process.env, context);
  return {
    ...linkSettings(process.env, settings, request),
    subscribers: subscribers(),
    provider: selectProvider(process.env),
    now,
    log: consoleLogger,
    allowedOrigins: allowedOrigins(settings, request),
  };
}

export function exportDependencies(request: Request, context: DeployContextSource): ExportDependencies {
  const settings = readSettings(process.env, context);
  return {
    ...linkSettings(process.env, settings, request),
    subscribers: subscribers(),
    ownerSecret: present(process.env, "OWNER_SECRET"),
    now,
    log: consoleLogger,
  };
}

export function cleanupDependencies(): CleanupDependencies {
  return { subscribers: subscribers(), provider: selectProvider(process.env), now, log: consoleLogger };
}
