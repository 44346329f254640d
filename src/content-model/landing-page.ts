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
    string("eyebrow", { optional: true }),
    string("title"),
    text("description"),
    list("points", text("point")),
    string("linkLabel"),
    string("link", { optional: true, hint: "A page of the site, such as /contact, or a section of this page, such as #services" }),
  ]);

const titled = <N extends string>(name: N) => ({ ...titledText(labelFromName(name)), name });

export const landingPage = {
  id: "landing-page",
  label: "Landing page",
  description: "Copy of the landing page's sections; the services, industries and reviews come from their own content.",
  typeName: "LandingPage",
  source: { shape: "file", file: "landing/landing.json" },
  shownAt: LANDING_PATH,
  fields: [
    seoTitle(),
    seoDescription(),
    object("hero", "LandingHero", [
      string("eyebrow"),
      string("headline", { hint: "The page's main heading" }),
      text("intro"),
      string("storyButton", { hint: "Label of the button that plays the showreel" }),
      videoId({ hint: "Numeric id of the showreel on Vimeo" }),
      string("videoTitle", { hint: "The film's title, read out by screen readers on its player" }),
      ...sampleFields,
    ]),
    object("trustedBy", "LandingTrustedBy", [
      string("heading"),
      ...sampleFields,
      list(
        "logos",
        object("logo", "ClientLogo", [
          string("name", { hint: "The client's name: the logo's alt text" }),
          image("logo", "images/logos", { hint: "SVG (shown as it is) or PNG, JPEG or WebP, on a transparent or white background" }),
        ]),
      ),
    ]),
    object("services", "LandingServices", [
      string("heading"),
      text("intro"),
      featureCard("aiCard"),
      featureCard("traditionalCard"),
      string("gridHeading"),
      text("gridIntro"),
      object("banner", "Banner", [string("heading"), text("body")]),
    ]),
    object("industries", "LandingIndustries", [string("heading"), text("intro"), string("challengesLabel"), string("metricsHeading")]),
    object("reviews", "LandingReviews", [
      string("heading"),
      text("intro"),
      string("loading"),
      string("error"),
      string("empty"),
      string("totalLabel"),
      string("googleHeading", { hint: "Heading of the Google reviews, shown only when the site is given a Google place" }),
      text("googleIntro", { hint: "Says the reviews come from Google when the visitor asks" }),
      string("googleShow", { hint: "The button that loads the Google reviews" }),
      string("googleLink", { hint: "The link to the company's reviews on Google Maps" }),
    ]),
    object("about", "LandingAbout", [
      string("heading"),
      text("intro"),
      list("values", titledText("Value")),
      string("differentiatorsHeading"),
      list("differentiators", text("differentiator")),
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
            select("kind", ["email", "phone", "booking"], { hint: "What the card's action does" }),
            string("title"),
            text("description"),
            string("action"),
          ]),
        ),
        string("formHeading"),
        text("formIntro"),
        string("hoursHeading"),
        string("infoHeading"),
        string("guaranteeHeading"),
        text("guaranteeBody"),
        object("specialistNote", "LinkedNote", [
          text("text"),
          string("linkLabel"),
          string("link", { hint: "A page of the site, such as /contact" }),
        ]),
      ],
      { hint: "The contact section, shared with the contact page" },
    ),
  ],
} satisfies ContentType;
