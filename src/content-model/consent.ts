import { date, object, string, text } from "./fields";
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
    date("version", { hint: "ISO date of the cookie policy this consent covers; change it to ask again" }),
    object("banner", "ConsentBanner", [
      string("title"),
      text("body"),
      string("policyLink"),
      string("accept"),
      string("deny"),
      string("viewPreferences"),
      string("close", { hint: "Accessible name of the close button" }),
    ]),
    object("dialog", "ConsentDialog", [
      string("title"),
      text("intro"),
      string("alwaysOn"),
      object("categories", "ConsentCategories", [category("necessary"), category("analytics"), category("marketing")]),
      string("save"),
      string("cancel"),
    ]),
    string("settingsLink", { hint: "The footer link that reopens the dialog" }),
  ],
} satisfies ContentType;
