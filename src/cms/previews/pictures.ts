import type { IGatsbyImageData } from "gatsby-plugin-image";

/** Turns an image path as an entry names it into an address the preview frame can load. */
export interface PreviewAssets {
  assetUrl(path: string): string;
}

/** What a page query asks gatsby-plugin-image for (`gatsbyImageData(width: 640, aspectRatio: 1.3333)`), as far as a preview draws it. */
export interface PictureBox {
  layout?: unknown;
  width?: unknown;
  height?: unknown;
  aspectRatio?: unknown;
}

/**
 * A picture of the author's file in the box the page query asks for (cropped to cover it and
 * centred, as sharp crops by default, by the frame's stylesheet: PREVIEW_PICTURE_CSS). A box of
 * a height alone (a client logo) keeps the file's own proportions: the file is drawn as it is.
 */
export function previewPicture(address: string, box: PictureBox): IGatsbyImageData | null {
  const number = (value: unknown) => (typeof value === "number" && value > 0 ? value : undefined);
  const ratio = number(box.aspectRatio);
  const width = number(box.width) ?? (ratio && number(box.height) ? Math.round((number(box.height) ?? 0) * ratio) : undefined);
  const height = number(box.height) ?? (ratio && width ? Math.round(width / ratio) : undefined);
  if (!width || !height) return null;
  const layout = box.layout === "FIXED" ? "fixed" : box.layout === "FULL_WIDTH" ? "fullWidth" : "constrained";
  return { layout, width, height, images: { fallback: { src: address } } };
}

/** The crop sharp makes at build (cover, centred), made by the browser for a file drawn as it is. */
export const PREVIEW_PICTURE_CSS = "picture > img { object-fit: cover; object-position: center; }";
