import { object, string, text } from "./fields";
import { LANDING_PATH, NOT_FOUND_PATH } from "../lib/routes";
import { blogArticle } from "./blog-article";
import { service } from "./service";
import type { ContentType } from "./types";

export const interfaceLabels = {
  id: "interface-labels",
  label: "Interface labels",
  description:
    "The small words of the interface that belong to no one page: menu and dialog buttons, what screen readers say of the controls, breadcrumbs, share buttons, the not-found page.",
  typeName: "InterfaceLabels",
  source: { shape: "file", file: "site/labels.json" },
  shownAt: LANDING_PATH,
  fields: [
    string("opensInNewTab", { hint: "Read after every link that opens a new tab" }),
    object("layout", "LayoutLabels", [
      string("skipToContent"),
      string("homeLink", { hint: "Read after the logo's link to the home page" }),
      string("mainNav", { hint: "What screen readers call the header's links" }),
      string("mobileNav", { hint: "What screen readers call the menu on a phone" }),
      string("openMenu"),
      string("closeMenu"),
      string("legalNav", { hint: "What screen readers call the footer's legal links" }),
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
    object("service", "ServiceLabels", [string("startProject"), string("faqHeading"), string("getStarted")], {
      shownAt: service.pagePath,
    }),
    object(
      "article",
      "ArticleLabels",
      [
        string("faqHeading"),
        string("categoriesNav", { hint: "What screen readers call the category buttons" }),
        string("categorySeoTitle", {
          hint: "A category page's title in search results, after the category's name: \"Training Videos Articles\"",
        }),
        string("categorySeoIntro", {
          hint: 'What search results show of a category page, after the category\'s name: "Training Videos articles from Gridline Films"',
        }),
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
      ],
      { shownAt: blogArticle.pagePath },
    ),
    object("legal", "LegalLabels", [string("back"), string("returnHome")]),
    object(
      "notFound",
      "NotFoundLabels",
      [string("code"), string("heading"), text("body"), string("button"), string("seoTitle"), text("seoDescription")],
      { shownAt: NOT_FOUND_PATH },
    ),
    string("clientLogos", { hint: "What screen readers call the moving strip of client logos" }),
    object("rating", "RatingLabels", [string("before"), string("after")], { hint: 'Around a star rating: "Rated 4.9 out of 5"' }),
  ],
} satisfies ContentType;
