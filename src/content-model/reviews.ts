import { date, decimal, integer, list, object, sampleFields, string, text } from "./fields";
import { landingSectionPath } from "../lib/routes";
import type { ContentType } from "./types";

export const reviews = {
  id: "reviews",
  label: "Reviews",
  description: "The review summary and the reviews the landing page shows.",
  typeName: "ReviewCollection",
  source: { shape: "file", file: "reviews/reviews.json" },
  shownAt: landingSectionPath("reviews"),
  fields: [
    object("summary", "ReviewSummary", [
      string("name", { label: "Where the reviews were left", hint: "The name shown with the average rating" }),
      decimal("rating", { min: 1, max: 5, label: "Average rating", hint: "Stars out of 5, such as 4.9" }),
      integer("totalReviews", { min: 0, label: "Number of reviews" }),
    ]),
    list(
      "reviews",
      object("review", "Review", [
        string("authorName", { label: "Author's name" }),
        integer("rating", { min: 1, max: 5 }),
        text("text"),
        string("language", { hint: "The review's language in two letters, such as en for English (its language code)" }),
        date("time", { label: "Written", hint: "The day the review was written" }),
      ]),
    ),
    ...sampleFields,
  ],
  notes:
    "The page says how long ago each review was written (\"2 weeks ago\"), counted from `time` when the site is built, so rebuild (any deploy) to refresh it. These are testimonials clients gave the company directly. Reviews from the company's Google Business Profile never belong here (Google's terms forbid copying them): with `GOOGLE_PLACE_ID` and `GOOGLE_PLACES_API_KEY` set, the section shows them live below these (docs/deploying.md).",
} satisfies ContentType;
