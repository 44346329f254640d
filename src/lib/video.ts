/** Addresses of the third-party video player and thumbnails, built from a numeric video id. */

/** Vimeo's player with do-not-track on; requested only after the visitor presses play. */
export function playerUrl(videoId: string): string {
  return `https://player.vimeo.com/video/${encodeURIComponent(videoId)}?autoplay=1&dnt=1&title=0&byline=0&portrait=0`;
}

/** Second thumbnail address, tried when a case study's own poster fails to load. */
export function fallbackThumbnailUrl(videoId: string): string {
  return `https://vumbnail.com/${encodeURIComponent(videoId)}.jpg`;
}

export const LOCAL_PLACEHOLDER_THUMBNAIL = "/case-studies/placeholder.jpg";

/**
 * Widths of a thumbnail the site serves itself: each `<name>.jpg` (960 px wide) has a
 * `<name>-480w.jpg` beside it (scripts/render-artwork.mjs writes both). Other hosts' images have none.
 */
export function thumbnailSrcSet(url: string): string | undefined {
  if (!url.startsWith("/") || !url.endsWith(".jpg")) return undefined;
  return `${url.replace(/\.jpg$/, "-480w.jpg")} 480w, ${url} 960w`;
}

export const VIDEO_HOSTS = ["player.vimeo.com", "vimeo.com", "vimeocdn.com", "vumbnail.com"];
