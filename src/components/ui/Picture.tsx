import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * A `<picture>` built from gatsby-plugin-image's processed sources (AVIF, WebP, JPEG), painted
 * as soon as it arrives. GatsbyImage hides its image until script has run, so the browser never
 * counts it as the largest paint; this is for the one image that should be, the landing hero's.
 */
export function Picture({ image, className }: { image: IGatsbyImageData; className?: string }) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt=""
        decoding="async"
        fetchPriority="high"
      />
    </picture>
  );
}

/** A preload of the source the browser will pick from the picture: the first format, at the same sizes. */
export function PicturePreload({ image }: { image: IGatsbyImageData }) {
  const [preferred] = image.images.sources ?? [];
  const source = preferred ?? image.images.fallback;
  if (!source) return null;
  return (
    <link
      rel="preload"
      as="image"
      imageSrcSet={source.srcSet}
      imageSizes={source.sizes}
      type={preferred?.type}
      fetchPriority="high"
    />
  );
}
