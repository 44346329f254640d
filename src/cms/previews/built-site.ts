import { BLOG_PATH, CASE_STUDIES_PATH, CONTACT_PATH, LANDING_PATH } from "../../lib/routes";

/**
 * What a preview takes from the built site around the entry being edited: the chrome's data (the
 * site data static query) and the page data of the pages whose other entries an entry is shown
 * among (the landing page's services and industries, the case studies list, the contact page's
 * form, the blog's articles). Read from the page data Gatsby writes for every page, so it is what
 * the site shows now, under `gatsby build` and `gatsby develop` alike.
 */
export interface BuiltSite {
  siteData: Queries.SiteDataQuery;
  landing: Queries.LandingPageQuery;
  caseStudies: Queries.CaseStudiesQuery;
  contact: Queries.ContactPageQuery;
  blogIndex: Queries.BlogIndexQuery;
  /** Each service page's data by its slug, for the artwork the build drew for a page without a picture of its own. */
  services: ReadonlyMap<string, Queries.ServicePageQuery>;
}

interface PageData<T> {
  result: { data: T };
  staticQueryHashes: string[];
}

/** A page's data file, by the page's address, as Gatsby names it. */
export const pageDataFile = (path: string) => `/page-data${path === "/" ? "/index" : path}/page-data.json`;

/** `read` fetches a file of the built site by its address (`/page-data/...`) and parses its JSON. */
export async function loadBuiltSite(read: (address: string) => Promise<unknown>): Promise<BuiltSite> {
  const page = <T>(path: string) => read(pageDataFile(path)) as Promise<PageData<T>>;
  const [landing, caseStudies, contact, blogIndex] = await Promise.all([
    page<Queries.LandingPageQuery>(LANDING_PATH),
    page<Queries.CaseStudiesQuery>(CASE_STUDIES_PATH),
    page<Queries.ContactPageQuery>(CONTACT_PATH),
    page<Queries.BlogIndexQuery>(BLOG_PATH),
  ]);
  // The site has one static query (src/hooks/use-site-data.ts), which every page uses.
  const [hash] = landing.staticQueryHashes;
  if (!hash) throw new Error(`${pageDataFile(LANDING_PATH)} names no static query`);
  const [siteData, services] = await Promise.all([
    read(`/page-data/sq/d/${hash}.json`) as Promise<{ data: Queries.SiteDataQuery }>,
    Promise.all(
      landing.result.data.services.nodes.map(
        async (service) => [service.slug, (await page<Queries.ServicePageQuery>(service.fields.path)).result.data] as const,
      ),
    ),
  ]);
  return {
    siteData: siteData.data,
    landing: landing.result.data,
    caseStudies: caseStudies.result.data,
    contact: contact.result.data,
    blogIndex: blogIndex.result.data,
    services: new Map(services),
  };
}
