/**
 * The picture of an article, a service page or an industry card that has none of its own: drawn
 * from the entry's name (which motif) and slug (the composition), with the motif's description as
 * its alt text. The build draws it (gatsby/content-nodes.ts) through the cache (cache.ts).
 */
import sharp from "sharp";
import type { ArtworkKind } from "../../src/content-model/types";
import { illustration, type IllustrationOptions } from "./compose";
import { articleMotif, artworkAlt, industryMotif, serviceMotif, type Motif } from "./motifs";

/** What an entry's artwork is drawn from: the fields its motif is chosen by. */
export interface ArtworkSubject {
  slug: string;
  /** The article's title, the service's short name or the industry's title. */
  name: string;
  /** An article's category. */
  category?: string;
}

interface Frame {
  width: number;
  height: number;
  options: IllustrationOptions;
  motif: (subject: ArtworkSubject) => Motif;
}

/** Each kind's frame: an article's is its social image's shape, a service's sits beside its audiences, an industry's tops a card. */
const frames: Record<ArtworkKind, Frame> = {
  article: { width: 1200, height: 630, options: {}, motif: ({ name, category, slug }) => articleMotif(name, category ?? "", slug) },
  service: { width: 1200, height: 900, options: { size: 0.7 }, motif: ({ name, slug }) => serviceMotif(name, slug) },
  industry: { width: 800, height: 500, options: { extras: ["plus"] }, motif: ({ name, slug }) => industryMotif(name, slug) },
};

/** The artwork an entry gets: what it shows, its alt text, and everything its pixels depend on (for the cache). */
export function entryArtwork(kind: ArtworkKind, subject: ArtworkSubject) {
  const frame = frames[kind];
  const motif = frame.motif(subject);
  const seed = `${kind === "article" ? "blog" : kind}:${subject.slug}`;
  return {
    motif,
    alt: artworkAlt(motif),
    /** A name for the file, readable in the build's cache. */
    name: `${kind}-${subject.slug}`,
    inputs: { kind, seed, motif, width: frame.width, height: frame.height },
    draw: async (): Promise<Buffer> =>
      toPng(await illustration(frame.width, frame.height, seed, motif, frame.options), frame.width, frame.height),
  };
}

/** An SVG drawing as a palette PNG of its size: the artwork's few colours compress well. */
export function toPng(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height)
    .png({ compressionLevel: 9, palette: true, quality: 92, effort: 10, dither: 0.6 })
    .toBuffer();
}
