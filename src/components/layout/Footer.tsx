import { css } from "@emotion/react";
import { Link } from "gatsby";
import type { SiteData } from "../../hooks/use-site-data";
import { LANDING_PATH, landingSectionPath } from "../../lib/routes";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { CookieSettingsButton } from "../consent/CookieSettingsButton";
import { SubscribeForm } from "../contact/SubscribeForm";
import { ExternalButton } from "../ui/Button";
import { container, renderedWhenNear } from "../ui/Section";
import { Logo } from "./Logo";
import { SocialIcon } from "./SocialIcon";

export function Footer({ site }: { site: SiteData }) {
  const { navigation, settings, services, industries, labels } = site;
  const copy = navigation.footer;
  const year = new Date().getFullYear();
  return (
    <footer css={[footer, footerRenderedWhenNear]}>
      <div css={[container, columns]}>
        <div css={brandColumn}>
          <Link to={LANDING_PATH} css={logoLink}>
            <Logo onInk />
            <span className="visually-hidden">{` ${labels.layout.homeLink}`}</span>
          </Link>
          <p>{copy.about}</p>
          <ul css={socialList}>
            {settings.socials.map((social) => (
              <li key={social.name}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${settings.name} ${labels.layout.socialProfileOn} ${social.name} ${labels.opensInNewTab}`}
                >
                  <SocialIcon name={social.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" css={columnHeading}>
            {copy.servicesHeading}
          </h2>
          <ul css={linkList}>
            {services.map((service) => (
              <li key={service.slug}>
                <Link to={service.fields.path}>{service.name}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <nav aria-labelledby="footer-industries">
            <h2 id="footer-industries" css={columnHeading}>
              {copy.industriesHeading}
            </h2>
            <ul css={linkList}>
              {industries.map((industry) => (
                <li key={industry.slug}>
                  <a href={landingSectionPath("industries")}>{industry.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" css={columnHeading}>
              {copy.quickLinksHeading}
            </h2>
            <ul css={linkList}>
              {navigation.footerQuickLinks.map((item) => (
                <li key={item.id}>
                  <a href={item.href}>{item.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div>
          <h2 css={columnHeading}>{copy.newsletterHeading}</h2>
          <p>{copy.newsletterBody}</p>
          <SubscribeForm source="footer" placeholder={site.newsletter.form.footerPlaceholder} buttonLabel={copy.newsletterButton} />
          <h2
            css={[
              columnHeading,
              css`
                margin-top: ${space.xl};
              `,
            ]}
          >
            {copy.bookingHeading}
          </h2>
          <p>{copy.bookingBody}</p>
          <ExternalButton href={settings.bookingUrl}>{settings.bookingLabel}</ExternalButton>
        </div>
      </div>

      <div css={[container, bottomRow]}>
        <p>
          © {year} {settings.legalName}. {copy.copyright}
        </p>
        <ul css={legalList} aria-label={labels.layout.legalNav}>
          {navigation.legal.map((item) => (
            <li key={item.id}>
              <Link to={item.href}>{item.name}</Link>
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

const brandColumn = css`
  p {
    margin-top: ${space.md};
    max-width: 22rem;
  }
`;

const logoLink = css`
  display: inline-flex;
`;

const columnHeading = css`
  font-size: ${fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${colors.onInk};
  margin-bottom: ${space.md};
`;

const linkList = css`
  list-style: none;
  margin: 0 0 ${space.lg};
  padding: 0;
  li + li {
    margin-top: 0.45rem;
  }
`;

const socialList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  list-style: none;
  margin: ${space.lg} 0 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${radii.pill};
    background: ${colors.inkRaised};
    border: 1px solid ${colors.inkLine};
  }
  a:hover {
    background: ${colors.accent};
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
  list-style: none;
  margin: 0;
  padding: 0;
`;
