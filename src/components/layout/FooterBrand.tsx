import { css } from "@emotion/react";
import type { SiteData } from "../../hooks/use-site-data";
import { LANDING_PATH } from "../../lib/routes";
import { bareList, centredBox } from "../../styles/patterns";
import { colors, radii, space } from "../../styles/theme";
import { Logo } from "./Logo";
import { SocialIcon } from "./SocialIcon";

/** The footer's first column: the logo linking home, a line about the company and its social profiles. */
export function FooterBrand({ site }: { site: SiteData }) {
  const { navigation, settings, labels } = site;
  return (
    <div css={brandColumn}>
      <a href={LANDING_PATH} css={logoLink}>
        <Logo onInk />
        <span className="visually-hidden">{` ${labels.layout.homeLink}`}</span>
      </a>
      <p>{navigation.footer.about}</p>
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
  );
}

const brandColumn = css`
  p {
    margin-top: ${space.md};
    max-width: 22rem;
  }
`;

const logoLink = css`
  display: inline-flex;
`;

const socialList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  ${bareList};
  margin-top: ${space.lg};
  a {
    ${centredBox("2.5rem")};
    border-radius: ${radii.pill};
    background: ${colors.inkRaised};
    border: 1px solid ${colors.inkLine};
  }
  a:hover {
    background: ${colors.accent};
  }
`;
