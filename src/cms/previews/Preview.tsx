import { css } from "@emotion/react";
import type { PageProps } from "gatsby";
import { Component, useEffect, useMemo, type ComponentType, type ReactElement, type ReactNode } from "react";
import { wrapConsentPage } from "../../components/consent/gatsby-wrappers";
import { ConsentProvider, useConsent } from "../../components/consent/ConsentProvider";
import { Layout } from "../../components/layout/Layout";
import { NewsletterNotice, type NoticeName } from "../../components/newsletter/NewsletterNotice";
import { NotFound } from "../../components/not-found/NotFound";
import { GivenMdxBody } from "../../components/ui/MdxBody";
import { Toast } from "../../components/ui/Toast";
import { GivenSiteData } from "../../hooks/use-site-data";
import { contentTypes } from "../../content-model";
import { blogArticle } from "../../content-model/blog-article";
import { consent } from "../../content-model/consent";
import { contactForm } from "../../content-model/contact-form";
import { fieldLabel } from "../../content-model/field-labels";
import { predicates } from "../../content-model/messages";
import { legalPage } from "../../content-model/legal-page";
import { redirect } from "../../content-model/redirects";
import { service } from "../../content-model/service";
import type { ContentType } from "../../content-model/types";
import { entryProblemsAt } from "../../content-model/validation";
import { findSamples } from "../../lib/content-checks";
import { copyTokens } from "../../lib/site-details";
import {
  BLOG_PATH,
  CASE_STUDIES_PATH,
  CONTACT_PATH,
  CONTACT_THANK_YOU_PATH,
  LANDING_PATH,
  NEWSLETTER_PAGES,
  NOT_FOUND_PATH,
} from "../../lib/routes";
import { colors, fonts, fontSizes, space } from "../../styles/theme";
import LandingPage from "../../pages/video-production-milton-keynes";
import CaseStudiesPage from "../../pages/case-studies";
import ContactPage from "../../pages/contact";
import ThankYouPage from "../../pages/contact/thank-you";
import BlogIndexTemplate from "../../templates/blog-index";
import BlogPostTemplate from "../../templates/blog-post";
import LegalTemplate from "../../templates/legal";
import ServiceTemplate from "../../templates/service";
import { formFields } from "../form-fields";
import { EDITOR_TOKEN_REMEDY } from "../messages";
import { LIST_FILE_KEY } from "../names";
import { markedBody, mistakesIn } from "./marks";
import { compiledBody } from "./mdx";
import { RedirectsTable } from "./RedirectsTable";
import {
  articleNow,
  blogIndexNow,
  caseStudiesNow,
  contactNow,
  landingNow,
  legalNow,
  serviceNow,
  siteDataNow,
  thankYouNow,
  type EditedEntry,
  type SiteNow,
} from "./site-now";
import type { View } from "./views";

export interface PreviewProps {
  now: SiteNow;
  edited: EditedEntry;
  view: View;
}

/** What a page component is given by Gatsby; a preview has only the data and the address to give. */
function page<D, C extends object = object>(Page: ComponentType<PageProps<D, C>>, path: string, data: D, pageContext?: C): ReactElement {
  const props = { data, path, uri: path, location: { pathname: path }, pageContext: pageContext ?? {}, params: {}, children: undefined };
  return <Page {...(props as unknown as PageProps<D, C>)} />;
}

const typeOf = (id: string): ContentType | undefined => contentTypes.find((candidate) => candidate.id === id);

/** The newsletter's pages, by address. */
const NEWSLETTER_NOTICES = Object.fromEntries(Object.entries(NEWSLETTER_PAGES).map(([name, path]) => [path, name as NoticeName]));

