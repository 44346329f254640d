import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ContactThankYou, ContactThankYouHead } from "../../components/contact/ContactThankYou";
import { Layout } from "../../components/layout/Layout";

/** Not indexed, not in the sitemap: only a plain form post lands here. */
export default function ThankYouPage({ data }: PageProps<Queries.ContactThankYouPageQuery>) {
  const { contactPage, siteSettings } = data;
  const copy = contactPage?.thankYou;
  if (!copy) throw new Error("content/pages/contact.json needs a thankYou block");
  return (
    <Layout>
      <ContactThankYou copy={copy} replyPromise={siteSettings?.replyPromise} />
    </Layout>
  );
}

export function Head({ data }: HeadProps<Queries.ContactThankYouPageQuery>) {
  const copy = data.contactPage?.thankYou;
  return copy ? <ContactThankYouHead copy={copy} /> : null;
}

export const query = graphql`
  query ContactThankYouPage {
    siteSettings {
      replyPromise
    }
    contactPage {
      thankYou {
        seoTitle
        seoDescription
        eyebrow
        heading
        intro
        nextHeading
        steps
        linksHeading
        links {
          label
          to
          description
        }
        bookingPrompt
      }
    }
  }
`;
