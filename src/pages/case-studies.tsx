import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CaseStudiesPage, CaseStudiesPageHead } from "../components/case-studies/CaseStudiesPage";
import { Layout } from "../components/layout/Layout";

export default function CaseStudies({ data }: PageProps<Queries.CaseStudiesQuery>) {
  const { caseStudiesPage: page, siteSettings: site, caseStudies } = data;
  if (!page || !site) throw new Error("content/pages/case-studies.json is required");
  return (
    <Layout>
      <CaseStudiesPage page={page} studies={caseStudies.nodes} bookingUrl={site.bookingUrl} bookingLabel={site.bookingLabel} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.CaseStudiesQuery>) {
  const page = data.caseStudiesPage;
  return page ? <CaseStudiesPageHead page={page} /> : null;
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
        thumbnailAlt
        thumbnail {
          childImageSharp {
            gatsbyImageData(
              width: 960
              aspectRatio: 1.7778
              breakpoints: [480, 960]
              sizes: "(min-width: 860px) 45vw, 100vw"
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP, AVIF]
            )
          }
        }
      }
    }
  }
`;
