import { seoDescription, seoTitle, string, text } from "./fields";
import { CASE_STUDIES_PATH } from "../lib/routes";
import type { ContentType } from "./types";

export const caseStudiesPage = {
  id: "case-studies-page",
  label: "Case studies page",
  description: "The words of /case-studies around the client stories.",
  typeName: "CaseStudiesPage",
  source: { shape: "file", file: "pages/case-studies.json" },
  shownAt: CASE_STUDIES_PATH,
  fields: [
    seoTitle(),
    seoDescription(),
    string("eyebrow", { label: "Small heading above the heading" }),
    string("heading", { hint: "The case studies page's main heading" }),
    text("intro"),
    string("closingHeading", { label: "Closing heading", hint: "Over the closing words and button at the end of the page" }),
    text("closingBody", { label: "Closing words" }),
    string("closingButton", { label: "Closing button's words" }),
  ],
} satisfies ContentType;
