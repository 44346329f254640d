/**
 * The site as a preview draws it: every entry as the content has it now (../content-snapshot.ts),
 * the entry being edited as it stands in the form, and from the last build only what the build
 * alone can make (pictures, the artwork it drew, read times, build dates). Each page's data is
 * made from those with the model's mappers (./entries.ts), so an edited entry's values replace
 * the built site's wherever the page shows them: a fact everywhere its token is, the phone number
 * in the header and the Call links alike, a service's card on the landing page, a link in every
 * menu.
 */
import { blogArticle } from "../../content-model/blog-article";
import { blogSettings } from "../../content-model/blog-settings";
import { caseStudiesPage } from "../../content-model/case-studies-page";
import { caseStudy } from "../../content-model/case-study";
import { consent } from "../../content-model/consent";
import { contactForm } from "../../content-model/contact-form";
import { contactPage } from "../../content-model/contact-page";
import { facts } from "../../content-model/facts";
import { withSlug } from "../../content-model/files";
import { industry } from "../../content-model/industry";
import { interfaceLabels } from "../../content-model/interface-labels";
import { landingPage } from "../../content-model/landing-page";
import { legalPage } from "../../content-model/legal-page";
import { navigation } from "../../content-model/navigation";
import { newsletter } from "../../content-model/newsletter";
import { reviews } from "../../content-model/reviews";
import { service } from "../../content-model/service";
import { siteSettings } from "../../content-model/site-settings";
import type { ContentType } from "../../content-model/types";
import { factsByName, type DetailsForCopy, type Facts } from "../../lib/site-details";
import { slugify } from "../../lib/routes";
import { single, snapshotDetails, type ContentSnapshot, type SnapshotEntry } from "../content-snapshot";
import { LIST_FILE_KEY } from "../names";
import type { BuiltSite } from "./built-site";
import {
  articleData,
  blogSettingsData,
  caseStudiesPageData,
  caseStudyData,
  contactPageData,
  filled,
  industryData,
  landingData,
  legalData,
  reviewsData,
  serviceData,
  type ArticleEntry,
  type BlogSettingsEntry,
  type CaseStudiesPageEntry,
  type CaseStudyEntry,
  type ContactPageEntry,
  type IndustryEntry,
  type LandingEntry,
  type LegalEntry,
  type ReviewsEntry,
  type ServiceEntry,
} from "./entries";
import { BUILT_PICTURES, PICTURE_BOXES, type PreviewAssets } from "./pictures";

/** The entry being edited: its collection (the content type's id), its file's slug ("" while new) and its data as the form holds it. */
export interface EditedEntry {
  collection: string;
  slug: string;
  data: Record<string, unknown>;
}

const as = <T>(value: unknown) => value as T;
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The slug a new entry's file will have: its slug field, or its title in plain words. */
export function slugOfNew(type: ContentType, data: Record<string, unknown>): string {
  const field = type.slug?.field;
  return text(field ? data[field] : undefined) || slugify(text(data.title ?? data.name));
}

/** The content with the edited entry in place of its saved self (or added, while new). */
export function withEdited(snapshot: ContentSnapshot, edited: EditedEntry, types: readonly ContentType[]): ContentSnapshot {
  const type = types.find((candidate) => candidate.id === edited.collection);
  if (!type) return snapshot;
  const entries = snapshot[type.id] ?? [];
  const slug = edited.slug || slugOfNew(type, edited.data);
  const at = type.source.shape === "folder" ? entries.findIndex((entry) => entry.slug === slug) : 0;
  const entry: SnapshotEntry = { slug, data: edited.data };
  const next = at < 0 ? [...entries, entry] : entries.map((existing, index) => (index === at ? entry : existing));
  return { ...snapshot, [type.id]: entries.length ? next : [entry] };
}

const byOrder = (entries: readonly SnapshotEntry[]) =>
  [...entries].sort((a, b) => Number(a.data.order ?? 0) - Number(b.data.order ?? 0) || a.slug.localeCompare(b.slug));

/** The site now: its content, what the tokens stand for, and the built site for what only the build makes. */
export interface SiteNow {
  /** The collection of the entry being edited: its pictures are the form's, every other entry's the build's. */
  editing: string;
  content: ContentSnapshot;
  /** The content as it was saved, before the edit. */
  saved: ContentSnapshot;
  details: DetailsForCopy;
  built: BuiltSite;
  assets: PreviewAssets;
}

