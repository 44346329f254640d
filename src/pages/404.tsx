import { css } from "@emotion/react";
import { useEffect } from "react";
import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { useSiteData } from "../hooks/use-site-data";
import { ButtonLink } from "../components/ui/Button";
import { LANDING_PATH } from "../lib/routes";
import { colors, fontSizes, space } from "../styles/theme";
import { container } from "../components/ui/Section";

export default function NotFoundPage({ location }: PageProps) {
  useEffect(() => {
    // A warning, not an error: a visitor following a stale link is expected, not a fault of the page.
    console.warn(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
  }, [location.pathname]);
  return (
    <Layout>
      <section css={[container, wrapper]}>
        <p css={code}>404</p>
        <h1>Oops! Page not found</h1>
        <p css={lead}>The page you were looking for has moved or never existed. Our services, case studies and articles are all a click away from the home page.</p>
        <ButtonLink to={LANDING_PATH}>Return to Home</ButtonLink>
      </section>
    </Layout>
  );
}

export function Head() {
  const { settings } = useSiteData();
  return <Seo title={`Page not found | ${settings.name}`} description="The page you were looking for could not be found." path="/404" noindex />;
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
