import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { useSiteData } from "../hooks/use-site-data";
import { CONTACT_PATH, LANDING_PATH } from "../lib/routes";
import { breadcrumbs, localBusiness } from "../lib/structured-data";
import { island } from "../hydration/island";

const ContactSection = island(
  () => import(/* webpackChunkName: "island-contact" */ "../components/contact/ContactSection"),
  "ContactSection",
  "when-touched",
);

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const { landingPage, siteSettings } = data;
  if (!landingPage || !siteSettings) throw new Error("Contact copy and site settings are required");
  return (
    <Layout>
      <ContactSection
        copy={landingPage.contact}
        details={siteSettings}
        headingLevel="h1"
        industries={data.industries.nodes.map((industry) => industry.title)}
        projectTypes={data.services.nodes.map((service) => service.name)}
        pagePath={CONTACT_PATH}
      />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.ContactPageQuery>) {
  const { siteUrl, settings, labels, socialImage } = useSiteData();
  const page = data.contactPage;
  if (!page) return null;
  return (
    <Seo
      title={page.seoTitle}
      description={page.seoDescription}
      path={CONTACT_PATH}
      jsonLd={[
        localBusiness(siteUrl, settings, socialImage.url),
        breadcrumbs(siteUrl, [
          { name: labels.breadcrumbs.home, path: LANDING_PATH },
          { name: labels.breadcrumbs.contact, path: CONTACT_PATH },
        ]),
      ]}
    />
  );
}

export const query = graphql`
  query ContactPage {
    contactPage {
      seoTitle
      seoDescription
    }
    landingPage {
      contact {
        ...ContactSectionCopy
      }
    }
    industries: allIndustry(sort: { order: ASC }) {
      nodes {
        title
      }
    }
    services: allService(sort: { order: ASC }) {
      nodes {
        name
      }
    }
    siteSettings {
      ...ContactSectionDetails
    }
  }
`;
