/**
 * The one place the functions' real dependencies are built: stores, mailer, clock, logger, alerts
 * and settings, from the environment of each invocation (see settings.ts for the variables). Each
 * function hands its handler to `serve`, which builds them for the one invocation and closes its
 * database connection once the answer is sent and the work after it done; tests pass their own
 * parts to the handlers.
 */
import type { ContactHandlerDependencies } from "../contact/contact-handler";
import { createMessageStore } from "../contact/message-store";
import { openDatabase, type Db } from "../common/database";
import type { RetryDependencies } from "../contact/retry-pending";
import type { SpamCleanupDependencies } from "../contact/spam-cleanup";
import type { CleanupDependencies } from "../newsletter/newsletter-cleanup";
import type { ExportDependencies } from "../newsletter/newsletter-export";
import type { SubscribeHandlerDependencies } from "../newsletter/subscribe-handler";
import { createSubscriberStore } from "../newsletter/subscriber-store";
import type { SubscriptionLinkDependencies } from "../newsletter/subscription-links";
import { createAlertStateStore, createWebhookChannel } from "../common/alerts";
import type { HealthDependencies } from "../owner/inbox-health-handler";
import type { OwnerInboxDependencies } from "../owner/owner-inbox";
import { OWNER_FUNCTIONS } from "../../../src/lib/routes";
import type { DataRequestsDependencies } from "../owner/data-requests-handler";
import type { DataRequestsCleanupDependencies } from "../owner/data-requests-store";
import { callsInFlight, readGoogleReviewsSettings, type GoogleReviewsDependencies } from "../reviews/google-reviews";
import { consoleLogger } from "../common/logger";
import { readAkismetSettings } from "../common/akismet";
import { visitorOf } from "../common/http";
import { createSpamFilter } from "../common/spam-filter";
import { createWorkSignal, platformSignalStore } from "../contact/work-signal";
import {
  allowedOrigins,
  dataRequestsSecret,
  missingProductionSettings,
  newsletterLinkSettings,
  readSettings,
  selectMailer,
  selectProvider,
  type DeployContextSource,
} from "./settings";

/**
 * How long a scheduled run starts new work (a delivery, a batch of deletions): what it starts then
 * ends within the run's limits on waiting (RUN_RECORDS_TIME_MS, inside RUN_TIME_MS), inside Netlify's 30 s.
 */
export const SCHEDULED_RUN_BUDGET_MS = 12_000;

/** Every wait of a scheduled cleanup (the database's, the mail server's) ends within this. */
export const SCHEDULED_RUN_TIME_MS = 22_000;

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
export function functionDependencies(
  request?: Request,
  context?: DeployContextSource,
  afterAnswer = context?.waitUntil ? (work: Promise<unknown>) => context.waitUntil?.(work) : undefined,
): FunctionDependencies & { close(): Promise<void> } {
  const env = process.env;
  const settings = readSettings(env, context);
  let opened: Db | undefined;
  const db = once((): Db => (opened = openDatabase(consoleLogger)));
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
  const deps = lazily<FunctionDependencies>({
    now: () => () => new Date(),
    log: () => consoleLogger,
    allowedOrigins: () => (request ? allowedOrigins(settings, request) : undefined),
    mailer: () => selectMailer(settings),
    addresses: () => settings.addresses,
    from: () => settings.addresses.from,
    ownerSecret: () => settings.ownerSecret,
    dataRequestsSecret: () => dataRequestsSecret(env, settings),
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
    afterAnswer: () => afterAnswer,
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
    signal: () => createWorkSignal(platformSignalStore, consoleLogger),
  });
  return Object.assign(deps, { close: async () => opened?.destroy() });
}

/**
 * One invocation of a function: its parts built for it alone, and its database connection closed
 * once the answer has been sent (a streamed one read to its end) and the work after it is done, so
 * nothing of it is left to a frozen instance or to the next invocation's credentials.
 */
export async function serve(
  request: Request | undefined,
  context: DeployContextSource,
  handle: (deps: FunctionDependencies) => Promise<Response | void>,
): Promise<Response | undefined> {
  const work: Promise<unknown>[] = [];
  const deps = functionDependencies(request, context, context?.waitUntil ? (later) => void work.push(later) : undefined);
  let response: Response | undefined;
  try {
    response = (await handle(deps)) ?? undefined;
  } catch (error) {
    await Promise.allSettled(work).then(deps.close);
    throw error;
  }
  if (response?.body) {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    work.push(response.body.pipeTo(writable));
    response = new Response(readable, response);
  }
  const done = Promise.allSettled(work).then(deps.close);
  if (context?.waitUntil) context.waitUntil(done);
  else if (!response?.body) await done;
  return response;
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
