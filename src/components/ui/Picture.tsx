import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Ref } from "react";

interface PictureProps {
  /** Sources processed at build by gatsby-plugin-image (AVIF, WebP and a JPEG or PNG fallback). */
  image: IGatsbyImageData;
  alt: string;
  /** The largest image of a page loads at once and first; every other waits until it is near view. */
  priority?: boolean;
  className?: string;
  /**
   * Shown only in windows at least this many pixels wide: narrower ones pick an empty source, so
   * they download nothing (hide the image there with CSS as well).
   */
  fromWidth?: number;
  /** For a picture with a fallback of its own: the image element, and what to do when it cannot be loaded. */
  imgRef?: Ref<HTMLImageElement>;
  onError?: () => void;
  testId?: string;
}

/** The smallest valid image (a transparent 1x1 GIF), picked where a picture is not shown. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * The width and height attributes, in whole pixels as HTML wants them. A full-width image's data
 * gives only its shape (1 by 0.5625); its widest file gives the pixels.
 */
function intrinsicSize(image: IGatsbyImageData): { width: number; height: number } {
  if (image.layout !== "fullWidth") return { width: image.width, height: image.height };
  const widths = [...(image.images.fallback?.srcSet ?? "").matchAll(/\s(\d+)w(?:,|$)/g)].map((match) => Number(match[1]));
  const width = widths.length > 0 ? Math.max(...widths) : 1000;
  return { width, height: Math.round((width * image.height) / image.width) };
}

const narrowerThan = (width: number) => `(max-width: ${width - 0.02}px)`;

/**
 * A native `<picture>` of gatsby-plugin-image's processed sources. The plugin's own component
 * keeps each image hidden until a 70 KB script chunk has swapped its sources in; the browser does
 * all of that itself (format choice, lazy loading, decoding), so this paints images as they
 * arrive and ships no script. The width and height attributes reserve the space, so nothing moves.
 */
export function Picture({ image, alt, priority = false, className, fromWidth, imgRef, onError, testId }: PictureProps) {
  const { fallback, sources = [] } = image.images;
  const { width, height } = intrinsicSize(image);
  return (
    <picture>
      {/* Described by width, as the other sources are: the HTML checker reads every source of a picture that way. */}
      {fromWidth ? <source media={narrowerThan(fromWidth)} srcSet={`${NOTHING} 1w`} sizes="1px" /> : null}
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        ref={imgRef}
        onError={onError}
        data-testid={testId}
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchpriority={priority ? "high" : undefined}
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
      />
    </picture>
  );
}

/** A preload of the source the browser will pick from the picture: the first format, at the same sizes. */
export function PicturePreload({ image, fromWidth }: { image: IGatsbyImageData; fromWidth?: number }) {
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
      media={fromWidth ? `(min-width: ${fromWidth}px)` : undefined}
      fetchpriority="high"
    />
  );
}
