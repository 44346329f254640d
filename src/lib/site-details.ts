/**
 * Copy in content may name the company's contact details by token, so that they are written once,
 * in the site constants: `{email}`, `{phone}` and `{hours}` (the days and times it is open).
 */
export interface DetailsForCopy {
  email: string;
  phone: string;
  hours: readonly { label: string; display: string; opens?: string | null }[];
}

export function openingHoursPhrase(hours: DetailsForCopy["hours"]): string {
  return hours
    .filter((slot) => slot.opens)
    .map((slot) => `${slot.label} ${slot.display}`)
    .join(" and ");
}

export function fillSiteDetails(text: string, details: DetailsForCopy): string {
  const values: Record<string, string> = { email: details.email, phone: details.phone, hours: openingHoursPhrase(details.hours) };
  return text.replace(/\{(\w+)\}/g, (token, name: string) => {
    if (!(name in values)) throw new Error(`Unknown token ${token} in copy: use {email}, {phone} or {hours}`);
    return values[name];
  });
}
