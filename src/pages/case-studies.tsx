import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CaseStudyList } from "../components/case-studies/CaseStudyList";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { ButtonLink, ExternalButton } from "../components/ui/Button";
import { ClosingCta } from "../components/ui/ClosingCta";
import { Section, container } from "../components/ui/Section";
import { useSiteData } from "../hooks/use-site-data";
import { CASE_STUDIES_PATH, CONTACT_FORM_PATH, LANDING_PATH } from "../lib/routes";
import { breadcrumbs } from "../lib/structured-data";
import { colors, fontSizes, space } from "../styles/theme";
import { fillCopy } from "../lib/copy";

export default function CaseStudiesPage({ data: queryData }: PageProps<Queries.CaseStudiesQuery>) {
  const data = fillCopy(queryData);
  const page = data.caseStudiesPage;
  const site = data.siteSettings;
  if (!page || !site) throw new Error("content/pages/case-studies.json is required");
  return (
    <Layout>
      <section css={hero} aria-labelledby="case-studies-heading">
        <div css={container}>
          <p css={eyebrow}>{page.eyebrow}</p>
          <h1 id="case-studies-heading">{page.heading}</h1>
          <p css={intro}>{page.intro}</p>
          <ExternalButton href={site.bookingUrl}>{site.bookingLabel}</ExternalButton>
        </div>
      </section>
      <Section>
        <CaseStudyList studies={data.caseStudies.nodes} />
      </Section>
      <ClosingCta id="success-heading" heading={page.closingHeading} body={page.closingBody}>
        <ButtonLink to={CONTACT_FORM_PATH} variant="onInk">
          {page.closingButton}
        </ButtonLink>
      </ClosingCta>
    </Layout>
  );
}

export function Head({ data: queryData }: HeadProps<Queries.CaseStudiesQuery>) {
  const data = fillCopy(queryData);
  const { siteUrl } = useSiteData();
  const page = data.caseStudiesPage;
  if (!page) return null;
  return (
    <Seo
      title={page.seoTitle}
      description={page.seoDescription}
      path={CASE_STUDIES_PATH}
      jsonLd={[breadcrumbs(siteUrl, [{ name: "Home", path: LANDING_PATH }, { name: page.heading, path: CASE_STUDIES_PATH }])]}
    />
  );
}

export const query = graphql`
  query CaseStudies {
    caseStudiesPage {
      seoTitle
      seoDescription
      eyebrow
      heading
      intro
      closingHeading
      closingBody
      closingButton
    }
    siteSettings {
      bookingUrl
      bookingLabel
    }
    caseStudies: allCaseStudy {
      nodes {
        company
        sector
        description
        testimonial
        author
        companyTitle
        videoId
        videoTitle
        thumbnailUrl
      }
    }
  }
`;

const hero = css`
  padding-block: ${space["3xl"]};
  background: ${colors.ink};
  color: ${colors.onInkMuted};
  h1 {
    color: ${colors.onInk};
    font-size: ${fontSizes.display};
  }
`;

const eyebrow = css`
  font-size: ${fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.accentOnInk};
`;

const intro = css`
  max-width: 44rem;
  font-size: ${fontSizes.lg};
  margin-bottom: ${space.xl};
`;
