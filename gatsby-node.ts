import { promises as fs } from "fs";
import path from "path";
import type { CreateNodeArgs, CreatePagesArgs, CreateSchemaCustomizationArgs, GatsbyNode } from "gatsby";
import redirects from "./content/site/redirects.json";
import blogSettings from "./content/site/blog.json";
import { blogCategoryPath } from "./src/lib/blog";
import { contentBuildProblems } from "./src/lib/content-checks";
import { contentSchemaFor, describeContentErrors } from "./src/lib/content-schemas";
import { startScriptsAfterFirstPaint } from "./src/lib/scripts-after-first-paint";
import { robotsTxt } from "./src/lib/syndication";
export { onPreInit } from "./gatsby/report-deploy-settings";
export { onPostBootstrap } from "./gatsby/cms-admin";

const templates = {
  service: path.resolve("src/templates/service.tsx"),
  blogPost: path.resolve("src/templates/blog-post.tsx"),
  blogIndex: path.resolve("src/templates/blog-index.tsx"),
  legal: path.resolve("src/templates/legal.tsx"),
};

const typeDefs = /* GraphQL */ `
  type SiteSettings implements Node @dontInfer {
    name: String!
    shortName: String!
    legalName: String!
    strapline: String!
    description: String!
    email: String!
    phone: String!
    phoneInternational: String!
    address: PostalAddress!
    geo: GeoPoint
    areaServed: String!
    hours: [OpeningHours!]!
    replyPromise: String!
    bookingUrl: String!
    bookingLabel: String!
    socials: [SocialLink!]!
    heroStats: [Stat!]!
    successMetrics: [Stat!]!
  }
  type PostalAddress {
    streetAddress: String!
    locality: String!
    region: String!
    postcode: String!
    country: String!
    countryCode: String!
  }
  type GeoPoint {
    latitude: Float!
    longitude: Float!
  }
  type OpeningHours {
    label: String!
    days: [String!]!
    opens: String
    closes: String
    display: String!
  }
  type SocialLink {
    name: String!
    url: String!
    icon: String!
  }
  type Stat {
    value: String!
    label: String!
  }
  type NavItem {
    id: String!
    name: String!
    href: String!
  }
  type FooterCopy {
    about: String!
    servicesHeading: String!
    industriesHeading: String!
    quickLinksHeading: String!
    newsletterHeading: String!
    newsletterBody: String!
    newsletterButton: String!
    bookingHeading: String!
    bookingBody: String!
    copyright: String!
  }
  type Navigation implements Node @dontInfer {
    header: [NavItem!]!
    servicesLabel: String!
    industriesLabel: String!
    getStartedLabel: String!
    footerQuickLinks: [NavItem!]!
    legal: [NavItem!]!
    footer: FooterCopy!
  }

  type TitledText {
    title: String!
    description: String!
    icon: String
  }
  type TextList {
    heading: String!
    intro: String
    items: [String!]!
  }
  type CardList {
    heading: String!
    intro: String
    items: [TitledText!]!
  }
  type ComparisonColumn {
    label: String!
    duration: String!
    points: [String!]!
  }
  type Comparison {
    heading: String!
    intro: String
    traditional: ComparisonColumn!
    enhanced: ComparisonColumn!
  }
  type ProcessBlock {
    heading: String!
    intro: String
    steps: [TitledText!]!
  }
  type Testimonial {
    quote: String!
    author: String!
    role: String
    organisation: String
    sample: Boolean
  }
  type Audience {
    heading: String!
    intro: String
    audiences: [TitledText!]!
    imageAlt: String!
    testimonial: Testimonial
  }
  type FaqItem {
    id: String
    question: String!
    answer: String!
  }
  type ServiceHero {
    eyebrow: String!
    headline: String!
    intro: String!
    bookingButton: Boolean
    videoId: String!
    videoTitle: String!
    videoOrientation: String
  }
  type Closing {
    heading: String!
    body: String!
  }
  type Service implements Node @dontInfer {
    slug: String!
    order: Int!
    inServicesMenu: Boolean!
    name: String!
    cardDescription: String!
    icon: String!
    seoTitle: String!
    seoDescription: String!
    hero: ServiceHero!
    highlights: [Stat!]
    offer: TextList
    whatWeCreate: CardList!
    typeCards: CardList
    comparison: Comparison
    process: ProcessBlock
    benefits: CardList
    whoWeWorkWith: Audience!
    faq: [FaqItem!]!
    closing: Closing!
    fields: ContentFields!
    image: File @link(by: "relativePath", from: "fields.imagePath")
  }
  type ContentFields {
    path: String
    imagePath: String!
  }

  type Industry implements Node @dontInfer {
    slug: String!
    order: Int!
    title: String!
    description: String!
    challenges: [String!]!
    imageAlt: String!
    fields: ContentFields!
    image: File @link(by: "relativePath", from: "fields.imagePath")
  }

  type ReviewSummary {
    name: String!
    rating: Float!
    totalReviews: Int!
  }
  type Review {
    authorName: String!
    rating: Int!
    text: String!
    language: String!
    time: Date! @dateformat
  }
  type ReviewCollection implements Node @dontInfer {
    summary: ReviewSummary!
    reviews: [Review!]!
    sample: Boolean
  }

  type CaseStudy implements Node @dontInfer {
    company: String!
    sector: String!
    description: String!
    testimonial: String
    author: String
    companyTitle: String
    videoId: String!
    videoTitle: String!
    thumbnailUrl: String!
  }

  type ClientLogo {
    name: String!
    file: String!
    width: Int!
    height: Int!
  }
  type LandingPage implements Node @dontInfer {
    seoTitle: String!
    seoDescription: String!
    hero: LandingHero!
    trustedBy: LandingTrustedBy!
    services: LandingServices!
    industries: LandingIndustries!
    reviews: LandingReviews!
    about: LandingAbout!
    contact: ContactCopy!
  }
  type LandingHero {
    eyebrow: String!
    headline: String!
    intro: String!
    storyButton: String!
    videoId: String!
    videoTitle: String!
  }
  type LandingTrustedBy {
    heading: String!
    logos: [ClientLogo!]!
  }
  type FeatureCard {
    eyebrow: String
    title: String!
    description: String!
    points: [String!]!
    linkLabel: String!
    link: String
  }
  type Banner {
    heading: String!
    body: String!
  }
  type LandingServices {
    heading: String!
    intro: String!
    aiCard: FeatureCard!
    traditionalCard: FeatureCard!
    gridHeading: String!
    gridIntro: String!
    banner: Banner!
  }
  type LandingIndustries {
    heading: String!
    intro: String!
    challengesLabel: String!
    metricsHeading: String!
  }
  type LandingReviews {
    heading: String!
    intro: String!
    loading: String!
    error: String!
    empty: String!
    totalLabel: String!
  }
  type LandingAbout {
    heading: String!
    intro: String!
    values: [TitledText!]!
    differentiatorsHeading: String!
    differentiators: [String!]!
    problem: TitledText!
    solution: TitledText!
    outcome: TitledText!
  }
  type ContactCard {
    kind: String!
    title: String!
    description: String!
    action: String!
  }
  type ContactCopy {
    heading: String!
    intro: String!
    cards: [ContactCard!]!
    formHeading: String!
    formIntro: String!
    hoursHeading: String!
    infoHeading: String!
    guaranteeHeading: String!
    guaranteeBody: String!
    specialistNote: LinkedNote!
  }
  type LinkedNote {
    text: String!
    linkLabel: String!
    link: String!
  }

  type BlogSignup {
    heading: String!
    body: String!
    placeholder: String!
    button: String!
  }
  type BlogSettings implements Node @dontInfer {
    seoTitle: String!
    seoDescription: String!
    heading: String!
    intro: String!
    allLabel: String!
    categories: [String!]!
    readMoreLabel: String!
    backLabel: String!
    emptyCategory: String!
    signup: BlogSignup!
  }
  type CaseStudiesPage implements Node @dontInfer {
    seoTitle: String!
    seoDescription: String!
    eyebrow: String!
    heading: String!
    intro: String!
    closingHeading: String!
    closingBody: String!
    closingButton: String!
  }
  type ContactPage implements Node @dontInfer {
    seoTitle: String!
    seoDescription: String!
    thankYou: ContactThankYou!
  }
  type ContactThankYou {
    seoTitle: String!
    seoDescription: String!
    eyebrow: String!
    heading: String!
    intro: String!
    nextHeading: String!
    steps: [String!]!
    linksHeading: String!
    links: [ThankYouLink!]!
    bookingPrompt: String!
  }
  type ThankYouLink {
    label: String!
    to: String!
    description: String!
  }
  type LegacyRedirect implements Node @dontInfer {
    from: String!
    to: String!
    reason: String!
  }

  type CtaBox {
    heading: String!
    body: String!
    label: String!
    to: String!
    secondaryLabel: String
    secondaryTo: String
  }
  type StrategyBenefit {
    title: String!
    body: String!
  }
  type StrategyPhase {
    phase: String!
    activities: String!
    duration: String!
    output: String!
  }
  type MdxFrontmatter {
    title: String!
    slug: String
    description: String!
    excerpt: String
    category: String
    publishedAt: Date @dateformat
    readTime: String
    image: File @fileByRelativePath
    imageAlt: String
    cta: CtaBox
    faqStyle: String
    faq: [FaqItem!]
    layout: String
    benefits: [StrategyBenefit!]
    phases: [StrategyPhase!]
    dateLabel: String
    date: Date @dateformat
    version: String
  }
  type MdxFields {
    collection: String!
    slug: String!
    path: String!
  }
  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
  }
`;

