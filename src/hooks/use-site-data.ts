import { graphql, useStaticQuery } from "gatsby";
import { fillCopy } from "../lib/copy";

/**
 * The data every page's chrome needs (header, footer, Head tags). The one place outside
 * templates that queries, as static queries are how Gatsby gives shared layout data.
 */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteSettings {
        name
        shortName
        legalName
        strapline
        description
        email
        phone
        phoneInternational
        address {
          streetAddress
          locality
          region
          postcode
          country
          countryCode
        }
        hours {
          label
          days
          opens
          closes
          display
        }
        bookingUrl
        bookingLabel
        socials {
          name
          url
          icon
        }
        geo {
          latitude
          longitude
        }
        areaServed
      }
      navigation {
        header {
          id
          name
          href
        }
        servicesLabel
        industriesLabel
        getStartedLabel
        footerQuickLinks {
          id
          name
          href
        }
        legal {
          id
          name
          href
        }
        footer {
          about
          servicesHeading
          industriesHeading
          quickLinksHeading
          newsletterHeading
          newsletterBody
          newsletterButton
          bookingHeading
          bookingBody
          copyright
        }
      }
      services: allService(sort: { order: ASC }) {
        nodes {
          slug
          name
          inServicesMenu
          fields {
            path
          }
        }
      }
      industries: allIndustry(sort: { order: ASC }) {
        nodes {
          slug
          title
        }
      }
    }
  `);
  if (!data.siteSettings || !data.navigation || !data.site?.siteMetadata?.siteUrl) {
    throw new Error("content/site/site.json and content/site/navigation.json are required");
  }
  return fillCopy({
    siteUrl: data.site.siteMetadata.siteUrl,
    settings: data.siteSettings,
    navigation: data.navigation,
    services: data.services.nodes,
    industries: data.industries.nodes,
  });
}

export type SiteData = ReturnType<typeof useSiteData>;
