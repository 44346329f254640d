/**
 * Every content type of the site. Adding a type is one module declaring it and one line here.
 */
import { blogArticle } from "./blog-article";
import { blogSettings } from "./blog-settings";
import { caseStudiesPage } from "./case-studies-page";
import { caseStudy } from "./case-study";
import { consent } from "./consent";
import { contactForm } from "./contact-form";
import { contactPage } from "./contact-page";
import { facts } from "./facts";
import { industry } from "./industry";
import { interfaceLabels } from "./interface-labels";
import { landingPage } from "./landing-page";
import { legalPage } from "./legal-page";
import { navigation } from "./navigation";
import { newsletter } from "./newsletter";
import { redirect } from "./redirects";
import { reviews } from "./reviews";
import { service } from "./service";
import { siteSettings } from "./site-settings";
import type { ContentType } from "./types";

export type { ContentSource, ContentType, EntryOf, Field, Pattern, SlugRule, ValueOf, Widget } from "./types";

export const contentTypes: readonly ContentType[] = [
  service,
  industry,
  caseStudy,
  reviews,
  blogArticle,
  legalPage,
  landingPage,
  siteSettings,
  navigation,
  blogSettings,
  facts,
  consent,
  contactForm,
  newsletter,
  caseStudiesPage,
  contactPage,
  redirect,
  interfaceLabels,
];
