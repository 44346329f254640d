import {
  image,
  labelFromName,
  list,
  object,
  sampleFields,
  select,
  seoDescription,
  seoTitle,
  string,
  text,
  titledText,
  videoId,
} from "./fields";
import { LANDING_PATH } from "../lib/routes";
import type { ContentType } from "./types";

const featureCard = <N extends string>(name: N) =>
  object(name, "FeatureCard", [
    string("eyebrow", { optional: true, label: "Small heading above the title" }),
    string("title"),
    text("description"),
    list("points", text("point")),
    string("linkLabel", { label: "Link's words" }),
    string("link", {
      optional: true,
      label: "Link goes to",
      hint: "A page of the site, such as /contact, or a part of this page: # and its name, such as #services",
    }),
  ]);

const titled = <N extends string>(name: N) => ({ ...titledText(labelFromName(name)), name });

export const landingPage = {
  id: "landing-page",
  label: "Home page",
  description:
    "Copy of the home page's sections, the page the site opens on (its landing page); the services, industries and reviews come from their own content.",
  typeName: "LandingPage",
  source: { shape: "file", file: "landing/landing.json" },
  shownAt: LANDING_PATH,
  fields: [
    seoTitle(),
    seoDescription(),
    object(
      "hero",
      "LandingHero",
      [
        string("eyebrow", { label: "Small heading above the headline" }),
        string("headline", { hint: "The page's main heading" }),
        text("intro"),
        string("storyButton", { label: "Showreel button's words", hint: "The button that plays the showreel" }),
        videoId({
          label: "Showreel on Vimeo",
          hint: "Paste the showreel's address from Vimeo, such as https://vimeo.com/824113507 (the number at its end is its video ID)",
        }),
        string("videoTitle", { hint: "The film's title, read out by screen readers on its player" }),
        ...sampleFields,
      ],
      { label: "Top of the page", hint: "The heading, introduction and showreel the page opens with (its hero)" },
    ),
    object("trustedBy", "LandingTrustedBy", [
      string("heading"),
      ...sampleFields,
      list(
        "logos",
        object("logo", "ClientLogo", [
          string("name", { hint: "The client's name, read out for the logo by screen readers (its alt text)" }),
          image("logo", "images/logos", { hint: "SVG (shown as it is) or PNG, JPEG or WebP, on a transparent or white background" }),
        ]),
      ),
    ]),
    object("services", "LandingServices", [
      string("heading"),
      text("intro"),
      featureCard("aiCard"),
      featureCard("traditionalCard"),
      string("gridHeading", { label: "Heading above the service cards" }),
      text("gridIntro", { label: "Introduction to the service cards" }),
      object("banner", "Banner", [string("heading"), text("body")]),
    ]),
    object("industries", "LandingIndustries", [
      string("heading"),
      text("intro"),
      string("challengesLabel", { label: "Heading of each card's challenges" }),
      string("metricsHeading", { label: "Heading of the figures" }),
    ]),
    object("reviews", "LandingReviews", [
      string("heading"),
      text("intro"),
      string("loading", { label: "While the Google reviews load" }),
      string("error", { label: "When the Google reviews cannot be loaded" }),
      string("empty", { label: "When Google has no reviews" }),
      string("totalLabel", { label: "Words after the number of reviews" }),
      string("googleHeading", { label: "Google reviews' heading", hint: "Shown only once the site is given its Google place" }),
      text("googleIntro", { label: "Google reviews' introduction", hint: "Says the reviews come from Google when the visitor asks" }),
      string("googleShow", { label: "Show Google reviews button", hint: "The button that loads the Google reviews" }),
      string("googleLink", { label: "Google Maps link's words", hint: "The link to the company's reviews on Google Maps" }),
    ]),
    object("about", "LandingAbout", [
      string("heading"),
      text("intro"),
      list("values", titledText("Value")),
      string("differentiatorsHeading", { label: "Heading of what sets the company apart" }),
      list("differentiators", text("differentiator", { label: "What sets the company apart" }), { label: "What sets the company apart" }),
      titled("problem"),
      titled("solution"),
      titled("outcome"),
    ]),
    object(
      "contact",
      "ContactCopy",
      [
        string("heading"),
        text("intro"),
        list(
          "cards",
          object("card", "ContactCard", [
            select("kind", ["email", "phone", "booking"], {
              label: "What the card's link does",
              choices: { email: "Writes an email", phone: "Calls the phone number", booking: "Books a discovery call" },
            }),
            string("title"),
            text("description"),
            string("action", { label: "Link's words" }),
          ]),
        ),
        string("formHeading", { label: "Form's heading" }),
        text("formIntro", { label: "Form's introduction" }),
        string("hoursHeading", { label: "Opening hours' heading" }),
        string("infoHeading", { label: "Contact details' heading" }),
        string("guaranteeHeading", { label: "Reply promise's heading" }),
        text("guaranteeBody", { label: "Reply promise" }),
        object(
          "specialistNote",
          "LinkedNote",
          [
            text("text"),
            string("linkLabel", { label: "Link's words" }),
            string("link", { label: "Link goes to", hint: "The page the note's link opens, such as /contact" }),
          ],
          { label: "Note with a link" },
        ),
      ],
      { hint: "The contact section, shared with the contact page" },
    ),
  ],
} satisfies ContentType;
