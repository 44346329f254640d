import { css } from "@emotion/react";
import { ArrowRight } from "lucide-react";
import { bareList, card, iconBadge, linkCard } from "../../styles/patterns";
import { colors, fontSizes, radii, shadows, space, widths } from "../../styles/theme";
import { ButtonLink, ExternalButton } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { ComparisonRow } from "../sections/Comparison";
import { Section, SectionHeading, grid, renderedWhenNear } from "../ui/Section";
import { FeatureCard, type FeatureCardData } from "./FeatureCard";

interface ServicesSectionProps {
  heading: string;
  intro: string;
  aiCard: FeatureCardData;
  traditionalCard: FeatureCardData;
  gridHeading: string;
  gridIntro: string;
  banner: { heading: string; body: string };
  services: readonly { slug: string; name: string; cardDescription: string; icon: string; fields: { path: string } }[];
  bookingUrl: string;
  bookingLabel: string;
}

export function ServicesSection(props: ServicesSectionProps) {
  return (
    <Section id="services" tone="alt" labelledBy="services-heading">
      <SectionHeading id="services-heading" title={props.heading} intro={props.intro} />
      <ComparisonRow css={featureRow}>
        <FeatureCard card={props.aiCard} highlight>
          {props.aiCard.link ? (
            <ButtonLink to={props.aiCard.link} variant="onInk">
              {props.aiCard.linkLabel} <ArrowRight aria-hidden="true" size={18} />
            </ButtonLink>
          ) : null}
        </FeatureCard>
        <FeatureCard card={props.traditionalCard}>
          <ExternalButton href={props.bookingUrl}>{props.traditionalCard.linkLabel}</ExternalButton>
        </FeatureCard>
      </ComparisonRow>

      <h3 css={gridHeading}>{props.gridHeading}</h3>
      <p css={gridIntro}>{props.gridIntro}</p>
      <ul css={[grid("15rem"), bareList]}>
        {props.services.map((service) => (
          <li key={service.slug}>
            <a href={service.fields.path} css={[serviceCard, cardRenderedWhenNear]}>
              <span css={serviceBadge}>
                <Icon name={service.icon} />
              </span>
              <span css={serviceName}>{service.name}</span>
              <span css={serviceText}>{service.cardDescription}</span>
            </a>
          </li>
        ))}
      </ul>

      <aside css={[banner, bannerRenderedWhenNear]} aria-labelledby="services-banner-heading">
        <div>
          <h3 id="services-banner-heading">{props.banner.heading}</h3>
          <p>{props.banner.body}</p>
        </div>
        <ExternalButton href={props.bookingUrl} variant="onInk">
          {props.bookingLabel}
        </ExternalButton>
      </aside>
    </Section>
  );
}

const featureRow = css`
  margin-bottom: ${space["3xl"]};
`;

/*
 * The section runs to several screens on a phone, so its parts are laid out as they near the
 * window rather than all at once with its heading (estimates: their heights on a phone; the feature
 * cards do the same in FeatureCard.tsx). Each is an element with its own shadow and focus ring,
 * which the containment this brings does not clip.
 */
const cardRenderedWhenNear = renderedWhenNear("15rem");
const bannerRenderedWhenNear = renderedWhenNear("24rem");

const gridHeading = css`
  text-align: center;
  font-size: ${fontSizes["2xl"]};
`;

const gridIntro = css`
  max-width: ${widths.lead};
  margin: 0 auto ${space.xl};
  text-align: center;
  color: ${colors.muted};
`;

const serviceCard = css`
  ${card};
  ${linkCard};
  padding: ${space.lg};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover {
    box-shadow: ${shadows.raised};
    transform: translateY(-2px);
  }
`;

const serviceBadge = iconBadge("2.75rem", "accent");

const serviceName = css`
  font-weight: 700;
  font-size: ${fontSizes.lg};
  color: ${colors.ink};
`;

const serviceText = css`
  font-size: ${fontSizes.sm};
  color: ${colors.muted};
`;

const banner = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.lg};
  align-items: center;
  justify-content: space-between;
  margin-top: ${space["3xl"]};
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.ink};
  color: ${colors.onInkMuted};
  h3 {
    color: ${colors.onInk};
    font-size: ${fontSizes.xl};
  }
  p {
    margin: 0;
    max-width: ${widths.lead};
  }
`;
