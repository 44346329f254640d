import { path, text } from "./fields";
import type { ContentType } from "./types";

export const redirect = {
  id: "redirect",
  label: "Redirect",
  description: "Permanent redirects from old addresses, the site's root included; one item of the list per address.",
  typeName: "LegacyRedirect",
  source: { shape: "list-file", file: "site/redirects.json" },
  fields: [
    path("from", { hint: "The old address on this site, such as /old-page" }),
    path("to", {
      hint: "Where it now lives, such as /contact, or a part of a page: its address, # and the part's name, such as /video-production-milton-keynes#services",
    }),
    text("reason", { hint: "Why the address moved, for the next person to read this" }),
  ],
} satisfies ContentType;