/** The page at `address`, drawn with the site's own component and the data the site now gives it. */
function pageAt(address: string, now: SiteNow, edited: EditedEntry): ReactElement {
  const path = address.split("#")[0] || LANDING_PATH;
  if (path === LANDING_PATH) return page(LandingPage, path, landingNow(now));
  if (path === CONTACT_PATH) return page(ContactPage, path, contactNow(now));
  if (path === CONTACT_THANK_YOU_PATH) return page(ThankYouPage, path, thankYouNow(now));
  if (path === CASE_STUDIES_PATH) return page(CaseStudiesPage, path, caseStudiesNow(now));
  if (path === BLOG_PATH) return page(BlogIndexTemplate, path, blogIndexNow(now, edited), { category: null });
  if (path === NOT_FOUND_PATH) return <Layout>{<NotFound />}</Layout>;
  if (NEWSLETTER_NOTICES[path]) return <NewsletterNotice name={NEWSLETTER_NOTICES[path]} />;
  const body = (type: ContentType) => (edited.collection === type.id ? String(edited.data.body ?? "") : "");
  const article = blogArticle.pagePath.replace("{slug}", "");
  if (path.startsWith(article)) return page(BlogPostTemplate, path, articleNow(now, path.slice(article.length), body(blogArticle)));
  // Service pages and legal pages are both at /<slug>: the content says which a slug is.
  const slug = path.replace(service.pagePath.replace("{slug}", ""), "");
  if ((now.content[legalPage.id] ?? []).some((entry) => entry.slug === slug))
    return page(LegalTemplate, path, legalNow(now, slug, body(legalPage)));
  return page(ServiceTemplate, path, serviceNow(now, slug));
}

/** The cookie preferences dialog, opened over the page as a visitor opens it. */
function OpenPreferences() {
  const { isPreferencesOpen, openPreferences } = useConsent();
  useEffect(() => {
    if (!isPreferencesOpen) openPreferences();
  }, [isPreferencesOpen, openPreferences]);
  return null;
}

/** The notice the contact form shows once it is sent (or not), drawn over the contact page. */
function FormNotice({ at, now }: { at: string; now: SiteNow }) {
  const words = siteDataNow(now).contactForm;
  const notice = (words as unknown as Record<string, { title: string; description: string } | undefined> | null)?.[at];
  if (!words || !notice) return null;
  return (
    <Toast
      message={{ tone: at === "sent" ? "success" : "error", ...notice }}
      onDismiss={() => undefined}
      dismissLabel={words.dismissLabel}
    />
  );
}

/** What the entry flags as sample material, by the form's labels, grouped by what replaces it. */
function samplesOf(type: ContentType, data: unknown): { replaceWith: string; places: string }[] {
  const fields = formFields(type);
  const byReplacement = new Map<string, string[]>();
  for (const sample of findSamples([{ file: "entry.json", text: JSON.stringify(data ?? {}) }]).samples) {
    const place = sample.at === "(top level)" ? "" : fieldLabel(fields, sample.at);
    byReplacement.set(sample.replaceWith, [...(byReplacement.get(sample.replaceWith) ?? []), place]);
  }
  /** Many places: counted, by the list they are items of when they all are ("12 case studies"). */
  const counted = (places: string[]) => {
    const lists = new Set(places.map((place) => place.replace(/ \d+( › .*)?$/, "")));
    const [list] = lists;
    return lists.size === 1 && list !== places[0] ? `${places.length} ${list.toLowerCase()}` : `${places.length} places`;
  };
  return Array.from(byReplacement, ([replaceWith, places]) => ({
    replaceWith,
    places: places.length > 3 ? counted(places) : places.filter(Boolean).join(", "),
  }));
}

/** The required fields an entry has not been given yet (a new one just opened, say), by their labels. */
export function missingFields(collection: string, data: unknown): string[] {
  const type = typeOf(collection);
  if (!type) return [];
  const fields = formFields(type);
  const entries = type.source.shape === "list-file" ? ((data as Record<string, unknown> | null)?.[LIST_FILE_KEY] ?? []) : [data];
  const missing = (Array.isArray(entries) ? entries : []).flatMap((entry, index) =>
    entryProblemsAt(type, entry ?? {})
      .filter(({ predicate }) => predicate === predicates.required())
      .map(({ path }) => fieldLabel(fields, type.source.shape === "list-file" ? `${LIST_FILE_KEY}.${index}.${path}` : path)),
  );
  return [...new Set(missing)];
}

