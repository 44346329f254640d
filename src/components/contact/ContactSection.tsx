import { css } from "@emotion/react";
import { Link, graphql } from "gatsby";
import { CalendarCheck, Clock, Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { fillSiteDetails } from "../../lib/site-details";
import { colors, fontSizes, mq, radii, space, widths } from "../../styles/theme";
import { NewTabNote } from "../ui/Button";
import { Section, SectionHeading, renderedWhenNear } from "../ui/Section";
import { LazyContactForm } from "./LazyContactForm";

/** The section's words and the company's details, as the fragments below read them (types generated from them). */
export type ContactCopy = Queries.ContactSectionCopyFragment;
export type ContactDetails = Queries.ContactSectionDetailsFragment;

interface ContactSectionProps {
  copy: ContactCopy;
  details: ContactDetails;
  /** Options of the form's Industry and Project type lists. */
  industries: readonly string[];
  projectTypes: readonly string[];
  /** The path of the page the section is on, recorded with each enquiry sent from it. */
  pagePath: string;
  headingLevel?: "h1" | "h2";
}

const cardIcons: Record<string, ReactNode> = {
  booking: <CalendarCheck aria-hidden="true" size={26} />,
  email: <Mail aria-hidden="true" size={26} />,
  phone: <Phone aria-hidden="true" size={26} />,
};

export function ContactSection({ copy, details, industries, projectTypes, pagePath, headingLevel = "h2" }: ContactSectionProps) {
  const Subheading = headingLevel === "h1" ? "h2" : "h3";
  // Opening its page, the section is on the first screen, where skipping parts would move the rest.
  const whenNear = headingLevel === "h1" ? null : { card: cardRenderedWhenNear, side: sideRenderedWhenNear };
  const hrefFor = (kind: string) =>
    kind === "booking" ? details.bookingUrl : kind === "email" ? `mailto:${details.email}` : `tel:${details.phoneInternational}`;
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

      <ul css={cards}>
        {copy.cards.map((card) => {
          const external = card.kind === "booking";
          return (
            <li key={card.kind}>
              <a
                href={hrefFor(card.kind)}
                css={[actionCard, whenNear?.card]}
                {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                data-kind={card.kind}
              >
                <span css={iconBadge}>{cardIcons[card.kind]}</span>
                <span css={cardTitle}>{card.title}</span>
                <span css={cardText}>{fillSiteDetails(card.description, details)}</span>
                <span css={cardAction}>
                  {card.action}
                  {external ? <NewTabNote /> : null}
                </span>
              </a>
            </li>
          );
        })}
      </ul>

      <p css={specialist}>
        {copy.specialistNote.text} <Link to={copy.specialistNote.link}>{copy.specialistNote.linkLabel}</Link>.
      </p>

      <div css={columns}>
        <div css={formPanel} id="send-message">
          <Subheading css={panelHeading}>{copy.formHeading}</Subheading>
          <p css={muted}>{copy.formIntro}</p>
          <LazyContactForm industries={industries} projectTypes={projectTypes} pagePath={pagePath} />
        </div>
        <div css={[sideColumn, whenNear?.side]}>
          <section css={infoCard} aria-labelledby="hours-heading">
            <Subheading id="hours-heading" css={infoHeading}>
              <Clock aria-hidden="true" size={20} /> {copy.hoursHeading}
            </Subheading>
            <dl css={hours}>
              {details.hours.map((slot) => (
                <div key={slot.label}>
                  <dt>{slot.label}</dt>
                  <dd>{slot.display}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section css={infoCard} aria-labelledby="info-heading">
            <Subheading id="info-heading" css={infoHeading}>
              <MapPin aria-hidden="true" size={20} /> {copy.infoHeading}
            </Subheading>
            <ul css={infoList}>
              <li>
                <Mail aria-hidden="true" size={18} />
                <a href={`mailto:${details.email}`}>{details.email}</a>
              </li>
              <li>
                <Phone aria-hidden="true" size={18} />
                <a href={`tel:${details.phoneInternational}`}>{details.phone}</a>
              </li>
              <li>
                <MapPin aria-hidden="true" size={18} />
                <address>
                  {details.address.streetAddress}
                  <br />
                  {details.address.locality}, {details.address.region}
                  <br />
                  {details.address.postcode}
                </address>
              </li>
            </ul>
          </section>
          <section css={[infoCard, guarantee]} aria-labelledby="guarantee-heading">
            <Subheading id="guarantee-heading" css={infoHeading}>
              <ShieldCheck aria-hidden="true" size={20} /> {copy.guaranteeHeading}
            </Subheading>
            <p>{copy.guaranteeBody}</p>
          </section>
        </div>
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
    phoneInternational
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
 * page, its other parts are laid out only as they near the window (estimates: their heights on a
 * phone).
 */
const cardRenderedWhenNear = renderedWhenNear("19rem");
const sideRenderedWhenNear = renderedWhenNear("47rem");

const cards = css`
  display: grid;
  gap: ${space.lg};
  list-style: none;
  margin: 0 0 ${space["2xl"]};
  padding: 0;
  ${mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const actionCard = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  height: 100%;
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  color: ${colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${colors.accent};
    text-decoration: none;
  }
`;

const iconBadge = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  color: ${colors.accent};
`;

const cardTitle = css`
  font-size: ${fontSizes.lg};
  font-weight: 700;
  color: ${colors.ink};
`;

const cardText = css`
  color: ${colors.muted};
  font-size: ${fontSizes.sm};
  flex: 1;
`;

const cardAction = css`
  font-weight: 650;
  color: ${colors.accent};
`;

const columns = css`
  display: grid;
  gap: ${space.lg};
  ${mq.lg} {
    grid-template-columns: 1.6fr 1fr;
    align-items: start;
  }
`;

const formPanel = css`
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  scroll-margin-top: 6rem;
`;

const panelHeading = css`
  font-size: ${fontSizes["2xl"]};
`;

const muted = css`
  color: ${colors.muted};
`;

const sideColumn = css`
  display: grid;
  gap: ${space.lg};
`;

const infoCard = css`
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  p {
    margin: 0;
  }
`;

const infoHeading = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  font-size: ${fontSizes.lg};
  svg {
    color: ${colors.accent};
  }
`;

const hours = css`
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${space.md};
    padding-block: ${space.sm};
    border-bottom: 1px solid ${colors.line};
  }
  div:last-of-type {
    border-bottom: 0;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const infoList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    gap: ${space.sm};
    padding-block: ${space.sm};
  }
  svg {
    flex-shrink: 0;
    margin-top: 0.25rem;
    color: ${colors.muted};
  }
  address {
    font-style: normal;
  }
`;

const guarantee = css`
  background: ${colors.ink};
  border-color: ${colors.ink};
  color: ${colors.onInkMuted};
  h2,
  h3 {
    color: ${colors.onInk};
  }
  svg {
    color: ${colors.accentOnInk};
  }
`;
