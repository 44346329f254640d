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
    text("excerpt", { hint: "One or two sentences on the article's card in the blog", shownAt: BLOG_PATH }),
    text("description", {
      label: "SEO description",
      hint: "What search results show under the article's title: 110 to 170 characters",
      min: 110,
      max: 170,
    }),
    select("category", siteFiles.blog.categories, {
      from: { file: "site/blog.json", field: "categories" },
      hint: "One of the categories in Blog settings",
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
        string("label", { hint: "Button label" }),
        path("to", { label: "Button goes to", hint: "A page of the site, such as /contact" }),
        string("secondaryLabel", { optional: true, label: "Second link's label", hint: "A second, quieter link beside the button" }),
        path("secondaryTo", { optional: true, label: "Second link goes to" }),
      ],
      { label: "Call to action", hint: "The call-to-action box at the end" },
    ),
    select("faqStyle", ["accordion", "cards"], {
      optional: true,
      label: "Questions shown as",
      hint: "With questions and answers: accordion (each opens on a click) or cards (all shown)",
    }),
    list("faq", faqItem, { optional: true, label: "Questions and answers" }),
    select("layout", ["strategy"], { optional: true, hint: "Strategy: the layout with benefits and phases" }),
    list("benefits", object("benefit", "StrategyBenefit", [string("title"), text("body")]), {
      optional: true,
      hint: "With the strategy layout: 4 benefits",
    }),
    list("phases", object("phase", "StrategyPhase", [string("phase"), text("activities"), string("duration"), text("output")]), {
      optional: true,
      hint: "With the strategy layout: 4 benefits",
    }),
    ...sampleFields,
  ],
  notes:
    "Body in Markdown: an opening paragraph, then `##` sections. Without `image` the build draws the article's artwork (seeded by the slug, its motif chosen from the title and category) and uses the motif's description as its alt text.",
} satisfies ContentType;

/** An article's frontmatter, typed from the declaration above. */
export type BlogArticleFrontmatter = EntryOf<typeof blogArticle.fields>;
