import { css } from "@emotion/react";
import { useSiteData } from "../../hooks/use-site-data";
import { CASE_STUDIES_PATH, CONTACT_FORM_PATH, LANDING_PATH } from "../../lib/routes";
import { breadcrumbs } from "../../lib/structured-data";
import { container, eyebrowText } from "../../styles/patterns";
import { colors, fontSizes, space, widths } from "../../styles/theme";
import { Seo } from "../layout/Seo";
import { ButtonLink, ExternalButton } from "../ui/Button";
import { ClosingCta } from "../ui/ClosingCta";
import { Section } from "../ui/Section";
import { island } from "../../hydration/island";

/**
 * The films open in native dialogs; script puts the player in the dialog and replaces a thumbnail
 * that fails to load, so the list hydrates when the visitor touches it or a thumbnail fails.
 */
const CaseStudyList = island(
  () => import(/* webpackChunkName: "island-case-studies" */ "./CaseStudyList"),
  "CaseStudyList",
  "when-touched",
);

export type CaseStudiesCopy = NonNullable<Queries.CaseStudiesQuery["caseStudiesPage"]>;
type CaseStudies = Queries.CaseStudiesQuery["caseStudies"]["nodes"];

interface CaseStudiesPageProps {
  page: CaseStudiesCopy;
  studies: CaseStudies;
  bookingUrl: string;
  bookingLabel: string;
}

/** The case studies page: a dark hero with the booking button, the stories, and a closing call to action. */
export function CaseStudiesPage({ page, studies, bookingUrl, bookingLabel }: CaseStudiesPageProps) {
  return (
    <>
      <section css={hero} aria-labelledby="case-studies-heading">
        <div css={container}>
          <p css={eyebrow}>{page.eyebrow}</p>
          <h1 id="case-studies-heading">{page.heading}</h1>
          <p css={intro}>{page.intro}</p>
          <ExternalButton href={bookingUrl}>{bookingLabel}</ExternalButton>
        </div>
      </section>
      <Section>
        <CaseStudyList studies={studies} />
      </Section>
      <ClosingCta id="success-heading" heading={page.closingHeading} body={page.closingBody}>
        <ButtonLink to={CONTACT_FORM_PATH} variant="onInk">
          {page.closingButton}
        </ButtonLink>
      </ClosingCta>
    </>
  );
}

export function CaseStudiesPageHead({ page }: { page: CaseStudiesCopy }) {
  const { siteUrl, labels } = useSiteData();
  return (
    <Seo
      title={page.seoTitle}
      description={page.seoDescription}
      path={CASE_STUDIES_PATH}
      jsonLd={[
        breadcrumbs(siteUrl, [
          { name: labels.breadcrumbs.home, path: LANDING_PATH },
          { name: page.heading, path: CASE_STUDIES_PATH },
        ]),
      ]}
    />
  );
}

const hero = css`
  padding-block: ${space["3xl"]};
  background: ${colors.ink};
  color: ${colors.onInkMuted};
  h1 {
    color: ${colors.onInk};
    font-size: ${fontSizes.display};
  }
`;

const eyebrow = eyebrowText(true);

const intro = css`
  max-width: ${widths.prose};
  font-size: ${fontSizes.lg};
  margin-bottom: ${space.xl};
`;
