import { list, object, string, text } from "./fields";
import { LANDING_PATH } from "../lib/routes";
import type { ContentType } from "./types";

const navItem = object("link", "NavItem", [
  string("id", { label: "ID" }),
  string("name"),
  string("href", { hint: "Root-relative path or #anchor" }),
]);

export const navigation = {
  id: "navigation",
  label: "Navigation",
  description: "The header and footer links and the footer's words; the services and industries menus list their own content.",
  typeName: "Navigation",
  source: { shape: "file", file: "site/navigation.json" },
  shownAt: LANDING_PATH,
  fields: [
    list("header", navItem, { hint: "Links in the header, in order" }),
    string("servicesLabel", { hint: "Name of the services menu" }),
    string("industriesLabel", { hint: "Name of the industries menu" }),
    string("getStartedLabel", { hint: "The header's call-to-action button" }),
    list("footerQuickLinks", navItem),
    list("legal", navItem, { hint: "Links to the legal pages at the foot of every page" }),
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
      string("copyright", { hint: "After the © and year" }),
    ]),
  ],
} satisfies ContentType;
