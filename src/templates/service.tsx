import { graphql, type HeadProps, type PageProps } from "gatsby";
import { imageSrc } from "../lib/images";
import { Layout } from "../components/layout/Layout";
import { ServicePage, ServicePageHead } from "../components/service/ServicePage";

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const { service, siteSettings } = data;
  if (!service || !siteSettings) throw new Error("Service page rendered without its content");
  return (
    <Layout>
      <ServicePage
        service={service}
        image={service.fields.picture?.childImageSharp?.gatsbyImageData ?? null}
        bookingUrl={siteSettings.bookingUrl}
        bookingLabel={siteSettings.bookingLabel}
      />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.ServicePageQuery>) {
  const service = data.service;
  if (!service) return null;
  const social = service.fields.picture?.childImageSharp?.social;
  return <ServicePageHead service={service} path={service.fields.path} socialImage={social ? (imageSrc(social) ?? null) : null} />;
}

export const query = graphql`
  query ServicePage($id: String!) {
    siteSettings {
      bookingUrl
      bookingLabel
    }
    service(id: { eq: $id }) {
      slug
      name
      seoTitle
      seoDescription
      hero {
        eyebrow
        headline
        intro
        bookingButton
        videoId
        videoTitle
        videoOrientation
      }
      highlights {
        value
        label
      }
      offer {
        heading
        intro
        items
      }
      whatWeCreate {
        ...ServiceCardList
      }
      typeCards {
        ...ServiceCardList
      }
      comparison {
        heading
        intro
        traditional {
          label
          duration
          points
        }
        enhanced {
          label
          duration
          points
        }
      }
      process {
        heading
        intro
        steps {
          title
          description
          icon
        }
      }
      benefits {
        ...ServiceCardList
      }
      whoWeWorkWith {
        heading
        intro
        audiences {
          title
          description
        }
        testimonial {
          quote
          author
          role
          organisation
          sample
        }
      }
      faq {
        id
        question
        answer
      }
      closing {
        heading
        body
      }
      fields {
        path
        pictureAlt
        picture {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.3333, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
            social: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
          }
        }
      }
    }
  }

  fragment ServiceCardList on CardList {
    heading
    intro
    items {
      title
      description
      icon
    }
  }
`;
