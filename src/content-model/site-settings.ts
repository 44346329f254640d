import { decimal, image, integer, list, object, optional, patterns, sampleFields, stat, string, text } from "./fields";
import { CONTACT_PATH, LANDING_PATH, landingSectionPath } from "../lib/routes";
import type { ContentType } from "./types";

export const siteSettings = {
  id: "site-settings",
  label: "Site settings",
  description: "Company constants: name, contact details, hours, booking link, social profiles and headline figures.",
  typeName: "SiteSettings",
  source: { shape: "file", file: "site/site.json" },
  shownAt: CONTACT_PATH,
  fields: [
    string("name", { hint: "The company's name as the site shows it" }),
    string("shortName", { hint: "For the installed-app name and tight spaces" }),
    string("legalName", { hint: "The registered name, for the legal pages and search engines" }),
    string("strapline"),
    text("description", { hint: "One sentence describing the company" }),
    string("email", { hint: "The address enquiries go to; {email} in copy" }),
    string("phone", {
      hint: "As people in the UK dial it, such as 01908 555 123; the site's Call links dial it from anywhere as +44 1908 555123. {phone} in copy",
      pattern: patterns.ukPhone,
    }),
    object("address", "PostalAddress", [
      string("streetAddress"),
      string("locality"),
      string("region"),
      string("postcode"),
      string("country"),
      string("countryCode", { hint: "Two letters, such as GB" }),
    ]),
    ...sampleFields,
    optional(object("geo", "GeoPoint", [decimal("latitude"), decimal("longitude")], { label: "Map position" })),
    string("areaServed"),
    list(
      "hours",
      object(
        "day",
        "OpeningHours",
        [
          string("label", { hint: "Such as Monday - Friday" }),
          list("days", string("day"), { hint: "Each day's name in English, for search engines", label: "Days" }),
          string("opens", { optional: true, hint: "24-hour time, such as 09:00; none when closed" }),
          string("closes", { optional: true }),
          string("display", { hint: "As the page shows it, such as 9:00 AM - 6:00 PM" }),
        ],
        { label: "Line of opening hours" },
      ),
      { label: "Lines of opening hours", hint: "As the contact page lists them; write {hours} in copy for all of them" },
    ),
    text("replyPromise", { hint: "When a reply to an enquiry arrives, as sentences quote it" }),
    string("bookingUrl", { label: "Booking URL", hint: "Where the discovery call is booked", pattern: patterns.url }),
    string("bookingLabel"),
    optional(
      object(
        "linkedInConversions",
        "LinkedInConversions",
        [
          integer("lead", {
            optional: true,
            min: 1,
            label: "Lead conversion id",
            hint: "Campaign Manager's id of the conversion counted when a contact message is accepted",
          }),
          integer("booking", {
            optional: true,
            min: 1,
            label: "Booking conversion id",
            hint: "Campaign Manager's id of the conversion counted on a click on the booking link",
          }),
        ],
        {
          label: "LinkedIn conversions",
          hint: "Counted only for visitors who allow marketing cookies, once the site has its LinkedIn partner id; leave empty to count none",
        },
      ),
    ),
    list(
      "socials",
      object("profile", "SocialLink", [string("name"), string("url", { label: "Address", pattern: patterns.url }), string("icon")], {
        label: "Social profile",
      }),
      { label: "Social profiles" },
    ),
    image("socialImage", "images/site", {
      label: "Social image",
      hint: "Shown when a page without a picture of its own is shared: 1200 by 630 pixels",
    }),
    text("socialImageAlt", { label: "Social image alt text", hint: "What the social image shows, for people who cannot see it" }),
    list("heroStats", stat, { label: "Hero figures", hint: "Figures under the landing page's hero", shownAt: LANDING_PATH }),
    list("successMetrics", stat, {
      label: "Success figures",
      hint: "Figures in the landing page's industries section",
      shownAt: landingSectionPath("industries"),
    }),
  ],
} satisfies ContentType;
