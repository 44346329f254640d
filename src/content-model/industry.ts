import { integer, list, patterns, pictureFields, string, text } from "./fields";
import { landingSectionPath } from "../lib/routes";
import type { ContentType, EntryOf } from "./types";

export const industry = {
  id: "industry",
  label: "Industry",
  description: "The industry cards on the landing page; the contact form offers each industry as a choice.",
  typeName: "Industry",
  source: { shape: "folder", folder: "industries", extension: "json" },
  shownAt: landingSectionPath("industries"),
  slug: { from: "file-name", field: "slug", pattern: patterns.slug },
  picture: { image: "image", alt: "imageAlt", artwork: "industry" },
  fields: [
    string("slug", {
      label: "Short name",
      hint: "Lower-case words joined by hyphens, such as financial-services (its slug); it names the industry's file, so it stays as it was first saved",
      pattern: patterns.slug,
    }),
    integer("order", { label: "Position", hint: "Where the industry comes on the landing page and in the contact form's list: 1 first" }),
    string("title", { hint: "The industry's name, as the card and the contact form show it" }),
    text("description", { hint: "One or two sentences on the card" }),
    list("challenges", text("challenge"), { min: 3, max: 3, hint: "Exactly three challenges video meets in this industry" }),
    ...pictureFields("image", "imageAlt", "images/industries", "At the top of the card"),
  ],
  notes:
    "Without `image` the build draws the card's artwork (seeded by the slug, its motif chosen from the title) and uses the motif's description as its alt text.",
} satisfies ContentType;

/** An industry file, typed from the declaration above. */
export type IndustryEntry = EntryOf<typeof industry.fields>;
