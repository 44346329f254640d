/**
 * The subscribe function behind the blog's 'Stay Updated' block and the footer's Subscribe form.
 * Subscribers are kept in Netlify Blobs only: no mailing-list provider is called.
 */
import { subscribeSchema } from "../../src/lib/subscribe-schema";
import { answerUnexpectedErrorsAsJson, errorResponse, isHoneypotFilled, jsonResponse, KIBIBYTE, readJsonRequest, refusalMessages } from "./http";
import { describeError, type Logger } from "./logger";
import type { SubscriberStore } from "./subscriber-store";
import { validate } from "./validation";

/** An address, a source and an empty honeypot fit many times over. */
export const SUBSCRIBE_MAX_BODY_BYTES = 2 * KIBIBYTE;

export interface SubscribeHandlerDependencies {
  subscribers: SubscriberStore;
  now: () => Date;
  log: Logger;
  allowedOrigins?: readonly string[];
}

export interface SubscribeSuccessBody {
  ok: true;
  message: string;
}

/**
 * The same answer whether the address is new or already subscribed, so the form cannot be used to
 * find out who is on the list.
 */
export const subscribedMessage = "Thank you for subscribing. We'll email you when we publish new video production insights.";

const subscribed = () => jsonResponse(200, { ok: true, message: subscribedMessage } satisfies SubscribeSuccessBody);

export function handleSubscribeRequest(request: Request, deps: SubscribeHandlerDependencies): Promise<Response> {
  return answerUnexpectedErrorsAsJson(deps.log, () => subscribe(request, deps));
}

async function subscribe(request: Request, deps: SubscribeHandlerDependencies): Promise<Response> {
  const parsed = await readJsonRequest(request, { maxBodyBytes: SUBSCRIBE_MAX_BODY_BYTES, allowedOrigins: deps.allowedOrigins });
  if (!parsed.ok) return parsed.response;

  if (isHoneypotFilled(parsed.body.website)) {
    deps.log.info("subscribe-honeypot-filled");
    return subscribed();
  }

  const validated = await validate(subscribeSchema, parsed.body);
  if (!validated.ok) return validated.response;
  const { email, source } = validated.value;

  try {
    const isNew = await deps.subscribers.addNew({ email, source, subscribedAt: deps.now().toISOString() });
    deps.log.info(isNew ? "subscriber-added" : "subscriber-repeated", { source });
  } catch (error) {
    deps.log.error("subscriber-not-stored", { source, error: describeError(error) });
    return errorResponse(503, refusalMessages.storageUnavailable);
  }
  return subscribed();
}
