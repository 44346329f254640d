/**
 * Decap keeps an entry in maps that forget the order of their keys, so left alone it would write
 * a file's keys in an order of its own. The data to write is put back in the order the file had
 * its keys, and a key the file did not have goes where the form puts it.
 */

/** A Decap field as the editor's configuration declares it (src/cms/config.ts), as far as the order of keys needs. */
export interface FieldShape {
  name: string;
  fields?: readonly FieldShape[];
  field?: FieldShape;
}

type Plain = Record<string, unknown>;

const isRecord = (value: unknown): value is Plain => value !== null && typeof value === "object" && !Array.isArray(value);

function fieldsWithin(field: FieldShape | undefined): readonly FieldShape[] {
  if (!field) return [];
  if (field.fields) return field.fields;
  return field.field ? [field.field] : [];
}

/** `value` with each object's keys in the order `original` (the file as read) had them. */
export function inOrder(value: unknown, original: unknown, fields: readonly FieldShape[]): unknown {
  if (Array.isArray(value)) {
    return value.map((entry, index) => inOrder(entry, Array.isArray(original) ? original[index] : undefined, fields));
  }
  if (!isRecord(value)) return value;
  const before = isRecord(original) ? Object.keys(original) : [];
  const form = fields.map((field) => field.name);
  const rank = (key: string) => {
    const at = before.indexOf(key);
    if (at !== -1) return at;
    // A new key goes after the last key before it in the form that the file already had.
    const position = form.indexOf(key);
    let after = -1;
    for (let index = 0; index < position; index += 1) after = Math.max(after, before.indexOf(form[index]));
    return after + 0.5 + (position === -1 ? form.length : position) / 1000;
  };
  const result: Plain = {};
  for (const key of Object.keys(value).sort((a, b) => rank(a) - rank(b))) {
    const field = fields.find((candidate) => candidate.name === key);
    result[key] = inOrder(value[key], isRecord(original) ? original[key] : undefined, fieldsWithin(field));
  }
  return result;
}
