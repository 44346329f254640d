/** Blog rules shared by pages, the feed and tests. */

/** en-GB long date, e.g. "15 November 2018"; fixed to UTC so build and browser agree. */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(isoDate));
}

export interface Dated {
  publishedAt: string;
  title: string;
}

/** Newest first; posts published the same day keep a stable alphabetical order. */
export function sortNewestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.title.localeCompare(b.title));
}
