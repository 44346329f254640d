import type { IGatsbyImageData } from "gatsby-plugin-image";

/** Turns an image path as an entry names it into an address the preview frame can load. */
export interface PreviewAssets {
  assetUrl(path: string): string;
}

/**
 * The boxes the page queries ask gatsby-plugin-image for (width and aspect ratio, cropped to cover
 * and centred, as sharp crops by default). The preview draws the author's own file in the same
 * box, and the frame's stylesheet (PREVIEW_PICTURE_CSS) crops it as sharp will.
 */
export const PICTURE_BOXES = {
  /** src/templates/service.tsx: `gatsbyImageData(width: 640, aspectRatio: 1.3333)` */
  service: { width: 640, aspectRatio: 1.3333 },
  /** src/pages/video-production-milton-keynes.tsx: the industries' `gatsbyImageData(width: 640, aspectRatio: 1.6)` */
  industry: { width: 640, aspectRatio: 1.6 },
  /** src/pages/case-studies.tsx: `gatsbyImageData(width: 960, aspectRatio: 1.7778)` */
  caseStudy: { width: 960, aspectRatio: 1.7778 },
  /** src/templates/blog-post.tsx: `hero: gatsbyImageData(width: 1104, aspectRatio: 1.905)` */
  article: { width: 1104, aspectRatio: 1.905 },
  /** src/templates/blog-index.tsx: an article's card, `gatsbyImageData(width: 480, aspectRatio: 1.905)` */
  card: { width: 480, aspectRatio: 1.905 },
} as const;

export type PictureBox = (typeof PICTURE_BOXES)[keyof typeof PICTURE_BOXES];

/**
 * The pictures of an entry other than the one being edited: the built site's, which went through
 * the image pipeline (no address here, so the mappers take the built picture). Asking the editor
 * for other entries' files would also keep it loading pictures, and while it loads, the form's
 * fields drop keystrokes.
 */
export const BUILT_PICTURES: PreviewAssets = { assetUrl: () => "" };

/** A picture of the author's file, in the box the page gives it. */
export function previewPicture(address: string, box: PictureBox): IGatsbyImageData {
  return {
    layout: "constrained",
    width: box.width,
    height: Math.round(box.width / box.aspectRatio),
    images: { fallback: { src: address } },
  };
}

/** The crop sharp makes at build (cover, centred), made by the browser for a file drawn as it is. */
export const PREVIEW_PICTURE_CSS = "picture > img { object-fit: cover; object-position: center; }";
