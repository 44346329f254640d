/**
 * Validation of one content entry against its declaration, with messages that name the field
 * ("hero.videoId must be the numeric id of the Vimeo video, such as 824113507").
 */
import * as yup from "yup";
import { predicates } from "./messages";
import type { ContentType, Field, SelectField } from "./types";

/** The allowed values of a select whose options are kept in content (see SelectField.optionsFrom). */
export type OptionsResolver = (field: SelectField) => readonly string[];

export const declaredOptions: OptionsResolver = (field) => field.options;

const isoDay = (value: unknown, original: unknown) => (original instanceof Date ? original.toISOString().slice(0, 10) : value);

function presence<S extends yup.AnySchema>(schema: S, field: Field): yup.AnySchema {
  return field.required ? schema.required(`\${path} ${predicates.required()}`) : schema.nullable().optional();
}

function fieldSchema(field: Field, options: OptionsResolver): yup.AnySchema {
  switch (field.widget) {
    case "string":
    case "text":
    case "markdown":
    case "image":
    case "path": {
      let schema = yup.string().trim();
      const min = "minLength" in field ? field.minLength : undefined;
      const max = "maxLength" in field ? field.maxLength : undefined;
      const length = `\${path} ${predicates.length(min, max)}`;
      if (min !== undefined) schema = schema.min(min, length);
      if (max !== undefined) schema = schema.max(max, length);
      const pattern =
        field.widget === "path"
          ? { regex: "^/[^\\s]*$", message: "must be a root-relative path such as /contact" }
          : "pattern" in field
            ? field.pattern
            : undefined;
      if (pattern)
        schema = schema.matches(new RegExp(pattern.regex), {
          message: `\${path} ${predicates.pattern(pattern)}`,
          excludeEmptyString: true,
        });
      const picture = "altFor" in field ? field.altFor : undefined;
      if (picture)
        return schema.when(picture, ([chosen], described: yup.StringSchema) =>
          typeof chosen === "string" && chosen.trim()
            ? described.required(`\${path} ${predicates.altRequired()}`)
            : described.nullable().optional(),
        );
      return presence(schema, field);
    }
    case "date":
      return presence(
        yup
          .string()
          .transform(isoDay)
          .matches(/^\d{4}-\d{2}-\d{2}$/, { message: "${path} must be an ISO date such as 2025-09-29", excludeEmptyString: true }),
        field,
      );
    case "number": {
      let schema = yup.number().typeError("${path} must be a number");
      if (field.valueType === "int") schema = schema.integer("${path} must be a whole number");
      const range = `\${path} ${predicates.range(field.min, field.max)}`;
      if (field.min !== undefined) schema = schema.min(field.min, range);
      if (field.max !== undefined) schema = schema.max(field.max, range);
      return presence(schema, field);
    }
    case "boolean":
      return presence(yup.boolean().typeError("${path} must be true or false"), field);
    case "select": {
      const allowed = options(field);
      return presence(yup.string().oneOf([...allowed], `\${path} must be one of: ${allowed.join(", ")}`), field);
    }
    case "list": {
      let schema = yup.array(fieldSchema({ ...field.of, required: true }, options)).typeError("${path} must be a list");
      const message = `\${path} ${predicates.count(field.min, field.max)}`;
      if (field.min !== undefined) schema = schema.min(field.min, message);
      if (field.max !== undefined) schema = schema.max(field.max, message);
      return field.required ? schema.required(`\${path} ${predicates.required()}`) : schema.optional().default(undefined);
    }
    case "object": {
      const schema = yup.object(objectShape(field.fields, options)).typeError("${path} must be an object").default(undefined);
      return field.required ? schema.required(`\${path} ${predicates.required()}`) : schema.optional();
    }
  }
}

function objectShape(fields: readonly Field[], options: OptionsResolver) {
  return Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, options)]));
}

/** The schema of one entry of a type (one file, or one item of a list file). */
export function entrySchema(type: ContentType, options: OptionsResolver = declaredOptions) {
  return yup.object(objectShape(type.fields, options));
}

/** A problem of one entry: the field's path in the entry ("hero.videoId", "faq[5]"; empty for the entry itself) and what is wrong with it. */
export interface FieldProblem {
  path: string;
  /** Completes "<field> …": "is required", "needs 3 to 5 items". */
  predicate: string;
}

/** The problems of one entry, each with the path of its field; none when it is valid. */
export function entryProblemsAt(type: ContentType, entry: unknown, options: OptionsResolver = declaredOptions): FieldProblem[] {
  try {
    entrySchema(type, options).validateSync(entry, { abortEarly: false, strict: false });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) return [{ path: "", predicate: String(error) }];
    const found = error.inner.length ? error.inner : [error];
    return found.map(({ path = "", message }) => ({
      path,
      predicate: path && message.startsWith(`${path} `) ? message.slice(path.length + 1) : message,
    }));
  }
}

/** The problems of one entry as sentences naming their field by its path; none when it is valid. */
export function entryProblems(type: ContentType, entry: unknown, options: OptionsResolver = declaredOptions): string[] {
  return entryProblemsAt(type, entry, options).map(({ path, predicate }) => (path ? `${path} ${predicate}` : predicate));
}
