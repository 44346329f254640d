/**
 * The send-contact-email function, built from injectable parts so tests can run it against a real
 * SMTP server and real Blobs storage. The order is the point: refuse what is malformed, store
 * what is valid, and only then try the email, so an accepted message is never lost.
 */
import site from "../../content/site/site.json";
import { contactMessageSchema } from "../../src/lib/contact-schema";
import { fillCopy } from "../../src/lib/copy";
import { attemptDelivery, type DeliveryDependencies } from "./contact-delivery";
import { answerUnexpectedErrorsAsJson, errorResponse, isHoneypotFilled, jsonResponse, KIBIBYTE, readJsonRequest, refusalMessages } from "./http";
import { describeError } from "./logger";
import type { StoredContactMessage } from "./message-store";
import { DELIVERY_LEASE_MS } from "./retry-policy";
import { validate } from "./validation";

export const CONTACT_MAX_BODY_BYTES = 16 * KIBIBYTE;

export interface ContactHandlerDependencies extends DeliveryDependencies {
  /** Origins allowed to post the form; undefined accepts any (local development). */
  allowedOrigins?: readonly string[];
}

export interface ContactSuccessBody {
  ok: true;
  id: string;
  /** `sent`: in the company's inbox. `queued`: stored safely, and the email follows by retry. */
  status: "sent" | "queued";
  message: string;
}

const thanks = fillCopy(`Thank you for your message. ${site.replyPromise}`);

function accepted(id: string, status: StoredContactMessage["status"]): Response {
  const body: ContactSuccessBody = { ok: true, id, status: status === "sent" ? "sent" : "queued", message: thanks };
  return jsonResponse(status === "sent" ? 200 : 202, body);
}

export function handleContactRequest(request: Request, deps: ContactHandlerDependencies): Promise<Response> {
  return answerUnexpectedErrorsAsJson(deps.log, () => acceptContactMessage(request, deps));
}

async function acceptContactMessage(request: Request, deps: ContactHandlerDependencies): Promise<Response> {
  const parsed = await readJsonRequest(request, { maxBodyBytes: CONTACT_MAX_BODY_BYTES, allowedOrigins: deps.allowedOrigins });
  if (!parsed.ok) return parsed.response;

  if (isHoneypotFilled(parsed.body.website)) {
    // Answered exactly like a delivered message, so a bot learns nothing from trying.
    deps.log.info("contact-honeypot-filled");
    return accepted(typeof parsed.body.submissionId === "string" ? parsed.body.submissionId : "", "sent");
  }

  const validated = await validate(contactMessageSchema, parsed.body);
  if (!validated.ok) return validated.response;
  const { submissionId, website: _honeypot, ...fields } = validated.value;
  const id = submissionId.toLowerCase();

  const receivedAt = deps.now();
  const canSend = deps.mailer.mode !== "unconfigured";
  const newMessage: StoredContactMessage = {
    id,
    receivedAt: receivedAt.toISOString(),
    status: "pending",
    attempts: 0,
    // The first attempt happens right here, so the lease keeps the retry job away meanwhile.
    nextAttemptAt: new Date(receivedAt.getTime() + (canSend ? DELIVERY_LEASE_MS : 0)).toISOString(),
    lastError: null,
    sentAt: null,
    fields,
  };

  try {
    if (!(await deps.messages.addNew(newMessage))) {
      const existing = await deps.messages.get(id);
      deps.log.info("contact-message-repeated", { id });
      return accepted(id, existing?.status === "sent" ? "sent" : "pending");
    }
  } catch (error) {
    deps.log.error("contact-message-not-stored", { id, error: describeError(error) });
    return errorResponse(503, refusalMessages.storageUnavailable);
  }
  deps.log.info("contact-message-stored", { id });

  if (!canSend) {
    deps.log.error("contact-mail-not-configured", {
      id,
      action: "Set SMTP_URL (and CONTACT_FROM) for this site; stored messages are sent by the retry job once it is set.",
    });
    return accepted(id, "pending");
  }

  try {
    return accepted(id, (await attemptDelivery(newMessage, deps)).status);
  } catch (error) {
    // Stored and leased: the retry job picks it up when the lease ends.
    deps.log.error("contact-delivery-not-recorded", { id, error: describeError(error) });
    return accepted(id, "pending");
  }
}
