import { date, object, shownIn, string, text } from "./fields";
import { LANDING_PATH } from "../lib/routes";
import type { ContentType } from "./types";

const category = (name: string) => object(name, "ConsentCategory", [string("name"), text("description")]);

export const consent = {
  id: "consent",
  label: "Cookie consent",
  description: "The cookie banner and the window of cookie preferences. A new date of the cookie policy asks every visitor again.",
  typeName: "ConsentSettings",
  source: { shape: "file", file: "site/consent.json" },
  shownAt: LANDING_PATH,
  fields: [
    date("version", {
      label: "Cookie policy's date",
      hint: "The date of the cookie policy visitors agree to (the consent's version); a new date asks every visitor again",
    }),
    object("banner", "ConsentBanner", [
      string("title"),
      text("body"),
      string("policyLink", { label: "Cookie policy link's words" }),
      string("accept", { label: "Accept button" }),
      string("deny", { label: "Refuse button" }),
      string("viewPreferences", { label: "Preferences button" }),
      string("close", { label: "Close button", hint: "What screen readers call the button that closes the banner" }),
    ]),
    object(
      "dialog",
      "ConsentDialog",
      [
        string("title"),
        text("intro"),
        string("alwaysOn", { label: "Always on", hint: "Said of the cookies the site needs, which cannot be turned off" }),
        object("categories", "ConsentCategories", [category("necessary"), category("analytics"), category("marketing")]),
        string("save", { label: "Save button" }),
        string("cancel", { label: "Cancel button" }),
      ],
      {
        label: "Cookie preferences",
        hint: "The window that opens over the page to choose cookies one kind at a time",
        shownAt: shownIn.dialog,
      },
    ),
    string("settingsLink", { label: "Cookie settings link", hint: "The footer link that reopens the cookie preferences" }),
  ],
} satisfies ContentType;
