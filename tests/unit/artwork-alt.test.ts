import { articles, industries, isoDate, services } from "../support/content";

// The artwork script and these tests share one description of what each generated picture shows.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const motifs = require("../../scripts/artwork-motifs.cjs") as {
  MOTIFS: Record<string, string>;
  INDUSTRY_MOTIFS: Record<string, string>;
  articleMotif: (title: string, category: string, slug: string) => string;
  serviceMotif: (name: string, slug: string) => string;
  artworkAlt: (motif: string) => string;
};

describe("alt text of the generated artwork", () => {
  it.each(articles().map((article) => [article.slug, article] as const))("%s describes the picture the artwork script draws for it", (slug, article) => {
    expect(isoDate(article.data.publishedAt)).toBeTruthy();
    expect(article.data.imageAlt).toBe(motifs.artworkAlt(motifs.articleMotif(article.data.title, article.data.category, slug)));
  });

  it.each(services().map((service) => [service.slug, service] as const))("%s describes the picture the artwork script draws for it", (slug, service) => {
    const { imageAlt } = service.whoWeWorkWith as { imageAlt: string };
    expect(imageAlt).toBe(motifs.artworkAlt(motifs.serviceMotif(service.name, slug)));
  });

  it("describes each industry's picture", () => {
    for (const industry of industries()) {
      const { imageAlt } = industry as unknown as { imageAlt: string };
      expect(imageAlt).toBe(motifs.artworkAlt(motifs.INDUSTRY_MOTIFS[industry.slug]));
    }
  });

  it("has a description for every motif the script can draw, and no others", () => {
    const drawn = require("node:fs").readFileSync(require.resolve("../../scripts/render-artwork.mjs"), "utf8") as string;
    const drawable = [...drawn.matchAll(/^M\.(\w+) = /gm)].map((match) => match[1]).sort();
    expect(Object.keys(motifs.MOTIFS).sort()).toEqual(drawable);
  });
});
