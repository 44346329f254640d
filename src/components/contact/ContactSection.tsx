import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { card, columnsFrom } from "../../styles/patterns";
import { colors, fontSizes, mq, space, widths } from "../../styles/theme";
import { Section, SectionHeading, renderedWhenNear } from "../ui/Section";
import { ContactCards } from "./ContactCards";
import { ContactInfo } from "./ContactInfo";
import { LazyContactForm } from "./LazyContactForm";

interface ContactSectionProps {
  /** The section's words and the company's details, as the fragments below read them (types generated from them). */
  copy: Queries.ContactSectionCopyFragment;
  details: Queries.ContactSectionDetailsFragment;
  /** Options of the form's Industry and Project type lists. */
  industries: readonly string[];
  projectTypes: readonly string[];
  /** The path of the page the section is on, recorded with each enquiry sent from it. */
  pagePath: string;
  headingLevel?: "h1" | "h2";
}

export function ContactSection({ copy, details, industries, projectTypes, pagePath, headingLevel = "h2" }: ContactSectionProps) {
  const Subheading = headingLevel === "h1" ? "h2" : "h3";
  // Opening its page, the section is on the first screen, where skipping parts would move the rest.
  const renderWhenNear = headingLevel !== "h1";
  return (
    <Section id="contact" tone="alt" labelledBy="contact-heading" alwaysRendered>
      {headingLevel === "h1" ? (
        <header css={pageHeader}>
          <h1 id="contact-heading">{copy.heading}</h1>
          <p>{copy.intro}</p>
        </header>
      ) : (
        <SectionHeading id="contact-heading" title={copy.heading} intro={copy.intro} />
      )}

      <ContactCards cards={copy.cards} details={details} renderWhenNear={renderWhenNear} />

      <p css={specialist}>
        {copy.specialistNote.text} <a href={copy.specialistNote.link}>{copy.specialistNote.linkLabel}</a>.
      </p>

      <div css={columns}>
        <div css={formPanel} id="send-message">
          <Subheading css={panelHeading}>{copy.formHeading}</Subheading>
          <p css={muted}>{copy.formIntro}</p>
          <LazyContactForm industries={industries} projectTypes={projectTypes} pagePath={pagePath} />
        </div>
        <ContactInfo copy={copy} details={details} headingLevel={Subheading} css={renderWhenNear ? sideRenderedWhenNear : undefined} />
      </div>
    </Section>
  );
}

/** The fields this section needs; pages spread these fragments into their queries. */
export const contactSectionFragments = graphql`
  fragment ContactSectionCopy on ContactCopy {
    heading
    intro
    cards {
      kind
      title
      description
      action
    }
    formHeading
    formIntro
    hoursHeading
    infoHeading
    guaranteeHeading
    guaranteeBody
    specialistNote {
      text
      linkLabel
      link
    }
  }
  fragment ContactSectionDetails on SiteSettings {
    bookingUrl
    email
    phone
    address {
      streetAddress
      locality
      region
      postcode
    }
    hours {
      label
      display
      opens
    }
  }
`;

const pageHeader = css`
  max-width: ${widths.heading};
  margin-bottom: ${space["2xl"]};
  h1 {
    font-size: ${fontSizes.display};
  }
  p {
    font-size: ${fontSizes.lg};
    color: ${colors.muted};
  }
`;

const specialist = css`
  margin: ${space.lg} 0 ${space.xl};
  color: ${colors.muted};
`;

/*
 * The section is always laid out (its form's notice is fixed to the window), so, further down a
 * page, its other parts are laid out only as they near the window (estimate: the side column's
 * height on a phone; the cards have their own).
 */
const sideRenderedWhenNear = renderedWhenNear("47rem");

const columns = css`
  ${columnsFrom(mq.lg, "1.6fr 1fr", space.lg)};
  align-items: start;
`;

const formPanel = css`
  padding: ${space.xl};
  ${card};
  scroll-margin-top: 6rem;
`;

const panelHeading = css`
  font-size: ${fontSizes["2xl"]};
`;

const muted = css`
  color: ${colors.muted};
`;
