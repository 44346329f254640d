import { css } from "@emotion/react";
import type { PageProps } from "gatsby";
import { Component, useMemo, type ComponentType, type ReactElement, type ReactNode } from "react";
import { wrapConsentPage } from "../../components/consent/gatsby-wrappers";
import { ConsentProvider } from "../../components/consent/ConsentProvider";
import { GivenMdxBody } from "../../components/ui/MdxBody";
import { GivenSiteData } from "../../hooks/use-site-data";
import { LIST_FILE_KEY } from "../names";
import { contentTypes } from "../../content-model";
import { siteFiles } from "../../content-model/site-files";
import { consent } from "../../content-model/consent";
import { industry } from "../../content-model/industry";
import { predicates } from "../../content-model/messages";
import type { ContentType, Field } from "../../content-model/types";
import { entryProblems } from "../../content-model/validation";
import { describePlaces, findSamples } from "../../lib/content-checks";
import { colors, fonts, fontSizes, space } from "../../styles/theme";
import type { DetailsForCopy } from "../../lib/site-details";
import { BLOG_PATH, CASE_STUDIES_PATH, CONTACT_PATH, LANDING_PATH } from "../../lib/routes";
import LandingPage from "../../pages/video-production-milton-keynes";
import CaseStudiesPage from "../../pages/case-studies";
import ContactPage from "../../pages/contact";
import BlogIndexTemplate from "../../templates/blog-index";
import BlogPostTemplate from "../../templates/blog-post";
import LegalTemplate from "../../templates/legal";
import ServiceTemplate from "../../templates/service";
import type { BuiltSite } from "./built-site";
import {
  articleData,
  blogSettingsData,
  caseStudiesPageData,
  caseStudyData,
  contactPageData,
  detailsOf,
  detailsWith,
  industryData,
  landingData,
  legalData,
  reviewsData,
  serviceData,
  siteDataWith,
  type ArticleEntry,
  type BlogSettingsEntry,
  type CaseStudiesPageEntry,
  type CaseStudyEntry,
  type ContactPageEntry,
  type FactsEntry,
  type IndustryEntry,
  type LandingEntry,
  type LegalEntry,
  type ReviewsEntry,
  type ServiceEntry,
  type SiteSettingsEntry,
} from "./entries";
import { compiledBody } from "./mdx";
import type { PreviewAssets } from "./pictures";

export interface PreviewProps {
  site: BuiltSite;
  /** The collection's name in the editor's configuration: the content type's id. */
  collection: string;
  data: unknown;
  assets: PreviewAssets;
}

/** What a page component is given by Gatsby; a preview has only the data and the address to give. */
function page<D, C extends object = object>(Page: ComponentType<PageProps<D, C>>, path: string, data: D, pageContext?: C): ReactElement {
  const props = { data, path, uri: path, location: { pathname: path }, pageContext: pageContext ?? {}, params: {}, children: undefined };
  return <Page {...(props as unknown as PageProps<D, C>)} />;
}

interface View {
  siteData: Queries.SiteDataQuery;
  element: ReactElement | null;
  /** An MDX body compiled from the text being written. */
  body: ComponentType | null;
}

