/**
 * The site-wide settings files, imported so that a bundle (the Netlify functions, gatsby-config)
 * carries them with it, with every `{token}` already filled. Part of the content reader
 * (./reader.ts re-exports them), in a module of its own because the model's declarations use them
 * too (the blog's categories) and the reader imports the declarations; and so that the functions,
 * which import it directly, carry no folder-reading code (gray-matter, js-yaml) in their bundles.
 */
import blogFile from "../../content/site/blog.json";
import consentFile from "../../content/site/consent.json";
import contactFormFile from "../../content/site/contact-form.json";
import factsFile from "../../content/site/facts.json";
import labelsFile from "../../content/site/labels.json";
import navigationFile from "../../content/site/navigation.json";
import newsletterFile from "../../content/site/newsletter.json";
import redirectsFile from "../../content/site/redirects.json";
import siteFile from "../../content/site/site.json";
import { fillSiteDetailsDeep, type DetailsForCopy } from "../lib/site-details";

/** What copy's tokens stand for: the company's contact details and hours, and its facts. */
export function tokenValues(site: Pick<typeof siteFile, "email" | "phone" | "hours">, facts: DetailsForCopy["facts"]): DetailsForCopy {
  return { email: site.email, phone: site.phone, hours: site.hours, facts };
}

/** A content file's value with its tokens filled; a token that names nothing fails naming the file. */
export function filledFile<T>(file: string, value: T, details: DetailsForCopy): T {
  try {
    return fillSiteDetailsDeep(value, details);
  } catch (error) {
    throw new Error(`content/${file}: ${(error as Error).message}`);
  }
}

const details = tokenValues(siteFile, factsFile);

export const siteFiles = {
  site: filledFile("site/site.json", siteFile, details),
  facts: factsFile,
  contactForm: filledFile("site/contact-form.json", contactFormFile, details),
  newsletter: filledFile("site/newsletter.json", newsletterFile, details),
  consent: filledFile("site/consent.json", consentFile, details),
  labels: filledFile("site/labels.json", labelsFile, details),
  navigation: filledFile("site/navigation.json", navigationFile, details),
  blog: filledFile("site/blog.json", blogFile, details),
  redirects: redirectsFile,
};
