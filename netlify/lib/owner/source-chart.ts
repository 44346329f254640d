/**
 * The Sources page's picture: enquiries per week over the last 12 months, stacked by the kind of
 * source that brought them (search, social, campaign, referral, direct). Drawn on the server as
 * SVG inside the page, so it needs no script and the page's policy (no script at all) stays as it
 * is; colours come from the page's own stylesheet by class.
 */
import { escapeHtml } from "../common/escape";
import type { WeekGroup } from "../contact/enquiry-counts";

/** Weeks shown: the last 12 months. */
export const CHART_WEEKS = 52;

export const SOURCE_KINDS = ["search", "social", "campaign", "referral", "direct"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

const KIND_LABELS: Record<SourceKind, string> = {
  search: "Search",
  social: "Social",
  campaign: "Campaign",
  referral: "Other sites",
  direct: "Direct or not known",
};

/** Search engines and social networks by a label of their host (`www.google.co.uk`, `l.facebook.com`, `lnkd.in`). */
const SEARCH_HOST = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|qwant|startpage|search\.brave)\.[a-z.]+$/i;
const SOCIAL_HOST =
  /(^|\.)(linkedin\.com|lnkd\.in|facebook\.com|fb\.me|instagram\.com|t\.co|twitter\.com|x\.com|youtube\.com|youtu\.be|tiktok\.com|pinterest\.[a-z.]+|reddit\.com|threads\.net|bsky\.app)$/i;

/** The kind of source: a campaign's tags first, then the referring site, else direct. */
export function sourceKindOf(referrerHost: string | undefined, campaign: boolean): SourceKind {
  if (campaign) return "campaign";
  if (!referrerHost) return "direct";
  if (SEARCH_HOST.test(referrerHost)) return "search";
  if (SOCIAL_HOST.test(referrerHost)) return "social";
  return "referral";
}

export interface WeeklyKinds {
  /** The Mondays (UTC) the weeks start on, oldest first, `YYYY-MM-DD`. */
  weeks: string[];
  /** Enquiries of each kind in each week, in the order of `weeks`. */
  counts: Record<SourceKind, number[]>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week `date` is in. */
const mondayOf = (date: Date) => {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
};

/** The database's counts by week and source, as the chart's weeks (the last `CHART_WEEKS`, this one included) by kind. */
export function weeklyKinds(groups: readonly WeekGroup[], now: Date): WeeklyKinds {
  const thisWeek = mondayOf(now).getTime();
  const weeks = Array.from({ length: CHART_WEEKS }, (_, index) =>
    new Date(thisWeek - (CHART_WEEKS - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
  const position = new Map(weeks.map((week, index) => [week, index]));
  const counts = Object.fromEntries(SOURCE_KINDS.map((kind) => [kind, weeks.map(() => 0)])) as Record<SourceKind, number[]>;
  for (const group of groups) {
    const index = position.get(group.week);
    if (index !== undefined) counts[sourceKindOf(group.referrerHost, group.campaign)][index] += group.count;
  }
  return { weeks, counts };
}

/** The chart's colours, by class, for the page's stylesheet. */
export const SOURCE_CHART_STYLE = `
.chart{margin:0 0 2rem;background:#fff;border-radius:10px;padding:1rem}
.chart svg{display:block;width:100%;height:auto}
.chart text{font-size:11px;fill:#4a5568}
.chart .axis{stroke:#dde3ec}
.kind-search{fill:#1f4e8c}.kind-social{fill:#e8734a}.kind-campaign{fill:#2f855a}.kind-referral{fill:#805ad5}.kind-direct{fill:#a0aec0}
.legend{display:flex;flex-wrap:wrap;gap:0.25rem 1.25rem;list-style:none;padding:0;margin:0.75rem 0 0;font-size:0.875rem}
.legend svg{display:inline;width:0.8rem;height:0.8rem;vertical-align:-0.05rem;margin-right:0.35rem}
`;

const WIDTH = 720;
const HEIGHT = 220;
const LEFT = 36;
const BOTTOM = 24;
const TOP = 8;
const monthName = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" });

/** A round top for the scale: 1, 2 or 5 times a power of ten, at least the highest week. */
function scaleTop(highest: number): number {
  if (highest <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(highest));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= highest)!;
}

/** The chart as a figure: the SVG, then a legend with each kind's total over the 12 months. */
export function sourceChart({ weeks, counts }: WeeklyKinds): string {
  const totals = weeks.map((_, index) => SOURCE_KINDS.reduce((sum, kind) => sum + counts[kind][index], 0));
  const top = scaleTop(Math.max(0, ...totals));
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const step = (WIDTH - LEFT) / weeks.length;
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const bars = weeks
    .map((week, index) => {
      let base = 0;
      return SOURCE_KINDS.filter((kind) => counts[kind][index] > 0)
        .map((kind) => {
          const value = counts[kind][index];
          const rect = `<rect class="kind-${kind}" x="${(LEFT + index * step + 1).toFixed(1)}" y="${y(base + value).toFixed(1)}" width="${(step - 2).toFixed(1)}" height="${((value / top) * plotHeight).toFixed(1)}"><title>${escapeHtml(`Week of ${week}: ${value} ${KIND_LABELS[kind].toLowerCase()}`)}</title></rect>`;
          base += value;
          return rect;
        })
        .join("");
    })
    .join("");
  const months = weeks
    .map((week, index) => ({ week, index }))
    .filter(({ week, index }) => index > 0 && week.slice(5, 7) !== weeks[index - 1].slice(5, 7))
    .map(
      ({ week, index }) =>
        `<text x="${(LEFT + index * step).toFixed(1)}" y="${HEIGHT - 6}">${escapeHtml(monthName.format(new Date(`${week}T00:00:00Z`)))}</text>`,
    )
    .join("");
  const scale = [0, top / 2, top]
    .map(
      (value) =>
        `<line class="axis" x1="${LEFT}" x2="${WIDTH}" y1="${y(value)}" y2="${y(value)}"/><text x="0" y="${y(value) + 4}">${value}</text>`,
    )
    .join("");
  const kindTotals = SOURCE_KINDS.map((kind) => [kind, counts[kind].reduce((sum, count) => sum + count, 0)] as const);
  const description = kindTotals.map(([kind, total]) => `${KIND_LABELS[kind]}: ${total}`).join(", ");
  const legend = kindTotals
    .map(
      ([kind, total]) =>
        `<li><svg aria-hidden="true" viewBox="0 0 10 10"><rect class="kind-${kind}" width="10" height="10"/></svg>${escapeHtml(KIND_LABELS[kind])}: ${total}</li>`,
    )
    .join("");
  return `<figure class="chart"><figcaption><strong>Enquiries per week over the last 12 months, by kind of source</strong></figcaption><svg role="img" aria-labelledby="chart-title" viewBox="0 0 ${WIDTH} ${HEIGHT}"><title id="chart-title">${escapeHtml(`Enquiries per week since the week of ${weeks[0]}. ${description}.`)}</title>${scale}${bars}${months}</svg><ul class="legend">${legend}</ul></figure>`;
}
