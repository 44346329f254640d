import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ArrowRight, Check, Clock, Play, Sparkles } from "lucide-react";
import { useLabels, useSiteData } from "../../hooks/use-site-data";
import { CONTACT_FORM_PATH, LANDING_PATH, landingSectionPath } from "../../lib/routes";
import { breadcrumbs, faqPage, service as serviceJsonLd } from "../../lib/structured-data";
import { Seo } from "../layout/Seo";
import { colors, fontSizes, gradients, mq, radii, space, widths } from "../../styles/theme";
import { ButtonLink, ExternalButton, buttonStyles } from "../ui/Button";
import { ClosingCta } from "../ui/ClosingCta";
import { Faq } from "../ui/Faq";
import { Icon } from "../ui/Icon";
import { InitialsAvatar } from "../ui/InitialsAvatar";
import { Section, SectionHeading, container, eyebrowText, grid } from "../ui/Section";
import { VideoDialog } from "../ui/VideoDialog";
import { Picture } from "../ui/Picture";

/** The service as the page's query reads it (src/templates/service.tsx); its type is generated from that query. */
export type ServicePageData = NonNullable<Queries.ServicePageQuery["service"]>;
type CardList = ServicePageData["whatWeCreate"];

interface ServicePageProps {
  service: ServicePageData;
  image: IGatsbyImageData | null;
  bookingUrl: string;
  bookingLabel: string;
}

