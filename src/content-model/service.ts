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

const cardList = <N extends string>(name: N, options: { min?: number; max?: number; hint?: string } = {}) =>
  object(
    name,
    "CardList",
    [string("heading"), text("intro", { optional: true }), list("items", titledText(), { min: options.min, max: options.max })],
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
  description: "One file per service page; the file is the page, at /<slug>.",
  typeName: "Service",
  source: { shape: "folder", folder: "services", extension: "json" },
  slug: { from: "file-name", field: "slug", pattern: patterns.slug },
  pagePath: "/{slug}",
  picture: { image: "whoWeWorkWith.image", alt: "whoWeWorkWith.imageAlt", artwork: "service" },
  fields: [
    string("slug", { hint: "The URL path without slashes; the same as the file name", pattern: patterns.slug }),
    integer("order", { hint: "Position in menus and grids" }),
    boolean("inServicesMenu", { label: "In services menu", hint: "Listed in the header's Services dropdown and the landing grid" }),
    string("name", { hint: "Short name: menus, cards, breadcrumbs" }),
    text("cardDescription", { hint: "One or two sentences for the landing grid card (about 25 words at most)" }),
    icon("icon"),
    seoTitle(),
    seoDescription(),
    object("hero", "ServiceHero", [
      string("eyebrow", { hint: "Short kicker above the headline" }),
      string("headline", { hint: "The page's h1" }),
      text("intro", { hint: "Two or three sentences" }),
      boolean("bookingButton", { optional: true, hint: "true: the hero offers the discovery call booking instead of the contact form" }),
      videoId({ hint: "Numeric id of the Vimeo example played in the dialog, different on each page" }),
      string("videoTitle", { hint: "Accessible title of the player" }),
      select("videoOrientation", ["landscape", "portrait"], {
        optional: true,
        default: "landscape",
        hint: "portrait for 9:16 video (the social media page)",
      }),
      ...sampleFields,
    ]),
    list("highlights", stat, { optional: true, min: 3, max: 3, hint: "Three figures under the hero" }),
    object("offer", "TextList", [string("heading"), text("intro", { optional: true }), list("items", text("item"))], { optional: true }),
    cardList("whatWeCreate", { min: 4, max: 6, hint: "What the service makes: 4 to 6 items" }),
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
    object("process", "ProcessBlock", [string("heading"), text("intro", { optional: true }), list("steps", titledText())], {
      optional: true,
    }),
    optional(cardList("benefits")),
    object("whoWeWorkWith", "Audience", [
      string("heading"),
      text("intro", { optional: true }),
      list("audiences", titledText(), { min: 4, max: 6, hint: "4 to 6 items" }),
      ...pictureFields("image", "imageAlt", "images/services", "Beside the audiences, and the page's picture when it is shared"),
      optional(testimonial()),
    ]),
    list("faq", faqItem, { label: "FAQ", min: 3, max: 5, hint: "3 to 5 questions" }),
    object("closing", "Closing", [string("heading"), text("body")], { hint: "Above the closing call-to-action button" }),
  ],
  notes:
    "Without `whoWeWorkWith.image` the build draws the page's artwork (seeded by the slug, its motif chosen from the name) and uses the motif's description as its alt text.",
} satisfies ContentType;

/** A service file, typed from the declaration above. */
export type ServiceEntry = EntryOf<typeof service.fields>;
