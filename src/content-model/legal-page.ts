import { date, patterns, select, string, text } from "./fields";
import type { ContentType } from "./types";

export const legalPage = {
  id: "legal-page",
  label: "Legal page",
  description: "Privacy policy, terms of service and cookie policy, one MDX file each, at /<slug>.",
  typeName: "Mdx",
  source: { shape: "folder", folder: "legal", extension: "mdx" },
  slug: { from: "file-name", field: "slug", pattern: patterns.slug },
  pagePath: "/{slug}",
  fields: [
    string("title"),
    string("slug", { hint: "The same as the file name", pattern: patterns.slug }),
    text("description", { hint: "The meta description" }),
    select("dateLabel", ["Last updated", "Effective"], { label: "Date label" }),
    date("date", { hint: "ISO date the text took effect" }),
    string("version", { optional: true, hint: "Cookie policy only: the consent version it describes" }),
  ],
  notes: "Body: numbered `##` sections.",
} satisfies ContentType;
