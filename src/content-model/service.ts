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
    [
      string("label", { label: "Column heading" }),
      string("duration", {
        label: "How long it takes",
        hint: "A fact's name in braces, such as {turnaround.programme}, to show that fact's figure",
      }),
      list("points", text("point")),
    ],
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
      label: "Web address",
      hint: "The page's address after the site's name (its slug), such as corporate-training-videos; it names the page's file, so it stays as it was first saved",
      pattern: patterns.slug,
    }),
    integer("order", {
      label: "Position",
      hint: "Where the service comes in the menus and on the landing page: 1 first",
      shownAt: onTheLanding,
    }),
    boolean("inServicesMenu", {
      label: "In the Services menu",
      hint: "On: listed in the header's Services menu and among the landing page's service cards",
      shownAt: onTheLanding,
    }),
    string("name", { hint: "The service's short name, as menus, cards and the trail of links above the heading show it" }),
    text("cardDescription", {
      hint: "One or two sentences on the service's card on the landing page (about 25 words at most)",
      shownAt: onTheLanding,
    }),
    icon("icon", { shownAt: onTheLanding }),
    seoTitle(),
    seoDescription(),
    object(
      "hero",
      "ServiceHero",
      [
        string("eyebrow", {
          label: "Small heading above the headline",
          hint: "A few words naming the service, above the page's main heading",
        }),
        string("headline", { hint: "The page's main heading" }),
        text("intro", { hint: "Two or three sentences under the headline" }),
        boolean("bookingButton", {
          optional: true,
          label: "Offer a call booking",
          hint: "On: the top of the page offers to book a discovery call instead of sending a message",
        }),
        videoId({
          hint: "The example film the page's play button opens, different on each page: paste its address from Vimeo, such as https://vimeo.com/824113507 (the number at its end is its video ID)",
        }),
        string("videoTitle", { hint: "The film's title, read out by screen readers on its player" }),
        select("videoOrientation", ["landscape", "portrait"], {
          optional: true,
          default: "landscape",
          label: "Shape of the video",
          choices: { landscape: "Wide (16:9)", portrait: "Upright, as on a phone (9:16)" },
          hint: "Upright for a video made for phones (the social media page); wide for any other",
        }),
        ...sampleFields,
      ],
      { label: "Top of the page", hint: "The heading, introduction and film the page opens with (its hero)" },
    ),
    list("highlights", stat, {
      optional: true,
      label: "Figures under the top",
      min: 3,
      max: 3,
      hint: "Three figures under the page's opening",
    }),
    object(
      "offer",
      "TextList",
      [string("heading"), text("intro", { optional: true }), list("items", text("item", { label: "Point" }), { label: "Points" })],
      { optional: true, label: "What the service offers", hint: "A heading and a list of points" },
    ),
    cardList("whatWeCreate", { min: 4, max: 6, hint: "What the service makes: 4 to 6 cards" }),
    optional({
      ...cardList("typeCards", { hint: "Cards for the kinds of video the service makes, after what it makes" }),
      label: "Kinds of video",
    }),
    object(
      "comparison",
      "Comparison",
      [
        string("heading"),
        text("intro", { optional: true, hint: "Says what the timings are for" }),
        comparisonColumn("traditional", "The column for traditional production"),
        comparisonColumn("enhanced", "The column for AI-enhanced production"),
      ],
      { optional: true, hint: "Traditional and AI-enhanced production side by side" },
    ),
    object("process", "ProcessBlock", [string("heading"), text("intro", { optional: true }), list("steps", titledText("Step"))], {
      optional: true,
      hint: "How a project runs, step by step",
    }),
    optional(cardList("benefits", { hint: "What a client gains, as cards" })),
    object("whoWeWorkWith", "Audience", [
      string("heading"),
      text("intro", { optional: true }),
      list("audiences", titledText("Client group"), {
        label: "Client groups",
        min: 4,
        max: 6,
        hint: "4 to 6 kinds of client the service is for",
      }),
      ...pictureFields("image", "imageAlt", "images/services", "Beside the audiences, and the page's picture when it is shared"),
      optional(testimonial()),
    ]),
    list("faq", faqItem, {
      label: "Questions and answers",
      min: 3,
      max: 5,
      hint: "3 to 5 questions, shown under Frequently asked questions",
    }),
    object("closing", "Closing", [string("heading"), text("body", { label: "Text" })], {
      label: "Closing words",
      hint: "Above the button at the end of the page",
    }),
  ],
  notes:
    "Without `whoWeWorkWith.image` the build draws the page's artwork (seeded by the slug, its motif chosen from the name) and uses the motif's description as its alt text.",
} satisfies ContentType;

/** A service file, typed from the declaration above. */
export type ServiceEntry = EntryOf<typeof service.fields>;
