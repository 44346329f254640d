import { css } from "@emotion/react";
import { ArrowRight, CheckCircle2 } from "lucide-react";
import { useSiteData } from "../../hooks/use-site-data";
import { CONTACT_THANK_YOU_PATH } from "../../lib/routes";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { Seo } from "../layout/Seo";
import { ExternalButton } from "../ui/Button";
import { container } from "../../styles/patterns";

export type ThankYouCopy = NonNullable<NonNullable<Queries.ContactThankYouPageQuery["contactPage"]>["thankYou"]>;

/**
 * Where the contact function sends a visitor whose message it stored from a plain form post
 * (a browser without scripts, or a submit before they ran): what happens next, and where to go.
 */
export function ContactThankYou({ copy, replyPromise }: { copy: ThankYouCopy; replyPromise: string | null | undefined }) {
  const { settings } = useSiteData();
  return (
    <section css={[container, wrapper]} aria-labelledby="thank-you-heading">
      <CheckCircle2 aria-hidden="true" size={48} css={tick} />
      <p css={eyebrow}>{copy.eyebrow}</p>
      <h1 id="thank-you-heading">{copy.heading}</h1>
      <p css={lead}>
        {copy.intro} {replyPromise}
      </p>

      <h2 css={subheading}>{copy.nextHeading}</h2>
      <ol css={steps}>
        {copy.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p css={booking}>
        {copy.bookingPrompt} <ExternalButton href={settings.bookingUrl}>{settings.bookingLabel}</ExternalButton>
      </p>

      <h2 css={subheading}>{copy.linksHeading}</h2>
      <ul css={links}>
        {copy.links.map((link) => (
          <li key={link.to}>
            <a href={link.to}>
              {link.label} <ArrowRight aria-hidden="true" size={16} />
            </a>
            <p>{link.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ContactThankYouHead({ copy }: { copy: ThankYouCopy }) {
  return <Seo title={copy.seoTitle} description={copy.seoDescription} path={CONTACT_THANK_YOU_PATH} noindex />;
}

const wrapper = css`
  max-width: 48rem;
  padding-block: ${space["3xl"]} ${space["4xl"]};
  h1 {
    font-size: ${fontSizes["3xl"]};
    margin-bottom: ${space.md};
  }
`;

const tick = css`
  color: ${colors.success};
  margin-bottom: ${space.md};
`;

const eyebrow = css`
  font-weight: 700;
  font-size: ${fontSizes.sm};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${colors.accent};
  margin-bottom: ${space.xs};
`;

const lead = css`
  font-size: ${fontSizes.lg};
  color: ${colors.muted};
  margin-bottom: ${space["2xl"]};
`;

const subheading = css`
  font-size: ${fontSizes.xl};
  margin-bottom: ${space.md};
`;

const steps = css`
  margin: 0 0 ${space.lg};
  padding-left: 1.4rem;
  display: grid;
  gap: ${space.sm};
`;

const booking = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  margin-bottom: ${space["2xl"]};
`;

const links = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
  ${mq.sm} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    padding: ${space.md};
    border: 1px solid ${colors.line};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    font-weight: 650;
  }
  p {
    margin: ${space.xs} 0 0;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
`;
