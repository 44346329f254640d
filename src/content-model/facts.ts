import { object, string, text } from "./fields";
import type { ContentType, Field } from "./types";

/**
 * One fact: the figure copy shows, and what it covers (for authors, never shown). Its dotted name
 * ("turnaround.film", `topic` then `name`) in braces is its token, which shows the figure in copy.
 */
const fact = <N extends string>(name: N, topic?: string, about?: string, label?: string) => {
  const dotted = topic ? `${topic}.${name}` : name;
  const token = `{${dotted}}`;
  return object(
    name,
    "SiteFact",
    [
      string("value", { label: "Figure", hint: "As the pages show it, such as 2-4 weeks", token }),
      text("means", { label: "What it covers", hint: "For the people who write the site; visitors never see it" }),
    ],
    {
      ...(label ? { label } : {}),
      hint: `${about ? `${about}. ` : ""}Shown wherever ${token} is typed; in an article's text, write <Fact name="${dotted}" /> to show it`,
    },
  );
};
const topic = <N extends string, F extends readonly Field[]>(name: N, typeName: string, facts: F, hint: string) =>
  object(name, typeName, facts, { hint });

export const facts = {
  id: "facts",
  label: "Facts",
  description:
    "Figures the site quotes, each written once here. Type a fact's name in braces, such as {turnaround.film}, in any text box to show its figure there; in an article's text, write <Fact name=\"turnaround.film\" /> instead. Each fact below shows its name.",
  typeName: "SiteFacts",
  source: { shape: "file", file: "site/facts.json" },
  fields: [
    fact("experience", undefined, "How long the company has been making video"),
    fact("replyPromise", undefined, "When a first reply to an enquiry arrives"),
    topic(
      "turnaround",
      "SiteFactsTurnaround",
      [
        fact("film", "turnaround"),
        fact("programme", "turnaround"),
        fact("aiFilm", "turnaround", "AI film"),
        fact("aiCourse", "turnaround", "AI course"),
        fact("eventHighlights", "turnaround"),
        fact("planAhead", "turnaround"),
      ],
      "From brief to delivery, per kind of project",
    ),
    topic(
      "reviewRounds",
      "SiteFactsReviewRounds",
      [fact("concept", "reviewRounds"), fact("edit", "reviewRounds")],
      "As the terms of service set them",
    ),
    topic("approval", "SiteFactsApproval", [fact("deemedAfter", "approval")], "When a client's silence counts as approval"),
    topic("storage", "SiteFactsStorage", [fact("deletedAfter", "storage")], "How long finished projects are kept"),
    topic(
      "length",
      "SiteFactsLength",
      [
        fact("trainingModule", "length"),
        fact("microModule", "length"),
        fact("internalComms", "length", undefined, "Internal communications"),
        fact("explainer", "length"),
        fact("brandFilm", "length"),
        fact("socialClip", "length"),
        fact("testimonialHero", "length", "The main edit of a testimonial video", "Testimonial video"),
        fact("documentary", "length"),
      ],
      "Running time per kind of video",
    ),
  ],
  notes:
    'Each fact is `{ "value": "2-4 weeks", "means": "what the figure covers" }`. A new fact is a new entry here (and in this declaration); a token naming no fact fails the build.',
} satisfies ContentType;
