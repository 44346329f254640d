/**
 * A field named as the content editor's form names it, by the labels of the blocks it is in:
 * the build names a field by its path in the file ("whoWeWorkWith.testimonial.author", "faq[5]"),
 * an author by what the form shows ("Who we work with › Testimonial › Author", "FAQ 6").
 */
import type { Field } from "./types";

/**
 * The labels of the field at `path` (dots between names, `[n]` or `.n` for the nth item of a
 * list, counted from 0), outermost first; an item is its list's label and its number from 1.
 */
export function fieldLabels(fields: readonly Field[], path: string): string[] {
  const labels: string[] = [];
  let within: readonly Field[] = fields;
  let list: Field | undefined;
  for (const step of path.split(/\.|(?=\[)/).filter(Boolean)) {
    const index = /^\[?(\d+)\]?$/.exec(step)?.[1];
    if (index !== undefined && list) {
      labels[labels.length - 1] = `${labels[labels.length - 1]} ${Number(index) + 1}`;
      within = list.widget === "list" && list.of.widget === "object" ? list.of.fields : [];
      list = undefined;
      continue;
    }
    const field = within.find((candidate) => candidate.name === step);
    labels.push(field?.label ?? step);
    list = field?.widget === "list" ? field : undefined;
    within = field?.widget === "object" ? field.fields : [];
  }
  return labels;
}

/** The same, joined as the form's blocks nest: "Hero › Headline". */
export const fieldLabel = (fields: readonly Field[], path: string) => fieldLabels(fields, path).join(" › ");
