/**
 * The one definition of a newsletter signup, shared by the blog's 'Stay Updated' block, the
 * footer's Subscribe form and the subscribe function. Browser-safe: no Node modules.
 */
import * as yup from "yup";
import { contactErrorMessages, emailAddressSchema, honeypotSchema } from "./contact-schema";

/** Where on the site the visitor subscribed, kept with the subscriber as a record of their consent. */
export const subscribeSources = ["blog", "footer"] as const;

export type SubscribeSource = (typeof subscribeSources)[number];

export const subscribeErrorMessages = {
  emailRequired: contactErrorMessages.emailRequired,
  emailInvalid: contactErrorMessages.emailInvalid,
  emailTooLong: contactErrorMessages.emailTooLong,
  sourceInvalid: "This signup form is out of date. Please refresh the page and try again.",
} as const;

export const subscribeSchema = yup.object({
  email: emailAddressSchema,
  website: honeypotSchema,
  source: yup
    .mixed<SubscribeSource>()
    .oneOf(subscribeSources, subscribeErrorMessages.sourceInvalid)
    .required(subscribeErrorMessages.sourceInvalid),
});

export type SubscribeRequest = yup.InferType<typeof subscribeSchema>;

export function emptySubscribeRequest(source: SubscribeSource): SubscribeRequest {
  return { email: "", website: "", source };
}
