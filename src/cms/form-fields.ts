/**
 * The fields of an entry's form in the content editor, as the content model declares them: a
 * file whose top level is a list shows its items under one list (./names.ts: LIST_FILE_KEY). The
 * checks before saving and the previews name a field by these, as the form does.
 */
import type { ContentType, Field, ObjectField } from "../content-model/types";
import { LIST_FILE_KEY } from "./names";

/** The plural of a type's label, as the editor names a collection and a list file's list ("Case studies"). */
export const plural = (label: string) => (/s$/.test(label) ? label : /y$/.test(label) ? `${label.slice(0, -1)}ies` : `${label}s`);

/** The fields of an entry's form, as the model declares them: a list file's items under one list. */
export function formFields(type: ContentType): readonly Field[] {
  if (type.source.shape !== "list-file") return type.fields;
  const item: ObjectField = {
    name: "item",
    label: type.label,
    required: true,
    widget: "object",
    typeName: type.typeName,
    fields: type.fields,
  };
  return [{ name: LIST_FILE_KEY, label: plural(type.label), required: true, widget: "list", of: item }];
}
