import { list, object, seoDescription, seoTitle, string, text } from "./fields";
import { BLOG_PATH } from "../lib/routes";
import type { ContentType } from "./types";

export const blogSettings = {
  id: "blog-settings",
  label: "Blog settings",
  description: "The blog index's words and the list of article categories (each has its own page).",
  typeName: "BlogSettings",
  source: { shape: "file", file: "site/blog.json" },
  shownAt: BLOG_PATH,
  fields: [
    seoTitle(),
    seoDescription(),
    string("heading"),
    text("intro"),
    string("allLabel", { hint: "The category chip that shows every article" }),
    list("categories", string("category"), { min: 1, hint: "Each article has one of these; each has its own page listing its articles" }),
    string("readMoreLabel"),
    string("backLabel", { hint: "The link from an article back to the blog" }),
    string("emptyCategory", { hint: "Shown on a category page with no articles" }),
    object("signup", "BlogSignup", [string("heading"), text("body"), string("placeholder"), string("button")], {
      label: "Newsletter signup",
    }),
  ],
} satisfies ContentType;
