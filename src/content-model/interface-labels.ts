import { object, string, text } from "./fields";
import { LANDING_PATH, NOT_FOUND_PATH } from "../lib/routes";
import { blogArticle } from "./blog-article";
import { service } from "./service";
import type { ContentType } from "./types";

export const interfaceLabels = {
  id: "interface-labels",
  label: "Interface labels",
  description:
    "The small words of the interface that belong to no one page: the buttons of menus and windows, what screen readers say of the controls, the trail of links above a heading, share buttons, the not-found page.",
  typeName: "InterfaceLabels",
  source: { shape: "file", file: "site/labels.json" },
  shownAt: LANDING_PATH,
  fields: [
    string("opensInNewTab", { label: "Said of a link to another site", hint: "Read after every link that opens in a new tab" }),
    object(
      "layout",
      "LayoutLabels",
      [
        string("skipToContent", {
          label: "Skip link",
          hint: "The first link on every page, for keyboards and screen readers, past the menus",
        }),
        string("homeLink", { label: "Said of the logo", hint: "Read after the logo's link to the home page" }),
        string("mainNav", { label: "Header links' name", hint: "What screen readers call the header's links" }),
        string("mobileNav", { label: "Phone menu's name", hint: "What screen readers call the menu on a phone" }),
        string("openMenu", { label: "Open menu button" }),
        string("closeMenu", { label: "Close menu button" }),
        string("legalNav", { label: "Legal links' name", hint: "What screen readers call the footer's legal links" }),
        string("socialProfileOn", {
          label: "Social profile link",
          hint: 'Joins the company and the network: "Gridline Films on LinkedIn"',
        }),
        string("continueTo", { label: "Before a page's name", hint: "Before a page's name on its call-to-action link" }),
      ],
      { label: "Every page" },
    ),
    object("breadcrumbs", "BreadcrumbLabels", [string("home"), string("blog"), string("services"), string("contact")], {
      label: "Trail of links above a heading",
      hint: "The names of the pages in the trail of links above a page's heading (its breadcrumbs)",
    }),
    object(
      "video",
      "VideoLabels",
      [
        string("play", { label: "Play button", hint: "The play button of a video at the top of a page" }),
        string("playNamed", { label: "Before a video's title", hint: "Before a video's title on the button over its poster" }),
        string("playInFrame", {
          label: "Play button in the player",
          hint: "The Play button inside the player, for a browser without scripts",
        }),
        string("close", { label: "Close button" }),
      ],
      { label: "Videos" },
    ),
    object("notice", "NoticeLabels", [string("dismiss", { label: "Close button" })], { label: "Notices" }),
    object(
      "service",
      "ServiceLabels",
      [
        string("startProject", { label: "Start a project button" }),
        string("faqHeading", { label: "Questions' heading" }),
        string("getStarted", { label: "Get started button" }),
      ],
      { label: "Service pages", shownAt: service.pagePath },
    ),
    object(
      "article",
      "ArticleLabels",
      [
        string("faqHeading", { label: "Questions' heading" }),
        string("categoriesNav", { label: "Category buttons' name", hint: "What screen readers call the category buttons" }),
        string("categorySeoTitle", {
          label: "After a category's name in its title",
          hint: "A category page's title in search results, after the category's name: \"Training Videos Articles\"",
        }),
        string("categorySeoIntro", {
          label: "After a category's name in its description",
          hint: 'What search results show of a category page, after the category\'s name: "Training Videos articles from Gridline Films"',
        }),
        object(
          "share",
          "ShareLabels",
          [
            string("button", { label: "Share button" }),
            string("linkedIn", { label: "Share on LinkedIn" }),
            string("x", { label: "Share on X" }),
            string("copied", { label: "Once the link is copied" }),
            string("copyPrompt", { label: "Copy the link" }),
          ],
          { label: "Sharing an article" },
        ),
        object(
          "strategy",
          "StrategyLabels",
          [
            string("benefitsHeading", { label: "Benefits' heading" }),
            string("phasesHeading", { label: "Phases' heading" }),
            string("phase", { label: "Before a phase's number", hint: 'Before the number of each phase: "Phase 1"' }),
            string("activities", { label: "What is done" }),
            string("duration", { label: "How long it takes" }),
            string("output", { label: "What it produces" }),
          ],
          { label: "Benefits and phases", hint: "The words around an article's benefits and phases" },
        ),
      ],
      { label: "Articles", shownAt: blogArticle.pagePath },
    ),
    object("legal", "LegalLabels", [string("back", { label: "Back link" }), string("returnHome", { label: "Home page link" })], {
      label: "Legal pages",
    }),
    object(
      "notFound",
      "NotFoundLabels",
      [
        string("code", { label: "Error number", hint: "Shown large at the top: 404" }),
        string("heading"),
        text("body", { label: "Text" }),
        string("button", { label: "Button's words" }),
        string("seoTitle", { label: "Title on the browser tab", hint: "The not-found page's title on its browser tab (its SEO title)" }),
        text("seoDescription", {
          label: "Description in search results",
          hint: "What a search result would show of the page (its meta description)",
        }),
      ],
      { label: "Page not found", hint: "The page a visitor gets at an address the site does not have", shownAt: NOT_FOUND_PATH },
    ),
    string("clientLogos", { label: "Client logos' name", hint: "What screen readers call the moving strip of client logos" }),
    object(
      "motion",
      "MotionLabels",
      [
        string("pauseFilm", {
          label: "Stop the film at the top of the page",
          hint: "The button over the film behind the top of the landing page that stops it (pressed while it is stopped): say what it stops",
        }),
        string("stopLogos", {
          label: "Stop the logo strip",
          hint: "The button by the moving strip of client logos that stops it (pressed while it is stopped): say what it stops",
        }),
      ],
      {
        label: "Stopping what moves",
        hint: "Buttons that stop what moves by itself on a page; the visitor's choice holds on every page and later visits",
      },
    ),
    object("rating", "RatingLabels", [string("before", { label: "Before the stars" }), string("after", { label: "After the stars" })], {
      label: "Star rating",
      hint: 'Around a star rating: "Rated 4.9 out of 5"',
    }),
  ],
} satisfies ContentType;
