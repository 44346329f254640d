import { siteFiles } from "./site-files";
import { date, faqItem, list, object, path, pictureFields, sampleFields, select, string, text } from "./fields";
import { patterns } from "./fields";
import type { ContentType, EntryOf } from "./types";
import { BLOG_PATH } from "../lib/routes";

export const blogArticle = {
  id: "blog-article",
  label: "Blog article",
  description:
    "The blog's articles; each is at /blog/ followed by the words of its title, such as /blog/testimonial-videos-powerful-examples.",
  typeName: "Mdx",
  source: { shape: "folder", folder: "blog", extension: "mdx" },
  slug: { from: "file-name", pattern: patterns.slug },
  pagePath: "/blog/{slug}",
  picture: { image: "image", alt: "imageAlt", artwork: "article" },
  fields: [
    string("title", { hint: "The article's headline, and its title in search results; a new article's address is made from it" }),
    text("excerpt", {
      label: "Summary on the blog",
      hint: "One or two sentences on the article's card in the blog (its excerpt)",
      shownAt: BLOG_PATH,
    }),
    text("description", {
      label: "Description in search results",
      hint: "What search results show under the article's title (its meta description): 110 to 170 characters",
      min: 110,
      max: 170,
    }),
    select("category", siteFiles.blog.categories, {
      from: { file: "site/blog.json", field: "categories" },
      hint: "One of the categories in Blog settings; the blog lists the article under it",
    }),
    date("publishedAt", { label: "Published", hint: "The day the article is published; the blog lists articles newest first" }),
    string("readTime", {
      optional: true,
      label: "Read time",
      hint: 'Worked out from the article text; write it (such as "8 min read") only to override that, and keep it honest: at least 180 words a minute',
      pattern: { regex: "^\\d+ min read$", message: 'must read like "8 min read"' },
    }),
    ...pictureFields("image", "imageAlt", "images/blog", "At the top of the article, on its card and when it is shared"),
    object(
      "cta",
      "CtaBox",
      [
        string("heading"),
        text("body", { label: "Text" }),
        string("label", { label: "Button's words" }),
        path("to", { label: "Button goes to", hint: "A page of the site, such as /contact" }),
        string("secondaryLabel", { optional: true, label: "Second link's words", hint: "A second, quieter link beside the button" }),
        path("secondaryTo", { optional: true, label: "Second link goes to" }),
      ],
      { label: "Call to action", hint: "The box at the end of the article asking the reader to get in touch" },
    ),
    select("faqStyle", ["accordion", "cards"], {
      optional: true,
      label: "Questions shown",
      choices: { accordion: "One at a time: each answer opens on a click", cards: "All at once, each question and answer in a box" },
      hint: "How the questions and answers below are laid out",
    }),
    list("faq", faqItem, { optional: true, label: "Questions and answers" }),
    select("layout", ["strategy"], {
      optional: true,
      label: "Article's layout",
      choices: { strategy: "Text, then benefits and phases" },
      hint: "Leave empty for an article of text alone; with benefits and phases, the two lists below follow the text",
    }),
    list("benefits", object("benefit", "StrategyBenefit", [string("title"), text("body", { label: "Text" })]), {
      optional: true,
      hint: "With the benefits-and-phases layout: 4 benefits a reader gains, each a title and a sentence or two",
    }),
    list(
      "phases",
      object("phase", "StrategyPhase", [
        string("phase", { label: "Name of the phase" }),
        text("activities", { label: "What is done" }),
        string("duration", { label: "How long it takes" }),
        text("output", { label: "What it produces" }),
      ]),
      {
        optional: true,
        hint: "With the benefits-and-phases layout: the plan's phases in order, each with what is done, how long it takes and what it produces",
      },
    ),
    ...sampleFields,
  ],
  notes:
    "Body in Markdown: an opening paragraph, then `##` sections. Without `image` the build draws the article's artwork (seeded by the slug, its motif chosen from the title and category) and uses the motif's description as its alt text.",
} satisfies ContentType;

/** An article's frontmatter, typed from the declaration above. */
export type BlogArticleFrontmatter = EntryOf<typeof blogArticle.fields>;
