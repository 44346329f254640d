import { graphql, useStaticQuery } from "gatsby";
import { createContext, useContext } from "react";
import { imageSrc } from "../lib/images";
import type { consent } from "../content-model/consent";
import type { contactForm } from "../content-model/contact-form";
import type { interfaceLabels } from "../content-model/interface-labels";
import type { newsletter } from "../content-model/newsletter";
import type { EntryOf } from "../content-model/types";

/** The interface labels, as the content model declares them: every label is required. */
export type InterfaceLabels = EntryOf<typeof interfaceLabels.fields>;
type ConsentCopy = EntryOf<typeof consent.fields>;
export type ContactFormCopy = EntryOf<typeof contactForm.fields>;
/** The newsletter's signup form and the pages that say what a step did (not its emails or function pages). */
type NewsletterCopy = Pick<EntryOf<typeof newsletter.fields>, "form" | "checkInbox" | "confirmed" | "unsubscribed">;

/**
 * Checks that the query returned every field it selects (none missing from the file), so the
 * model's type holds. The build renders every page with this same data and stops at a missing
 * field, so a browser is never handed incomplete data and does not check it again.
 */
function complete<T>(value: unknown, file: string, at: string): T {
  if (typeof window !== "undefined") return value as T;
  if (value === null || value === undefined) throw new Error(`content/${file} is missing ${at}`);
  if (typeof value === "object") for (const [key, item] of Object.entries(value)) complete(item, file, `${at}.${key}`);
  return value as T;
}

/**
 * The site data for a root that renders the site's components without Gatsby's runtime (the
 * editor's previews, which are given the built site's query result). A page never sets it.
 */
export const GivenSiteData = createContext<Queries.SiteDataQuery | null>(null);

/**
 * The data every page's chrome needs (header, footer, Head tags, interface labels, the cookie
 * banner, the contact and newsletter forms, the facts MDX names). The one place outside templates
 * that queries, as static queries are how Gatsby gives shared layout data.
 */
export function useSiteData() {
  const given = useContext(GivenSiteData);
  // A root has the given data for its whole life or never, so the same hooks run at every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const data = given ?? useQueriedSiteData();
  let site = shapedSiteData.get(data);
  if (!site) {
    site = shape(data);
    shapedSiteData.set(data, site);
  }
  return site;
}

/** The chrome's static query; exported for the editor's previews, which answer it over the content being edited. */
export const siteDataQuery = graphql`
  query SiteData {
    site {
      siteMetadata {
        siteUrl
      }
      buildYear: buildTime(formatString: "YYYY")
    }
    siteSettings {
      name
      shortName
      legalName
      strapline
      description
      email
      phone
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
      motion {
        pauseFilm
        stopLogos
      }
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
    facts: siteFacts {
      byName {
        name
        value
      }
    }
    consent: consentSettings {
      version
      banner {
        title
        body
        policyLink
        accept
        deny
        viewPreferences
        close
      }
      dialog {
        title
        intro
        alwaysOn
        categories {
          necessary {
            name
            description
          }
          analytics {
            name
            description
          }
          marketing {
            name
            description
          }
        }
        save
        cancel
      }
      settingsLink
    }
    contactForm: contactFormCopy {
      labels {
        firstName
        lastName
        email
        company
        industry
        projectType
        message
      }
      optionalMarker
      industryPrompt
      projectTypePrompt
      messagePlaceholder
      honeypotLabel
      submitLabel
      sendingLabel
      formLabel
      sent {
        title
        description
      }
      failed {
        title
        description
      }
      rateLimited {
        title
        description
      }
      dismissLabel
    }
    newsletter: newsletterSettings {
      form {
        emailLabel
        footerPlaceholder
        honeypotLabel
        sending
        consentBefore
        consentLink
        confirmationSent
        failed
        rateLimited
      }
      checkInbox {
        ...NewsletterNoticeCopy
      }
      confirmed {
        ...NewsletterNoticeCopy
      }
      unsubscribed {
        ...NewsletterNoticeCopy
      }
    }
  }

  fragment NewsletterNoticeCopy on NewsletterNotice {
    seoTitle
    seoDescription
    eyebrow
    heading
    body
    button
    buttonTo
  }
`;

function useQueriedSiteData(): Queries.SiteDataQuery {
  return useStaticQuery<Queries.SiteDataQuery>(siteDataQuery);
}

/** The query's result is one object for the life of the page; it is shaped once, not at each of many calls. */
const shapedSiteData = new WeakMap<Queries.SiteDataQuery, ReturnType<typeof shape>>();

function shape(data: Queries.SiteDataQuery) {
  if (!data.siteSettings || !data.navigation || !data.facts || !data.site?.siteMetadata?.siteUrl) {
    throw new Error("content/site/site.json, content/site/navigation.json and content/site/facts.json are required");
  }
  const socialImage = data.siteSettings.socialImage?.childImageSharp?.gatsbyImageData;
  if (!socialImage) throw new Error("content/site/site.json names a socialImage that is no picture");
  return {
    siteUrl: data.site.siteMetadata.siteUrl,
    /** The year the site was built: the page's HTML and its hydration agree on it whenever it is read. */
    buildYear: data.site.buildYear ?? "",
    /** The social image of a page without a picture of its own, as a full address, and its alt text. */
    socialImage: { url: `${data.site.siteMetadata.siteUrl}${imageSrc(socialImage) ?? ""}`, alt: data.siteSettings.socialImageAlt },
    settings: data.siteSettings,
    navigation: data.navigation,
    labels: complete<InterfaceLabels>(data.labels, "site/labels.json", "labels"),
    services: data.services.nodes,
    industries: data.industries.nodes,
    /** Each fact's text by its dotted name ("turnaround.film"), for `<Fact name="…" />` in MDX. */
    facts: Object.fromEntries(data.facts.byName.map((fact) => [fact.name, fact.value])),
    consent: complete<ConsentCopy>(data.consent, "site/consent.json", "consent"),
    contactForm: complete<ContactFormCopy>(data.contactForm, "site/contact-form.json", "contactForm"),
    newsletter: complete<NewsletterCopy>(data.newsletter, "site/newsletter.json", "newsletter"),
  };
}

export type SiteData = ReturnType<typeof shape>;

/**
 * The interface's own wording (content/site/labels.json): names of buttons, menus and regions that
 * belong to no one page. Wording of one page stays in that page's content file.
 */
export function useLabels(): InterfaceLabels {
  return useSiteData().labels;
}