export function siteNow(
  built: BuiltSite,
  snapshot: ContentSnapshot,
  edited: EditedEntry,
  assets: PreviewAssets,
  types: readonly ContentType[],
) {
  const content = withEdited(snapshot, edited, types);
  return { editing: edited.collection, content, saved: snapshot, details: snapshotDetails(content), built, assets } satisfies SiteNow;
}

/** Where a type's pictures come from: the form's files for the entry being edited, else the build's. */
const picturesOf = (now: SiteNow, type: ContentType) => (type.id === now.editing ? now.assets : BUILT_PICTURES);

const file = (now: SiteNow, type: ContentType) => filled(single(now.content, type) ?? {}, now.details);
const entriesOf = (now: SiteNow, type: ContentType) => now.content[type.id] ?? [];

/** A folder entry's data with its file's slug, as the build gives it. */
const withFileSlug = (entry: SnapshotEntry) => ({ ...entry.data, slug: text(entry.data.slug) || entry.slug });

/** Every service as its page query has it, in menu order. */
function servicesNow(now: SiteNow) {
  return byOrder(entriesOf(now, service)).map((entry) =>
    serviceData(as<ServiceEntry>(withFileSlug(entry)), now.details, picturesOf(now, service), now.built.services),
  );
}

/** The site settings as the pages' queries have them: the built social image unless the author chose another. */
function settingsNow(now: SiteNow) {
  const site = file(now, siteSettings) as Record<string, unknown>;
  const builtImage = now.built.siteData.siteSettings?.socialImage;
  const chosen = text(site.socialImage);
  const savedImage = text(single(now.saved, siteSettings)?.socialImage);
  const address = chosen && chosen !== savedImage ? picturesOf(now, siteSettings).assetUrl(chosen) : "";
  const socialImage = address ? { publicURL: address, childImageSharp: null } : builtImage;
  return { ...site, socialImage };
}

/** The data every page's chrome has: the header, the footer, the labels, the facts, the forms' words. */
export function siteDataNow(now: SiteNow): Queries.SiteDataQuery {
  const services = servicesNow(now);
  return as<Queries.SiteDataQuery>({
    ...now.built.siteData,
    siteSettings: settingsNow(now),
    navigation: file(now, navigation),
    labels: file(now, interfaceLabels),
    consent: file(now, consent),
    contactForm: file(now, contactForm),
    newsletter: file(now, newsletter),
    facts: {
      byName: Object.entries(factsByName(as<Facts>(single(now.content, facts)))).map(([name, fact]) => ({ name, value: fact.value })),
    },
    services: {
      nodes: services.map((node) => ({
        slug: node.slug,
        name: node.name,
        inServicesMenu: as<ServiceEntry>(node).inServicesMenu,
        fields: { path: node.fields.path },
      })),
    },
    industries: {
      nodes: byOrder(entriesOf(now, industry)).map((entry) => ({ slug: withFileSlug(entry).slug, title: text(entry.data.title) })),
    },
  });
}

function industriesNow(now: SiteNow) {
  const built = new Map(now.built.landing.industries.nodes.map((node) => [node.slug, node]));
  return byOrder(entriesOf(now, industry)).map((entry) => {
    const data = as<IndustryEntry>(withFileSlug(entry));
    return industryData(industry, data, now.details, picturesOf(now, industry), built.get(data.slug));
  });
}

export function landingNow(now: SiteNow): Queries.LandingPageQuery {
  return as<Queries.LandingPageQuery>({
    ...now.built.landing,
    landingPage: landingData(
      as<LandingEntry>(single(now.content, landingPage)),
      now.details,
      picturesOf(now, landingPage),
      now.built.landing.landingPage,
    ),
    siteSettings: { ...now.built.landing.siteSettings, ...settingsNow(now) },
    services: { nodes: servicesNow(now) },
    industries: { nodes: industriesNow(now) },
    reviewCollection: reviewsData(as<ReviewsEntry>(single(now.content, reviews)), now.details),
  });
}

export function contactNow(now: SiteNow): Queries.ContactPageQuery {
  const landing = landingData(
    as<LandingEntry>(single(now.content, landingPage)),
    now.details,
    BUILT_PICTURES,
    now.built.landing.landingPage,
  );
  return as<Queries.ContactPageQuery>({
    ...now.built.contact,
    contactPage: contactPageData(as<ContactPageEntry>(single(now.content, contactPage)), now.details),
    landingPage: { contact: landing.contact },
    industries: { nodes: industriesNow(now).map(({ title }) => ({ title })) },
    services: { nodes: servicesNow(now).map(({ name }) => ({ name })) },
    siteSettings: { ...now.built.contact.siteSettings, ...settingsNow(now) },
  });
}

