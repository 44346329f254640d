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
    string("eyebrow"),
    string("heading", { hint: "The page's main heading" }),
    text("intro"),
    string("closingHeading"),
    text("closingBody"),
    string("closingButton"),
  ],
} satisfies ContentType;
