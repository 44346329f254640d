import { date, object, shownIn, string, text } from "./fields";
import { LANDING_PATH } from "../lib/routes";
import type { ContentType } from "./types";

const category = (name: string) => object(name, "ConsentCategory", [string("name"), text("description")]);

export const consent = {
  id: "consent",
  label: "Cookie consent",
  description: "The cookie banner and preferences dialog. A new version asks every visitor again.",
  typeName: "ConsentSettings",
  source: { shape: "file", file: "site/consent.json" },
  shownAt: LANDING_PATH,
  fields: [
    date("version", { hint: "The date of the cookie policy this consent covers; a new date asks every visitor again" }),
    object("banner", "ConsentBanner", [
      string("title"),
      text("body"),
      string("policyLink"),
      string("accept"),
      string("deny"),
      string("viewPreferences"),
      string("close", { hint: "What screen readers call the close button" }),
    ]),
    object(
      "dialog",
      "ConsentDialog",
      [
        string("title"),
        text("intro"),
        string("alwaysOn"),
        object("categories", "ConsentCategories", [category("necessary"), category("analytics"), category("marketing")]),
        string("save"),
        string("cancel"),
      ],
      { hint: "The cookie preferences dialog", shownAt: shownIn.dialog },
    ),
    string("settingsLink", { hint: "The footer link that reopens the dialog" }),
  ],
} satisfies ContentType;
