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
    string("allLabel", { label: "Button for every article", hint: "The first of the category buttons, which shows every article" }),
    list("categories", string("category"), { min: 1, hint: "Each article has one of these; each has its own page listing its articles" }),
    string("readMoreLabel", { label: "Link to read an article" }),
    string("backLabel", { label: "Link back to the blog", hint: "At the top of every article" }),
    string("emptyCategory", { label: "Category without articles", hint: "Shown on a category page with no articles" }),
    object(
      "signup",
      "BlogSignup",
      [
        string("heading"),
        text("body", { label: "Text" }),
        string("placeholder", {
          label: "Words in the empty email box",
          hint: "Greyed out in the signup's email box until the visitor types (its placeholder)",
        }),
        string("button"),
      ],
      {
        label: "Newsletter signup",
      },
    ),
  ],
} satisfies ContentType;
