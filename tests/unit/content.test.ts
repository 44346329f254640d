/**
 * Rules every article and service file keeps, whichever files there are: an author who adds one
 * the way content/README.md describes passes these without editing a test.
 */
import fs from "node:fs";
import path from "node:path";
import { sortNewestFirst } from "../../src/lib/blog";
import { BLOG_PATH, CASE_STUDIES_PATH, CONTACT_THANK_YOU_PATH, LANDING_PATH } from "../../src/lib/routes";
import {
  HONEST_WORDS_PER_MINUTE,
  articleReadTime,
  bodyWordCount,
  isHonestReadTime,
  minutesOfLabel,
  readTimeLabel,
  readTimeMinutesFor,
} from "../../src/lib/read-time";
import { entryArtwork } from "../../gatsby/artwork/entries";
import { artworkAlt } from "../../gatsby/artwork/motifs";
import { articles, blogSettings, contentRoot, isoDate, legalPages, redirects, services } from "../support/content";

const contentDir = contentRoot;
const today = new Date().toISOString().slice(0, 10);

const pagePaths = new Set([
  LANDING_PATH,
  BLOG_PATH,
  CASE_STUDIES_PATH,
  "/contact",
  CONTACT_THANK_YOU_PATH,
  ...services().map((service) => service.path),
  ...articles().map((article) => article.path),
  ...legalPages().map((page) => page.path),
]);

describe("blog articles", () => {
  const all = articles();
  const each = all.map((article) => [article.slug, article] as const);

  it("are read from content/blog", () => {
    expect(all.length).toBeGreaterThan(0);
  });

  it.each(each)("%s has a category from the blog settings", (_slug, article) => {
    expect(blogSettings.categories).toContain(article.data.category);
  });

  it.each(each)("%s has a publication date that is a real day, not in the future", (_slug, article) => {
    const date = isoDate(article.data.publishedAt);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect(date <= today).toBe(true);
  });

  it.each(each)("%s shows a picture described for people who cannot see it: its own, or the artwork the build draws", (slug, article) => {
    const { image, imageAlt } = article.data;
    if (image) {
      expect(fs.existsSync(path.join(contentDir, "blog", image)) ? image : `${image} is missing`).toBe(image);
      expect(imageAlt?.trim().length).toBeGreaterThan(10);
    } else {
      // Alt text without a picture would describe nothing: the artwork's alt is its motif's description.
      expect(imageAlt ?? null).toBeNull();
      const artwork = entryArtwork("article", { slug, name: article.data.title, category: article.data.category });
      expect(artwork.alt).toBe(artworkAlt(artwork.motif));
    }
  });

  it.each(each)("%s states a read time its body honestly fills (at least 180 words a minute)", (_slug, article) => {
    const words = bodyWordCount(article.body);
    const minutes = minutesOfLabel(articleReadTime(article.body, article.data.readTime));
    expect(words).toBeGreaterThanOrEqual(minutes * HONEST_WORDS_PER_MINUTE);
    expect(isHonestReadTime(words, minutes)).toBe(true);
  });

  it.each(each.filter(([, article]) => article.data.readTime))(
    "%s overrides the computed read time only where it differs",
    (_slug, article) => {
      const computed = readTimeLabel(readTimeMinutesFor(bodyWordCount(article.body)));
      expect(articleReadTime(article.body, article.data.readTime)).toBe(article.data.readTime);
      expect(article.data.readTime).not.toBe(computed);
    },
  );

  it.each(each)("%s links only to pages that exist, never through a redirect", (_slug, article) => {
    const targets = [
      article.data.cta.to,
      article.data.cta.secondaryTo,
      ...[...article.body.matchAll(/\]\((\/[^)\s]*)/g)].map((match) => match[1]),
    ];
    const redirected = new Set(redirects.map((redirect) => redirect.from));
    for (const target of targets.filter((value): value is string => Boolean(value))) {
      const linked = target.split("#")[0];
      expect(redirected.has(linked) ? `${target} is redirected` : linked).toBe(linked);
      expect(pagePaths.has(linked) ? linked : `${target} is no page of the site`).toBe(linked);
    }
  });

  it("sort newest first, with same-day articles in title order", () => {
    const dated = all.map((article) => ({ title: article.data.title, publishedAt: isoDate(article.data.publishedAt) }));
    const sorted = sortNewestFirst(dated);
    for (let index = 1; index < sorted.length; index++) {
      const [before, after] = [sorted[index - 1], sorted[index]];
      expect(before.publishedAt >= after.publishedAt).toBe(true);
      if (before.publishedAt === after.publishedAt) expect(before.title.localeCompare(after.title)).toBeLessThan(0);
    }
    const dates = dated.map((article) => article.publishedAt).sort();
    expect(sorted[0].publishedAt).toBe(dates[dates.length - 1]);
    expect(sorted[sorted.length - 1].publishedAt).toBe(dates[0]);
  });
});

describe("service pages", () => {
  const all = services();

  it("each have a slug and a menu order of their own", () => {
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all.map((service) => service.slug)).size).toBe(all.length);
    expect(new Set(all.map((service) => service.order)).size).toBe(all.length);
  });

  it("fill the services menu", () => {
    expect(all.some((service) => service.inServicesMenu)).toBe(true);
  });

  it("never share a run of more than twelve words", () => {
    const sentencesOf = (value: unknown): string[] => {
      if (typeof value === "string") return value.split(/(?<=[.!?])\s+/);
      if (Array.isArray(value)) return value.flatMap(sentencesOf);
      // Owners' notes on samples and pictures' alt text (one description per artwork motif) may be shared.
      if (value && typeof value === "object") {
        return Object.entries(value)
          .filter(([key]) => key !== "replaceWith" && key !== "imageAlt")
          .flatMap(([, item]) => sentencesOf(item));
      }
      return [];
    };
    const words = (sentence: string) =>
      sentence
        .toLowerCase()
        .replace(/[^a-z0-9\s]/g, " ")
        .split(/\s+/)
        .filter(Boolean);
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
