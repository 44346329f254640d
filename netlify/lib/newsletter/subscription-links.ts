/**
 * The two links a subscriber gets by email, and the functions behind them.
 *
 * Opening a link (GET) changes nothing: it answers a page whose one button POSTs the token back.
 * Mail scanners and link previews fetch links; they do not press buttons. So only a person confirms,
 * and an unsubscribe needs one POST: the page's button, or a mail client's own Unsubscribe button,
 * which POSTs `List-Unsubscribe=One-Click` to the link (RFC 8058).
 *
 * The pages are served by the functions rather than being Gatsby pages that read the token with a
 * script: they must work without scripts, and the token reaches the server only through the link.
 */
import { siteFiles } from "../../../src/content-model/site-files";
import { LANDING_PATH, NEWSLETTER_FUNCTIONS, NEWSLETTER_NEWLY_CONFIRMED_PATH, NEWSLETTER_PAGES } from "../../../src/lib/routes";
import { audienceOf, jsonOrPage } from "../common/answer";
import { escapeHtml } from "../common/escape";
import { functionPage, linkButton, paragraph } from "../common/function-page";
import { KIBIBYTE, readFormOrJsonRequest, seeOther, textResponse } from "../common/http";
import { describeError, type Logger } from "../common/logger";
import { mailchimpSubscriberHash, ProviderError, type NewsletterProvider } from "./mailchimp";
import { subscriberKey, type Subscriber, type SubscriberStore } from "./subscriber-store";
import { addressTag, checkToken, CONFIRMATION_VALID_DAYS, createToken, type TokenClaims, type TokenPurpose } from "./subscription-token";

const { newsletter: copy, site } = siteFiles;

export interface NewsletterLinkSettings {
  /** SUBSCRIPTION_SECRET; undefined when a deployed site lacks it, and then no link is made or honoured. */
  secret: string | undefined;
  /** Scheme and host the links in emails point at. */
  siteOrigin: string;
}

