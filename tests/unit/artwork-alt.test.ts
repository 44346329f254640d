import fs from "node:fs";
import path from "node:path";
// The artwork script and these tests share one description of what each generated picture shows.
import * as motifs from "../../scripts/artwork-motifs";
import { articles, caseStudies, industries, isoDate, services } from "../support/content";

describe("alt text of the generated artwork", () => {
  it.each(articles().map((article) => [article.slug, article] as const))(
    "%s describes the picture the artwork script draws for it",
    (slug, article) => {
      expect(isoDate(article.data.publishedAt)).toBeTruthy();
      expect(article.data.imageAlt).toBe(motifs.artworkAlt(motifs.articleMotif(article.data.title, article.data.category, slug)));
    },
  );

  it.each(services().map((service) => [service.slug, service] as const))(
    "%s describes the picture the artwork script draws for it",
    (slug, service) => {
      const { imageAlt } = service.whoWeWorkWith as { imageAlt: string };
      expect(imageAlt).toBe(motifs.artworkAlt(motifs.serviceMotif(service.name, slug)));
    },
  );

  it("describes each industry's picture", () => {
    for (const industry of industries()) {
      const { imageAlt } = industry as unknown as { imageAlt: string };
      expect(imageAlt).toBe(motifs.artworkAlt(motifs.industryMotif(industry.title, industry.slug)));
    }
  });

  it("has a description for every motif the script can draw, and no others", () => {
    const drawn = fs.readFileSync(path.resolve(__dirname, "../../scripts/render-artwork.ts"), "utf8");
    const drawable = [...drawn.matchAll(/^M\.(\w+) = /gm)].map((match) => match[1]).sort();
    expect(Object.keys(motifs.MOTIFS).sort()).toEqual(drawable);
  });
});

describe("the artwork of clients", () => {
  const repository = path.resolve(__dirname, "../..");
  const { trustedBy } = JSON.parse(fs.readFileSync(path.join(repository, "content/landing/landing.json"), "utf8")) as {
    trustedBy: { logos: { name: string; file: string }[] };
  };

  it.each(trustedBy.logos.map((logo) => [logo.name, logo] as const))(
    "%s has the wordmark the script draws at the file the landing page names",
    (name, logo) => {
      const svg = fs.readFileSync(path.join(repository, "static", logo.file), "utf8");
      const { line1, line2 } = motifs.clientWordmark(name);
      expect(svg).toContain(`aria-label="${name}"`);
      expect(svg).toContain(`>${line1}</text>`);
      expect(svg).toContain(`>${line2.toUpperCase()}</text>`);
    },
  );

  it("sets a client's sector words small under the rest of its name", () => {
    expect(motifs.clientWordmark("Newport Pagnell Logistics")).toEqual({ line1: "Newport Pagnell", line2: "Logistics", mark: "chevrons" });
    expect(motifs.clientWordmark("Stantonbury Academy Trust")).toEqual({ line1: "Stantonbury", line2: "Academy Trust", mark: "bricks" });
    expect(motifs.clientWordmark("Wolverton Works")).toEqual({ line1: "Wolverton", line2: "Works", mark: "bars" });
  });

  it("has drawn every case study's thumbnail kept on the site, in both widths", () => {
    const missing = caseStudies
      .filter((study) => study.thumbnailUrl.startsWith("/"))
      .flatMap((study) => [study.thumbnailUrl, study.thumbnailUrl.replace(/\.jpg$/, "-480w.jpg")])
      .filter((file) => !fs.existsSync(path.join(repository, "static", file)));
    expect(missing).toEqual([]);
  });
});
