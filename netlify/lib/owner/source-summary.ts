/**
 * How many enquiries each page and campaign brought in the last 30 and 90 days: counts only, for
 * the owner inbox's sources page. Spam is not counted (it lives apart and is never listed here).
 */
import { describeCampaign, type EnquirySource } from "../../../src/lib/enquiry-source";
import type { StoredContactMessage } from "../contact/message-store";

export const SUMMARY_PERIODS_DAYS = [30, 90] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

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

const labelOf: Record<SummaryDimension, (source: EnquirySource | undefined) => string> = {
  page: (source) => source?.page ?? NOT_RECORDED.page,
  landingPage: (source) => source?.landingPage ?? NOT_RECORDED.landingPage,
  referrerHost: (source) => source?.referrerHost ?? NOT_RECORDED.referrerHost,
  campaign: (source) => describeCampaign(source?.campaign) ?? NOT_RECORDED.campaign,
};

/** Counts per page, landing page, referring site and campaign; busiest first, then by name. */
export function summariseSources(messages: readonly StoredContactMessage[], now: Date): SourceSummary {
  const ages = messages.map((message) => now.getTime() - Date.parse(message.receivedAt));
  const inPeriod = (age: number, days: number) => age >= 0 && age < days * DAY_MS;
  const totals = SUMMARY_PERIODS_DAYS.map((days) => ages.filter((age) => inPeriod(age, days)).length);

  const dimensions = Object.keys(labelOf) as SummaryDimension[];
  const rows = Object.fromEntries(
    dimensions.map((dimension) => {
      const counts = new Map<string, number[]>();
      messages.forEach((message, index) => {
        const periods = SUMMARY_PERIODS_DAYS.map((days) => (inPeriod(ages[index], days) ? 1 : 0));
        if (!periods.some(Boolean)) return;
        const label = labelOf[dimension](message.source);
        const sum = counts.get(label) ?? SUMMARY_PERIODS_DAYS.map(() => 0);
        counts.set(
          label,
          sum.map((count, period) => count + periods[period]),
        );
      });
      const sorted = [...counts.entries()]
        .map(([label, periodCounts]) => ({ label, counts: periodCounts }))
        .sort((a, b) => b.counts.at(-1)! - a.counts.at(-1)! || b.counts[0] - a.counts[0] || a.label.localeCompare(b.label));
      return [dimension, sorted];
    }),
  ) as Record<SummaryDimension, SummaryRow[]>;
  return { totals, rows };
}