export interface SubscriptionLinkDependencies extends NewsletterLinkSettings {
  subscribers: SubscriberStore;
  provider?: NewsletterProvider;
  now: () => Date;
  log: Logger;
  allowedOrigins?: readonly string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_BODY_MAX_BYTES = 2 * KIBIBYTE;

export function subscriberLinks(settings: NewsletterLinkSettings, subscriber: Subscriber, now: Date) {
  return { confirmUrl: confirmUrl(settings, subscriber, now), unsubscribeUrl: unsubscribeUrl(settings, subscriber) };
}

function claimsFor(secret: string, subscriber: Subscriber, purpose: TokenPurpose, expiresAt?: Date): TokenClaims {
  return { purpose, subscriptionId: subscriber.id, addressTag: addressTag(secret, subscriberKey(subscriber.email)), expiresAt };
}

export function confirmUrl(settings: NewsletterLinkSettings, subscriber: Subscriber, now: Date): string {
  const secret = requireSecret(settings);
  const expiresAt = new Date(now.getTime() + CONFIRMATION_VALID_DAYS * DAY_MS);
  return `${settings.siteOrigin}${NEWSLETTER_FUNCTIONS.confirm}?token=${createToken(secret, claimsFor(secret, subscriber, "confirm", expiresAt))}`;
}

/** Unsubscribe links do not expire: a newsletter from last year must still let its reader leave. */
export function unsubscribeUrl(settings: NewsletterLinkSettings, subscriber: Subscriber): string {
  const secret = requireSecret(settings);
  return `${settings.siteOrigin}${NEWSLETTER_FUNCTIONS.unsubscribe}?token=${createToken(secret, claimsFor(secret, subscriber, "unsubscribe"))}`;
}

function requireSecret(settings: NewsletterLinkSettings): string {
  if (!settings.secret) throw new Error("SUBSCRIPTION_SECRET is not set, so no subscription link can be signed");
  return settings.secret;
}

type Resolved =
  | { ok: true; token: string; subscriptionId: string; addressKey: string | null; subscriber: Subscriber | undefined }
  | { ok: false; response: Response };

/** Reads and checks the token, and finds the subscription it names. Every refusal is a page. */
async function resolve(
  request: Request,
  purpose: TokenPurpose,
  deps: SubscriptionLinkDependencies,
  oneClick: { value: boolean },
): Promise<Resolved> {
  const refuse = (response: Response): Resolved => ({ ok: false, response });
  if (!deps.secret) {
    deps.log.error("subscription-secret-missing", { purpose });
    return refuse(problemPage(503, "unavailable"));
  }
  let token: unknown = new URL(request.url).searchParams.get("token");
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  if (request.method === "POST" && purpose === "unsubscribe" && multipart) {
    // RFC 8058 lets a mail client send its one-click POST as multipart/form-data; the token is in
    // the link itself, so the body (`List-Unsubscribe=One-Click`) need not be read.
    oneClick.value = true;
  } else if (request.method === "POST") {
    // One-click unsubscribes come from mail providers' servers, not from this site.
    const parsed = await readFormOrJsonRequest(request, {
      maxBodyBytes: TOKEN_BODY_MAX_BYTES,
      allowedOrigins: purpose === "confirm" ? deps.allowedOrigins : undefined,
    });
    if (!parsed.ok) {
      return refuse(
        await jsonOrPage(audienceOf(request), parsed.response, (sentence) => {
          deps.log.warn("subscription-link-refused", { purpose, reason: `request-${parsed.response.status}` });
          return functionPage({
            status: parsed.response.status,
            card: true,
            title: copy.linkProblems.invalidTitle,
            body: paragraph(sentence) + linkButton(LANDING_PATH, copy.linkProblems.subscribeLabel),
          });
        }),
      );
    }
    oneClick.value = parsed.body["List-Unsubscribe"] === "One-Click";
    token = parsed.body.token ?? token;
  } else if (request.method !== "GET" && request.method !== "HEAD") {
    return refuse(textResponse(405, "Open the link from your email in a browser.", { Allow: "GET, POST" }));
  }

  const checked = checkToken(deps.secret, token, purpose, deps.now());
  if (!checked.ok) {
    deps.log.warn("subscription-link-refused", { purpose, reason: checked.reason });
    return refuse(problemPage(checked.reason === "expired" ? 410 : 400, checked.reason));
  }
  const found = await deps.subscribers.findById(checked.claims.subscriptionId);
  if (!found) {
    // A genuine unsubscribe link whose signup the clean-up has deleted: the address is off the
    // list already, which is what its reader wants to hear.
    if (purpose === "unsubscribe")
      return { ok: true, token: token as string, subscriptionId: checked.claims.subscriptionId, addressKey: null, subscriber: undefined };
    deps.log.warn("subscription-link-refused", { purpose, reason: "unknown" });
    return refuse(problemPage(404, "unknown"));
  }
  if (addressTag(deps.secret, found.addressKey) !== checked.claims.addressTag) {
    deps.log.warn("subscription-link-refused", { purpose, reason: "other-address" });
    return refuse(problemPage(400, "invalid"));
  }
  return {
    ok: true,
    token: token as string,
    subscriptionId: checked.claims.subscriptionId,
    addressKey: found.addressKey,
    subscriber: found.subscriber,
  };
}

export async function handleConfirmRequest(request: Request, deps: SubscriptionLinkDependencies): Promise<Response> {
  try {
    const resolved = await resolve(request, "confirm", deps, { value: false });
    if (!resolved.ok) return resolved.response;
    const { subscriber } = resolved;
    // A confirmation link belongs to one subscription: after an unsubscribe it is spent.
    if (!subscriber || subscriber.id !== resolved.subscriptionId) return problemPage(404, "unknown");
    if (request.method !== "POST") {
      if (subscriber.status === "confirmed") {
        return functionPage({
          card: true,
          status: 200,
          title: copy.confirmPage.alreadyConfirmedTitle,
          body: paragraph(copy.confirmPage.alreadyConfirmedBody) + linkButton("/blog", copy.confirmed.button),
        });
      }
      return functionPage({
        card: true,
        status: 200,
        title: copy.confirmPage.title,
        body: paragraph(copy.confirmPage.body) + tokenForm(NEWSLETTER_FUNCTIONS.confirm, resolved.token, copy.confirmPage.button),
      });
    }
    // Confirmed by this press alone, whatever arrives at once (a second press, a new sign-up).
    const confirmed = subscriber.status === "confirmed" ? undefined : await deps.subscribers.confirm(subscriber.id, deps.now());
    if (confirmed) deps.log.info("subscriber-confirmed", { source: confirmed.source, subscription: confirmed.id });
    // Stored is confirmed, and the visitor is told so: telling the provider is retried by the daily
    // job until it works (the confirmation marked it pending), and tried again by another press.
    const told = confirmed ?? (subscriber.provider_sync_pending ? subscriber : undefined);
    if (told)
      await addToProvider(told, deps).catch((error: unknown) =>
        deps.log.error("provider-member-not-added", { error: describeError(error) }),
      );
    // Only a new confirmation carries the marker, so a second press of Confirm is not a second sign-up.
    return seeOther(confirmed ? NEWSLETTER_NEWLY_CONFIRMED_PATH : NEWSLETTER_PAGES.confirmed);
  } catch (error) {
    deps.log.error("subscription-link-failed", { purpose: "confirm", error: describeError(error) });
    return problemPage(503, "unavailable");
  }
}

export async function handleUnsubscribeRequest(request: Request, deps: SubscriptionLinkDependencies): Promise<Response> {
  const oneClick = { value: false };
  try {
    const resolved = await resolve(request, "unsubscribe", deps, oneClick);
    if (!resolved.ok)
      return oneClick.value ? textResponse(resolved.response.status, "This unsubscribe link is not valid.") : resolved.response;
    if (request.method !== "POST") {
      return functionPage({
        card: true,
        status: 200,
        title: copy.unsubscribePage.title,
        body:
          paragraph(copy.unsubscribePage.body) + tokenForm(NEWSLETTER_FUNCTIONS.unsubscribe, resolved.token, copy.unsubscribePage.button),
      });
    }
    const { subscriber } = resolved;
    if (subscriber && resolved.addressKey) {
      const memberId = deps.provider ? mailchimpSubscriberHash(subscriber.email) : null;
      await deps.subscribers.unsubscribe(subscriber, deps.now(), memberId);
      deps.log.info("subscriber-unsubscribed", { source: subscriber.source, subscription: subscriber.id, oneClick: oneClick.value });
      if (memberId) await removeFromProvider(resolved.addressKey, memberId, deps);
    }
    return oneClick.value ? textResponse(200, "Unsubscribed.") : seeOther(NEWSLETTER_PAGES.unsubscribed);
  } catch (error) {
    deps.log.error("subscription-link-failed", { purpose: "unsubscribe", error: describeError(error) });
    return oneClick.value ? textResponse(503, "Please try again later.") : problemPage(503, "unavailable");
  }
}

/**
 * Tells the provider of a confirmation; when it cannot be reached, the daily job tries again. Its
 * mark is cleared only while the row still wants it: an unsubscribe that crossed the call means
 * the address was just put back at the provider after being archived, so it is archived again.
 */
export async function addToProvider(
  subscriber: Subscriber,
  deps: Pick<SubscriptionLinkDependencies, "provider" | "subscribers" | "log">,
): Promise<boolean> {
  if (!deps.provider || !subscriber.confirmed_at) return true;
  try {
    await deps.provider.addConfirmed({ email: subscriber.email, confirmedAt: subscriber.confirmed_at });
  } catch (error) {
    // An address erased at the provider is refused for good: trying again daily would change
    // nothing, so the addition is settled as if it had been made.
    const refused = error instanceof ProviderError && error.permanent;
    deps.log.error(refused ? "provider-member-refused" : "provider-member-not-added", {
      provider: deps.provider.name,
      subscription: subscriber.id,
      error: describeError(error),
    });
    if (refused) await deps.subscribers.providerAdded(subscriber);
    return false;
  }
  if (await deps.subscribers.providerAdded(subscriber)) {
    deps.log.info("provider-member-added", { provider: deps.provider.name, subscription: subscriber.id });
    return true;
  }
  const addressKey = subscriberKey(subscriber.email);
  if ((await deps.subscribers.get(subscriber.email))?.status === "confirmed") return true;
  deps.log.warn("provider-addition-crossed-unsubscribe", { provider: deps.provider.name, subscription: subscriber.id });
  const memberId = mailchimpSubscriberHash(subscriber.email);
  await deps.subscribers.providerRemovalPending(addressKey, memberId);
  return removeFromProvider(addressKey, memberId, deps);
}

/**
 * Archives the member at the provider; the unsubscribe record keeps its member id until that
 * worked. Cleared only while the address is still unsubscribed: a confirmation that crossed the
 * call may have reached the provider first, so it is added again.
 */
export async function removeFromProvider(
  addressKey: string,
  memberId: string,
  deps: Pick<SubscriptionLinkDependencies, "provider" | "subscribers" | "log">,
): Promise<boolean> {
  if (!deps.provider) return true;
  try {
    await deps.provider.remove(memberId);
  } catch (error) {
    deps.log.error("provider-member-not-archived", { provider: deps.provider.name, error: describeError(error) });
    return false;
  }
  if (await deps.subscribers.providerRemoved(addressKey, memberId)) {
    deps.log.info("provider-member-archived", { provider: deps.provider.name });
    return true;
  }
  const confirmed = await deps.subscribers.providerAdditionPending(addressKey);
  if (!confirmed) return true;
  deps.log.warn("provider-removal-crossed-confirmation", { provider: deps.provider.name, subscription: confirmed.id });
  return addToProvider(confirmed, deps);
}

type Problem = "expired" | "invalid" | "unknown" | "unavailable";

function problemPage(status: number, problem: Problem): Response {
  const text = copy.linkProblems;
  const [title, body] = {
    expired: [text.expiredTitle, text.expiredBody],
    invalid: [text.invalidTitle, text.invalidBody],
    unknown: [text.unknownTitle, text.unknownBody],
    unavailable: [text.unavailableTitle, `${text.unavailableBody} ${site.email}.`],
  }[problem];
  return functionPage({ card: true, status, title, body: paragraph(body) + linkButton(LANDING_PATH, text.subscribeLabel) });
}

/** A form of one button that POSTs the link's token back to the address that served the page. */
function tokenForm(action: string, token: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="button" type="submit">${escapeHtml(label)}</button>
</form>`;
}
