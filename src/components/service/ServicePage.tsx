import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useSiteData } from "../../hooks/use-site-data";
import { island } from "../../hydration/island";
import { LANDING_PATH, landingSectionPath } from "../../lib/routes";
import { breadcrumbs, faqPage, service as serviceJsonLd } from "../../lib/structured-data";
import { Seo } from "../layout/Seo";
import type { ServicePageData } from "./service-page-data";

/**
 * The hero's film opens in a native dialog; script only puts the player in it, so the hero waits
 * for the visitor's touch. Everything after it works as HTML, so its code never reaches a browser
 * that has the page.
 */
const ServiceHero = island(() => import(/* webpackChunkName: "island-service-hero" */ "./ServiceHero"), "ServiceHero", "when-touched");
const ServiceBody = island(() => import(/* webpackChunkName: "island-service-body" */ "./ServiceBody"), "ServiceBody", "never");

interface ServicePageProps {
  service: ServicePageData;
  image: IGatsbyImageData | null;
  bookingUrl: string;
  bookingLabel: string;
}

/** A service's page: its hero, then its sections in order, each a component of its own. */
export function ServicePage({ service, image, bookingUrl, bookingLabel }: ServicePageProps) {
  return (
    <>
      <ServiceHero hero={service.hero} highlights={service.highlights} bookingUrl={bookingUrl} bookingLabel={bookingLabel} />
      <ServiceBody service={service} image={image} bookingUrl={bookingUrl} />
    </>
  );
}

/** The service page's Head tags: its title, social picture, and structured data for the service, its questions and its trail. */
export function ServicePageHead({
  service,
  path,
  socialImage,
}: {
  service: ServicePageData & { seoTitle: string; seoDescription: string };
  path: string;
  socialImage: string | null;
}) {
  const { siteUrl, settings, labels } = useSiteData();
  return (
    <Seo
      title={service.seoTitle}
      description={service.seoDescription}
      path={path}
      image={socialImage}
      imageAlt={service.fields.pictureAlt}
      jsonLd={[
        serviceJsonLd(siteUrl, { name: service.name, description: service.seoDescription, path, providerName: settings.name }),
        faqPage(service.faq),
        breadcrumbs(siteUrl, [
          { name: labels.breadcrumbs.home, path: LANDING_PATH },
          { name: labels.breadcrumbs.services, path: landingSectionPath("services") },
          { name: service.name, path },
        ]),
      ]}
    />
  );
}