/** The page an entry feeds, drawn with the page's own component from the entry mapped to the page query's shape. */
function viewOf({ site, collection, data, assets }: PreviewProps): View {
  const edited = {
    site: collection === "site-settings" ? (data as SiteSettingsEntry) : undefined,
    facts: collection === "facts" ? (data as FactsEntry) : undefined,
  };
  const details: DetailsForCopy = detailsWith(detailsOf(site.siteData), edited);
  const siteData = siteDataWith(site.siteData, collection, data, details, assets);
  // The pages' own site settings, with an edited file in place of the built one.
  const withSettings = <S extends object>(settings: S | null): S | null =>
    edited.site && settings ? { ...settings, ...(siteData.siteSettings as object) } : settings;
  const landing = { ...site.landing, siteSettings: withSettings(site.landing.siteSettings) };
  const view = (element: ReactElement | null, body: ComponentType | null = null): View => ({ siteData, element, body });

  switch (collection) {
    case "service": {
      const service = serviceData(data as ServiceEntry, details, assets, site.services);
      return view(page(ServiceTemplate, service.fields.path, { service, siteSettings: landing.siteSettings }));
    }
    case "industry": {
      // The entry among the others on the landing page, in its place, or last while it is new.
      const slug = industryData(industry, data as IndustryEntry, details, assets, undefined).slug;
      const built = landing.industries.nodes;
      const at = built.findIndex((node) => node.slug === slug);
      const edited = industryData(industry, data as IndustryEntry, details, assets, built[at]);
      const nodes = at < 0 ? [...built, edited] : built.map((node, index) => (index === at ? edited : node));
      return view(page(LandingPage, LANDING_PATH, { ...landing, industries: { nodes } }));
    }
    case "case-study": {
      const items = ((data as Record<string, CaseStudyEntry[] | undefined>)[LIST_FILE_KEY] ?? []).map((item) =>
        caseStudyData(item, details, assets),
      );
      return view(page(CaseStudiesPage, CASE_STUDIES_PATH, { ...site.caseStudies, caseStudies: { nodes: items } }));
    }
    case "reviews":
      return view(page(LandingPage, LANDING_PATH, { ...landing, reviewCollection: reviewsData(data as ReviewsEntry, details) }));
    case "landing-page":
      return view(page(LandingPage, LANDING_PATH, { ...landing, landingPage: landingData(data as LandingEntry, details, assets) }));
    case "blog-article": {
      const mdx = articleData(data as ArticleEntry, details, assets, site.blogIndex.posts.nodes);
      return view(
        page(BlogPostTemplate, mdx.fields.path, { mdx, blogSettings: { backLabel: siteFiles.blog.backLabel } }),
        compiledBody((data as ArticleEntry).body ?? ""),
      );
    }
    case "legal-page": {
      const mdx = legalData(data as LegalEntry, details);
      return view(page(LegalTemplate, mdx.fields.path, { mdx }), compiledBody((data as LegalEntry).body ?? ""));
    }
    case "contact-page":
      return view(page(ContactPage, CONTACT_PATH, { ...site.contact, contactPage: contactPageData(data as ContactPageEntry, details) }));
    case "case-studies-page":
      return view(
        page(CaseStudiesPage, CASE_STUDIES_PATH, {
          ...site.caseStudies,
          caseStudiesPage: caseStudiesPageData(data as CaseStudiesPageEntry, details),
        }),
      );
    case "blog-settings":
      return view(
        page(
          BlogIndexTemplate,
          BLOG_PATH,
          { ...site.blogIndex, blogSettings: blogSettingsData(data as BlogSettingsEntry, details) },
          { category: null },
        ),
      );
    case "redirect":
      // Redirects send old addresses on; they feed no page to show.
      return view(null);
    default: {
      // The site-wide files: the page the model says shows them (the contact form's wording on the
      // contact page, the site settings' details beside it), with the header and footer they feed.
      const type = contentTypes.find((candidate) => candidate.id === collection);
      const [path] = (type?.shownAt ?? LANDING_PATH).split("#");
      if (path === CONTACT_PATH)
        return view(page(ContactPage, CONTACT_PATH, { ...site.contact, siteSettings: withSettings(site.contact.siteSettings) }));
      if (path === CASE_STUDIES_PATH)
        return view(
          page(CaseStudiesPage, CASE_STUDIES_PATH, { ...site.caseStudies, siteSettings: withSettings(site.caseStudies.siteSettings) }),
        );
      if (path === BLOG_PATH) return view(page(BlogIndexTemplate, BLOG_PATH, site.blogIndex, { category: null }));
      return view(page(LandingPage, LANDING_PATH, landing));
    }
  }
}

/** What the entry flags as sample material: what replaces it, and where in the entry ("hero", "12 entries"), as the pre-launch list says it. */
function samplesOf(data: unknown): { replaceWith: string; places: string }[] {
  const byReplacement = new Map<string, string[]>();
  for (const sample of findSamples([{ file: "entry.json", text: JSON.stringify(data ?? {}) }]).samples) {
    byReplacement.set(sample.replaceWith, [...(byReplacement.get(sample.replaceWith) ?? []), sample.at]);
  }
  return Array.from(byReplacement, ([replaceWith, places]) => ({ replaceWith, places: describePlaces(places) }));
}

/** A field by its path in an entry ("hero.headline", "faq[0].question"), named by its labels as the form names it ("Hero › Headline"). */
function labelsAt(fields: readonly Field[], path: string): string {
  const labels: string[] = [];
  let within: readonly Field[] = fields;
  for (const name of path.split(/\.|\[\d+\]/).filter(Boolean)) {
    const field = within.find((candidate) => candidate.name === name);
    labels.push(field?.label ?? name);
    within = field?.widget === "object" ? field.fields : field?.widget === "list" && field.of.widget === "object" ? field.of.fields : [];
  }
  return labels.join(" › ");
}

