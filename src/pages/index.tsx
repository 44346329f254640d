import { LANDING_PATH } from "../lib/routes";

/**
 * `/` is redirected to the landing page by the server (301) and by Gatsby's router. This page is
 * the fallback for plain static hosts: a zero-second refresh that replaces the history entry.
 */
export default function RootRedirect() {
  return (
    <main>
      <p>
        <a href={LANDING_PATH}>Continue to Gridline Films</a>
      </p>
    </main>
  );
}

export function Head() {
  return (
    <>
      <html lang="en-GB" />
      <title>Gridline Films</title>
      <meta httpEquiv="refresh" content={`0; url=${LANDING_PATH}`} />
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={LANDING_PATH} />
    </>
  );
}
