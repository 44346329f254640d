import { useSiteData } from "../hooks/use-site-data";
import { LANDING_PATH } from "../lib/routes";

/**
 * `/` is redirected to the landing page by the server (301) and by Gatsby's router. This page is
 * the fallback for plain static hosts: a zero-second refresh that replaces the history entry.
 */
export default function RootRedirect() {
  const { settings, labels } = useSiteData();
  return (
    <main>
      <p>
        <a href={LANDING_PATH}>{`${labels.layout.continueTo} ${settings.name}`}</a>
      </p>
    </main>
  );
}

export function Head() {
  const { siteUrl, settings } = useSiteData();
  return (
    <>
      <html lang="en-GB" />
      <title>{settings.name}</title>
      <meta httpEquiv="refresh" content={`0; url=${LANDING_PATH}`} />
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={`${siteUrl}${LANDING_PATH}`} />
    </>
  );
}
