import type { IGatsbyImageData } from "gatsby-plugin-image";

/** The address of a processed image's fallback file, for tags that name one file (social cards). */
export function imageSrc(image: IGatsbyImageData): string | undefined {
  return image.images.fallback?.src;
}
