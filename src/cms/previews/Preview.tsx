import { css } from "@emotion/react";
import type { PageProps } from "gatsby";
import { Component, useEffect, useMemo, type ComponentType, type ReactElement, type ReactNode } from "react";
import { wrapConsentPage } from "../../components/consent/gatsby-wrappers";
import { ConsentProvider, useConsent } from "../../components/consent/ConsentProvider";
// Declares fragments the landing and contact pages' queries spread; an island, so loaded only when its section draws, were it not imported here.
import "../../components/contact/ContactSection";
import { Layout } from "../../components/layout/Layout";
import { NotFound } from "../../components/not-found/NotFound";
import { GivenMdxBody } from "../../components/ui/MdxBody";
import { Toast } from "../../components/ui/Toast";
import { GivenSiteData, siteDataQuery } from "../../hooks/use-site-data";
import { contentTypes } from "../../content-model";
import { blogArticle } from "../../content-model/blog-article";
import { consent } from "../../content-model/consent";
import { contactForm } from "../../content-model/contact-form";
import { fieldLabel } from "../../content-model/field-labels";
import { predicates } from "../../content-model/messages";
import { legalPage } from "../../content-model/legal-page";
import { redirect } from "../../content-model/redirects";
import type { ContentType } from "../../content-model/types";
import { entryProblemsAt } from "../../content-model/validation";
import { findSamples } from "../../content-model/content-checks";
import { copyTokens } from "../../lib/site-details";
import {
  CASE_STUDIES_PATH,
  CONTACT_PATH,
  CONTACT_THANK_YOU_PATH,
  CONTENT_PAGES_QUERY,
  contentPages,
  LANDING_PATH,
  NEWSLETTER_PAGES,
  NOT_FOUND_PATH,
  type ContentPagesAnswer,
  type PageTemplate,
} from "../../lib/routes";
import { colors, fonts, fontSizes, space } from "../../styles/theme";
import * as landingPage from "../../pages/video-production-milton-keynes";
import * as caseStudiesPage from "../../pages/case-studies";
import * as contactPage from "../../pages/contact";
import * as thankYouPage from "../../pages/contact/thank-you";
import * as checkInboxPage from "../../pages/newsletter/check-your-inbox";
import * as confirmedPage from "../../pages/newsletter/confirmed";
import * as unsubscribedPage from "../../pages/newsletter/unsubscribed";
import * as blogIndexTemplate from "../../templates/blog-index";
import * as blogPostTemplate from "../../templates/blog-post";
import * as legalTemplate from "../../templates/legal";
import * as serviceTemplate from "../../templates/service";
import { formFields } from "../form-fields";
import { EDITOR_TOKEN_REMEDY } from "../messages";
import { LIST_FILE_KEY } from "../names";
import { markedBody, mistakesIn } from "./marks";
import { compiledBody } from "./mdx";
import { RedirectsTable } from "./RedirectsTable";
import { answerNow, type EditedEntry, type SiteNow } from "./site-now";
import { pageOfAddress, type View } from "./views";

export interface PreviewProps {
  now: SiteNow;
  edited: EditedEntry;
  view: View;
}

/** A page module: its component, and the query Gatsby runs for it (none for a page drawn from the site's data alone). */
interface PageModule {
  default: ComponentType<PageProps<never, never>>;
  query?: unknown;
}

/** The pages at the addresses src/lib/routes.ts names (src/pages/); the not-found page without its console warning. */
const FIXED_PAGES: Record<string, PageModule> = {
  [LANDING_PATH]: landingPage,
  [CONTACT_PATH]: contactPage,
  [CONTACT_THANK_YOU_PATH]: thankYouPage,
  [CASE_STUDIES_PATH]: caseStudiesPage,
  [NEWSLETTER_PAGES.checkInbox]: checkInboxPage,
  [NEWSLETTER_PAGES.confirmed]: confirmedPage,
  [NEWSLETTER_PAGES.unsubscribed]: unsubscribedPage,
  [NOT_FOUND_PATH]: {
    default: () => (
      <Layout>
        <NotFound />
      </Layout>
    ),
  },
};

/** The templates of the pages made from content, by the name src/lib/routes.ts gives them (gatsby/pages.ts makes the pages with the same). */
const TEMPLATES: Record<PageTemplate, PageModule> = {
  service: serviceTemplate,
  "blog-post": blogPostTemplate,
  legal: legalTemplate,
  "blog-index": blogIndexTemplate,
};

const typeOf = (id: string): ContentType | undefined => contentTypes.find((candidate) => candidate.id === id);

/** The page at an address: found among the site's pages as the build makes them, with the page context its query is run with. */
export function pageModuleAt(address: string, now: SiteNow): { page: PageModule; path: string; context: Record<string, unknown> } | null {
  const path = pageOfAddress(address);
  if (FIXED_PAGES[path]) return { page: FIXED_PAGES[path], path, context: {} };
  const made = contentPages(answerNow<ContentPagesAnswer>(now, CONTENT_PAGES_QUERY, {}, null)).find((candidate) => candidate.path === path);
  return made ? { page: TEMPLATES[made.template], path, context: made.context } : null;
}

/** The page at `address`, drawn with the site's own component and its own query's answer over the content now. */
function pageAt(address: string, now: SiteNow): ReactElement | null {
  const found = pageModuleAt(address, now);
  if (!found) return null;
  const { page, path, context } = found;
  const data = page.query ? answerNow(now, page.query, context, now.built.page(path) ?? null) : {};
  const props = { data, path, uri: path, location: { pathname: path }, pageContext: context, params: {}, children: undefined };
  const Page = page.default as ComponentType<typeof props>;
  return <Page {...props} />;
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
function FormNotice({ at, siteData }: { at: string; siteData: Queries.SiteDataQuery }) {
  const words = siteData.contactForm;
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
  // The page and its chrome, each its own query's answer; an answer the entry cannot give yet is said in place of the page.
  const answers = useMemo((): { message: string } | { siteData: Queries.SiteDataQuery; element: ReactElement | null } => {
    if (missing.length) return { message: `${NEEDS_FIELDS} ${missing.join("; ")}.` };
    try {
      return {
        siteData: answerNow<Queries.SiteDataQuery>(now, siteDataQuery, {}, now.built.siteData),
        element: pageAt(view.address, now),
      };
    } catch (error) {
      return { message: error instanceof Error ? error.message : String(error) };
    }
  }, [missing, view.address, now]);
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
  const notesOnEntry =
    samples.length || mistakes.length || view.state === "server" ? (
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
    ) : null;
  if (!("siteData" in answers))
    return (
      <>
        <Unfinished message={answers.message} />
        {notesOnEntry}
      </>
    );
  const { siteData, element } = answers;
  const drawn = view.state === "dialog" || collection === consent.id ? wrapConsentPage({ element }) : element;
  return (
    <GivenSiteData.Provider value={siteData}>
      <ConsentProvider>
        <PageErrors>
          <GivenMdxBody.Provider value={body}>{drawn}</GivenMdxBody.Provider>
          {view.state === "notice" && view.at && collection === contactForm.id ? <FormNotice at={view.at} siteData={siteData} /> : null}
          {view.state === "dialog" ? <OpenPreferences /> : null}
        </PageErrors>
        {notesOnEntry}
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
