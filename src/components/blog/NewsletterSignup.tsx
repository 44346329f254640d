import { css } from "@emotion/react";
import { SubscribeForm } from "../newsletter/SubscribeForm";
import { Section } from "../ui/Section";
import { colors, fontSizes, space, widths } from "../../styles/theme";

interface NewsletterSignupProps {
  heading: string;
  body: string;
  placeholder: string;
  button: string;
}

export function NewsletterSignup({ heading, body, placeholder, button }: NewsletterSignupProps) {
  return (
    <Section id="stay-updated" tone="ink" labelledBy="signup-heading">
      <div css={wrapper}>
        <h2 id="signup-heading">{heading}</h2>
        <p>{body}</p>
        <SubscribeForm source="blog" placeholder={placeholder} buttonLabel={button} />
      </div>
    </Section>
  );
}

const wrapper = css`
  max-width: ${widths.lead};
  margin-inline: auto;
  text-align: center;
  h2 {
    font-size: ${fontSizes["2xl"]};
  }
  > p {
    color: ${colors.onInkMuted};
    margin-bottom: ${space.lg};
  }
`;
