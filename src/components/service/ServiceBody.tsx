import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useLabels } from "../../hooks/use-site-data";
import { radii } from "../../styles/theme";
import { CardGridSection } from "../sections/CardGrid";
import { ComparisonSection } from "../sections/Comparison";
import { StepsSection } from "../sections/Steps";
import { ExternalButton } from "../ui/Button";
import { ClosingCta } from "../ui/ClosingCta";
import { Picture } from "../ui/Picture";
import { AudiencesSection } from "./AudiencesSection";
import { ChecklistSection } from "./ChecklistSection";
import { FaqSection } from "./FaqSection";
import { Testimonial } from "./Testimonial";
import type { ServicePageData } from "./service-page-data";

interface ServiceBodyProps {
  service: ServicePageData;
  image: IGatsbyImageData | null;
  bookingUrl: string;
}

/** A service page's sections after its hero, in order: links, `<details>` and pictures, all working as HTML. */
export function ServiceBody({ service, image, bookingUrl }: ServiceBodyProps) {
  const labels = useLabels();
  const { testimonial } = service.whoWeWorkWith;
  return (
    <>
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

const artwork = css`
  border-radius: ${radii.lg};
  aspect-ratio: 4 / 3;
`;
