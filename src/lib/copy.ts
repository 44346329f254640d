/**
 * The site's own details and facts, ready for copy: pages pass their query results through
 * `fillCopy` so that `{turnaround.film}` in a service file reads "2-4 weeks" on the page.
 */
import facts from "../../content/site/facts.json";
import site from "../../content/site/site.json";
import { fillSiteDetails, fillSiteDetailsDeep, type DetailsForCopy } from "./site-details";

export const contentDetails: DetailsForCopy = { email: site.email, phone: site.phone, hours: site.hours, facts };

export function fillCopy<T>(value: T): T {
  return fillSiteDetailsDeep(value, contentDetails);
}

/** One fact's text, for `<Fact name="…" />` in MDX. */
export function factText(name: string): string {
  return fillSiteDetails(`{${name}}`, contentDetails);
}
