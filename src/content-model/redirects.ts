import { path, text } from "./fields";
import type { ContentType } from "./types";

export const redirect = {
  id: "redirect",
  label: "Redirect",
  description: "Permanent redirects from old addresses, the site's root included; one item of the list per address.",
  typeName: "LegacyRedirect",
  source: { shape: "list-file", file: "site/redirects.json" },
  fields: [
    path("from", { hint: "The old address, root-relative" }),
    path("to", { hint: "Where it now lives, root-relative (may end in #anchor)" }),
    text("reason", { hint: "Why the address moved, for the next person to read this" }),
  ],
} satisfies ContentType;
