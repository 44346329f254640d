import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage, getSrc } from "gatsby-plugin-image";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { ServicePage } from "../components/service/ServicePage";
import { useSiteData } from "../hooks/use-site-data";
import { LANDING_PATH } from "../lib/routes";
import { breadcrumbs, faqPage, service as serviceJsonLd } from "../lib/structured-data";
import { fillCopy } from "../lib/copy";

export default function ServiceTemplate({ data: queryData }: PageProps<Queries.ServicePageQuery>) {
  const data = fillCopy(queryData);
  const { service, siteSettings } = data;
  if (!service || !siteSettings) throw new Error("Service page rendered without its content");
  return (
    <Layout>
      <ServicePage
        service={service}
        image={getImage(service.image?.childImageSharp?.gatsbyImageData ?? null) ?? null}
        bookingUrl={siteSettings.bookingUrl}
        bookingLabel={siteSettings.bookingLabel}
      />
    </Layout>
  );
}

export function Head({ data: queryData }: HeadProps<Queries.ServicePageQuery>) {
  const data = fillCopy(queryData);
  const { siteUrl, settings } = useSiteData();
  const service = data.service;
  if (!service) return null;
  const path = `/${service.slug}`;
  const social = service.social?.childImageSharp?.gatsbyImageData;
  return (
    <Seo
      title={service.seoTitle}
      description={service.seoDescription}
      path={path}
      image={social ? getSrc(social) : null}
      imageAlt={service.whoWeWorkWith.imageAlt}
      jsonLd={[
        serviceJsonLd(siteUrl, { name: service.name, description: service.seoDescription, path, providerName: settings.name }),
        faqPage(service.faq),
        breadcrumbs(siteUrl, [
          { name: "Home", path: LANDING_PATH },
          { name: "Services", path: `${LANDING_PATH}#services` },
          { name: service.name, path },
        ]),
      ]}
    />
  );
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
        imageAlt
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
      image {
        childImageSharp {
          gatsbyImageData(width: 640, aspectRatio: 1.3333, placeholder: DOMINANT_COLOR, formats: [AUTO, WEBP, AVIF])
        }
      }
      social: image {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
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
