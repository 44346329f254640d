/**
 * One mapper per content type: an entry as the author is editing it (tokens unfilled, pictures as
 * paths, an MDX body as text) to the shape its page query gives the page. Tokens are filled by the
 * model's own code (site-files.ts over lib/site-details.ts, as the schema's `@filled` does), page
 * addresses come from the model's pagePath, and read times from lib/read-time.ts.
 *
 * An entry's fields and its query's selection have the same names (the model declares both), so
 * each mapper fills the entry and adds what the build computes onto it: `fields` (address,
 * picture, alt text) and the read time.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { blogArticle } from "../../content-model/blog-article";
import type { blogSettings } from "../../content-model/blog-settings";
import type { caseStudiesPage } from "../../content-model/case-studies-page";
import type { caseStudy } from "../../content-model/case-study";
import type { consent } from "../../content-model/consent";
import type { contactForm } from "../../content-model/contact-form";
import type { contactPage } from "../../content-model/contact-page";
import type { facts } from "../../content-model/facts";
import { withSlug } from "../../content-model/files";
import type { industry } from "../../content-model/industry";
import type { interfaceLabels } from "../../content-model/interface-labels";
import type { landingPage } from "../../content-model/landing-page";
import { legalPage } from "../../content-model/legal-page";
import type { navigation } from "../../content-model/navigation";
import type { newsletter } from "../../content-model/newsletter";
import type { reviews } from "../../content-model/reviews";
import { blogArticle as articleType } from "../../content-model/blog-article";
import { service as serviceType } from "../../content-model/service";
import type { service } from "../../content-model/service";
import type { siteSettings } from "../../content-model/site-settings";
import type { ContentType, EntryOf } from "../../content-model/types";
import { articleReadTime } from "../../lib/read-time";
import { fillSiteDetailsDeep, type DetailsForCopy } from "../../lib/site-details";
import { slugify } from "../../lib/routes";
import { PICTURE_BOXES, previewPicture, type PictureBox, type PreviewAssets } from "./pictures";

type Entry<T extends ContentType> = EntryOf<T["fields"]>;
export type ServiceEntry = Entry<typeof service>;
export type IndustryEntry = Entry<typeof industry>;
export type CaseStudyEntry = Entry<typeof caseStudy>;
export type ReviewsEntry = Entry<typeof reviews>;
export type LandingEntry = Entry<typeof landingPage>;
export type SiteSettingsEntry = Entry<typeof siteSettings>;
export type NavigationEntry = Entry<typeof navigation>;
export type FactsEntry = Entry<typeof facts>;
export type LabelsEntry = Entry<typeof interfaceLabels>;
export type ConsentEntry = Entry<typeof consent>;
export type ContactFormEntry = Entry<typeof contactForm>;
export type NewsletterEntry = Entry<typeof newsletter>;
export type ContactPageEntry = Entry<typeof contactPage>;
export type CaseStudiesPageEntry = Entry<typeof caseStudiesPage>;
export type BlogSettingsEntry = Entry<typeof blogSettings>;
/** An MDX entry: its frontmatter fields and its body, as the editor holds them. */
export type ArticleEntry = Entry<typeof blogArticle> & { body?: string };
export type LegalEntry = Entry<typeof legalPage> & { body?: string };

/**
 * The query's types come from GraphQL: an absent optional field is `null` there and `undefined`
 * in an entry, and lists are read-only. The components read both alike, so a mapped entry is
 * handed on as the query's type.
 */
const asQueried = <T>(value: unknown): T => value as T;

/** Fills an entry's tokens as the build does; a token that names nothing is shown as written, and marked as a mistake (./marks.ts). */
export function filled<T>(value: T, details: DetailsForCopy): T {
  return fillSiteDetailsDeep(value, details, "keep");
}

/** A dotted path into an entry ("whoWeWorkWith.image"), as the model names picture fields. */
function valueAt(entry: unknown, dotted: string): unknown {
  return dotted
    .split(".")
    .reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), entry);
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The picture a page shows for an entry: the author's file in the page's box, or what the built page shows. */
function pictureOf(
  type: ContentType,
  entry: unknown,
  assets: PreviewAssets,
  box: PictureBox,
  built?: { image: IGatsbyImageData | null | undefined; alt: string | null | undefined },
): { image: IGatsbyImageData | null; alt: string } {
  if (!type.picture) return { image: null, alt: "" };
  const path = text(valueAt(entry, type.picture.image));
  const address = path && assets.assetUrl(path);
  if (address) return { image: previewPicture(address, box), alt: text(valueAt(entry, type.picture.alt)) };
  // Without a file the build draws artwork for the entry, which only the build can draw.
  return { image: built?.image ?? null, alt: built?.alt ?? "" };
}

const childImageSharp = <K extends string>(key: K, image: IGatsbyImageData | null) =>
  image ? { childImageSharp: { [key]: image } as Record<K, IGatsbyImageData> } : null;

/** An entry's slug: its slug field (or, for an MDX entry, the file name it was read from), else its file name made from its title as the editor makes it. */
function slugOf(type: ContentType, entry: Record<string, unknown>, titleField: string): string {
  const field = type.slug?.field ?? "slug";
  return text(entry[field]) || slugify(text(entry[titleField]));
}

/** A date as the page query formats it (`formatString: "YYYY-MM-DD"`); the editor may hold a Date. */
const isoDay = (value: unknown) =>
  value instanceof Date ? (Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10)) : text(value).slice(0, 10);

