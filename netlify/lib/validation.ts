/** Server-side validation with the shared yup schemas, answered the way the form shows errors. */
import { ValidationError, type AnyObjectSchema, type InferType } from "yup";
import { errorResponse, refusalMessages } from "./http";

export type Validated<Schema extends AnyObjectSchema> = { ok: true; value: InferType<Schema> } | { ok: false; response: Response };

/**
 * Validates and cleans (trims, fills defaults, drops unknown keys). A refusal is a 422 naming each
 * failing field with its first message, as Formik shows them beside the fields.
 */
export async function validate<Schema extends AnyObjectSchema>(schema: Schema, body: unknown): Promise<Validated<Schema>> {
  try {
    const value: InferType<Schema> = await schema.validate(body, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      fields[issue.path ?? ""] ??= issue.message;
    }
    return { ok: false, response: errorResponse(422, refusalMessages.invalidFields, { fields }) };
  }
}
