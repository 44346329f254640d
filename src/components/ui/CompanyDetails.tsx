import { useSiteData } from "../../hooks/use-site-data";
import { mailtoHref, openingHoursPhrase, telHref } from "../../lib/site-details";

/**
 * The company's details for MDX copy (legal pages), read from the site constants so that a
 * change of phone number, address or name there reaches every page.
 */
export function LegalName() {
  return <>{useSiteData().settings.legalName}</>;
}

export function ShortName() {
  return <>{useSiteData().settings.shortName}</>;
}

/** The company's email address as a link that writes to it. */
export function EmailLink({ email }: { email: string }) {
  return <a href={mailtoHref(email)}>{email}</a>;
}

/** The company's phone number as a link that calls it. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}

export function CompanyEmail() {
  return <EmailLink email={useSiteData().settings.email} />;
}

export function CompanyPhone() {
  return <PhoneLink phone={useSiteData().settings.phone} />;
}

export function CompanyAddress() {
  const { address } = useSiteData().settings;
  return <>{[address.streetAddress, address.locality, address.postcode, address.country].join(", ")}</>;
}

/** Opening hours as a phrase: "Monday - Friday 9:00 AM - 6:00 PM and Saturday 10:00 AM - 4:00 PM". */
export function CompanyHours() {
  return <>{openingHoursPhrase(useSiteData().settings.hours)}</>;
}

/** The site's host name as a visitor types it, e.g. www.gridlinefilms.co.uk. */
export function SiteHost() {
  return <>{new URL(useSiteData().siteUrl).host}</>;
}

/** The registrable domain, as browsers list it among stored site data, e.g. gridlinefilms.co.uk. */
export function SiteDomain() {
  return <>{new URL(useSiteData().siteUrl).host.replace(/^www\./, "")}</>;
}

/** A company fact from content/site/facts.json, e.g. `<Fact name="turnaround.film" />` reads "2-4 weeks". */
export function Fact({ name }: { name: string }) {
  const fact = useSiteData().facts[name];
  if (fact === undefined) throw new Error(`<Fact name="${name}" /> names no fact in content/site/facts.json`);
  return <>{fact}</>;
}

export const companyDetailComponents = {
  LegalName,
  ShortName,
  CompanyEmail,
  CompanyPhone,
  CompanyAddress,
  CompanyHours,
  SiteHost,
  SiteDomain,
  Fact,
};
