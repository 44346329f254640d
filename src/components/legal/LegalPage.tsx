import { useSiteData } from "../../hooks/use-site-data";
import { island } from "../../hydration/island";
import { LANDING_PATH } from "../../lib/routes";
import { breadcrumbs } from "../../lib/structured-data";
import { Seo } from "../layout/Seo";
import type { LegalPageData } from "./legal-page-data";

/** Text and links: nothing on a legal page needs script. */
const LegalDocument = island(() => import(/* webpackChunkName: "island-legal-document" */ "./LegalDocument"), "LegalDocument", "never");

/** A policy or terms page: its title, the date it took effect, the text, and a way home (see LegalDocument). */
export function LegalPage({ page }: { page: LegalPageData }) {
  return <LegalDocument page={page} />;
}

export function LegalPageHead({ page }: { page: LegalPageData }) {
  const { siteUrl, settings, labels } = useSiteData();
  return (
    <Seo
      title={`${page.frontmatter.title} | ${settings.name}`}
      description={page.frontmatter.description}
      path={page.fields.path}
      jsonLd={[
        breadcrumbs(siteUrl, [
          { name: labels.breadcrumbs.home, path: LANDING_PATH },
          { name: page.frontmatter.title, path: page.fields.path },
        ]),
      ]}
    />
  );
}
