import {
  boolean,
  faqItem,
  icon,
  integer,
  list,
  object,
  optional,
  patterns,
  pictureFields,
  sampleFields,
  select,
  seoDescription,
  seoTitle,
  stat,
  string,
  testimonial,
  text,
  titledText,
  videoId,
} from "./fields";
import type { ContentType, EntryOf } from "./types";
import { landingSectionPath } from "../lib/routes";

/** Where a service's card is: the landing page's services. */
const onTheLanding = landingSectionPath("services");

const cardList = <N extends string>(name: N, options: { min?: number; max?: number; hint?: string } = {}) =>
  object(
    name,
    "CardList",
    [
      string("heading"),
      text("intro", { optional: true }),
      list("items", titledText("Card"), { label: "Cards", min: options.min, max: options.max }),
    ],
    {
      hint: options.hint,
    },
  );

const comparisonColumn = <N extends string>(name: N, hint: string) =>
  object(
    name,
    "ComparisonColumn",
    [string("label"), string("duration", { hint: "A {fact} token, such as {turnaround.programme}" }), list("points", text("point"))],
    { hint },
  );

export const service = {
  id: "service",
  label: "Service page",
  description: "The site's service pages, each at its own address, such as /training-video-production-milton-keynes.",
  typeName: "Service",
  source: { shape: "folder", folder: "services", extension: "json" },
  slug: { from: "file-name", field: "slug", pattern: patterns.slug },
  pagePath: "/{slug}",
  picture: { image: "whoWeWorkWith.image", alt: "whoWeWorkWith.imageAlt", artwork: "service" },
  fields: [
    string("slug", {
      hint: "The page's address after the site's name, such as corporate-training-videos; it names the page's file, so it stays as it was first saved",
      pattern: patterns.slug,
    }),
    integer("order", { hint: "Position in menus and grids", shownAt: onTheLanding }),
    boolean("inServicesMenu", {
      label: "In services menu",
      hint: "Listed in the header's Services dropdown and the landing grid",
      shownAt: onTheLanding,
    }),
    string("name", { hint: "Short name: menus, cards, breadcrumbs" }),
    text("cardDescription", { hint: "One or two sentences for the landing grid card (about 25 words at most)", shownAt: onTheLanding }),
    icon("icon", { shownAt: onTheLanding }),
    seoTitle(),
    seoDescription(),
    object("hero", "ServiceHero", [
      string("eyebrow", { hint: "Short kicker above the headline" }),
      string("headline", { hint: "The page's main heading" }),
      text("intro", { hint: "Two or three sentences" }),
      boolean("bookingButton", { optional: true, hint: "On: the hero offers the discovery call booking instead of the contact form" }),
      videoId({ hint: "Numeric id of the Vimeo example played in the dialog, different on each page" }),
      string("videoTitle", { hint: "The film's title, read out by screen readers on its player" }),
      select("videoOrientation", ["landscape", "portrait"], {
        optional: true,
        default: "landscape",
        hint: "Portrait for an upright 9:16 film (the social media page)",
      }),
      ...sampleFields,
    ]),
    list("highlights", stat, { optional: true, label: "Highlight figures", min: 3, max: 3, hint: "Three figures under the hero" }),
    object(
      "offer",
      "TextList",
      [string("heading"), text("intro", { optional: true }), list("items", text("item", { label: "Point" }), { label: "Points" })],
      { optional: true },
    ),
    cardList("whatWeCreate", { min: 4, max: 6, hint: "What the service makes: 4 to 6 cards" }),
    optional(cardList("typeCards")),
    object(
      "comparison",
      "Comparison",
      [
        string("heading"),
        text("intro", { optional: true, hint: "Says what the timings are for" }),
        comparisonColumn("traditional", "Traditional production"),
        comparisonColumn("enhanced", "AI-enhanced production"),
      ],
      { optional: true },
    ),
    object("process", "ProcessBlock", [string("heading"), text("intro", { optional: true }), list("steps", titledText("Step"))], {
      optional: true,
    }),
    optional(cardList("benefits")),
    object("whoWeWorkWith", "Audience", [
      string("heading"),
      text("intro", { optional: true }),
      list("audiences", titledText("Client group"), { label: "Client groups", min: 4, max: 6, hint: "4 to 6 groups" }),
      ...pictureFields("image", "imageAlt", "images/services", "Beside the audiences, and the page's picture when it is shared"),
      optional(testimonial()),
    ]),
    list("faq", faqItem, {
      label: "Questions and answers",
      min: 3,
      max: 5,
      hint: "3 to 5 questions, shown under Frequently asked questions",
    }),
    object("closing", "Closing", [string("heading"), text("body")], { hint: "Above the closing call-to-action button" }),
  ],
  notes:
    "Without `whoWeWorkWith.image` the build draws the page's artwork (seeded by the slug, its motif chosen from the name) and uses the motif's description as its alt text.",
} satisfies ContentType;

/** A service file, typed from the declaration above. */
export type ServiceEntry = EntryOf<typeof service.fields>;
