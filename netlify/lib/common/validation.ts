/** Server-side validation with the shared yup schemas, answered the way the form shows errors. */
import { ValidationError, type AnyObjectSchema, type InferType } from "yup";
import { errorResponse, refusalMessages } from "./http";

export type Validated<Schema extends AnyObjectSchema> =
  { ok: true; value: InferType<Schema> } | { ok: false; fields: Record<string, string>; response: Response };

export interface ValidationRules {
  /**
   * `refuse`: a key the schema does not declare is a 422, as for any invalid field (a script
   * sending JSON controls every key it sends). `ignore` (the default): such keys are dropped.
   */
  unknownKeys?: "refuse" | "ignore";
}

export const UNKNOWN_FIELD_MESSAGE = "This form has no such field";

/**
 * Validates and cleans (trims, fills defaults). A refusal is a 422 naming each failing field with
 * its first message, as Formik shows them beside the fields.
 *
 * Only the body's own keys that the schema declares ever reach yup. yup 1.7 looks each key of the
 * input up in a plain object of fields, so a key such as `constructor` or `__proto__` finds a
 * member of Object.prototype, which yup then calls as if it were a schema: a crash (500) instead of
 * a refusal. Filtering by `Object.hasOwn` first makes those keys ordinary unknown keys.
 */
export async function validate<Schema extends AnyObjectSchema>(
  schema: Schema,
  body: unknown,
  rules: ValidationRules = {},
): Promise<Validated<Schema>> {
  const refuse = (fields: Record<string, string>): Validated<Schema> => ({
    ok: false,
    fields,
    response: errorResponse(422, refusalMessages.invalidFields, { fields }),
  });

  let input = body;
  if (typeof body === "object" && body !== null && !Array.isArray(body)) {
    const keys = Object.keys(body);
    const unknown = keys.filter((key) => !Object.hasOwn(schema.fields, key));
    if (unknown.length > 0 && rules.unknownKeys === "refuse") {
      // fromEntries defines own properties, so even `__proto__` arrives in the answer as a key.
      return refuse(Object.fromEntries(unknown.map((key) => [key, UNKNOWN_FIELD_MESSAGE])));
    }
    input = Object.fromEntries(
      keys.filter((key) => Object.hasOwn(schema.fields, key)).map((key) => [key, (body as Record<string, unknown>)[key]]),
    );
  }

  try {
    const value: InferType<Schema> = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields = new Map<string, string>();
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const path = issue.path ?? "";
      if (!fields.has(path)) fields.set(path, issue.message);
    }
    return refuse(Object.fromEntries(fields));
  }
}

/** A UUID as the site makes them (random ones, and ids derived from content), lower case. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Whether `value` is an id the site could have given: anything else is checked before any database is asked. */
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);