/** What the preview says of an entry that lacks fields its page needs, before naming them. */
export const NEEDS_FIELDS = "The page is drawn here once it has every field it needs. Still to fill in:";

/** Said in the preview of words only the site's functions write. */
export const SERVER_WORDS =
  "These words are on a page or an email the site writes when a form is sent from a browser without scripts; no page of the site shows them, so the page they follow from is drawn here.";

/** The page an entry feeds, as its visitors will see it, with the site's chrome, the edit's state and the notes on the entry. */
export function Preview({ now, edited, view }: PreviewProps) {
  const { collection, data } = edited;
  const type = typeOf(collection);
  const missing = useMemo(() => missingFields(collection, data), [collection, data]);
  const siteData = useMemo(() => siteDataNow(now), [now]);
  const element = useMemo(() => (missing.length ? null : pageAt(view.address, now, edited)), [missing, view.address, now, edited]);
  const body = useMemo(
    () =>
      (collection === blogArticle.id || collection === legalPage.id) && !missing.length
        ? compiledBody(markedBody(String(data.body ?? ""), Object.keys(copyTokens(now.details))))
        : null,
    [collection, data, missing, now.details],
  );
  if (collection === redirect.id) return <RedirectsTable data={data} now={now} />;
  if (!type) return null;
  const samples = samplesOf(type, data);
  const mistakes = mistakesIn(type, data, Object.keys(copyTokens(now.details)), EDITOR_TOKEN_REMEDY);
  const drawn = view.state === "dialog" || collection === consent.id ? wrapConsentPage({ element }) : element;
  return (
    <GivenSiteData.Provider value={siteData}>
      <ConsentProvider>
        {missing.length ? (
          <Unfinished message={`${NEEDS_FIELDS} ${missing.join("; ")}.`} />
        ) : (
          <PageErrors>
            <GivenMdxBody.Provider value={body}>{drawn}</GivenMdxBody.Provider>
            {view.state === "notice" && view.at && collection === contactForm.id ? <FormNotice at={view.at} now={now} /> : null}
            {view.state === "dialog" ? <OpenPreferences /> : null}
          </PageErrors>
        )}
        {samples.length || mistakes.length || view.state === "server" ? (
          <aside data-preview-notes="" css={notes}>
            {mistakes.map((mistake) => (
              <p key={mistake} role="alert" data-mistake="">
                <strong>Not saved until fixed.</strong> {mistake}
              </p>
            ))}
            {view.state === "server" ? <p role="note">{SERVER_WORDS}</p> : null}
            {samples.map((sample) => (
              <p key={sample.replaceWith} role="note" data-sample-note="">
                <strong>Sample material{sample.places ? ` (${sample.places})` : ""}.</strong> The page shows it until it is replaced with:{" "}
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
    <p role="status" css={unfinished}>
      {message}
    </p>
  );
}

/**
 * A page a component cannot draw from the entry as it stands: the component's own message in
 * place of the page, until the next change of the entry (the fields a page needs are asked for
 * before it is drawn, so this is for what the model cannot tell).
 */
class PageErrors extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidUpdate(previous: { children: ReactNode }) {
    if (this.state.error && previous.children !== this.props.children) this.setState({ error: null });
  }

  render() {
    return this.state.error ? <Unfinished message={this.state.error.message} /> : this.props.children;
  }
}

// Drawn without the page, so without the page's global styles: the site's typeface is given here.
const unfinished = css`
  font-family: ${fonts.body};
  margin: ${space.xl};
  padding: ${space.md};
  border-left: 4px solid ${colors.danger};
  background: ${colors.surfaceWarm};
`;

/** Along the foot of the frame, clear of the page's fixed header, so the notes stay in sight while the author scrolls. */
const notes = css`
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
  font-family: ${fonts.body};
  font-size: ${fontSizes.sm};
  [data-mistake] {
    color: ${colors.danger};
  }
`;
