import { siteFiles } from "./site-files";
import { date, faqItem, list, object, path, pictureFields, sampleFields, select, string, text } from "./fields";
import { patterns } from "./fields";
import type { ContentType, EntryOf } from "./types";

export const blogArticle = {
  id: "blog-article",
  label: "Blog article",
  description: "One MDX file per article; the file name is the slug and the article is at /blog/<slug>.",
  typeName: "Mdx",
  source: { shape: "folder", folder: "blog", extension: "mdx" },
  slug: { from: "file-name", pattern: patterns.slug },
  pagePath: "/blog/{slug}",
  picture: { image: "image", alt: "imageAlt", artwork: "article" },
  fields: [
    string("title", { hint: "The h1 and the <title>" }),
    text("excerpt", { hint: "Card text, one or two sentences" }),
    text("description", { label: "SEO description", hint: "The meta description: 110 to 170 characters", min: 110, max: 170 }),
    select("category", siteFiles.blog.categories, {
      from: { file: "site/blog.json", field: "categories" },
      hint: "One of the categories in Blog settings",
    }),
    date("publishedAt", { label: "Published", hint: "ISO date, such as 2025-09-29" }),
    string("readTime", {
      optional: true,
      label: "Read time",
      hint: 'Worked out from the article text; write it (e.g. "8 min read") only to override that, and keep it honest: at least 180 words a minute',
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
        path("to", { hint: "Root-relative, such as /contact" }),
        string("secondaryLabel", { optional: true, hint: "Optional second link" }),
        path("secondaryTo", { optional: true }),
      ],
      { label: "Call to action", hint: "The call-to-action box at the end" },
    ),
    select("faqStyle", ["accordion", "cards"], { optional: true, label: "FAQ style", hint: "With faq: how the questions are shown" }),
    list("faq", faqItem, { optional: true, label: "FAQ" }),
    select("layout", ["strategy"], { optional: true, hint: "strategy: the strategy article, with benefits and phases" }),
    list("benefits", object("benefit", "StrategyBenefit", [string("title"), text("body")]), {
      optional: true,
      hint: "With layout strategy: 4 items",
    }),
    list("phases", object("phase", "StrategyPhase", [string("phase"), text("activities"), string("duration"), text("output")]), {
      optional: true,
      hint: "With layout strategy: 4 items",
    }),
    ...sampleFields,
  ],
  notes:
    "Body in Markdown: an opening paragraph, then `##` sections. Without `image` the build draws the article's artwork (seeded by the slug, its motif chosen from the title and category) and uses the motif's description as its alt text.",
} satisfies ContentType;

/** An article's frontmatter, typed from the declaration above. */
export type BlogArticleFrontmatter = EntryOf<typeof blogArticle.fields>;
