/**
 * How many enquiries each page and campaign brought in the last 30 and 90 days: counts only, for
 * the owner inbox's sources page. Spam is not counted (it lives apart and is never listed here).
 */
import { describeCampaign, type EnquirySource } from "../../../src/lib/enquiry-source";
import type { SourceGroup } from "../contact/enquiry-counts";

/** The periods counted, in days; the database counts each source's enquiries in both (MessageStore.sourceGroups). */
export const SUMMARY_PERIODS_DAYS = [30, 90] as const;

/** What an enquiry without the part being counted is listed as. */
export const NOT_RECORDED = {
  page: "Not recorded",
  landingPage: "Not known",
  referrerHost: "No other site",
  campaign: "No campaign",
} as const;

export type SummaryDimension = keyof typeof NOT_RECORDED;

export interface SummaryRow {
  label: string;
  /** Enquiries in each period of SUMMARY_PERIODS_DAYS, in the same order. */
  counts: number[];
}

export interface SourceSummary {
  totals: number[];
  rows: Record<SummaryDimension, SummaryRow[]>;
}

const labelOf: Record<SummaryDimension, (source: EnquirySource | null) => string> = {
  page: (source) => source?.page ?? NOT_RECORDED.page,
  landingPage: (source) => source?.landingPage ?? NOT_RECORDED.landingPage,
  referrerHost: (source) => source?.referrerHost ?? NOT_RECORDED.referrerHost,
  campaign: (source) => describeCampaign(source?.campaign) ?? NOT_RECORDED.campaign,
};

/**
 * Counts per page, landing page, referring site and campaign, busiest first, then by name: the
 * database's counts of each distinct source, folded by each part of it.
 */
export function summariseSources(groups: readonly SourceGroup[]): SourceSummary {
  const countsOf = (group: SourceGroup) => group.counts;
  const totals = SUMMARY_PERIODS_DAYS.map((_, period) => groups.reduce((sum, group) => sum + countsOf(group)[period], 0));
  const dimensions = Object.keys(labelOf) as SummaryDimension[];
  const rows = Object.fromEntries(
    dimensions.map((dimension) => {
      const counts = new Map<string, number[]>();
      for (const group of groups) {
        const label = labelOf[dimension](group.source);
        const sum = counts.get(label) ?? SUMMARY_PERIODS_DAYS.map(() => 0);
        counts.set(
          label,
          sum.map((count, period) => count + countsOf(group)[period]),
        );
      }
      const sorted = [...counts.entries()]
        .map(([label, periodCounts]) => ({ label, counts: periodCounts }))
        .sort((a, b) => b.counts.at(-1)! - a.counts.at(-1)! || b.counts[0] - a.counts[0] || a.label.localeCompare(b.label));
      return [dimension, sorted];
    }),
  ) as Record<SummaryDimension, SummaryRow[]>;
  return { totals, rows };
}
