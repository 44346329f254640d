import { css } from "@emotion/react";
import { useLabels, useSiteData } from "../../hooks/use-site-data";
import { LANDING_PATH, NOT_FOUND_PATH } from "../../lib/routes";
import { colors, fontSizes, space } from "../../styles/theme";
import { Seo } from "../layout/Seo";
import { ButtonLink } from "../ui/Button";
import { container } from "../../styles/patterns";

/** What a visitor sees at an address the site does not have, with a way back to the home page. */
export function NotFound() {
  const labels = useLabels().notFound;
  return (
    <section css={[container, wrapper]}>
      <p css={code}>{labels.code}</p>
      <h1>{labels.heading}</h1>
      <p css={lead}>{labels.body}</p>
      <ButtonLink to={LANDING_PATH}>{labels.button}</ButtonLink>
    </section>
  );
}

export function NotFoundHead() {
  const { settings, labels } = useSiteData();
  return (
    <Seo
      title={`${labels.notFound.seoTitle} | ${settings.name}`}
      description={labels.notFound.seoDescription}
      path={NOT_FOUND_PATH}
      noindex
    />
  );
}

const wrapper = css`
  min-height: 60vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  padding-block: ${space["4xl"]};
  h1 {
    font-size: ${fontSizes["3xl"]};
  }
`;

const code = css`
  font-size: 5rem;
  font-weight: 800;
  line-height: 1;
  color: ${colors.accent};
  margin-bottom: ${space.md};
`;

const lead = css`
  max-width: 34rem;
  color: ${colors.muted};
  margin-bottom: ${space.xl};
`;
