/**
 * An enquiry's source as the owner reads it, in the email, the inbox and the CSV: one label and
 * value per known part, in the same order everywhere.
 */
import { describeCampaign, type EnquirySource } from "../../../src/lib/enquiry-source";

export const SOURCE_LABELS = {
  page: "Sent from page",
  landingPage: "Visit began on",
  referrerHost: "Referred by",
  campaign: "Campaign",
} as const;

/** The source's rows, leaving out what is not known. */
export function describeSource(source: EnquirySource | null | undefined): [string, string][] {
  if (!source) return [];
  const values: [string, string | undefined][] = [
    [SOURCE_LABELS.page, source.page],
    [SOURCE_LABELS.landingPage, source.landingPage],
    [SOURCE_LABELS.referrerHost, source.referrerHost],
    [SOURCE_LABELS.campaign, describeCampaign(source.campaign)],
  ];
  return values.filter((row): row is [string, string] => Boolean(row[1]));
}
