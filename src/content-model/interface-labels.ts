import { object, string, text } from "./fields";
import { LANDING_PATH } from "../lib/routes";
import type { ContentType } from "./types";

export const interfaceLabels = {
  id: "interface-labels",
  label: "Interface labels",
  description:
    "The small words of the interface that belong to no one page: menu and dialog buttons, accessible names, breadcrumbs, share buttons, the not-found page.",
  typeName: "InterfaceLabels",
  source: { shape: "file", file: "site/labels.json" },
  shownAt: LANDING_PATH,
  fields: [
    string("opensInNewTab", { hint: "Read after every link that opens a new tab" }),
    object("layout", "LayoutLabels", [
      string("skipToContent"),
      string("homeLink", { hint: "Read after the logo's link to the home page" }),
      string("mainNav", { hint: "Accessible name of the header's navigation" }),
      string("mobileNav", { hint: "Accessible name of the phone menu" }),
      string("openMenu"),
      string("closeMenu"),
      string("legalNav", { hint: "Accessible name of the footer's legal links" }),
      string("socialProfileOn", { hint: 'Joins the company and the network: "Gridline Films on LinkedIn"' }),
      string("continueTo", { hint: "Before a page's name on its call-to-action link" }),
    ]),
    object("breadcrumbs", "BreadcrumbLabels", [string("home"), string("blog"), string("services"), string("contact")]),
    object("video", "VideoLabels", [
      string("play", { hint: "The play button of a hero video" }),
      string("playNamed", { hint: "Before a video's title on a thumbnail's button" }),
      string("playInFrame", { hint: "The Play button inside the player frame without scripts" }),
      string("close"),
    ]),
    object("notice", "NoticeLabels", [string("dismiss")]),
    object("service", "ServiceLabels", [string("startProject"), string("faqHeading"), string("getStarted")]),
    object("article", "ArticleLabels", [
      string("faqHeading"),
      string("categoriesNav", { hint: "Accessible name of the category chips" }),
      string("categorySeoTitle", { hint: 'Search title of a category page: "<category> Articles"' }),
      string("categorySeoIntro", { hint: 'Search description of a category page: "<category> articles from Gridline Films"' }),
      object("share", "ShareLabels", [
        string("button"),
        string("linkedIn"),
        string("x", { label: "X" }),
        string("copied"),
        string("copyPrompt"),
      ]),
      object("strategy", "StrategyLabels", [
        string("benefitsHeading"),
        string("phasesHeading"),
        string("phase"),
        string("activities"),
        string("duration"),
        string("output"),
      ]),
    ]),
    object("legal", "LegalLabels", [string("back"), string("returnHome")]),
    object("notFound", "NotFoundLabels", [
      string("code"),
      string("heading"),
      text("body"),
      string("button"),
      string("seoTitle"),
      text("seoDescription"),
    ]),
    string("clientLogos", { hint: "After the trusted-by heading: the accessible name of the moving logo strip" }),
    object("rating", "RatingLabels", [string("before"), string("after")], { hint: 'Around a star rating: "Rated 4.9 out of 5"' }),
  ],
} satisfies ContentType;
