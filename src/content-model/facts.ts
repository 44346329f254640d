import { object, text } from "./fields";
import type { ContentType, Field } from "./types";

/** One fact: the figure copy shows, and what it covers (for authors, never shown). */
const fact = <N extends string>(name: N, hint?: string) => object(name, "SiteFact", [text("value"), text("means")], { hint });
const topic = <N extends string, F extends readonly Field[]>(name: N, typeName: string, facts: F, hint?: string) =>
  object(name, typeName, facts, { hint });

export const facts = {
  id: "facts",
  label: "Facts",
  description:
    'Figures the site quotes by name, each written here once: {turnaround.film} in any field, <Fact name="turnaround.film" /> in an article\'s text.',
  typeName: "SiteFacts",
  source: { shape: "file", file: "site/facts.json" },
  fields: [
    fact("experience", "How long the company has been making video"),
    fact("replyPromise", "When a first reply to an enquiry arrives"),
    topic(
      "turnaround",
      "SiteFactsTurnaround",
      [
        fact("film"),
        fact("programme"),
        fact("aiFilm", "AI film"),
        fact("aiCourse", "AI course"),
        fact("eventHighlights"),
        fact("planAhead"),
      ],
      "From brief to delivery, per format",
    ),
    topic("reviewRounds", "SiteFactsReviewRounds", [fact("concept"), fact("edit")], "As the terms of service set them"),
    topic("approval", "SiteFactsApproval", [fact("deemedAfter")]),
    topic("storage", "SiteFactsStorage", [fact("deletedAfter")]),
    topic(
      "length",
      "SiteFactsLength",
      [
        fact("trainingModule"),
        fact("microModule"),
        fact("internalComms"),
        fact("explainer"),
        fact("brandFilm"),
        fact("socialClip"),
        fact("testimonialHero"),
        fact("documentary"),
      ],
      "Running time per format",
    ),
  ],
  notes:
    'Each fact is `{ "value": "2-4 weeks", "means": "what the figure covers" }`. A new fact is a new entry here (and in this declaration); a token naming no fact fails the build.',
} satisfies ContentType;
