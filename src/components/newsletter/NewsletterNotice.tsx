import { css } from "@emotion/react";
import { useSiteData } from "../../hooks/use-site-data";
import { container, eyebrowText } from "../../styles/patterns";
import { colors, fontSizes, space, widths } from "../../styles/theme";
import { Layout } from "../layout/Layout";
import { Seo } from "../layout/Seo";
import { ButtonLink } from "../ui/Button";

export type NoticeName = "checkInbox" | "confirmed" | "unsubscribed";

/**
 * What a newsletter step has done, shown after a form or a link's button was posted without
 * scripts (the functions answer with a redirect here). Not indexed and not in the sitemap.
 */
export function NewsletterNotice({ name }: { name: NoticeName }) {
  const notice = useSiteData().newsletter[name];
  return (
    <Layout>
      <section css={[container, wrapper]} aria-labelledby="notice-heading">
        <p css={eyebrow}>{notice.eyebrow}</p>
        <h1 id="notice-heading">{notice.heading}</h1>
        {notice.body.map((paragraph) => (
          <p key={paragraph} css={lead}>
            {paragraph}
          </p>
        ))}
        <ButtonLink to={notice.buttonTo}>{notice.button}</ButtonLink>
      </section>
    </Layout>
  );
}

export function NewsletterNoticeHead({ name, path }: { name: NoticeName; path: string }) {
  const notice = useSiteData().newsletter[name];
  return <Seo title={notice.seoTitle} description={notice.seoDescription} path={path} noindex />;
}

const wrapper = css`
  min-height: 55vh;
  max-width: ${widths.prose};
  padding-block: ${space["4xl"]};
  h1 {
    font-size: ${fontSizes["3xl"]};
    margin-bottom: ${space.lg};
  }
`;

const eyebrow = [
  eyebrowText(false),
  css`
    margin-bottom: ${space.sm};
  `,
];

const lead = css`
  color: ${colors.muted};
  font-size: ${fontSizes.md};
  margin-bottom: ${space.lg};
  &:last-of-type {
    margin-bottom: ${space.xl};
  }
`;
