import { patterns, sampleFields, string, text, videoId } from "./fields";
import type { ContentType } from "./types";

export const caseStudy = {
  id: "case-study",
  label: "Case study",
  description: "The client stories on /case-studies, one item of the list per story.",
  typeName: "CaseStudy",
  source: { shape: "list-file", file: "case-studies/case-studies.json" },
  fields: [
    string("company"),
    string("sector"),
    text("description"),
    text("testimonial", { optional: true, hint: "The client's words" }),
    string("author", { optional: true, hint: "Who said the testimonial" }),
    string("companyTitle", { optional: true, hint: "Their role" }),
    videoId(),
    string("videoTitle", { hint: "Accessible title of the player" }),
    string("thumbnailUrl", { label: "Thumbnail URL", hint: "Root-relative address of the poster in static/", pattern: patterns.rootPath }),
    ...sampleFields,
  ],
  notes:
    "`thumbnailUrl` is a root-relative address of the poster in `static/`; the page falls back to the video host's image built from `videoId`, then to a local placeholder.",
} satisfies ContentType;
