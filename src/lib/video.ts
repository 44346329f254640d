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

export const VIDEO_HOSTS = ["player.vimeo.com", "vimeo.com", "vimeocdn.com", "vumbnail.com"];
