/**
 * GraphQL type of each JSON content file, by its path under `content/` without the extension.
 * Folders map to one type (one file per item); single files map by their own path.
 */
const typeByPath: Record<string, string> = {
  "site/site": "SiteSettings",
  "site/facts": "SiteFacts",
  "site/navigation": "Navigation",
  "site/blog": "BlogSettings",
  "site/redirects": "LegacyRedirect",
  "site/consent": "ConsentSettings",
  "site/contact-form": "ContactFormCopy",
  "site/newsletter": "NewsletterSettings",
  "site/labels": "InterfaceLabels",
  "pages/case-studies": "CaseStudiesPage",
  "pages/contact": "ContactPage",
  "landing/landing": "LandingPage",
  services: "Service",
  industries: "Industry",
  "reviews/reviews": "ReviewCollection",
  "case-studies/case-studies": "CaseStudy",
};

export function jsonTypeName(relativeDirectory: string, name: string): string {
  const byFile = typeByPath[`${relativeDirectory}/${name}`];
  const byFolder = typeByPath[relativeDirectory];
  const typeName = byFile ?? byFolder;
  if (!typeName) {
    throw new Error(`content/${relativeDirectory}/${name}.json has no content type; add it to src/lib/content-types.ts`);
  }
  return typeName;
}
