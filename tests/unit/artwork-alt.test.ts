/**
 * Every picture the site shows is described for people who cannot see it: a picture an author
 * chose exists and has alt text; an entry without one shows the artwork the build draws, described
 * by its motif. The artwork itself is drawn the same way every time and drawn once.
 */
import fs from "node:fs";
import path from "node:path";
import type { ArtworkKind } from "../../src/content-model/types";
import { cachedDrawing } from "../../gatsby/artwork/cache";
import { drawings } from "../../gatsby/artwork/drawings";
import { entryArtwork } from "../../gatsby/artwork/entries";
import * as motifs from "../../gatsby/artwork/motifs";
import { caseStudies, contentRoot, industries, landing, services } from "../support/content";
import { temporaryFolder } from "../support/temporary-folder";

const exists = (folder: string, file: string) => (fs.existsSync(path.join(contentRoot, folder, file)) ? file : `${file} is missing`);

/** An entry's picture: its own (existing, described), or none and no alt text, so the build draws and describes its artwork. */
function expectPicture(
  kind: ArtworkKind,
  folder: string,
  entry: { image?: string | null; imageAlt?: string | null },
  name: string,
  slug: string,
) {
  if (entry.image) {
    expect(exists(folder, entry.image)).toBe(entry.image);
    expect(entry.imageAlt?.trim().length).toBeGreaterThan(10);
    return;
  }
  expect(entry.imageAlt ?? null).toBeNull();
  const artwork = entryArtwork(kind, { slug, name });
  expect(artwork.alt).toBe(motifs.artworkAlt(artwork.motif));
  expect(drawings[artwork.motif]).toBeInstanceOf(Function);
}

describe("pictures of pages and cards", () => {
  it.each(services().map((service) => [service.slug, service] as const))("%s shows a described picture", (slug, service) => {
    expectPicture("service", "services", service.whoWeWorkWith, service.name, slug);
  });

  it.each(industries().map((industry) => [industry.slug, industry] as const))("%s shows a described picture", (slug, industry) => {
    expectPicture("industry", "industries", industry, industry.title, slug);
  });

  it("are described by their motif: a description for every motif drawn, and no others", () => {
    expect(Object.keys(drawings).sort()).toEqual(Object.keys(motifs.MOTIFS).sort());
    expect(entryArtwork("service", { slug: "fire-safety-films", name: "Fire Safety Films" }).alt).toBe(
      `Illustration of ${motifs.MOTIFS.shield}`,
    );
  });
});

describe("the artwork the build draws", () => {
  const artwork = entryArtwork("industry", { slug: "logistics", name: "Logistics" });

  it("is the same picture every time it is drawn from the same content", async () => {
    const [first, second] = await Promise.all([artwork.draw(), artwork.draw()]);
    expect(first.equals(second)).toBe(true);
    expect(first.subarray(1, 4).toString()).toBe("PNG");
  });

  it("is drawn once, then read from the cache", async () => {
    const folder = temporaryFolder("artwork-");
    const draw = jest.fn(artwork.draw);
    const file = await cachedDrawing(folder, artwork.name, artwork.inputs, draw);
    expect(await cachedDrawing(folder, artwork.name, artwork.inputs, draw)).toBe(file);
    expect(draw).toHaveBeenCalledTimes(1);
    const other = entryArtwork("industry", { slug: "freight", name: "Logistics" });
    expect(await cachedDrawing(folder, other.name, other.inputs, other.draw)).not.toBe(file);
  });
});

describe("pictures of clients and their stories", () => {
  it.each(landing.trustedBy.logos.map((logo) => [logo.name, logo] as const))("%s has its logo", (_name, logo) => {
    expect(exists("landing", logo.logo)).toBe(logo.logo);
  });

  it("sets a client's sector words small under the rest of its name in a sample wordmark", () => {
    expect(motifs.clientWordmark("Newport Pagnell Logistics")).toEqual({ line1: "Newport Pagnell", line2: "Logistics", mark: "chevrons" });
    expect(motifs.clientWordmark("Stantonbury Academy Trust")).toEqual({ line1: "Stantonbury", line2: "Academy Trust", mark: "bricks" });
    expect(motifs.clientWordmark("Wolverton Works")).toEqual({ line1: "Wolverton", line2: "Works", mark: "bars" });
  });

  it.each(caseStudies.map((study) => [study.company, study] as const))("%s has a described thumbnail, or none", (_company, study) => {
    if (!study.thumbnail) return expect(study.thumbnailAlt ?? null).toBeNull();
    expect(exists("case-studies", study.thumbnail)).toBe(study.thumbnail);
    expect(study.thumbnailAlt?.trim().length).toBeGreaterThan(10);
  });
});