export function serviceData(
  entry: ServiceEntry,
  details: DetailsForCopy,
  assets: PreviewAssets,
  builtPages: ReadonlyMap<string, Queries.ServicePageQuery>,
): NonNullable<Queries.ServicePageQuery["service"]> {
  const slug = slugOf(serviceType, entry, "name");
  const built = builtPages.get(slug)?.service?.fields;
  const { image, alt } = pictureOf(serviceType, entry, assets, PICTURE_BOXES.service, {
    image: built?.picture?.childImageSharp?.gatsbyImageData,
    alt: built?.pictureAlt,
  });
  const page = filled(entry, details);
  return asQueried({
    ...page,
    slug,
    fields: {
      path: withSlug(serviceType.pagePath, slug),
      pictureAlt: alt,
      picture: image ? { childImageSharp: { gatsbyImageData: image, social: null } } : null,
    },
  });
}

export type LandingIndustry = Queries.LandingPageQuery["industries"]["nodes"][number];

export function industryData(
  type: ContentType,
  entry: IndustryEntry,
  details: DetailsForCopy,
  assets: PreviewAssets,
  built: LandingIndustry | undefined,
): LandingIndustry {
  const slug = slugOf(type, entry, "title");
  const { image, alt } = pictureOf(type, entry, assets, PICTURE_BOXES.industry, {
    image: built?.fields.picture?.childImageSharp?.gatsbyImageData,
    alt: built?.fields.pictureAlt,
  });
  return asQueried({
    ...filled(entry, details),
    slug,
    fields: { pictureAlt: alt, picture: childImageSharp("gatsbyImageData", image) },
  });
}

export type CaseStudyNode = Queries.CaseStudiesQuery["caseStudies"]["nodes"][number];

/** A case study; `built` is the built page's (for its thumbnail when the file is the build's). */
export function caseStudyData(entry: CaseStudyEntry, details: DetailsForCopy, assets: PreviewAssets, built?: CaseStudyNode): CaseStudyNode {
  const thumbnail = text(entry.thumbnail);
  const address = thumbnail && assets.assetUrl(thumbnail);
  const image = address ? previewPicture(address, PICTURE_BOXES.caseStudy) : null;
  const shown = image ? childImageSharp("gatsbyImageData", image) : thumbnail ? (built?.thumbnail ?? null) : null;
  return asQueried({ ...filled(entry, details), thumbnail: shown });
}

export function reviewsData(entry: ReviewsEntry, details: DetailsForCopy): NonNullable<Queries.LandingPageQuery["reviewCollection"]> {
  return asQueried(filled(entry, details));
}

/** The landing page's own words; `built` is the built page's (for the logos when their files are the build's). */
export function landingData(
  entry: LandingEntry,
  details: DetailsForCopy,
  assets: PreviewAssets,
  built?: Queries.LandingPageQuery["landingPage"],
): NonNullable<Queries.LandingPageQuery["landingPage"]> {
  const page = filled(entry, details);
  const logos = (page.trustedBy?.logos ?? []).map((logo, index) => {
    const address = logo.logo ? assets.assetUrl(logo.logo) : "";
    // An SVG logo is drawn as it is (its publicURL); any other through the picture, at the height the page asks for.
    const shown = address
      ? { publicURL: address, childImageSharp: null }
      : logo.logo
        ? (built?.trustedBy?.logos?.[index]?.logo ?? null)
        : null;
    return { ...logo, logo: shown };
  });
  return asQueried({ ...page, trustedBy: { ...page.trustedBy, logos } });
}

export function articleData(
  entry: ArticleEntry,
  details: DetailsForCopy,
  assets: PreviewAssets,
  builtPosts: Queries.BlogIndexQuery["posts"]["nodes"],
  box: PictureBox = PICTURE_BOXES.article,
): NonNullable<Queries.BlogPostQuery["mdx"]> {
  const { body = "", ...frontmatter } = entry;
  const slug = slugOf(articleType, frontmatter, "title");
  const built = builtPosts.find((post) => post.fields.slug === slug);
  const { image, alt } = pictureOf(articleType, frontmatter, assets, box, {
    image: built?.fields.picture?.childImageSharp?.gatsbyImageData,
    alt: built?.fields.pictureAlt,
  });
  const page = filled(frontmatter, details);
  return asQueried({
    readTime: articleReadTime(body, page.readTime),
    fields: {
      collection: articleType.source.folder,
      slug,
      path: withSlug(articleType.pagePath, slug),
      pictureAlt: alt,
      picture: image ? { childImageSharp: { hero: image, social: null } } : null,
    },
    frontmatter: { ...page, publishedAt: isoDay(page.publishedAt) },
  });
}

export function legalData(entry: LegalEntry, details: DetailsForCopy): NonNullable<Queries.LegalPageQuery["mdx"]> {
  const { body: _body, ...frontmatter } = entry;
  const slug = slugOf(legalPage, frontmatter, "title");
  const page = filled(frontmatter, details);
  return asQueried({
    fields: { collection: legalPage.source.folder, slug, path: withSlug(legalPage.pagePath, slug) },
    frontmatter: { ...page, isoDate: isoDay(page.date) },
  });
}

export function contactPageData(entry: ContactPageEntry, details: DetailsForCopy): NonNullable<Queries.ContactPageQuery["contactPage"]> {
  return asQueried(filled(entry, details));
}

export function caseStudiesPageData(
  entry: CaseStudiesPageEntry,
  details: DetailsForCopy,
): NonNullable<Queries.CaseStudiesQuery["caseStudiesPage"]> {
  return asQueried(filled(entry, details));
}

export function blogSettingsData(entry: BlogSettingsEntry, details: DetailsForCopy): NonNullable<Queries.BlogIndexQuery["blogSettings"]> {
  return asQueried(filled(entry, details));
}
