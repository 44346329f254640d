import type { ReactNode } from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { APPLE_TOUCH_ICON_PATH, FAVICON_PATH } from "../../lib/routes";
import { colors } from "../../styles/theme";

interface SeoProps {
  title: string;
  description: string;
  /** Root-relative path of the page; the canonical URL is built from it. */
  path: string;
  /** Root-relative or absolute address of the social image. */
  image?: string | null;
  imageAlt?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: object[];
  children?: ReactNode;
}

/** Head tags every page sets: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function Seo({ title, description, path, image, imageAlt, type = "website", noindex, jsonLd = [], children }: SeoProps) {
  const { siteUrl, settings, socialImage: fallback } = useSiteData();
  const canonical = `${siteUrl}${path}`;
  const socialImage = image ? absoluteUrl(siteUrl, image) : fallback.url;
  const socialImageAlt = image ? imageAlt : fallback.alt;
  return (
    <>
      <html lang="en-GB" />
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={settings.name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={socialImage} />
      {socialImageAlt ? <meta property="og:image:alt" content={socialImageAlt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={socialImage} />
      <meta name="theme-color" content={colors.ink} />
      <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON_PATH} />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(data)}
        </script>
      ))}
      {children}
    </>
  );
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}