/**
 * The contact form's industry and project-type choices, as the schema that the form and the
 * send-contact-email function share needs them (src/lib/contact-choices.json). Written from
 * content/ before every build, so adding an industry or a service is a content edit only; the
 * file is committed so that a fresh clone type-checks and tests before its first build.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const contentProblems = contentBuildProblems(path.join(__dirname, "content"), Boolean(process.env.LAUNCH));
  if (contentProblems.length) reporter.panic(`Content needs attention:\n${contentProblems.join("\n")}`);
  const titles = async (folder: string, field: "title" | "name") => {
    const directory = path.join(__dirname, "content", folder);
    const entries = await Promise.all(
      (await fs.readdir(directory))
        .filter((file) => file.endsWith(".json"))
        .map(async (file) => JSON.parse(await fs.readFile(path.join(directory, file), "utf8")) as { order: number; title?: string; name?: string }),
    );
    return entries.sort((a, b) => a.order - b.order).map((entry) => String(entry[field]));
  };
  const choices = `${JSON.stringify({ industries: await titles("industries", "title"), projectTypes: await titles("services", "name") }, null, 2)}\n`;
  const file = path.join(__dirname, "src/lib/contact-choices.json");
  if ((await fs.readFile(file, "utf8").catch(() => "")) !== choices) {
    await fs.writeFile(file, choices);
    reporter.info("Updated src/lib/contact-choices.json from content/industries and content/services");
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({
  actions,
}: CreateSchemaCustomizationArgs) => {
  actions.createTypes(typeDefs);
};

interface FileNode {
  relativeDirectory: string;
  relativePath: string;
  name: string;
  sourceInstanceName: string;
}

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode, reporter }: CreateNodeArgs) => {
  const parent = node.parent ? (getNode(node.parent) as unknown as FileNode | undefined) : undefined;
  if (!parent || parent.sourceInstanceName !== "content") return;
  const file = `content/${parent.relativePath}`;

  const check = (collection: string, value: unknown) => {
    const schema = contentSchemaFor(collection);
    if (!schema) return;
    try {
      schema.validateSync(value, { abortEarly: false, strict: false });
    } catch (error) {
      reporter.panicOnBuild(`${file} is not valid content:\n${describeContentErrors(error)}`);
    }
  };

  if (node.internal.type === "Mdx") {
    const collection = parent.relativeDirectory;
    const slug = parent.name;
    const nodePath = collection === "blog" ? `/blog/${slug}` : `/${slug}`;
    actions.createNodeField({ node, name: "collection", value: collection });
    actions.createNodeField({ node, name: "slug", value: slug });
    actions.createNodeField({ node, name: "path", value: nodePath });
    check(collection, node.frontmatter);
    return;
  }

  if (node.internal.type === "Service" || node.internal.type === "Industry") {
    const folder = node.internal.type === "Service" ? "services" : "industries";
    const slug = String(node.slug);
    check(folder, node);
    if (slug !== parent.name) {
      reporter.panicOnBuild(`${file}: "slug" is "${slug}" but the file is named "${parent.name}.json"; they must match.`);
    }
    // Artwork is found by convention, so an author adds a file rather than typing its path.
    actions.createNodeField({ node, name: "imagePath", value: `images/${folder}/${slug}.png` });
    if (node.internal.type === "Service") actions.createNodeField({ node, name: "path", value: `/${slug}` });
    return;
  }

  if (node.internal.type === "ReviewCollection") check("reviews", node);
  if (node.internal.type === "CaseStudy") check("case-studies", node);
  if (node.internal.type === "ContactPage") check("pages/contact", node);
};

interface PagesQuery {
  services: { nodes: { id: string; slug: string }[] };
  mdx: {
    nodes: {
      id: string;
      fields: { collection: string; slug: string; path: string };
      internal: { contentFilePath: string };
    }[];
  };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }: CreatePagesArgs) => {
  const { createPage, createRedirect } = actions;

  for (const { from, to } of redirects) {
    createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true, force: true });
  }
  // Netlify reads these two files instead of publishing them; a local server would serve them.
  for (const fromPath of ["/_headers", "/_redirects"]) {
    createRedirect({ fromPath, toPath: "/404.html", statusCode: 404, force: true });
  }
  createRedirect({
    fromPath: "/",
    toPath: "/video-production-milton-keynes",
    isPermanent: true,
    redirectInBrowser: true,
    force: true,
  });

  const result = await graphql<PagesQuery>(`
    query CreatePages {
      services: allService(sort: { order: ASC }) {
        nodes {
          id
          slug
        }
      }
      mdx: allMdx {
        nodes {
          id
          fields {
            collection
            slug
            path
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query content to create pages", result.errors);
    return;
  }

  for (const service of result.data.services.nodes) {
    createPage({ path: `/${service.slug}`, component: templates.service, context: { id: service.id } });
  }

  for (const page of result.data.mdx.nodes) {
    const template = page.fields.collection === "blog" ? templates.blogPost : templates.legal;
    createPage({
      path: page.fields.path,
      component: `${template}?__contentFilePath=${page.internal.contentFilePath}`,
      context: { id: page.id },
    });
  }

  createPage({ path: "/blog", component: templates.blogIndex, context: { category: null } });
  for (const category of blogSettings.categories) {
    createPage({ path: blogCategoryPath(category), component: templates.blogIndex, context: { category } });
  }
};

/**
 * No source maps in the browser bundles: Netlify publishes everything in public/, and a map
 * carries the full source of every module to anyone who asks.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) {
    reporter.panicOnBuild("siteMetadata.siteUrl is needed to write robots.txt");
    return;
  }
  await fs.writeFile(path.resolve("public/robots.txt"), robotsTxt(siteUrl));
  const publicDir = path.resolve("public");
  const entries = await fs.readdir(publicDir, { recursive: true, withFileTypes: true });
  const htmlFiles = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
  for (const file of htmlFiles) {
    const html = await fs.readFile(path.join(publicDir, file), "utf8");
    await fs.writeFile(path.join(publicDir, file), startScriptsAfterFirstPaint(html));
  }
};
