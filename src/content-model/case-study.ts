import { image, sampleFields, string, text, videoId } from "./fields";
import { CASE_STUDIES_PATH } from "../lib/routes";
import type { ContentType } from "./types";

export const caseStudy = {
  id: "case-study",
  label: "Case study",
  description: "The client stories of the case studies page, one item of the list per story.",
  typeName: "CaseStudy",
  source: { shape: "list-file", file: "case-studies/case-studies.json" },
  shownAt: CASE_STUDIES_PATH,
  fields: [
    string("company"),
    string("sector"),
    text("description"),
    text("testimonial", { optional: true, hint: "The client's words" }),
    string("author", { optional: true, hint: "Who said the testimonial" }),
    string("companyTitle", { optional: true, hint: "Their role" }),
    videoId(),
    string("videoTitle", { hint: "The film's title, read out by screen readers on its player" }),
    image("thumbnail", "images/case-studies", {
      optional: true,
      hint: "The film's poster, 16:9; without one the page shows the video host's",
    }),
    text("thumbnailAlt", {
      optional: true,
      label: "Thumbnail alt text",
      hint: "What the poster shows, for people who cannot see it; needed with a thumbnail",
      altFor: "thumbnail",
    }),
    ...sampleFields,
  ],
  notes: "Without `thumbnail` the page shows the video host's poster of `videoId`, and a local placeholder when that cannot be loaded.",
} satisfies ContentType;
