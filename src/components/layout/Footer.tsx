import { css } from "@emotion/react";
import type { SiteData } from "../../hooks/use-site-data";
import { landingSectionPath } from "../../lib/routes";
import { bareList, container } from "../../styles/patterns";
import { colors, fontSizes, mq, space } from "../../styles/theme";
import { CookieSettingsButton } from "../consent/CookieSettingsButton";
import { SubscribeForm } from "../newsletter/SubscribeForm";
import { ExternalButton } from "../ui/Button";
import { SiteLink, type SiteLinkData } from "../ui/SiteLink";
import { renderedWhenNear } from "../ui/Section";
import { FooterBrand } from "./FooterBrand";

export function Footer({ site }: { site: SiteData }) {
  const { navigation, settings, services, industries, labels } = site;
  const copy = navigation.footer;
  return (
    <footer css={[footer, footerRenderedWhenNear]}>
      <div css={[container, columns]}>
        <FooterBrand site={site} />

        <LinkColumn
          id="footer-services"
          heading={copy.servicesHeading}
          links={services.map((service) => ({ key: service.slug, label: service.name, href: service.fields.path }))}
        />

        <div>
          <LinkColumn
            id="footer-industries"
            heading={copy.industriesHeading}
            links={industries.map((industry) => ({ key: industry.slug, label: industry.title, href: landingSectionPath("industries") }))}
          />
          <LinkColumn
            id="footer-quick-links"
            heading={copy.quickLinksHeading}
            links={navigation.footerQuickLinks.map((item) => ({ key: item.id, label: item.name, href: item.href }))}
          />
        </div>

        <div>
          <h2 css={columnHeading}>{copy.newsletterHeading}</h2>
          <p>{copy.newsletterBody}</p>
          <SubscribeForm source="footer" placeholder={site.newsletter.form.footerPlaceholder} buttonLabel={copy.newsletterButton} />
          <h2 css={[columnHeading, bookingHeading]}>{copy.bookingHeading}</h2>
          <p>{copy.bookingBody}</p>
          <ExternalButton href={settings.bookingUrl}>{settings.bookingLabel}</ExternalButton>
        </div>
      </div>

      <div css={[container, bottomRow]}>
        <p>
          © {site.buildYear} {settings.legalName}. {copy.copyright}
        </p>
        <ul css={legalList} aria-label={labels.layout.legalNav}>
          {navigation.legal.map((item) => (
            <li key={item.id}>
              <a href={item.href}>{item.name}</a>
            </li>
          ))}
          <li>
            <CookieSettingsButton />
          </li>
        </ul>
      </div>
    </footer>
  );
}

/** A titled column of links, named by its heading. */
function LinkColumn({ id, heading, links }: { id: string; heading: string; links: readonly SiteLinkData[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} css={columnHeading}>
        {heading}
      </h2>
      <ul css={linkList}>
        {links.map((link) => (
          <li key={link.key}>
            <SiteLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer on a phone (about 1,990 px); never on a first screen, so laid out only when near. */
const footerRenderedWhenNear = renderedWhenNear("124rem");

const footer = css`
  background: ${colors.ink};
  color: ${colors.onInkMuted};
  padding-top: ${space["3xl"]};
  font-size: ${fontSizes.sm};
  /* Defaults only (no specificity of their own), so a component in the footer styles its links. */
  & :where(a) {
    color: ${colors.onInk};
    text-decoration: none;
  }
  & :where(a):hover {
    text-decoration: underline;
  }
  :focus-visible {
    outline-color: ${colors.onInk};
  }
`;

const columns = css`
  display: grid;
  gap: ${space.xl};
  grid-template-columns: 1fr;
  ${mq.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: 1.3fr 1fr 1fr 1.2fr;
  }
`;

const columnHeading = css`
  font-size: ${fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${colors.onInk};
  margin-bottom: ${space.md};
`;

const bookingHeading = css`
  margin-top: ${space.xl};
`;

const linkList = css`
  ${bareList};
  margin-bottom: ${space.lg};
  li + li {
    margin-top: 0.45rem;
  }
`;

const bottomRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  justify-content: space-between;
  align-items: center;
  margin-top: ${space["2xl"]};
  padding-block: ${space.lg};
  border-top: 1px solid ${colors.inkLine};
  p {
    margin: 0;
  }
`;

const legalList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg};
  ${bareList};
`;
