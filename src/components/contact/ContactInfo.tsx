import { css } from "@emotion/react";
import { Clock, Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import { bareList, card } from "../../styles/patterns";
import { colors, fontSizes, space } from "../../styles/theme";
import { EmailLink, PhoneLink } from "../ui/CompanyDetails";

interface ContactInfoProps {
  copy: Queries.ContactSectionCopyFragment;
  details: Queries.ContactSectionDetailsFragment;
  /** The level of the panels' headings: one below the section's. */
  headingLevel: "h2" | "h3";
  className?: string;
}

/** Beside the form: opening hours, how to reach the studio, and the promise that comes with the work. */
export function ContactInfo({ copy, details, headingLevel: Heading, className }: ContactInfoProps) {
  return (
    <div css={column} className={className}>
      <section css={panel} aria-labelledby="hours-heading">
        <Heading id="hours-heading" css={panelHeading}>
          <Clock aria-hidden="true" size={20} /> {copy.hoursHeading}
        </Heading>
        <dl css={hours}>
          {details.hours.map((slot) => (
            <div key={slot.label}>
              <dt>{slot.label}</dt>
              <dd>{slot.display}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section css={panel} aria-labelledby="info-heading">
        <Heading id="info-heading" css={panelHeading}>
          <MapPin aria-hidden="true" size={20} /> {copy.infoHeading}
        </Heading>
        <ul css={infoList}>
          <li>
            <Mail aria-hidden="true" size={18} />
            <EmailLink email={details.email} />
          </li>
          <li>
            <Phone aria-hidden="true" size={18} />
            <PhoneLink phone={details.phone} />
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
      <section css={[panel, guarantee]} aria-labelledby="guarantee-heading">
        <Heading id="guarantee-heading" css={panelHeading}>
          <ShieldCheck aria-hidden="true" size={20} /> {copy.guaranteeHeading}
        </Heading>
        <p>{copy.guaranteeBody}</p>
      </section>
    </div>
  );
}

const column = css`
  display: grid;
  gap: ${space.lg};
`;

const panel = css`
  padding: ${space.lg};
  ${card};
  p {
    margin: 0;
  }
`;

const panelHeading = css`
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
  ${bareList};
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
