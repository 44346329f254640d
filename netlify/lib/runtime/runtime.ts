/**
 * The one place the functions' real dependencies are built: stores, mailer, clock, logger, alerts
 * and settings, from the environment on each invocation (see settings.ts for the variables). Each
 * function passes what this builds to its handler; tests pass their own fakes to the handlers.
 */
import type { ContactHandlerDependencies } from "../contact/contact-handler";
import { createMessageStore } from "../contact/message-store";
import { database, type Db } from "../common/database";
import type { RetryDependencies } from "../contact/retry-pending";
import type { SpamCleanupDependencies } from "../contact/spam-cleanup";
import type { CleanupDependencies } from "../newsletter/newsletter-cleanup";
import type { ExportDependencies } from "../newsletter/newsletter-export";
import type { SubscribeHandlerDependencies } from "../newsletter/subscribe-handler";
import { createSubscriberStore } from "../newsletter/subscriber-store";
import type { SubscriptionLinkDependencies } from "../newsletter/subscription-links";
import { createAlertStateStore, createWebhookChannel } from "../contact/alerts";
import type { HealthDependencies } from "../owner/inbox-health-handler";
import type { OwnerInboxDependencies } from "../owner/owner-inbox";
import { OWNER_FUNCTIONS } from "../../../src/lib/routes";
import type { DataRequestsDependencies } from "../owner/data-requests";
import type { DataRequestsCleanupDependencies } from "../owner/data-requests-store";
import { callsInFlight, readGoogleReviewsSettings, type GoogleReviewsDependencies } from "../reviews/google-reviews";
import { consoleLogger } from "../common/logger";
import { readAkismetSettings } from "../common/akismet";
import { createSpamFilter, visitorOf } from "../common/spam-filter";
import {
  allowedOrigins,
  missingProductionSettings,
  newsletterLinkSettings,
  readSettings,
  selectMailer,
  selectProvider,
  type DeployContextSource,
} from "./settings";

/** Leaves scheduled retries and cleanups headroom inside Netlify's 30-second limit for scheduled functions. */
export const SCHEDULED_RUN_BUDGET_MS = 20_000;

export type FunctionDependencies = ContactHandlerDependencies &
  RetryDependencies &
  OwnerInboxDependencies &
  DataRequestsDependencies &
  DataRequestsCleanupDependencies &
  HealthDependencies &
  SubscribeHandlerDependencies &
  SubscriptionLinkDependencies &
  ExportDependencies &
  CleanupDependencies &
  SpamCleanupDependencies &
  GoogleReviewsDependencies;

/**
 * Everything any function needs, each part made when first read: a function connects to the
 * database only when it uses it, a scheduled one (no visitor's request) never asks for allowed origins, and a half-set
 * Mailchimp configuration is reported only by the functions that talk to Mailchimp.
 */
export function functionDependencies(request?: Request, context?: DeployContextSource): FunctionDependencies {
  const env = process.env;
  const settings = readSettings(env, context);
  const db = once((): Db => database(consoleLogger));
  const links = once(() => newsletterLinkSettings(env, settings, request));
  const akismet = once(() =>
    readAkismetSettings(
      env,
      {
        blog: settings.siteUrl ?? (request ? new URL(request.url).origin : undefined),
        isProduction: settings.deployContext === "production",
      },
      consoleLogger,
    ),
  );
  const spamChecks = once(() => (env.AKISMET_API_KEY?.trim() ? db() : undefined));
  return lazily<FunctionDependencies>({
    now: () => () => new Date(),
    log: () => consoleLogger,
    allowedOrigins: () => (request ? allowedOrigins(settings, request) : undefined),
    mailer: () => selectMailer(settings),
    addresses: () => settings.addresses,
    from: () => settings.addresses.from,
    ownerSecret: () => settings.ownerSecret,
    messages: () => createMessageStore(db()),
    spamFilter: () => {
      const akismetSettings = akismet();
      const checks = spamChecks();
      return akismetSettings && checks
        ? createSpamFilter(akismetSettings, { checks, now: () => new Date(), log: consoleLogger })
        : undefined;
    },
    spamChecks,
    spamCheckRecords: db,
    records: db,
    visitor: () => (request ? visitorOf(request, context?.ip ?? request.headers.get("x-nf-client-connection-ip") ?? undefined) : undefined),
    // Bound, since Netlify's context may rely on `this`.
    afterAnswer: () => (context?.waitUntil ? (work: Promise<unknown>) => context.waitUntil?.(work) : undefined),
    budgetMs: () => SCHEDULED_RUN_BUDGET_MS,
    alerts: () => ({
      channel: settings.alertWebhookUrl ? createWebhookChannel(settings.alertWebhookUrl) : null,
      state: createAlertStateStore(db()),
      inboxUrl: settings.siteUrl ? new URL(OWNER_FUNCTIONS.inbox, settings.siteUrl).href : undefined,
    }),
    missingSettings: () => missingProductionSettings(settings),
    subscribers: () => createSubscriberStore(db()),
    provider: () => selectProvider(env),
    secret: () => links().secret,
    siteOrigin: () => links().siteOrigin,
    google: () => readGoogleReviewsSettings(env, consoleLogger),
    usage: () => db(),
    callsInFlight: () => callsInFlight,
    timeoutMs: () => undefined,
    csvLimits: () => undefined,
  });
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** An object whose every property is made by its maker when first read, then kept. */
function lazily<T extends object>(makers: { [K in keyof T]-?: () => T[K] }): T {
  const built = {} as T;
  for (const key of Object.keys(makers) as Array<keyof T>) {
    const value = once(makers[key]);
    Object.defineProperty(built, key, { enumerable: true, get: value });
  }
  return built;
}
