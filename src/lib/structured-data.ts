/** schema.org JSON-LD builders; plain data in, plain objects out. */
import { LANDING_PATH, LOGO_IMAGE_PATH } from "./routes";
import { internationalPhone } from "./site-details";

export interface Organisation {
  name: string;
  email: string;
  /** As the site shows it; structured data gives it in international form. */
  phone: string;
  description: string;
  address: {
    streetAddress: string;
    locality: string;
    region: string;
    postcode: string;
    countryCode: string;
  };
  hours: readonly { days: readonly string[]; opens: string | null; closes: string | null }[];
  socials: readonly { url: string }[];
  geo?: { latitude: number; longitude: number } | null;
}

export function organisationId(siteUrl: string): string {
  return `${siteUrl}/#organisation`;
}

/** `image`: the full address of the company's picture (its default social image). */
export function localBusiness(siteUrl: string, org: Organisation, image: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": organisationId(siteUrl),
    name: org.name,
    description: org.description,
    url: `${siteUrl}${LANDING_PATH}`,
    logo: `${siteUrl}${LOGO_IMAGE_PATH}`,
    image,
    email: org.email,
    telephone: internationalPhone(org.phone),
    address: {
      "@type": "PostalAddress",
      streetAddress: org.address.streetAddress,
      addressLocality: org.address.locality,
      addressRegion: org.address.region,
      postalCode: org.address.postcode,
      addressCountry: org.address.countryCode,
    },
    ...(org.geo ? { geo: { "@type": "GeoCoordinates", latitude: org.geo.latitude, longitude: org.geo.longitude } } : {}),
    openingHoursSpecification: org.hours
      .filter((slot) => slot.opens && slot.closes)
      .map((slot) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: slot.days.map((day) => `https://schema.org/${day}`),
        opens: slot.opens,
        closes: slot.closes,
      })),
    areaServed: "GB",
    sameAs: org.socials.map((social) => social.url),
  };
}

export function breadcrumbs(siteUrl: string, trail: readonly { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function service(siteUrl: string, input: { name: string; description: string; path: string; providerName: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url: `${siteUrl}${input.path}`,
    provider: { "@type": "LocalBusiness", "@id": organisationId(siteUrl), name: input.providerName },
    areaServed: { "@type": "City", name: "Milton Keynes" },
  };
}

export function blogPosting(
  siteUrl: string,
  input: { title: string; description: string; path: string; image: string; publishedAt: string; publisher: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.title,
    description: input.description,
    image: input.image,
    datePublished: input.publishedAt,
    dateModified: input.publishedAt,
    mainEntityOfPage: `${siteUrl}${input.path}`,
    author: { "@type": "Organization", name: input.publisher, url: siteUrl },
    publisher: {
      "@type": "Organization",
      name: input.publisher,
      logo: { "@type": "ImageObject", url: `${siteUrl}/logo.png` },
    },
  };
}