/** The required fields an entry has not been given yet (a new one just opened, say), by their labels; none for a collection of no type. */
export function missingFields(collection: string, data: unknown): string[] {
  const type: ContentType | undefined = contentTypes.find((candidate) => candidate.id === collection);
  if (!type) return [];
  const entries = type.source.shape === "list-file" ? ((data as Record<string, unknown> | null)?.[LIST_FILE_KEY] ?? []) : [data];
  const required = ` ${predicates.required()}`;
  const missing = (Array.isArray(entries) ? entries : [])
    .flatMap((entry) => entryProblems(type, entry ?? {}))
    .filter((problem) => problem.endsWith(required))
    .map((problem) => labelsAt(type.fields, problem.slice(0, -required.length)));
  return [...new Set(missing)];
}

/** The page an entry feeds, as its visitors will see it, with the site's chrome and its sample notes. */
export function Preview(props: PreviewProps) {
  const { site, collection, data, assets } = props;
  const view = useMemo(() => {
    try {
      return viewOf({ site, collection, data, assets });
    } catch (error) {
      // A token that names nothing, mid-edit: the build's own message, until the text is right again.
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [site, collection, data, assets]);
  const samples = useMemo(() => samplesOf(data), [data]);
  if (view instanceof Error) return <Unfinished message={unfinishedMessage(collection, data, view)} />;
  return (
    <GivenSiteData.Provider value={view.siteData}>
      <ConsentProvider>
        <UnfinishedEntry collection={collection} data={data}>
          <GivenMdxBody.Provider value={view.body}>
            {/* The cookie banner would cover every preview: it shows only in the preview of its own wording. */}
            {view.element && collection === consent.id ? wrapConsentPage({ element: view.element }) : view.element}
          </GivenMdxBody.Provider>
        </UnfinishedEntry>
        {samples.length ? (
          <aside data-sample-notes="" css={sampleNotes}>
            {samples.map((sample) => (
              <p key={sample.replaceWith} role="note">
                <strong>Sample material ({sample.places}).</strong> The page shows it until it is replaced with:{" "}
                <em>{sample.replaceWith}</em>
              </p>
            ))}
          </aside>
        ) : null}
      </ConsentProvider>
    </GivenSiteData.Provider>
  );
}

function Unfinished({ message }: { message: string }) {
  return (
    <p role="alert" css={unfinished}>
      {message}
    </p>
  );
}

interface UnfinishedProps {
  collection: string;
  data: unknown;
  children: ReactNode;
}

/**
 * An entry a page cannot be drawn from yet (a new one just opened, or a required field emptied
 * while it is rewritten): in place of the page, the fields it still needs, by their labels in the
 * form (else the page's own message), until the next change of the entry.
 */
class UnfinishedEntry extends Component<UnfinishedProps, { error: Error | null; data: unknown }> {
  state = { error: null as Error | null, data: this.props.data };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: UnfinishedProps, state: { data: unknown }) {
    return props.data === state.data ? null : { error: null, data: props.data };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <Unfinished message={unfinishedMessage(this.props.collection, this.props.data, error)} />;
  }
}

/** What the preview says of an entry that lacks fields its page needs, before naming them. */
export const NEEDS_FIELDS = "The page is drawn here once it has every field it needs. Still to fill in:";

/** Why a page cannot be drawn: the fields the entry still lacks, else the page's own message (a token that names nothing, say). */
function unfinishedMessage(collection: string, data: unknown, error: Error): string {
  const missing = missingFields(collection, data);
  return missing.length ? `${NEEDS_FIELDS} ${missing.join("; ")}.` : error.message;
}

// Drawn without the page, so without the page's global styles: the site's typeface is given here.
const unfinished = css`
  font-family: ${fonts.body};
  margin: ${space.xl};
  padding: ${space.md};
  border-left: 4px solid ${colors.danger};
  background: ${colors.surfaceWarm};
`;

/** Along the foot of the frame, clear of the page's fixed header, so the notes stay in sight while the author scrolls to the samples. */
const sampleNotes = css`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  z-index: 200;
  max-height: 30vh;
  overflow-y: auto;
  padding: ${space.sm} ${space.md};
  background: ${colors.surfaceWarm};
  border-top: 3px solid ${colors.accent};
  font-size: ${fontSizes.sm};
`;
