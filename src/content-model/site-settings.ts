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
    string("shortName", { hint: "For tight spaces, and the name of the site when it is added to a phone's home screen" }),
    string("legalName", { hint: "The registered name, for the legal pages and search engines" }),
    string("strapline"),
    text("description", { hint: "One sentence describing the company" }),
    string("email", { hint: "The address enquiries go to; type {email} in any text box to show it there" }),
    string("phone", {
      hint: "As people in the UK dial it, such as 01908 555 123; the site's Call links dial it from anywhere as +44 1908 555123. Type {phone} in any text box to show it there",
      pattern: patterns.ukPhone,
    }),
    object("address", "PostalAddress", [
      string("streetAddress", { label: "Street" }),
      string("locality", { label: "Town or city" }),
      string("region", { label: "County" }),
      string("postcode"),
      string("country"),
      string("countryCode", { label: "Country in two letters", hint: "Such as GB, as search engines read it (its country code)" }),
    ]),
    ...sampleFields,
    optional(
      object(
        "geo",
        "GeoPoint",
        [
          decimal("latitude", { hint: "Degrees north of the equator, such as 52.0406" }),
          decimal("longitude", { hint: "Degrees east of Greenwich, west below zero, such as -0.7594" }),
        ],
        { label: "Map position", hint: "Where the studio is, for search engines' maps" },
      ),
    ),
    string("areaServed", { hint: "Where the company works, as search engines read it, such as Milton Keynes and the UK" }),
    list(
      "hours",
      object(
        "day",
        "OpeningHours",
        [
          string("label", { label: "Days as shown", hint: "Such as Monday - Friday" }),
          list("days", string("day"), { hint: "Each day's name in English, for search engines", label: "Days" }),
          string("opens", { optional: true, hint: "24-hour time, such as 09:00; none when closed" }),
          string("closes", { optional: true, hint: "24-hour time, such as 18:00; none when closed" }),
          string("display", { label: "Hours as shown", hint: "As the page shows them, such as 9:00 AM - 6:00 PM" }),
        ],
        { label: "Line of opening hours" },
      ),
      { label: "Lines of opening hours", hint: "As the contact page lists them; type {hours} in any text box to show them all there" },
    ),
    string("replyPromise", { label: "Reply promise", hint: "When a reply to an enquiry arrives, in a sentence pages quote as it is" }),
    string("bookingUrl", {
      label: "Booking page's address",
      hint: "The full address of the page where a discovery call is booked, starting https://",
      pattern: patterns.url,
    }),
    string("bookingLabel", { label: "Booking button's words" }),
    optional(
      object(
        "linkedInConversions",
        "LinkedInConversions",
        [
          integer("lead", {
            optional: true,
            min: 1,
            label: "Enquiry conversion",
            hint: "The number Campaign Manager gives the conversion counted when a contact message is accepted (its conversion ID)",
          }),
          integer("booking", {
            optional: true,
            min: 1,
            label: "Booking conversion",
            hint: "The number Campaign Manager gives the conversion counted on a click on the booking link (its conversion ID)",
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
      object(
        "profile",
        "SocialLink",
        [
          string("name", { hint: "The network's name, such as LinkedIn" }),
          string("url", { label: "Address", hint: "The profile's full address, starting https://", pattern: patterns.url }),
          string("icon", { hint: "The network's icon, by its name in small letters, such as linkedin" }),
        ],
        { label: "Social profile" },
      ),
      { label: "Social profiles" },
    ),
    image("socialImage", "images/site", {
      label: "Picture when a page is shared",
      hint: "Shown when a page without a picture of its own is shared on social media or in a message (its social image): 1200 by 630 pixels",
    }),
    text("socialImageAlt", {
      label: "Shared picture's description",
      hint: "What the shared picture shows, for people who cannot see it (its alt text)",
    }),
    list("heroStats", stat, {
      label: "Figures at the top of the landing page",
      hint: "Under the landing page's opening",
      shownAt: LANDING_PATH,
    }),
    list("successMetrics", stat, {
      label: "Success figures",
      hint: "Figures in the landing page's industries section",
      shownAt: landingSectionPath("industries"),
    }),
  ],
} satisfies ContentType;
