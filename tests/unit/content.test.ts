import { WORDS_PER_MINUTE, readTimeMinutes, sortNewestFirst } from "../../src/lib/blog";
import { blogArticle } from "../../src/content-model/blog-article";
import { service as serviceType } from "../../src/content-model/service";
import { entryProblems } from "../../src/content-model/validation";
import { articles, isoDate, redirects, services } from "../support/content";

const SPEC_SLUGS = [
  "how-to-craft-professional-videos-2024",
  "how-to-setup-green-screen-video-shoot",
  "testimonial-videos-powerful-examples",
  "fire-safety-training-videos-workplace",
  "video-marketing-benefits-business",
  "growing-small-business-video-marketing-2024",
  "b2b-youtube-videos-optimization",
  "effective-video-marketing-strategy",
  "video-improve-internal-communications-workplace",
  "using-video-tell-brand-story",
  "corporate-training-videos-milton-keynes-businesses",
  "planning-corporate-training-video-milton-keynes",
  "corporate-training-videos-improve-employee-engagement-milton-keynes",
  "overcoming-challenges-training-video-production-milton-keynes",
  "milton-keynes-company-productivity-boost",
  "why-every-company-milton-keynes-needs-training-video-strategy",
  "step-by-step-guide-creating-training-video-milton-keynes",
  "training-videos-onboarding-revolution-milton-keynes",
  "seven-ways-engaging-training-videos-milton-keynes",
  "six-training-video-mistakes-milton-keynes",
];

/** The launch articles: category (where given), date and read time. */
const KNOWN: Record<string, { category?: string; date: string; minutes: number }> = {
  "using-video-tell-brand-story": { category: "Video Marketing", date: "2018-11-15", minutes: 6 },
  "how-to-craft-professional-videos-2024": { category: "Video Production", date: "2024-04-15", minutes: 12 },
  "b2b-youtube-videos-optimization": { category: "B2B Marketing", date: "2024-03-22", minutes: 8 },
  "corporate-training-videos-milton-keynes-businesses": { category: "Training Videos", date: "2024-09-24", minutes: 10 },
  "planning-corporate-training-video-milton-keynes": { date: "2025-09-24", minutes: 12 },
  "corporate-training-videos-improve-employee-engagement-milton-keynes": { date: "2025-09-25", minutes: 8 },
  "overcoming-challenges-training-video-production-milton-keynes": { date: "2025-09-24", minutes: 10 },
  "milton-keynes-company-productivity-boost": { category: "Case Studies", date: "2025-09-24", minutes: 8 },
  "why-every-company-milton-keynes-needs-training-video-strategy": { category: "Training Videos", date: "2025-09-25", minutes: 12 },
  "step-by-step-guide-creating-training-video-milton-keynes": { date: "2025-09-25", minutes: 10 },
  "training-videos-onboarding-revolution-milton-keynes": { date: "2025-09-29", minutes: 12 },
  "seven-ways-engaging-training-videos-milton-keynes": { date: "2025-09-29", minutes: 8 },
  "six-training-video-mistakes-milton-keynes": { date: "2025-09-29", minutes: 7 },
};

const servicePaths = new Set(services().map((service) => `/${service.slug}`));
const pagePaths = new Set([
  ...servicePaths,
  "/video-production-milton-keynes",
  "/contact",
  "/case-studies",
  "/blog",
  ...articles().map((article) => `/blog/${article.slug}`),
]);

