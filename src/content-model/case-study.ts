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
    string("company", { label: "Client" }),
    string("sector", { hint: "The client's industry, such as Manufacturing" }),
    text("description", { hint: "What the film did for the client, in two or three sentences" }),
    text("testimonial", { optional: true, label: "Client's words", hint: "What the client said of the work, as a quotation" }),
    string("author", { optional: true, label: "Said by", hint: "The name of the person quoted" }),
    string("companyTitle", { optional: true, label: "Their role", hint: "The quoted person's job title" }),
    videoId({
      hint: "The client's film: paste its address from Vimeo, such as https://vimeo.com/824113507 (the number at its end is its video ID)",
    }),
    string("videoTitle", { hint: "The film's title, read out by screen readers on its player" }),
    image("thumbnail", "images/case-studies", {
      optional: true,
      label: "Poster",
      hint: "The picture shown before the film plays (its thumbnail), 16:9; without one the page shows Vimeo's",
    }),
    text("thumbnailAlt", {
      optional: true,
      label: "Poster's description",
      hint: "What the poster shows, for people who cannot see it (its alt text); needed with a poster",
      altFor: "thumbnail",
    }),
    ...sampleFields,
  ],
  notes: "Without `thumbnail` the page shows the video host's poster of `videoId`, and a local placeholder when that cannot be loaded.",
} satisfies ContentType;
