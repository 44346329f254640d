import { graphql, useStaticQuery } from "gatsby";
import { getSrc } from "gatsby-plugin-image";
import type labelsFile from "../../content/site/labels.json";
import { fillCopy } from "../lib/copy";

/** The interface labels, shaped as content/site/labels.json is: every label is required. */
export type InterfaceLabels = typeof labelsFile;

/** Checks that the query returned every label (none missing from the file), so the type holds. */
function completeLabels(labels: unknown, at = "labels"): InterfaceLabels {
  if (labels === null || labels === undefined) throw new Error(`content/site/labels.json is missing ${at}`);
  if (typeof labels === "object") for (const [key, value] of Object.entries(labels)) completeLabels(value, `${at}.${key}`);
  return labels as InterfaceLabels;
}

/**
 * The data every page's chrome needs (header, footer, Head tags, interface labels). The one place outside
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
        linkedInConversions {
          lead
          booking
        }
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
        socialImageAlt
        socialImage {
          childImageSharp {
            gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
          }
        }
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
      labels: interfaceLabels {
        opensInNewTab
        layout {
          skipToContent
          homeLink
          mainNav
          mobileNav
          openMenu
          closeMenu
          legalNav
          socialProfileOn
          continueTo
        }
        breadcrumbs {
          home
          blog
          services
          contact
        }
        video {
          play
          playNamed
          playInFrame
          close
        }
        notice {
          dismiss
        }
        service {
          startProject
          faqHeading
          getStarted
        }
        article {
          faqHeading
          categoriesNav
          categorySeoTitle
          categorySeoIntro
          share {
            button
            linkedIn
            x
            copied
            copyPrompt
          }
          strategy {
            benefitsHeading
            phasesHeading
            phase
            activities
            duration
            output
          }
        }
        legal {
          back
          returnHome
        }
        notFound {
          code
          heading
          body
          button
          seoTitle
          seoDescription
        }
        clientLogos
        rating {
          before
          after
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
  if (!data.siteSettings || !data.navigation || !data.labels || !data.site?.siteMetadata?.siteUrl) {
    throw new Error("content/site/site.json, content/site/navigation.json and content/site/labels.json are required");
  }
  const socialImage = data.siteSettings.socialImage?.childImageSharp?.gatsbyImageData;
  if (!socialImage) throw new Error("content/site/site.json names a socialImage that is no picture");
  return fillCopy({
    siteUrl: data.site.siteMetadata.siteUrl,
    /** The social image of a page without a picture of its own, as a full address, and its alt text. */
    socialImage: { url: `${data.site.siteMetadata.siteUrl}${getSrc(socialImage) ?? ""}`, alt: data.siteSettings.socialImageAlt },
    settings: data.siteSettings,
    navigation: data.navigation,
    labels: completeLabels(data.labels),
    services: data.services.nodes,
    industries: data.industries.nodes,
  });
}

export type SiteData = ReturnType<typeof useSiteData>;

/**
 * The interface's own wording (content/site/labels.json): names of buttons, menus and regions that
 * belong to no one page. Wording of one page stays in that page's content file.
 */
export function useLabels(): InterfaceLabels {
  return useSiteData().labels;
}