function wordCount(markdown: string): number {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

describe("blog articles", () => {
  const all = articles();

  it("are exactly the twenty articles of the specification", () => {
    expect(all.map((article) => article.slug).sort()).toEqual([...SPEC_SLUGS].sort());
  });

  it.each(all.map((article) => [article.slug, article] as const))("%s has valid frontmatter", (_slug, article) => {
    expect(entryProblems(blogArticle, { ...article.data, publishedAt: isoDate(article.data.publishedAt) })).toEqual([]);
    expect(article.data.imageAlt.trim().length).toBeGreaterThan(10);
    expect(article.data.image).toBe(`../images/blog/${article.slug}.png`);
  });

  it.each(Object.entries(KNOWN))("%s keeps the category, date and read time the specification gives", (slug, known) => {
    const article = all.find((entry) => entry.slug === slug)!;
    expect(isoDate(article.data.publishedAt)).toBe(known.date);
    expect(readTimeMinutes(article.data.readTime ?? "")).toBe(known.minutes);
    if (known.category) expect(article.data.category).toBe(known.category);
  });

  it.each(all.map((article) => [article.slug, article] as const))("%s has an honest read time", (_slug, article) => {
    const minutes = readTimeMinutes(article.data.readTime ?? "");
    expect(minutes).toBeGreaterThanOrEqual(6);
    expect(minutes).toBeLessThanOrEqual(12);
    expect(wordCount(article.body)).toBeGreaterThanOrEqual(minutes * WORDS_PER_MINUTE);
  });

  it.each(all.map((article) => [article.slug, article] as const))("%s links only to pages that exist", (_slug, article) => {
    const targets = [article.data.cta.to, article.data.cta.secondaryTo, ...[...article.body.matchAll(/\]\((\/[^)\s#]*)/g)].map((match) => match[1])];
    for (const target of targets.filter((value): value is string => Boolean(value))) {
      const path = target.split("#")[0];
      expect(redirects.map((redirect) => redirect.from)).not.toContain(path);
      expect(pagePaths.has(path) || path === "/video-production-milton-keynes").toBe(true);
    }
  });

  it("sort newest first, with same-day articles in title order", () => {
    const sorted = sortNewestFirst(all.map((article) => ({ title: article.data.title, publishedAt: isoDate(article.data.publishedAt) })));
    for (let index = 1; index < sorted.length; index++) {
      expect(sorted[index - 1].publishedAt >= sorted[index].publishedAt).toBe(true);
    }
    expect(sorted[0].publishedAt).toBe("2025-09-29");
    expect(sorted[sorted.length - 1].publishedAt).toBe("2018-11-15");
  });
});

describe("service pages", () => {
  const all = services();

  it("cover the twelve menu services plus health and safety", () => {
    expect(all).toHaveLength(13);
    expect(all.filter((service) => service.inServicesMenu)).toHaveLength(12);
    expect(all.map((service) => service.slug)).toContain("health-safety-video-production-milton-keynes");
  });

  it.each(all.map((service) => [service.slug, service] as const))("%s is valid content", (_slug, service) => {
    expect(entryProblems(serviceType, service)).toEqual([]);
  });

  it("never share a run of more than twelve words", () => {
    const sentencesOf = (value: unknown): string[] => {
      if (typeof value === "string") return value.split(/(?<=[.!?])\s+/);
      if (Array.isArray(value)) return value.flatMap(sentencesOf);
      // Owners' notes on samples and the artwork's alt text (one description per motif) are shared on purpose.
      if (value && typeof value === "object") {
        return Object.entries(value)
          .filter(([key]) => key !== "replaceWith" && key !== "imageAlt")
          .flatMap(([, item]) => sentencesOf(item));
      }
      return [];
    };
    const words = (sentence: string) => sentence.toLowerCase().replace(/[^a-z0-9\s]/g, " ").split(/\s+/).filter(Boolean);
    const owners = new Map<string, string>();
    const shared = new Set<string>();
    for (const service of all) {
      for (const sentence of sentencesOf(service).map(words)) {
        for (let start = 0; start + 13 <= sentence.length; start++) {
          const run = sentence.slice(start, start + 13).join(" ");
          const owner = owners.get(run);
          if (owner && owner !== service.slug) shared.add(`${owner} and ${service.slug}: "${run}"`);
          else owners.set(run, service.slug);
        }
      }
    }
    expect([...shared]).toEqual([]);
  });
});
