/**
 * Every address the code names: pages, files in static/ and Netlify functions. Every other path
 * comes from content. Components, templates and pages take their paths from here or from
 * content, never as typed-out strings (src/lib/routes.test.ts checks this).
 */

export const LANDING_PATH = "/video-production-milton-keynes";
export const CONTACT_PATH = "/contact";
export const CONTACT_FORM_PATH = `${CONTACT_PATH}#send-message`;
/** Where a contact form posted without scripts lands once the message is stored (noindex). */
export const CONTACT_THANK_YOU_PATH = `${CONTACT_PATH}/thank-you`;
export const BLOG_PATH = "/blog";
export const CASE_STUDIES_PATH = "/case-studies";
/** The policies that forms and the cookie banner point to (content/legal). */
export const PRIVACY_POLICY_PATH = "/privacy-policy";
export const COOKIE_POLICY_PATH = "/cookie-policy";
/** The page Netlify serves for an address the site does not have. */
export const NOT_FOUND_PATH = "/404";
/** Where the content editor is served (static/admin/index.html and the files gatsby/cms-admin.ts writes). */
export const ADMIN_PATH = "/admin/";
/** Files in static/ that pages name: icons, logo. */
export const FAVICON_PATH = "/favicon.svg";
export const APPLE_TOUCH_ICON_PATH = "/apple-touch-icon.png";
export const LOGO_IMAGE_PATH = "/logo.png";
/** The landing hero's background film, in two encodings. */
export const HERO_VIDEO = { webm: "/media/hero.webm", mp4: "/media/hero.mp4" } as const;
/** Small first-party scripts that start the consented trackers (static/scripts). */
export const GTAG_BOOTSTRAP_PATH = "/scripts/gtag-consent.js";
export const LINKEDIN_BOOTSTRAP_PATH = "/scripts/linkedin-insight.js";

/** A name as it appears in an address: lower case, words joined by hyphens ("B2B Marketing" is b2b-marketing). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A blog category's page, named by the category's slug. */
export function blogCategoryPath(category: string): string {
  return `${BLOG_PATH}/category/${slugify(category)}`;
}

/** The templates the pages made from content are drawn with (src/templates/). */
export type PageTemplate = "service" | "blog-post" | "legal" | "blog-index";

/** A page made from content: its address, its template and what the template's query is given (Gatsby's page context). */
export interface ContentPage {
  path: string;
  template: PageTemplate;
  context: { id?: string; category?: string | null };
}

/**
 * What the pages made from content are made of: gatsby/pages.ts runs this query with the build's
 * data to create them, and the editor's previews with the content as it is being edited, to find
 * the page at an address (the same answer, read by `contentPages`).
 */
export const CONTENT_PAGES_QUERY = `
  query ContentPages {
    services: allService(sort: { order: ASC }) {
      nodes {
        id
        fields {
          path
        }
      }
    }
    articles: allMdx(filter: { fields: { collection: { eq: "blog" } } }) {
      nodes {
        id
        fields {
          path
        }
      }
    }
    legalPages: allMdx(filter: { fields: { collection: { eq: "legal" } } }) {
      nodes {
        id
        fields {
          path
        }
      }
    }
    blogSettings {
      categories
    }
  }
`;

type PageNodes = { nodes: readonly { id: string; fields: { path: string } }[] };

/** CONTENT_PAGES_QUERY's answer. */
export interface ContentPagesAnswer {
  services: PageNodes;
  articles: PageNodes;
  legalPages: PageNodes;
  blogSettings: { categories: readonly string[] } | null;
}

/** Every page made from content: one per service, article and legal page, the blog and a page per blog category. */
export function contentPages(answer: ContentPagesAnswer): ContentPage[] {
  const of = (template: PageTemplate, { nodes }: PageNodes) =>
    nodes.map(({ id, fields }) => ({ path: fields.path, template, context: { id } }));
  return [
    ...of("service", answer.services),
    ...of("blog-post", answer.articles),
    ...of("legal", answer.legalPages),
    { path: BLOG_PATH, template: "blog-index", context: { category: null } },
    ...(answer.blogSettings?.categories ?? []).map((category): ContentPage => ({
      path: blogCategoryPath(category),
      template: "blog-index",
      context: { category },
    })),
  ];
}

/** A section of the landing page, by its id, e.g. `services` or `industries`. */
export function landingSectionPath(sectionId: string): string {
  return `${LANDING_PATH}#${sectionId}`;
}

/**
 * Addresses of the newsletter's pages and functions. The pages are static and say what happened
 * after a form was posted without scripts or a link's button was pressed; they are not indexed.
 */
export const NEWSLETTER_PAGES = {
  checkInbox: "/newsletter/check-your-inbox",
  confirmed: "/newsletter/confirmed",
  unsubscribed: "/newsletter/unsubscribed",
} as const;

/**
 * The query parameter the confirm function adds to the confirmed page when it has just confirmed a
 * subscriber, so the page counts the sign-up once (with analytics consent) and then removes it.
 */
export const NEWSLETTER_CONFIRMED_MARKER = "new";

/** The confirmed page as the confirm function sends a newly confirmed subscriber to it. */
export const NEWSLETTER_NEWLY_CONFIRMED_PATH = `${NEWSLETTER_PAGES.confirmed}?${NEWSLETTER_CONFIRMED_MARKER}=1`;

export const NEWSLETTER_FUNCTIONS = {
  confirm: "/.netlify/functions/newsletter-confirm",
  unsubscribe: "/.netlify/functions/newsletter-unsubscribe",
  export: "/.netlify/functions/newsletter-export",
} as const;

/** The owner's pages, behind OWNER_SECRET (Netlify functions). */
export const OWNER_FUNCTIONS = {
  inbox: "/.netlify/functions/contact-inbox",
  dataRequests: "/.netlify/functions/data-requests",
} as const;

/** Where the browser sends forms; both are Netlify functions (netlify/functions). */
export const CONTACT_ENDPOINT = "/.netlify/functions/send-contact-email";
export const SUBSCRIBE_ENDPOINT = "/.netlify/functions/subscribe";
/** Where browsers send reports of content-security-policy violations (a Netlify function too). */
export const CSP_REPORT_ENDPOINT = "/.netlify/functions/csp-report";
/** Where the reviews section asks for the company's live Google reviews (a Netlify function). */
export const GOOGLE_REVIEWS_ENDPOINT = "/.netlify/functions/google-reviews";