export function ServicePage({ service, image, bookingUrl, bookingLabel }: ServicePageProps) {
  const labels = useLabels();
  const { hero } = service;
  const portrait = hero.videoOrientation === "portrait";
  return (
    <>
      <section css={heroStyle} aria-labelledby="service-heading">
        <div css={[container, heroInner]}>
          <div>
            <p css={eyebrow}>{hero.eyebrow}</p>
            <h1 id="service-heading">{hero.headline}</h1>
            <p css={heroIntro}>{hero.intro}</p>
            <div css={actions}>
              {hero.bookingButton ? (
                <ExternalButton href={bookingUrl}>{bookingLabel}</ExternalButton>
              ) : (
                <ButtonLink to={CONTACT_FORM_PATH}>
                  {labels.service.startProject} <ArrowRight aria-hidden="true" size={18} />
                </ButtonLink>
              )}
              <VideoDialog
                videoId={hero.videoId}
                title={hero.videoTitle}
                orientation={portrait ? "portrait" : "landscape"}
                buttonCss={buttonStyles.ghostOnInk}
              >
                <Play aria-hidden="true" size={18} /> {labels.video.play}
              </VideoDialog>
            </div>
          </div>
          {service.highlights?.length ? (
            <dl css={highlights}>
              {service.highlights.map((item) => (
                <div key={item.label}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </section>

      {service.offer ? (
        <Section tone="plain" labelledBy="offer-heading">
          <SectionHeading id="offer-heading" title={service.offer.heading} intro={service.offer.intro} align="left" />
          <ul css={checkList}>
            {service.offer.items.map((item) => (
              <li key={item}>
                <Check aria-hidden="true" size={20} /> {item}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <CardSection id="create" block={service.whatWeCreate} tone="alt" />
      {service.typeCards ? <CardSection id="types" block={service.typeCards} tone="plain" /> : null}

      {service.comparison ? (
        <Section tone="plain" labelledBy="comparison-heading">
          <SectionHeading id="comparison-heading" title={service.comparison.heading} intro={service.comparison.intro} />
          <div css={comparison}>
            {[service.comparison.traditional, service.comparison.enhanced].map((column, index) => (
              <article key={column.label} css={comparisonColumn(index === 1)} data-testid="comparison-column">
                <h3>
                  {index === 1 ? <Sparkles aria-hidden="true" size={20} /> : <Clock aria-hidden="true" size={20} />}
                  {column.label}
                </h3>
                <p css={duration}>{column.duration}</p>
                <ul>
                  {column.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </Section>
      ) : null}

      {service.process ? (
        <Section tone="alt" labelledBy="process-heading">
          <SectionHeading id="process-heading" title={service.process.heading} intro={service.process.intro} />
          <ol css={steps}>
            {service.process.steps.map((step, index) => (
              <li key={step.title}>
                <span css={stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}

      {service.benefits ? <CardSection id="benefits" block={service.benefits} tone="plain" /> : null}

      <Section tone="warm" labelledBy="who-heading">
        <div css={whoLayout}>
          <div>
            <SectionHeading id="who-heading" title={service.whoWeWorkWith.heading} intro={service.whoWeWorkWith.intro} align="left" />
            <ul css={audiences}>
              {service.whoWeWorkWith.audiences.map((audience) => (
                <li key={audience.title}>
                  <h3>{audience.title}</h3>
                  <p>{audience.description}</p>
                </li>
              ))}
            </ul>
          </div>
          <div css={whoAside}>
            {image ? <Picture image={image} alt={service.fields.pictureAlt ?? ""} css={artwork} /> : null}
            {service.whoWeWorkWith.testimonial ? (
              <figure css={testimonial}>
                <blockquote>
                  <p>{service.whoWeWorkWith.testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  <InitialsAvatar name={service.whoWeWorkWith.testimonial.author} />
                  <span>
                    <strong>{service.whoWeWorkWith.testimonial.author}</strong>
                    <span>
                      {[service.whoWeWorkWith.testimonial.role, service.whoWeWorkWith.testimonial.organisation].filter(Boolean).join(", ")}
                    </span>
                  </span>
                </figcaption>
              </figure>
            ) : null}
          </div>
        </div>
      </Section>

      <Section tone="plain" labelledBy="faq-heading">
        <div css={faqLayout}>
          <SectionHeading id="faq-heading" title={labels.service.faqHeading} align="left" />
          <Faq items={service.faq} group={`faq-${service.slug}`} />
        </div>
      </Section>

      <ClosingCta id="closing-heading" heading={service.closing.heading} body={service.closing.body}>
        <ExternalButton href={bookingUrl} variant="onInk">
          {labels.service.getStarted}
        </ExternalButton>
      </ClosingCta>
    </>
  );
}

/** The service page's Head tags: its title, social picture, and structured data for the service, its questions and its trail. */
export function ServicePageHead({
  service,
  path,
  socialImage,
}: {
  service: ServicePageData & { seoTitle: string; seoDescription: string };
  path: string;
  socialImage: string | null;
}) {
  const { siteUrl, settings, labels } = useSiteData();
  return (
    <Seo
      title={service.seoTitle}
      description={service.seoDescription}
      path={path}
      image={socialImage}
      imageAlt={service.fields.pictureAlt}
      jsonLd={[
        serviceJsonLd(siteUrl, { name: service.name, description: service.seoDescription, path, providerName: settings.name }),
        faqPage(service.faq),
        breadcrumbs(siteUrl, [
          { name: labels.breadcrumbs.home, path: LANDING_PATH },
          { name: labels.breadcrumbs.services, path: landingSectionPath("services") },
          { name: service.name, path },
        ]),
      ]}
    />
  );
}

function CardSection({ id, block, tone }: { id: string; block: CardList; tone: "plain" | "alt" }) {
  return (
    <Section tone={tone} labelledBy={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} title={block.heading} intro={block.intro} />
      <ul css={[grid("16rem"), cardGrid]}>
        {block.items.map((item) => (
          <li key={item.title}>
            {item.icon ? (
              <span css={iconBadge}>
                <Icon name={item.icon} />
              </span>
            ) : null}
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const heroStyle = css`
  display: flex;
  align-items: center;
  min-height: 70vh;
  background: ${gradients.serviceHero}, ${colors.ink};
  color: ${colors.onInk};
  h1 {
    color: ${colors.onInk};
    font-size: ${fontSizes.display};
    max-width: 20ch;
  }
`;

const heroInner = css`
  display: grid;
  gap: ${space["2xl"]};
  padding-block: ${space["3xl"]};
  ${mq.lg} {
    grid-template-columns: 1.6fr 1fr;
    align-items: end;
  }
`;

const eyebrow = eyebrowText(true);

const heroIntro = css`
  max-width: ${widths.lead};
  font-size: ${fontSizes.lg};
  color: ${colors.onInkMuted};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.xl};
`;

const highlights = css`
  display: grid;
  gap: ${space.md};
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${space.md} ${space.lg};
    border-radius: ${radii.md};
    background: ${colors.onInkGlass};
    border: 1px solid ${colors.onInkGlassBorder};
  }
  dd {
    margin: 0;
    font-size: ${fontSizes.xl};
    font-weight: 750;
    color: ${colors.onInk};
  }
  dt {
    color: ${colors.onInkMuted};
    font-size: ${fontSizes.sm};
  }
`;

const checkList = css`
  display: grid;
  gap: ${space.sm} ${space.xl};
  list-style: none;
  margin: 0;
  padding: 0;
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    gap: ${space.sm};
  }
  svg {
    flex-shrink: 0;
    margin-top: 0.2rem;
    color: ${colors.success};
  }
`;

const cardGrid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${space.lg};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    border: 1px solid ${colors.line};
  }
  h3 {
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;

const iconBadge = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-bottom: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.coolSoft};
  color: ${colors.cool};
`;

const comparison = css`
  display: grid;
  gap: ${space.lg};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const comparisonColumn = (enhanced: boolean) => css`
  padding: ${space.xl};
  border-radius: ${radii.lg};
  border: 1px solid ${enhanced ? colors.ink : colors.line};
  background: ${enhanced ? colors.ink : colors.surfaceAlt};
  color: ${enhanced ? colors.onInkMuted : colors.text};
  h3 {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    font-size: ${fontSizes.lg};
    color: ${enhanced ? colors.onInk : colors.ink};
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
  li + li {
    margin-top: ${space.sm};
  }
  p {
    color: ${enhanced ? colors.accentOnInk : colors.accent};
  }
`;

const duration = css`
  font-size: ${fontSizes["2xl"]};
  font-weight: 780;
`;

const steps = css`
  display: grid;
  gap: ${space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: step;
  ${mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
  li {
    padding: ${space.lg};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    border: 1px solid ${colors.line};
  }
  h3 {
    font-size: ${fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;

const stepNumber = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  margin-bottom: ${space.md};
  border-radius: ${radii.pill};
  background: ${colors.accent};
  color: ${colors.onInk};
  font-weight: 700;
`;

const whoLayout = css`
  display: grid;
  gap: ${space["2xl"]};
  ${mq.lg} {
    grid-template-columns: 1.2fr 1fr;
    align-items: start;
  }
`;

const audiences = css`
  display: grid;
  gap: ${space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding-left: ${space.md};
    border-left: 3px solid ${colors.accent};
  }
  h3 {
    font-size: ${fontSizes.md};
    margin-bottom: ${space.xs};
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`;

const whoAside = css`
  display: grid;
  gap: ${space.lg};
`;

const artwork = css`
  border-radius: ${radii.lg};
  aspect-ratio: 4 / 3;
`;

const testimonial = css`
  margin: 0;
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  blockquote {
    margin: 0 0 ${space.lg};
    font-size: ${fontSizes.lg};
    color: ${colors.ink};
  }
  blockquote p {
    margin: 0;
  }
  blockquote p::before {
    content: "“";
  }
  blockquote p::after {
    content: "”";
  }
  figcaption {
    display: flex;
    gap: ${space.sm};
    align-items: center;
  }
  figcaption > span:last-of-type {
    display: flex;
    flex-direction: column;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  strong {
    color: ${colors.ink};
  }
`;

const faqLayout = css`
  display: grid;
  gap: ${space.xl};
  ${mq.lg} {
    grid-template-columns: 1fr 2fr;
  }
`;
