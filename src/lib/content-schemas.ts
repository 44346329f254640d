/**
 * Rules for content files that GraphQL types alone cannot express (counts, lengths, allowed
 * values). gatsby-node validates every content node with these and fails the build naming the
 * file; the content tests use the same rules.
 */
import * as yup from "yup";
import blogSettings from "../../content/site/blog.json";
import { iconNames } from "./icon-names";

const text = () => yup.string().trim().required();
const titled = yup.object({ title: text(), description: text(), icon: yup.string().oneOf(iconNames).optional() });
const faqItem = yup.object({ id: yup.string().optional(), question: text(), answer: text() });
const rootPath = yup.string().required().matches(/^\/[^\s]*$/, "must be a root-relative path such as /contact");

export const serviceSchema = yup.object({
  slug: text().matches(/^[a-z0-9-]+$/, "slug must be lower-case words joined by hyphens"),
  order: yup.number().integer().required(),
  inServicesMenu: yup.boolean().required(),
  name: text(),
  cardDescription: text(),
  icon: yup.string().oneOf(iconNames).required(),
  seoTitle: text().max(65),
  seoDescription: text().min(50).max(170),
  hero: yup.object({
    eyebrow: text(),
    headline: text(),
    intro: text(),
    bookingButton: yup.boolean().optional(),
    videoId: text().matches(/^\d+$/, "videoId must be the numeric id of the video"),
    videoTitle: text(),
    videoOrientation: yup.string().oneOf(["landscape", "portrait"]).optional(),
  }),
  whatWeCreate: yup.object({ heading: text(), intro: yup.string(), items: yup.array(titled).min(3).required() }),
  whoWeWorkWith: yup.object({
    heading: text(),
    audiences: yup.array(titled).min(3).required(),
    imageAlt: text(),
    testimonial: yup.object({ quote: text(), author: text() }).default(undefined).optional(),
  }),
  faq: yup.array(faqItem).min(3, "needs 3 to 5 FAQ items").max(5, "needs 3 to 5 FAQ items").required(),
  closing: yup.object({ heading: text(), body: text() }),
});

export const industrySchema = yup.object({
  slug: text(),
  order: yup.number().integer().required(),
  title: text(),
  description: text(),
  challenges: yup.array(text()).length(3, "needs exactly three challenges").required(),
  imageAlt: text(),
});

export const reviewsSchema = yup.object({
  summary: yup.object({
    name: text(),
    rating: yup.number().min(1).max(5).required(),
    totalReviews: yup.number().integer().min(0).required(),
  }),
  reviews: yup
    .array(
      yup.object({
        authorName: text(),
        rating: yup.number().integer().min(1).max(5).required(),
        text: text(),
        language: text(),
        time: text().matches(/^\d{4}-\d{2}-\d{2}$/, "time must be the ISO date the review was written, such as 2025-10-29"),
      }),
    )
    .required(),
});

export const caseStudySchema = yup.object({
  company: text(),
  sector: text(),
  description: text(),
  videoId: text().matches(/^\d+$/, "videoId must be the numeric id of the video"),
  videoTitle: text(),
  thumbnailUrl: rootPath,
});

export const blogFrontmatterSchema = yup.object({
  title: text(),
  excerpt: text(),
  description: text().min(50).max(170),
  category: yup.string().oneOf(blogSettings.categories).required(),
  publishedAt: text().matches(/^\d{4}-\d{2}-\d{2}$/, "publishedAt must be an ISO date such as 2025-09-29"),
  readTime: yup.string().trim().matches(/^\d+ min read$/, 'readTime must read like "8 min read"').optional(),
  image: text(),
  imageAlt: text(),
  cta: yup.object({ heading: text(), body: text(), label: text(), to: rootPath }).required(),
  faqStyle: yup.string().oneOf(["accordion", "cards"]).optional(),
  faq: yup.array(faqItem).optional(),
});

export const legalFrontmatterSchema = yup.object({
  title: text(),
  description: text(),
  dateLabel: yup.string().oneOf(["Last updated", "Effective"]).required(),
  date: text(),
});

/** The contact page's own copy; `thankYou` is the page a visitor lands on after sending a message without scripts. */
export const contactPageSchema = yup.object({
  seoTitle: text().max(65),
  seoDescription: text().min(50).max(170),
  thankYou: yup.object({
    seoTitle: text().max(65),
    seoDescription: text().min(50).max(170),
    eyebrow: text(),
    heading: text(),
    intro: text(),
    nextHeading: text(),
    steps: yup.array(text()).min(1).required(),
    linksHeading: text(),
    links: yup.array(yup.object({ label: text(), to: rootPath, description: text() })).min(1).required(),
    bookingPrompt: text(),
  }),
});

const schemas: Record<string, yup.AnySchema> = {
  services: serviceSchema,
  industries: industrySchema,
  reviews: reviewsSchema,
  "case-studies": caseStudySchema,
  blog: blogFrontmatterSchema,
  legal: legalFrontmatterSchema,
  "pages/contact": contactPageSchema,
};

export function contentSchemaFor(collection: string): yup.AnySchema | undefined {
  return schemas[collection];
}

export function describeContentErrors(error: unknown): string {
  if (error instanceof yup.ValidationError) {
    return error.errors.map((message) => `  - ${message}`).join("\n");
  }
  return `  - ${String(error)}`;
}
