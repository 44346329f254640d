import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useLabels, useSiteData } from "../../hooks/use-site-data";
import { LANDING_PATH, landingSectionPath } from "../../lib/routes";
import { breadcrumbs, faqPage, service as serviceJsonLd } from "../../lib/structured-data";
import { radii } from "../../styles/theme";
import { Seo } from "../layout/Seo";
import { CardGridSection } from "../sections/CardGrid";
import { ComparisonSection } from "../sections/Comparison";
import { StepsSection } from "../sections/Steps";
import { ExternalButton } from "../ui/Button";
import { ClosingCta } from "../ui/ClosingCta";
import { Picture } from "../ui/Picture";
import { AudiencesSection } from "./AudiencesSection";
import { ChecklistSection } from "./ChecklistSection";
import { FaqSection } from "./FaqSection";
import { ServiceHero } from "./ServiceHero";
import { Testimonial } from "./Testimonial";

/** The service as the page's query reads it (src/templates/service.tsx); its type is generated from that query. */
export type ServicePageData = NonNullable<Queries.ServicePageQuery["service"]>;

interface ServicePageProps {
  service: ServicePageData;
  image: IGatsbyImageData | null;
  bookingUrl: string;
  bookingLabel: string;
}

/** A service's page: its sections in order, each a component of its own. */
export function ServicePage({ service, image, bookingUrl, bookingLabel }: ServicePageProps) {
  const labels = useLabels();
  const { testimonial } = service.whoWeWorkWith;
  return (
    <>
      <ServiceHero hero={service.hero} highlights={service.highlights} bookingUrl={bookingUrl} bookingLabel={bookingLabel} />
      {service.offer ? <ChecklistSection id="offer" {...service.offer} /> : null}
      <CardGridSection id="create" {...service.whatWeCreate} tone="alt" />
      {service.typeCards ? <CardGridSection id="types" {...service.typeCards} tone="plain" /> : null}
      {service.comparison ? <ComparisonSection id="comparison" {...service.comparison} /> : null}
      {service.process ? (
        <StepsSection id="process" heading={service.process.heading} intro={service.process.intro} items={service.process.steps} />
      ) : null}
      {service.benefits ? <CardGridSection id="benefits" {...service.benefits} tone="plain" /> : null}
      <AudiencesSection
        id="who"
        heading={service.whoWeWorkWith.heading}
        intro={service.whoWeWorkWith.intro}
        items={service.whoWeWorkWith.audiences}
        aside={
          <>
            {image ? <Picture image={image} alt={service.fields.pictureAlt ?? ""} css={artwork} /> : null}
            {testimonial ? <Testimonial testimonial={testimonial} /> : null}
          </>
        }
      />
      <FaqSection id="faq" heading={labels.service.faqHeading} items={service.faq} group={`faq-${service.slug}`} />
      <ClosingCta id="closing-heading" heading={service.closing.heading} body={service.closing.body}>
        <ExternalButton href={bookingUrl} variant="onInk">
          {labels.service.getStarted}
        </ExternalButton>
      </ClosingCta>
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

const artwork = css`
  border-radius: ${radii.lg};
  aspect-ratio: 4 / 3;
`;