export function thankYouNow(now: SiteNow): Queries.ContactThankYouPageQuery {
  const page = as<ContactPageEntry>(contactPageData(as<ContactPageEntry>(single(now.content, contactPage)), now.details));
  return as<Queries.ContactThankYouPageQuery>({ contactPage: { thankYou: page.thankYou }, siteSettings: settingsNow(now) });
}

export function caseStudiesNow(now: SiteNow): Queries.CaseStudiesQuery {
  const items = (single(now.content, caseStudy)?.[LIST_FILE_KEY] as CaseStudyEntry[] | undefined) ?? [];
  return as<Queries.CaseStudiesQuery>({
    ...now.built.caseStudies,
    caseStudiesPage: caseStudiesPageData(as<CaseStudiesPageEntry>(single(now.content, caseStudiesPage)), now.details),
    siteSettings: { ...now.built.caseStudies.siteSettings, ...settingsNow(now) },
    caseStudies: {
      nodes: items.map((item, index) =>
        caseStudyData(item, now.details, picturesOf(now, caseStudy), now.built.caseStudies.caseStudies.nodes[index]),
      ),
    },
  });
}

/** Every article as the blog index has it: its card's words from the content, its read time and picture from the build (or the form). */
export function blogIndexNow(now: SiteNow, edited?: EditedEntry): Queries.BlogIndexQuery {
  const built = new Map(now.built.blogIndex.posts.nodes.map((node) => [node.fields.slug, node]));
  const posts = entriesOf(now, blogArticle).map((entry) => {
    const isEdited = edited?.collection === blogArticle.id && (edited.slug || slugOfNew(blogArticle, edited.data)) === entry.slug;
    const pictures = isEdited ? now.assets : BUILT_PICTURES;
    const mdx = articleData(
      as<ArticleEntry>(withFileSlug(entry)),
      now.details,
      pictures,
      now.built.blogIndex.posts.nodes,
      PICTURE_BOXES.card,
    );
    const saved = built.get(mdx.fields.slug);
    const picture = mdx.fields.picture?.childImageSharp?.hero;
    return {
      ...mdx,
      readTime: isEdited || !saved ? mdx.readTime : saved.readTime,
      fields: {
        ...mdx.fields,
        picture: picture && (isEdited || !saved) ? { childImageSharp: { gatsbyImageData: picture } } : (saved?.fields.picture ?? null),
        pictureAlt: isEdited || !saved ? mdx.fields.pictureAlt : saved.fields.pictureAlt,
      },
    };
  });
  return as<Queries.BlogIndexQuery>({
    ...now.built.blogIndex,
    blogSettings: blogSettingsData(as<BlogSettingsEntry>(single(now.content, blogSettings)), now.details),
    posts: { nodes: posts },
  });
}

export function serviceNow(now: SiteNow, slug: string): Queries.ServicePageQuery {
  const entry = entriesOf(now, service).find((candidate) => candidate.slug === slug) ?? entriesOf(now, service)[0];
  return as<Queries.ServicePageQuery>({
    service: serviceData(as<ServiceEntry>(withFileSlug(entry)), now.details, picturesOf(now, service), now.built.services),
    siteSettings: settingsNow(now),
  });
}

/** An article's page, with `body` as its text (the content here holds no article's text: only the form does). */
export function articleNow(now: SiteNow, slug: string, body: string): Queries.BlogPostQuery {
  const entry = entriesOf(now, blogArticle).find((candidate) => candidate.slug === slug) ?? entriesOf(now, blogArticle)[0];
  const mdx = articleData(
    as<ArticleEntry>({ ...withFileSlug(entry), body }),
    now.details,
    picturesOf(now, blogArticle),
    now.built.blogIndex.posts.nodes,
  );
  return as<Queries.BlogPostQuery>({ mdx, blogSettings: file(now, blogSettings) });
}

/** A legal page (edited as a file, never in the editor, but drawn as the site draws it). */
export function legalNow(now: SiteNow, slug: string, body: string): Queries.LegalPageQuery {
  const entry = entriesOf(now, legalPage).find((candidate) => candidate.slug === slug) ?? entriesOf(now, legalPage)[0];
  return as<Queries.LegalPageQuery>({ mdx: legalData(as<LegalEntry>({ ...withFileSlug(entry), body }), now.details) });
}

/** A page's address for an entry of a type that has pages. */
export const pageOf = (type: ContentType, slug: string) => (type.pagePath ? withSlug(type.pagePath, slug) : undefined);
