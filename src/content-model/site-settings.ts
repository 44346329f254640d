import { decimal, image, integer, list, object, optional, patterns, sampleFields, stat, string, text } from "./fields";
import { CONTACT_PATH } from "../lib/routes";
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
    string("legalName", { hint: "The registered name, for the legal pages and structured data" }),
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
      object("day", "OpeningHours", [
        string("label", { hint: "Such as Monday - Friday" }),
        list("days", string("day"), { hint: "Day names in English, for structured data" }),
        string("opens", { optional: true, hint: "24-hour time, such as 09:00; none when closed" }),
        string("closes", { optional: true }),
        string("display", { hint: "As the page shows it, such as 9:00 AM - 6:00 PM" }),
      ]),
      { label: "Opening hours", hint: "{hours} in copy" },
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
          hint: "Sent only with marketing consent and a LinkedIn partner id; leave out to send none",
        },
      ),
    ),
    list(
      "socials",
      object("profile", "SocialLink", [string("name"), string("url", { label: "URL", pattern: patterns.url }), string("icon")]),
    ),
    image("socialImage", "images/site", {
      label: "Social image",
      hint: "Shown when a page without a picture of its own is shared: 1200 by 630 pixels",
    }),
    text("socialImageAlt", { label: "Social image alt text", hint: "What the social image shows, for people who cannot see it" }),
    list("heroStats", stat, { hint: "Figures under the landing hero" }),
    list("successMetrics", stat, { hint: "Figures in the landing industries section" }),
  ],
} satisfies ContentType;
