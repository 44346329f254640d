import { list, object, string, text } from "./fields";
import { LANDING_PATH } from "../lib/routes";
import type { ContentType } from "./types";

/** A link of a menu; `label` names one in the form ("Link in the header"). */
const navItem = (label: string) =>
  object(
    "link",
    "NavItem",
    [
      string("id", {
        label: "Link's own short name",
        hint: "A word no other link has, such as about, that tells this link from the others; the Services and Industries menus come after the link named home",
      }),
      string("name"),
      string("href", { label: "Goes to", hint: "A page of the site, such as /contact, or a section of a page, such as /#services" }),
    ],
    { label },
  );

export const navigation = {
  id: "navigation",
  label: "Navigation",
  description: "The header and footer links and the footer's words; the services and industries menus list their own content.",
  typeName: "Navigation",
  source: { shape: "file", file: "site/navigation.json" },
  shownAt: LANDING_PATH,
  fields: [
    list("header", navItem("Link in the header"), { label: "Links in the header", hint: "In the order the header shows them" }),
    string("servicesLabel", { label: "Services menu's name" }),
    string("industriesLabel", { label: "Industries menu's name" }),
    string("getStartedLabel", {
      label: "Header button's words",
      hint: "The button at the end of the header that leads to the contact form",
    }),
    list("footerQuickLinks", navItem("Quick link in the footer"), { label: "Quick links in the footer" }),
    list("legal", navItem("Legal link"), { label: "Legal links", hint: "Links to the legal pages at the foot of every page" }),
    object("footer", "FooterCopy", [
      text("about"),
      string("servicesHeading"),
      string("industriesHeading"),
      string("quickLinksHeading"),
      string("newsletterHeading"),
      text("newsletterBody"),
      string("newsletterButton"),
      string("bookingHeading"),
      text("bookingBody"),
      string("copyright", { hint: "After the © and the year" }),
    ]),
  ],
} satisfies ContentType;
